import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { type EventTemplate, productTypes } from '@tessera/contract';
import type { NameTranslations } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { NameWithEditButton } from '@/ui/EditNamesButton';
import { MoneyInput } from '@/ui/MoneyInput';
import { NameTranslationsInput } from '@/ui/NameTranslationsInput';
import { QueryList } from '@/ui/QueryList';
import { applyServerErrors } from '@/ui/server-errors-form';
import { templateQueries, useCreateProduct, useRenameProduct } from '../queries';

type Variant = { name: string; sku: string; quantityAvailable: number | null };

function AddProductForm({ templateId }: { templateId: number }) {
  const { t } = useTranslation();
  const create = useCreateProduct(templateId);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      name: '',
      nameTranslations: {} as NameTranslations,
      type: 'Merchandise' as (typeof productTypes)[number],
      sku: '',
      price: 0 as number,
      inventoryControlled: false,
      fullPartyAddOn: false,
      redemptionInstructions: '',
      hardTicketText: '',
      variants: [] as Variant[],
    },
  });
  const submit = form.onSubmit(async (values) => {
    setProblem(null);
    try {
      await create.mutateAsync(values);
      form.reset();
    } catch (error) {
      setProblem(applyServerErrors(form, error, t('admin.templates.saveFailed')));
    }
  });
  return (
    <Paper p="lg" radius="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={4}>{t('admin.templates.products.add')}</Title>
        {problem ? <Text c="red">{problem}</Text> : null}
        <SimpleGrid cols={{ base: 1, sm: 4 }}>
          <TextInput
            label={t('admin.templates.fields.name')}
            required
            maxLength={100}
            {...form.getInputProps('name')}
          />
          <Select
            label={t('admin.templates.products.type')}
            allowDeselect={false}
            data={productTypes.map((value) => ({
              value,
              label: t(`admin.templates.products.types.${value}`),
            }))}
            {...form.getInputProps('type')}
          />
          <TextInput
            label={t('admin.templates.products.sku')}
            required
            maxLength={50}
            {...form.getInputProps('sku')}
          />
          <MoneyInput
            label={t('admin.templates.products.price')}
            value={form.values.price}
            onChange={(v) => form.setFieldValue('price', v ?? 0)}
            error={form.errors.price}
          />
        </SimpleGrid>
        <NameTranslationsInput
          name={form.values.name}
          value={form.values.nameTranslations}
          onChange={(next) => form.setFieldValue('nameTranslations', next)}
        />
        <Group>
          <Checkbox
            label={t('admin.templates.products.inventoryControlled')}
            {...form.getInputProps('inventoryControlled', { type: 'checkbox' })}
          />
          <Checkbox
            label={t('admin.templates.products.fullPartyAddOn')}
            {...form.getInputProps('fullPartyAddOn', { type: 'checkbox' })}
          />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Textarea
            label={t('admin.templates.products.redemptionInstructions')}
            autosize
            minRows={2}
            maxLength={2000}
            {...form.getInputProps('redemptionInstructions')}
          />
          <Textarea
            label={t('admin.templates.products.hardTicketText')}
            description={t('admin.templates.products.hardTicketHint')}
            autosize
            minRows={2}
            {...form.getInputProps('hardTicketText')}
          />
        </SimpleGrid>
        <Text fw={600}>{t('admin.templates.products.variants')}</Text>
        {form.values.variants.map((_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: form list rows are addressed by their index
          <Group key={`variant-${i}`} align="flex-start">
            <TextInput
              label={t('admin.templates.fields.name')}
              maxLength={100}
              {...form.getInputProps(`variants.${i}.name`)}
            />
            <TextInput
              label={t('admin.templates.products.sku')}
              maxLength={50}
              {...form.getInputProps(`variants.${i}.sku`)}
            />
            <NumberInput
              label={t('admin.templates.products.quantity')}
              min={0}
              allowDecimal={false}
              value={form.values.variants[i]?.quantityAvailable ?? ''}
              onChange={(v) =>
                form.setFieldValue(`variants.${i}.quantityAvailable`, v === '' ? null : Number(v))
              }
              error={form.errors[`variants.${i}.quantityAvailable`]}
            />
            <ActionIcon
              mt={28}
              variant="subtle"
              color="red"
              aria-label={t('admin.templates.products.removeVariant')}
              onClick={() => form.removeListItem('variants', i)}
            >
              ×
            </ActionIcon>
          </Group>
        ))}
        <Group justify="space-between">
          <Button
            variant="light"
            size="xs"
            onClick={() => form.insertListItem('variants', { name: '', sku: '', quantityAvailable: null })}
          >
            {t('admin.templates.products.addVariant')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('actions.add')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export function ProductsTab({ template }: { template: EventTemplate }) {
  const { t } = useTranslation();
  const money = useMoney();
  const list = useQuery(templateQueries.products(template.id));
  const rename = useRenameProduct(template.id);
  return (
    <Stack>
      <Paper p="lg" radius="md">
        <Title order={3} mb="sm">
          {t('admin.templates.products.title')}
        </Title>
        <QueryList query={list} empty={t('admin.templates.products.empty')}>
          {(items) => (
            <Table.ScrollContainer minWidth={640}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('admin.templates.fields.name')}</Table.Th>
                    <Table.Th>{t('admin.templates.products.sku')}</Table.Th>
                    <Table.Th>{t('admin.templates.products.price')}</Table.Th>
                    <Table.Th>{t('admin.templates.products.variants')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((p) => (
                    <Table.Tr key={p.id}>
                      <Table.Td>
                        <NameWithEditButton
                          names={p}
                          disabled={template.archived}
                          onSave={(body) => rename.mutateAsync({ productId: p.id, body })}
                        >
                          <Badge variant="light">{t(`admin.templates.products.types.${p.type}`)}</Badge>
                        </NameWithEditButton>
                      </Table.Td>
                      <Table.Td>{p.sku}</Table.Td>
                      <Table.Td>{money(p.price)}</Table.Td>
                      <Table.Td>
                        {p.variants.length === 0
                          ? '—'
                          : p.variants
                              .map((v) =>
                                v.quantityAvailable === null
                                  ? v.name
                                  : t('admin.templates.products.variantStock', {
                                      name: v.name,
                                      left: v.quantityAvailable - v.sold,
                                    }),
                              )
                              .join(', ')}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </QueryList>
      </Paper>
      {template.archived ? null : <AddProductForm templateId={template.id} />}
    </Stack>
  );
}
