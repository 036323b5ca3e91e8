import { Stack, Text, TextInput } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '@/ui/data-table/column';
import { DataTable, type DataTableProps } from '@/ui/data-table/DataTable';
import { mutationAction } from '@/ui/data-table/RowActions';
import { FailureAlert } from '@/ui/FailureAlert';
import { InlineEditor } from '@/ui/InlineEditor';
import { Section } from '@/ui/Section';

/**
 * A plan (delivery, value) added or edited above its list, its texts under `texts`: the title, the
 * plan's required name, its own fields, the save's refusal when no field took it, Save and Cancel.
 */
export function PlanEditor({
  texts,
  isNew,
  name,
  onName,
  nameHelp,
  save,
  fieldErrors,
  onSubmit,
  onDone,
  children,
}: {
  texts: 'deliveryPlans' | 'valuePlans';
  isNew: boolean;
  name: string;
  onName: (name: string) => void;
  nameHelp?: string;
  save: { error: unknown; isPending: boolean };
  /** The messages shown beside the fields (the name's under `name`). */
  fieldErrors: Record<string, string>;
  onSubmit: (event: FormEvent) => void;
  onDone: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <InlineEditor
      title={isNew ? t(`${texts}.newTitle`) : t(`${texts}.editTitle`)}
      onSubmit={onSubmit}
      onCancel={onDone}
      error={Object.keys(fieldErrors).length === 0 ? save.error : null}
      pending={save.isPending}
      saveLabel={t(`${texts}.save`)}
      cancelLabel={t(`${texts}.cancel`)}
    >
      <TextInput
        label={t(`${texts}.name`)}
        description={nameHelp}
        value={name}
        onChange={(e) => onName(e.currentTarget.value)}
        error={fieldErrors.name}
        required
        maw={400}
      />
      {children}
    </InlineEditor>
  );
}

/**
 * A settings list of plans, its texts under `texts`: the title, the plan being added or edited
 * (`form`, above the list), and the list by name with Edit and Delete on each row.
 */
export function PlansSection<T extends { id: number; name: string }>({
  texts,
  rows,
  remove,
  form,
  columns,
}: {
  texts: 'deliveryPlans' | 'valuePlans';
  rows: Pick<DataTableProps<T>, 'rows' | 'error' | 'onRetry'>;
  remove: UseMutationResult<unknown, Error, number>;
  /** The editor of `plan` (null: a new one), which calls `onDone` once saved or cancelled. */
  form: (plan: T | null, onDone: () => void) => ReactNode;
  /** The columns after the plan's name. */
  columns: readonly Column<T>[];
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  return (
    <Stack gap="md">
      <Section title={t(`${texts}.title`)} intro={t(`${texts}.intro`)} />
      {editing !== null ? (
        <Fragment key={editing === 'new' ? 'new' : editing.id}>
          {form(editing === 'new' ? null : editing, () => setEditing(null))}
        </Fragment>
      ) : null}
      <FailureAlert error={remove.error} />
      <DataTable
        label={t(`${texts}.title`)}
        add={editing === null ? { label: t(`${texts}.new`), onClick: () => setEditing('new') } : undefined}
        {...rows}
        empty={t(`${texts}.empty`)}
        columns={[
          {
            id: 'name',
            header: t(`${texts}.name`),
            sortable: true,
            cell: (plan) => <Text fw={600}>{plan.name}</Text>,
          },
          ...columns,
        ]}
        rowActions={(plan) => [
          { label: t(`${texts}.edit`), onClick: () => setEditing(plan) },
          mutationAction(t(`${texts}.delete`), remove, plan.id, { danger: true }),
        ]}
      />
    </Stack>
  );
}
