import { Badge, Button, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { EventTemplate } from '@tessera/contract';
import { MAX_GROUP_CODES } from '@tessera/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { isApiError } from '@/api/api-error';
import { DateTimeInput } from '@/ui/DateTimeInput';
import { DataTable } from '@/ui/data-table/DataTable';
import { queryRows } from '@/ui/data-table/sources';
import { AddPanel } from '@/ui/EditPanel';
import { NameField } from '@/ui/FormFields';
import { formatDateTime } from '@/ui/format';
import { PercentOrMoneyInput } from '@/ui/PercentOrMoneyInput';
import { Section } from '@/ui/Section';
import { templateQueries, useCreatePromotion, useGenerateGroupCodes } from '../queries';

/** `datetime-local` text (venue wall clock in the browser's zone) as an ISO instant. */
const toIso = (local: string) => (local ? new Date(local).toISOString() : '');

function GroupCodes({ templateId, promotionId }: { templateId: number; promotionId: number }) {
  const { t } = useTranslation();
  const generate = useGenerateGroupCodes(templateId);
  const [count, setCount] = useState<number | ''>(100);
  return (
    <Group gap="xs" align="flex-end">
      <NumberInput
        size="xs"
        w={130}
        label={t('admin.templates.promotions.codeCount')}
        min={1}
        max={MAX_GROUP_CODES}
        allowDecimal={false}
        thousandSeparator=","
        value={count}
        onChange={(v) => setCount(v === '' ? '' : Number(v))}
        error={isApiError(generate.error) ? generate.error.message : undefined}
      />
      <Button
        size="xs"
        variant="light"
        loading={generate.isPending}
        onClick={() => count && generate.mutate({ promotionId, count })}
      >
        {t('admin.templates.promotions.generate')}
      </Button>
    </Group>
  );
}

const newPromotion = {
  name: '',
  code: '',
  startsAt: '',
  endsAt: '',
  discountKind: 'Percentage' as 'Percentage' | 'FlatAmount',
  percent: 10 as number,
  amount: 0 as number,
  requiredCustomerTags: '',
};

export function PromotionsPanel({ template }: { template: EventTemplate }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const list = useQuery(templateQueries.promotions(template.id));
  const create = useCreatePromotion(template.id);
  const form = useForm({ initialValues: newPromotion });
  const v = form.values;
  return (
    <Stack>
      <Section title={t('admin.templates.promotions.title')}>
        <DataTable
          label={t('admin.templates.promotions.title')}
          prefix="promotions"
          bare
          {...queryRows(list)}
          empty={t('admin.templates.promotions.empty')}
          minWidth={720}
          columns={[
            {
              id: 'code',
              header: t('admin.templates.promotions.code'),
              sortable: true,
              cell: (p) => (
                <Stack gap={2}>
                  <Group gap={6}>
                    <Text fw={600}>{p.code}</Text>
                    {p.active ? null : <Badge color="gray">{t('admin.templates.promotions.inactive')}</Badge>}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {p.name}
                  </Text>
                </Stack>
              ),
            },
            {
              id: 'discount',
              header: t('admin.templates.promotions.discount'),
              value: (p) => (p.discountKind === 'Percentage' ? `${p.discount / 100}%` : money(p.discount)),
            },
            {
              id: 'window',
              header: t('admin.templates.promotions.window'),
              value: (p) =>
                `${formatDateTime(p.startsAt, i18n.language)} – ${formatDateTime(p.endsAt, i18n.language)}`,
              cell: (p) => (
                <>
                  {formatDateTime(p.startsAt, i18n.language)}
                  <br />
                  {formatDateTime(p.endsAt, i18n.language)}
                </>
              ),
            },
            {
              id: 'groupCodes',
              header: t('admin.templates.promotions.groupCodes'),
              value: (p) => p.groupCodes,
              cell: (p) => (
                <Stack gap={4}>
                  <Text size="sm">{t('admin.templates.promotions.codesSoFar', { count: p.groupCodes })}</Text>
                  {template.archived ? null : <GroupCodes templateId={template.id} promotionId={p.id} />}
                </Stack>
              ),
            },
          ]}
        />
      </Section>
      {template.archived ? null : (
        <AddPanel
          title={t('admin.templates.promotions.add')}
          form={form}
          fallback={t('admin.templates.saveFailed')}
          onSave={(values) =>
            create.mutateAsync({
              name: values.name,
              code: values.code,
              startsAt: toIso(values.startsAt),
              endsAt: toIso(values.endsAt),
              discountKind: values.discountKind,
              discount:
                values.discountKind === 'Percentage' ? Math.round(values.percent * 100) : values.amount,
              requiredCustomerTags: values.requiredCustomerTags
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean),
            })
          }
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NameField form={form} label={t('admin.templates.fields.name')} maxLength={100} />
            <TextInput
              label={t('admin.templates.promotions.code')}
              required
              maxLength={40}
              {...form.getInputProps('code')}
            />
            <Select
              label={t('admin.templates.promotions.discountKind')}
              allowDeselect={false}
              data={(['Percentage', 'FlatAmount'] as const).map((c) => ({
                value: c,
                label: t(`admin.templates.priceTypes.offsetTypes.${c}`),
              }))}
              {...form.getInputProps('discountKind')}
            />
            <DateTimeInput
              label={t('admin.templates.promotions.startsAt')}
              required
              {...form.getInputProps('startsAt')}
            />
            <DateTimeInput
              label={t('admin.templates.promotions.endsAt')}
              required
              {...form.getInputProps('endsAt')}
            />
            <PercentOrMoneyInput
              kind={v.discountKind}
              percentLabel={t('admin.templates.promotions.percent')}
              moneyLabel={t('admin.templates.promotions.amount')}
              value={v}
              onChange={form.setValues}
              error={form.errors.discount}
              maxPercent={100}
            />
            <TextInput
              label={t('admin.templates.promotions.requiredCustomerTags')}
              description={t('admin.templates.promotions.tagsHint')}
              {...form.getInputProps('requiredCustomerTags')}
            />
          </SimpleGrid>
        </AddPanel>
      )}
    </Stack>
  );
}
