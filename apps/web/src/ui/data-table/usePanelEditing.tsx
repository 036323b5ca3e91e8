import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddRow } from './AddRow';
import type { RowAction } from './RowActions';

/** A row being edited, or a new one named in the add row. */
export type PanelEditing<T> = T | { name: string };

/**
 * A settings list whose rows open in an edit panel: each row's Edit button (before any
 * `more` actions) and the "add by name" row under the list open the panel, the new one with
 * the name typed. Spread `tableProps(newLabel)` on the DataTable and show the panel while
 * `editing` is set.
 */
export function usePanelEditing<T>() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<PanelEditing<T> | null>(null);
  const tableProps = (newLabel: string, more: (row: T) => readonly RowAction[] = () => []) => ({
    rowActions: (row: T): readonly RowAction[] => [
      { label: t('actions.edit'), onClick: () => setEditing(row) },
      ...more(row),
    ],
    after: (
      <AddRow
        label={newLabel}
        onAdd={(name, done) => {
          setEditing({ name });
          done();
        }}
      />
    ),
  });
  return { editing, close: () => setEditing(null), tableProps };
}
