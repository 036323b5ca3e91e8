import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { RowAction } from './RowActions';
import { SectionTable, type SectionTableProps } from './SectionTable';
import { queryRows } from './sources';
import { type PanelEditing, usePanelEditing } from './usePanelEditing';

/**
 * A settings section listing a query's rows, each opening in an edit panel, with the "add by
 * name" row under them that opens a new one (`usePanelEditing`); `panel` draws the panel.
 */
export function EditableSection<T extends object>({
  list,
  newLabel,
  moreActions,
  panel,
  ...table
}: Omit<SectionTableProps<T>, 'rows' | 'error' | 'onRetry' | 'rowActions' | 'after' | 'children'> & {
  list: UseQueryResult<readonly T[]>;
  /** The add row's label. */
  newLabel: string;
  /** Row actions after Edit. */
  moreActions?: (row: T) => readonly RowAction[];
  panel: (editing: PanelEditing<T>, close: () => void) => ReactNode;
}) {
  const editing = usePanelEditing<T>();
  return (
    <SectionTable {...table} {...queryRows(list)} {...editing.tableProps(newLabel, moreActions)}>
      {editing.editing ? panel(editing.editing, editing.close) : null}
    </SectionTable>
  );
}
