import {
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { EventTemplate } from '@tessera/contract';
import type { NameTranslations } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { NameWithEditButton } from '@/ui/EditNamesButton';
import { NameTranslationsInput } from '@/ui/NameTranslationsInput';
import { QueryList } from '@/ui/QueryList';
import { applyServerErrors } from '@/ui/server-errors-form';
import { templateQueries, useCreatePriceType, useRenamePriceType } from '../queries';

type OffsetType = 'Percentage' | 'FlatAmount' | 'Table';

/** Discounts are stored as basis points or minor units; people type percent or money. */
function describeDiscount(
  offsetType: OffsetType,
  value: number,
  money: (minor: number) => string,
  t: (k: 'admin.templates.priceTypes.table') => string,
) {
  if (offsetType === 'Percentage') return `${(value / 100).toFixed(2).replace(/\.00$/, '')}%`;
  if (offsetType === 'FlatAmount') return money(value);
  return t('admin.templates.priceTypes.table');
}

export function PriceTypesPanel({ template }: { template: EventTemplate }) {
  const { t } = useTranslation();
  const money = useMoney();
  const list = useQuery(templateQueries.priceTypes(template.id));
  const promotions = useQuery(templateQueries.promotions(template.id));
  const promotionCode = (id: number | null) => promotions.data?.find((p) => p.id === id)?.code ?? '';
  const create = useCreatePriceType(template.id);
  const rename = useRenamePriceType(template.id);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      name: '',
      nameTranslations: {} as NameTranslations,
      offsetType: 'Percentage' as OffsetType,
      discount: 0,
      promotionId: null as string | null,
    },
  });
  const submit = form.onSubmit(async (v) => {
    setProblem(null);
    const defaultDiscount =
      v.offsetType === 'Percentage'
        ? Math.round(v.discount * 100)
        : v.offsetType === 'FlatAmount'
          ? Math.round(v.discount * 100)
          : 0;
    try {
      await create.mutateAsync({
        name: v.name,
        nameTranslations: v.nameTranslations,
        offsetType: v.offsetType,
        defaultDiscount,
        salesChannels: [],
        promotionId: v.promotionId ? Number(v.promotionId) : null,
      });
      form.reset();
    } catch (error) {
      setProblem(applyServerErrors(form, error, t('admin.templates.saveFailed')));
      if (form.errors.defaultDiscount) form.setFieldError('discount', form.errors.defaultDiscount);
    }
  });
  return (
    <Stack>
      <Paper p="lg" radius="md">
        <Title order={3} mb="sm">
          {t('admin.templates.priceTypes.title')}
        </Title>
        <QueryList query={list} empty={t('admin.templates.priceTypes.empty')}>
          {(items) => (
            <Table.ScrollContainer minWidth={560}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('admin.templates.fields.name')}</Table.Th>
                    <Table.Th>{t('admin.templates.priceTypes.offsetType')}</Table.Th>
                    <Table.Th>{t('admin.templates.priceTypes.discount')}</Table.Th>
                    <Table.Th>{t('admin.templates.priceTypes.promotion')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((p) => (
                    <Table.Tr key={p.id}>
                      <Table.Td>
                        <NameWithEditButton
                          names={p}
                          disabled={template.archived}
                          onSave={(body) => rename.mutateAsync({ priceTypeId: p.id, body })}
                        >
                          {p.archived ? (
                            <Badge color="gray">{t('admin.templates.list.archivedBadge')}</Badge>
                          ) : null}
                        </NameWithEditButton>
                      </Table.Td>
                      <Table.Td>{t(`admin.templates.priceTypes.offsetTypes.${p.offsetType}`)}</Table.Td>
                      <Table.Td>{describeDiscount(p.offsetType, p.defaultDiscount, money, t)}</Table.Td>
                      <Table.Td>
                        {p.promotionId
                          ? promotionCode(p.promotionId)
                          : t('admin.templates.priceTypes.always')}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </QueryList>
      </Paper>
      <Paper p="lg" radius="md" component="form" onSubmit={submit} noValidate>
        <Title order={4} mb="sm">
          {t('admin.templates.priceTypes.add')}
        </Title>
        {problem ? (
          <Text c="red" mb="sm">
            {problem}
          </Text>
        ) : null}
        <fieldset disabled={template.archived} style={{ border: 0, padding: 0, margin: 0 }}>
          <Group align="flex-start">
            <TextInput
              label={t('admin.templates.fields.name')}
              required
              maxLength={100}
              {...form.getInputProps('name')}
            />
            <Select
              label={t('admin.templates.priceTypes.offsetType')}
              allowDeselect={false}
              data={(['Percentage', 'FlatAmount', 'Table'] as const).map((value) => ({
                value,
                label: t(`admin.templates.priceTypes.offsetTypes.${value}`),
              }))}
              {...form.getInputProps('offsetType')}
            />
            {form.values.offsetType !== 'Table' ? (
              <NumberInput
                label={t(
                  form.values.offsetType === 'Percentage'
                    ? 'admin.templates.priceTypes.discountPercent'
                    : 'admin.templates.priceTypes.discountAmount',
                )}
                min={0}
                decimalScale={2}
                {...form.getInputProps('discount')}
              />
            ) : null}
            {promotions.data?.length ? (
              <Select
                label={t('admin.templates.priceTypes.promotion')}
                placeholder={t('admin.templates.priceTypes.always')}
                clearable
                data={promotions.data.map((p) => ({ value: String(p.id), label: p.code }))}
                {...form.getInputProps('promotionId')}
              />
            ) : null}
            <Button type="submit" mt={25} loading={create.isPending}>
              {t('actions.add')}
            </Button>
          </Group>
          <NameTranslationsInput
            name={form.values.name}
            value={form.values.nameTranslations}
            onChange={(next) => form.setFieldValue('nameTranslations', next)}
          />
        </fieldset>
      </Paper>
    </Stack>
  );
}
