import { Checkbox, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import type { FeeSet } from '@tessera/contract';
import { feeCategories, type NameTranslations } from '@tessera/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AddPanel, EditPanel } from '@/ui/EditPanel';
import { NameField } from '@/ui/FormFields';
import { MoneyInput } from '@/ui/MoneyInput';
import { FormNameTranslations } from '@/ui/NameTranslationsInput';
import { PercentOrMoneyInput } from '@/ui/PercentOrMoneyInput';
import { useFieldProps } from '@/ui/useFieldProps';
import { useAddFee, useUpdateFee } from '../queries';
import type { RowDialogProps } from './ArchiveConfirm';

export type Fee = FeeSet['fees'][number];

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

type FeeSettings = Omit<typeof emptyFee, 'name' | 'nameTranslations'>;

/** A fee's amount as the API keeps it: basis points for a percentage, minor units otherwise. */
const feeBody = ({ percent, ...fee }: FeeSettings) => ({
  ...fee,
  amount: fee.amountKind === 'Percentage' ? Math.round(percent * 100) : fee.amount,
});

/** What a fee is charged with, besides its name: added or edited alike. */
function FeeFields<V extends FeeSettings>({ form, name }: { form: UseFormReturnType<V>; name?: ReactNode }) {
  const { t } = useTranslation();
  const field = useFieldProps(form, 'admin.templates.fees');
  const v = form.values;
  const flag = (key: 'reverseCalculation' | 'includeInFaceValue' | 'taxable' | 'commissionable') => (
    <Checkbox label={t(`admin.templates.fees.${key}`)} {...form.getInputProps(key, { type: 'checkbox' })} />
  );
  const choice = <K extends string>(values: readonly K[], label: (k: K) => string) =>
    values.map((value) => ({ value, label: label(value) }));
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: name ? 4 : 3 }}>
        {name}
        <Select
          {...field('category')}
          allowDeselect={false}
          data={choice(feeCategories, (c) => t(`admin.templates.fees.categories.${c}`))}
        />
        <Select
          {...field('type')}
          allowDeselect={false}
          data={choice(['PerTicket', 'PerOrder'] as const, (c) => t(`admin.templates.fees.types.${c}`))}
        />
        <Select
          {...field('amountKind')}
          allowDeselect={false}
          data={choice(['FlatAmount', 'Percentage'] as const, (c) =>
            t(`admin.templates.priceTypes.offsetTypes.${c}`),
          )}
        />
        <PercentOrMoneyInput
          kind={v.amountKind}
          percentLabel={t('admin.templates.fees.percent')}
          moneyLabel={t('admin.templates.fees.amount')}
          value={v}
          onChange={(next) => form.setValues(next as Partial<V>)}
          error={form.errors.amount}
        />
        <MoneyInput
          label={t('admin.templates.fees.min')}
          value={v.min}
          onChange={(x) => form.setFieldValue('min', x as never)}
          error={form.errors.min}
        />
        <MoneyInput
          label={t('admin.templates.fees.max')}
          value={v.max}
          onChange={(x) => form.setFieldValue('max', x as never)}
          error={form.errors.max}
        />
        <TextInput {...field('glCode')} maxLength={50} />
      </SimpleGrid>
      <Group>
        {flag('includeInFaceValue')}
        {flag('reverseCalculation')}
        {flag('taxable')}
        {flag('commissionable')}
      </Group>
    </>
  );
}

/** A new fee of a fee set, added under its list. */
export function AddFeeForm({ templateId, feeSetId }: { templateId: number; feeSetId: number }) {
  const { t } = useTranslation();
  const add = useAddFee(templateId);
  const form = useForm({ initialValues: emptyFee });
  return (
    <div
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)', paddingTop: 'var(--mantine-spacing-sm)' }}
    >
      <AddPanel
        bare
        title={t('admin.templates.fees.add')}
        form={form}
        fallback={t('admin.templates.saveFailed')}
        onSave={({ name, nameTranslations, ...settings }) =>
          add.mutateAsync({
            id: feeSetId,
            body: { name, nameTranslations, ...feeBody(settings), feeClassId: null },
          })
        }
      >
        <FeeFields
          form={form}
          name={<NameField form={form} label={t('admin.templates.fields.name')} maxLength={100} />}
        />
        <FormNameTranslations form={form} />
      </AddPanel>
    </div>
  );
}

/** Edits what a fee is charged with; the next sale is charged so, orders keep what they were. */
export function EditFee({ templateId, fee, onClose }: RowDialogProps<'fee', Fee>) {
  const { t } = useTranslation();
  const update = useUpdateFee(templateId);
  const form = useForm<FeeSettings>({
    initialValues: {
      category: fee.category,
      type: fee.type,
      amountKind: fee.amountKind,
      amount: fee.amountKind === 'Percentage' ? 0 : fee.amount,
      percent: fee.amountKind === 'Percentage' ? fee.amount / 100 : 0,
      min: fee.min,
      max: fee.max,
      glCode: fee.glCode,
      reverseCalculation: fee.reverseCalculation,
      includeInFaceValue: fee.includeInFaceValue,
      taxable: fee.taxable,
      commissionable: fee.commissionable,
    },
  });
  return (
    <EditPanel
      title={t('admin.templates.fees.edit', { name: fee.name })}
      form={form}
      size="xl"
      onClose={onClose}
      hint={t('admin.templates.fees.editHint')}
      fallback={t('admin.templates.saveFailed')}
      onSave={(v) => update.mutateAsync({ id: fee.id, body: { ...feeBody(v), feeClassId: fee.feeClassId } })}
    >
      <FeeFields form={form} />
    </EditPanel>
  );
}
