import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import type { EventTemplate, FeeSet } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/admin/account/useMoney';
import { AddRow } from '@/ui/data-table/AddRow';
import { archivedColumn } from '@/ui/data-table/column';
import { DataTable } from '@/ui/data-table/DataTable';
import { ArchivedFilter } from '@/ui/data-table/filters';
import { useTableView } from '@/ui/data-table/useTableView';
import { namesColumn } from '@/ui/EditNamesButton';
import { EditPanel } from '@/ui/EditPanel';
import { ErrorDetails } from '@/ui/ErrorDetails';
import { NameField } from '@/ui/FormFields';
import { SectionLoader } from '@/ui/FullPageLoader';
import {
  templateQueries,
  useArchiveFee,
  useArchiveFeeSet,
  useCreateFeeSet,
  useRenameFee,
  useUpdateFeeSet,
} from '../queries';
import { ArchiveConfirm, ArchiveRowConfirm, type RowDialogProps, useEditAndArchive } from './ArchiveConfirm';
import { AddFeeForm, EditFee, type Fee } from './FeeForms';

function RenameFeeSet({ templateId, set, onClose }: RowDialogProps<'set', FeeSet>) {
  const { t } = useTranslation();
  const update = useUpdateFeeSet(templateId);
  const form = useForm({ initialValues: { name: set.name } });
  return (
    <EditPanel
      title={t('admin.templates.fees.renameSet', { name: set.name })}
      form={form}
      onClose={onClose}
      onSave={(v) => update.mutateAsync({ id: set.id, body: { name: v.name } })}
    >
      <NameField form={form} label={t('admin.templates.fees.setName')} maxLength={100} />
    </EditPanel>
  );
}

/** A fee set's name, marked when archived, with its Rename and Archive buttons while it can change. */
function FeeSetHeader({ templateId, set, editable }: { templateId: number; set: FeeSet; editable: boolean }) {
  const { t } = useTranslation();
  const archive = useArchiveFeeSet(templateId);
  const [renaming, setRenaming] = useState(false);
  const [archiving, setArchiving] = useState(false);
  return (
    <Group justify="space-between" mb={4}>
      <Group gap="xs">
        <Title order={3}>{set.name}</Title>
        {set.archived ? <Badge color="gray">{t('admin.common.archived')}</Badge> : null}
      </Group>
      {editable ? (
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => setRenaming(true)}>
            {t('admin.templates.fees.rename')}
          </Button>
          <Button variant="default" color="red" size="xs" onClick={() => setArchiving(true)}>
            {t('admin.templates.fees.archiveSet')}
          </Button>
        </Group>
      ) : null}
      {renaming ? (
        <RenameFeeSet templateId={templateId} set={set} onClose={() => setRenaming(false)} />
      ) : null}
      {archiving ? (
        <ArchiveConfirm
          title={t('admin.templates.fees.archiveSetTitle', { name: set.name })}
          text={t('admin.templates.fees.archiveSetText')}
          mutation={archive}
          id={set.id}
          onClose={() => setArchiving(false)}
        />
      ) : null}
    </Group>
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
  const fee = useEditAndArchive<Fee>();
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
          <FeeSetHeader templateId={template.id} set={set} editable={editable(set)} />
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
                onRename: (fee, body) => renameFee.mutateAsync({ id: fee.id, body }),
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
            rowActions={(row) => fee.actions(row, !editable(set) || row.archived)}
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
      {fee.editing ? <EditFee templateId={template.id} fee={fee.editing} onClose={fee.stopEditing} /> : null}
      <ArchiveRowConfirm rows={fee} list="fees" mutation={archiveFee} />
    </Stack>
  );
}
