import { Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/ui/DialogActions';
import type { RowAction } from '@/ui/data-table/RowActions';

/**
 * Asks before archiving a row of a pricing list (decisions/0056: for good, it stays listed as
 * archived); the server's refusal shows in the dialog.
 */
export function ArchiveConfirm({
  title,
  text,
  confirmLabel,
  mutation,
  id,
  onClose,
}: {
  title: string;
  text: string;
  confirmLabel?: string;
  mutation: UseMutationResult<unknown, Error, number>;
  id: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={confirmLabel ?? t('actions.archive')}
      loading={mutation.isPending}
      error={mutation.error}
      onCancel={() => {
        mutation.reset();
        onClose();
      }}
      onConfirm={() => mutation.mutate(id, { onSuccess: onClose })}
    >
      <Text size="sm">{text}</Text>
    </ConfirmDialog>
  );
}

/**
 * The rows of a pricing list that can be edited and archived: the row open in the edit dialog,
 * the row asked about before archiving, and each row's actions.
 */
export function useEditAndArchive<T extends { id: number }>() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<T | null>(null);
  const [archiving, setArchiving] = useState<T | null>(null);
  /** Edit, the list's own actions, Archive; none on a row that can no longer change. */
  const actions = (row: T, locked: boolean, ...own: RowAction[]): RowAction[] =>
    locked
      ? []
      : [
          { label: t('actions.edit'), onClick: () => setEditing(row) },
          ...own,
          { label: t('actions.archive'), danger: true, onClick: () => setArchiving(row) },
        ];
  return { editing, archiving, actions, stopEditing: () => setEditing(null), setArchiving };
}

/** The archive question for the row `rows` is asking about, if any, in the words of its `list`. */
export function ArchiveRowConfirm<T extends { id: number; name: string }>({
  rows,
  list,
  name = (row) => row.name,
  text,
  mutation,
}: {
  rows: { archiving: T | null; setArchiving: (row: T | null) => void };
  list: 'fees' | 'priceTypes' | 'products' | 'promotions';
  /** How the question names the row (by default its name). */
  name?: (row: T) => string;
  /** What archiving does, when the list's own words do not fit (a product's variant). */
  text?: string;
  mutation: UseMutationResult<unknown, Error, number>;
}) {
  const { t } = useTranslation();
  const row = rows.archiving;
  if (!row) return null;
  return (
    <ArchiveConfirm
      title={t(`admin.templates.${list}.archiveTitle`, { name: name(row) })}
      text={text ?? t(`admin.templates.${list}.archiveText`)}
      mutation={mutation}
      id={row.id}
      onClose={() => rows.setArchiving(null)}
    />
  );
}

/** The props of a dialog about one row of a template's lists: the template, the row under `K`, its close. */
export type RowDialogProps<K extends string, T> = { templateId: number; onClose: () => void } & {
  [key in K]: T;
};
