import {
  Badge,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { EventTemplate } from '@tessera/contract';
import { feeCategories, type NameTranslations } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { AddRow } from '@/ui/data-table/AddRow';
import { DataTable } from '@/ui/data-table/DataTable';
import { namesColumn } from '@/ui/EditNamesButton';
import { AddPanel } from '@/ui/EditPanel';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { NameField } from '@/ui/FormFields';
import { SectionLoader } from '@/ui/FullPageLoader';
import { MoneyInput } from '@/ui/MoneyInput';
import { FormNameTranslations } from '@/ui/NameTranslationsInput';
import { PercentOrMoneyInput } from '@/ui/PercentOrMoneyInput';
import { templateQueries, useAddFee, useCreateFeeSet, useRenameFee } from '../queries';

const emptyFee = {
  name: '',
  nameTranslations: {} as NameTranslations,
  category: 'ServiceCharge' as (typeof feeCategories)[number],
  type: 'PerTicket' as 'PerTicket' | 'PerOrder',
  amountKind: 'FlatAmount' as 'FlatAmount' | 'Percentage',
  amount: 0 as number,
  percent: 0 as number,
  min: null as number | null,
  max: null as number | null,
  glCode: '',
  reverseCalculation: false,
  includeInFaceValue: false,
  taxable: false,
  commissionable: false,
};

function AddFeeForm({ templateId, feeSetId }: { templateId: number; feeSetId: number }) {
  const { t } = useTranslation();
  const add = useAddFee(templateId);
  const form = useForm({ initialValues: emptyFee });
  const v = form.values;
  const flag = (name: 'reverseCalculation' | 'includeInFaceValue' | 'taxable' | 'commissionable') => (
    <Checkbox label={t(`admin.templates.fees.${name}`)} {...form.getInputProps(name, { type: 'checkbox' })} />
  );
  const choice = <K extends string>(values: readonly K[], label: (k: K) => string) =>
    values.map((value) => ({ value, label: label(value) }));
  return (
    <div
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)', paddingTop: 'var(--mantine-spacing-sm)' }}
    >
      <AddPanel
        bare
        title={t('admin.templates.fees.add')}
        form={form}
        fallback={t('admin.templates.saveFailed')}
        onSave={({ percent, ...fee }) =>
          add.mutateAsync({
            feeSetId,
            body: {
              ...fee,
              amount: fee.amountKind === 'Percentage' ? Math.round(percent * 100) : fee.amount,
              feeClassId: null,
            },
          })
        }
      >
        <SimpleGrid cols={{ base: 1, sm: 4 }}>
          <NameField form={form} label={t('admin.templates.fields.name')} maxLength={100} />
          <Select
            label={t('admin.templates.fees.category')}
            allowDeselect={false}
            data={choice(feeCategories, (c) => t(`admin.templates.fees.categories.${c}`))}
            {...form.getInputProps('category')}
          />
          <Select
            label={t('admin.templates.fees.type')}
            allowDeselect={false}
            data={choice(['PerTicket', 'PerOrder'] as const, (c) => t(`admin.templates.fees.types.${c}`))}
            {...form.getInputProps('type')}
          />
          <Select
            label={t('admin.templates.fees.amountKind')}
            allowDeselect={false}
            data={choice(['FlatAmount', 'Percentage'] as const, (c) =>
              t(`admin.templates.priceTypes.offsetTypes.${c}`),
            )}
            {...form.getInputProps('amountKind')}
          />
          <PercentOrMoneyInput
            kind={v.amountKind}
            percentLabel={t('admin.templates.fees.percent')}
            moneyLabel={t('admin.templates.fees.amount')}
            value={v}
            onChange={form.setValues}
            error={form.errors.amount}
          />
          <MoneyInput
            label={t('admin.templates.fees.min')}
            value={v.min}
            onChange={(x) => form.setFieldValue('min', x)}
            error={form.errors.min}
          />
          <MoneyInput
            label={t('admin.templates.fees.max')}
            value={v.max}
            onChange={(x) => form.setFieldValue('max', x)}
            error={form.errors.max}
          />
          <TextInput
            label={t('admin.templates.fees.glCode')}
            maxLength={50}
            {...form.getInputProps('glCode')}
          />
        </SimpleGrid>
        <FormNameTranslations form={form} />
        <Group>
          {flag('includeInFaceValue')}
          {flag('reverseCalculation')}
          {flag('taxable')}
          {flag('commissionable')}
        </Group>
      </AddPanel>
    </div>
  );
}

export function FeeSetsPanel({ template }: { template: EventTemplate }) {
  const { t } = useTranslation();
  const money = useMoney();
  const sets = useQuery(templateQueries.feeSets(template.id));
  const createSet = useCreateFeeSet(template.id);
  const renameFee = useRenameFee(template.id);
  if (sets.isError) return <ErrorDetails error={sets.error} onRetry={() => void sets.refetch()} />;
  if (!sets.data) return <SectionLoader />;
  return (
    <Stack>
      {sets.data.length === 0 ? <Text c="dimmed">{t('admin.templates.fees.noSets')}</Text> : null}
      {sets.data.map((set) => (
        <Paper key={set.id} p="lg" radius="md">
          <Title order={3} mb={4}>
            {set.name}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('admin.templates.fees.appliesTo', { template: template.name })}
          </Text>
          <DataTable
            label={set.name}
            prefix={`set${set.id}`}
            bare
            rows={set.fees}
            empty={t('admin.templates.fees.empty')}
            minWidth={640}
            columns={[
              namesColumn<(typeof set.fees)[number]>({
                header: t('admin.templates.fields.name'),
                disabled: template.archived,
                sortable: false,
                onRename: (fee, body) => renameFee.mutateAsync({ feeId: fee.id, body }),
                badges: (fee) => (
                  <>
                    {fee.taxable ? <Badge variant="light">{t('admin.templates.fees.taxable')}</Badge> : null}
                    {fee.reverseCalculation ? (
                      <Badge variant="light" color="grape">
                        {t('admin.templates.fees.reverseCalculation')}
                      </Badge>
                    ) : null}
                  </>
                ),
              }),
              {
                id: 'category',
                header: t('admin.templates.fees.category'),
                value: (fee) => t(`admin.templates.fees.categories.${fee.category}`),
              },
              {
                id: 'type',
                header: t('admin.templates.fees.type'),
                value: (fee) => t(`admin.templates.fees.types.${fee.type}`),
              },
              {
                id: 'amount',
                header: t('admin.templates.fees.amount'),
                value: (fee) =>
                  fee.amountKind === 'Percentage' ? `${fee.amount / 100}%` : money(fee.amount),
              },
              {
                id: 'limits',
                header: t('admin.templates.fees.limits'),
                value: (fee) => [fee.min, fee.max].map((x) => (x === null ? '—' : money(x))).join(' – '),
              },
            ]}
          />
          {template.archived ? null : <AddFeeForm templateId={template.id} feeSetId={set.id} />}
        </Paper>
      ))}
      {template.archived ? null : (
        <AddRow
          label={t('admin.templates.fees.newSetName')}
          addLabel={t('admin.templates.fees.addSet')}
          pending={createSet.isPending}
          onAdd={(name, done) => createSet.mutate(name, { onSuccess: done })}
        />
      )}
    </Stack>
  );
}
