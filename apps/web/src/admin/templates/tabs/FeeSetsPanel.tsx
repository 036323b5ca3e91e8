import {
  Badge,
  Button,
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
import { type UseFormReturnType, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { EventTemplate, FeeSet } from '@tessera/contract';
import { feeCategories, type NameTranslations } from '@tessera/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { AddRow } from '@/ui/data-table/AddRow';
import { archivedColumn } from '@/ui/data-table/column';
import { DataTable } from '@/ui/data-table/DataTable';
import { ArchivedFilter } from '@/ui/data-table/filters';
import { useTableView } from '@/ui/data-table/useTableView';
import { namesColumn } from '@/ui/EditNamesButton';
import { AddPanel, EditPanel } from '@/ui/EditPanel';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { NameField } from '@/ui/FormFields';
import { SectionLoader } from '@/ui/FullPageLoader';
import { MoneyInput } from '@/ui/MoneyInput';
import { FormNameTranslations } from '@/ui/NameTranslationsInput';
import { PercentOrMoneyInput } from '@/ui/PercentOrMoneyInput';
import { useFieldProps } from '@/ui/useFieldProps';
import {
  templateQueries,
  useAddFee,
  useArchiveFee,
  useArchiveFeeSet,
  useCreateFeeSet,
  useRenameFee,
  useUpdateFee,
  useUpdateFeeSet,
} from '../queries';
import { ArchiveConfirm } from './ArchiveConfirm';

type Fee = FeeSet['fees'][number];

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

function AddFeeForm({ templateId, feeSetId }: { templateId: number; feeSetId: number }) {
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
            feeSetId,
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
function EditFee({ templateId, fee, onClose }: { templateId: number; fee: Fee; onClose: () => void }) {
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
      onSave={(v) =>
        update.mutateAsync({ feeId: fee.id, body: { ...feeBody(v), feeClassId: fee.feeClassId } })
      }
    >
      <FeeFields form={form} />
    </EditPanel>
  );
}

function RenameFeeSet({
  templateId,
  set,
  onClose,
}: {
  templateId: number;
  set: FeeSet;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateFeeSet(templateId);
  const form = useForm({ initialValues: { name: set.name } });
  return (
    <EditPanel
      title={t('admin.templates.fees.renameSet', { name: set.name })}
      form={form}
      onClose={onClose}
      onSave={(v) => update.mutateAsync({ feeSetId: set.id, name: v.name })}
    >
      <NameField form={form} label={t('admin.templates.fees.setName')} maxLength={100} />
    </EditPanel>
  );
}

/**
 * The template's fee sets and their fees: on sale by default, the archived ones under the
 * archived filter (an archived set with all its fees, and the archived fees of sets on sale).
 */
export function FeeSetsPanel({ template }: { template: EventTemplate }) {
  const { t } = useTranslation();
  const money = useMoney();
  const view = useTableView({ prefix: 'fees' });
  const showArchived = view.filter('archived') === 'true';
  const sets = useQuery(templateQueries.feeSets(template.id));
  const createSet = useCreateFeeSet(template.id);
  const renameFee = useRenameFee(template.id);
  const archiveFee = useArchiveFee(template.id);
  const archiveSet = useArchiveFeeSet(template.id);
  const [editing, setEditing] = useState<Fee | null>(null);
  const [archivingFee, setArchivingFee] = useState<Fee | null>(null);
  const [renamingSet, setRenamingSet] = useState<FeeSet | null>(null);
  const [archivingSet, setArchivingSet] = useState<FeeSet | null>(null);
  if (sets.isError) return <ErrorDetails error={sets.error} onRetry={() => void sets.refetch()} />;
  if (!sets.data) return <SectionLoader />;
  const shown = sets.data
    .map((set) => ({
      set,
      fees: set.fees.filter((fee) => (showArchived ? set.archived || fee.archived : !fee.archived)),
    }))
    .filter(({ set, fees }) => (showArchived ? set.archived || fees.length > 0 : !set.archived));
  const editable = (set: FeeSet) => !template.archived && !set.archived;
  return (
    <Stack>
      <Group justify="flex-end">
        <ArchivedFilter view={view} activeLabel={t('admin.templates.fees.charged')} />
      </Group>
      {shown.length === 0 ? (
        <Text c="dimmed">
          {t(showArchived ? 'admin.templates.fees.noArchived' : 'admin.templates.fees.noSets')}
        </Text>
      ) : null}
      {shown.map(({ set, fees }) => (
        <Paper key={set.id} p="lg" radius="md" data-testid={`fee-set-${set.id}`}>
          <Group justify="space-between" mb={4}>
            <Group gap="xs">
              <Title order={3}>{set.name}</Title>
              {set.archived ? <Badge color="gray">{t('admin.common.archived')}</Badge> : null}
            </Group>
            {editable(set) ? (
              <Group gap="xs">
                <Button variant="default" size="xs" onClick={() => setRenamingSet(set)}>
                  {t('admin.templates.fees.rename')}
                </Button>
                <Button variant="default" color="red" size="xs" onClick={() => setArchivingSet(set)}>
                  {t('admin.templates.fees.archiveSet')}
                </Button>
              </Group>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed" mb="sm">
            {t('admin.templates.fees.appliesTo', { template: template.name })}
          </Text>
          <DataTable
            label={set.name}
            prefix={`set${set.id}`}
            bare
            rows={fees}
            empty={t('admin.templates.fees.empty')}
            minWidth={640}
            columns={[
              namesColumn<Fee>({
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
              archivedColumn(t('admin.templates.fees.state'), {
                live: t('admin.templates.fees.charged'),
                archived: t('admin.common.archived'),
              }),
            ]}
            rowActions={(fee) =>
              editable(set) && !fee.archived
                ? [
                    { label: t('actions.edit'), onClick: () => setEditing(fee) },
                    { label: t('actions.archive'), danger: true, onClick: () => setArchivingFee(fee) },
                  ]
                : []
            }
          />
          {editable(set) ? <AddFeeForm templateId={template.id} feeSetId={set.id} /> : null}
        </Paper>
      ))}
      {template.archived || showArchived ? null : (
        <AddRow
          label={t('admin.templates.fees.newSetName')}
          addLabel={t('admin.templates.fees.addSet')}
          pending={createSet.isPending}
          onAdd={(name, done) => createSet.mutate(name, { onSuccess: done })}
        />
      )}
      {editing ? <EditFee templateId={template.id} fee={editing} onClose={() => setEditing(null)} /> : null}
      {renamingSet ? (
        <RenameFeeSet templateId={template.id} set={renamingSet} onClose={() => setRenamingSet(null)} />
      ) : null}
      {archivingFee ? (
        <ArchiveConfirm
          title={t('admin.templates.fees.archiveTitle', { name: archivingFee.name })}
          text={t('admin.templates.fees.archiveText')}
          confirmLabel={t('actions.archive')}
          mutation={archiveFee}
          id={archivingFee.id}
          onClose={() => setArchivingFee(null)}
        />
      ) : null}
      {archivingSet ? (
        <ArchiveConfirm
          title={t('admin.templates.fees.archiveSetTitle', { name: archivingSet.name })}
          text={t('admin.templates.fees.archiveSetText')}
          confirmLabel={t('actions.archive')}
          mutation={archiveSet}
          id={archivingSet.id}
          onClose={() => setArchivingSet(null)}
        />
      ) : null}
    </Stack>
  );
}
