import type { ReactNode } from 'react';

export type CellValue = string | number | boolean | null | undefined;

/** One column of a `DataTable`, declared once: its header, how a row shows, sorts and exports. */
export type Column<T> = {
  id: string;
  /** The header's text ('' for a column of buttons, which then stays out of the CSV file). */
  header: string;
  /** Something other than the text in the header cell (a select-all box). */
  headerCell?: ReactNode | (() => ReactNode);
  /** How a row shows in this column; by default its value as text. */
  cell?: (row: T) => ReactNode;
  /** The row's value for sorting, searching and the CSV file; by default the row's `id` property. */
  value?: (row: T) => CellValue;
  /** The row's moment (ISO text): shown as a date and time in the reader's language, sorted by time. */
  date?: (row: T) => string | null;
  /** Shows the value as a badge of this colour (a status). */
  badge?: (row: T) => string | undefined;
  sortable?: boolean;
  align?: 'right' | 'center';
  width?: number | string;
  /** Shown only on screens at least this wide. */
  visibleFrom?: 'sm' | 'md' | 'lg' | 'xl';
  /** Leave the column out of the CSV file. */
  csv?: false;
};

export function cellValue<T>(column: Column<T>, row: T): CellValue {
  if (column.value) return column.value(row);
  if (column.date) return column.date(row);
  const own = (row as Record<string, unknown>)[column.id];
  return typeof own === 'string' || typeof own === 'number' || typeof own === 'boolean' ? own : null;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Ascending order of two cell values: empty last, numbers by size, text as people read it. */
export function compareValues(a: CellValue, b: CellValue): number {
  const emptyA = a === null || a === undefined || a === '';
  const emptyB = b === null || b === undefined || b === '';
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** A row's state: live (teal) or archived (grey), named as the screen calls them. */
export function archivedColumn(
  header: string,
  labels: { live: string; archived: string },
): Column<{ archived: boolean }> {
  return {
    id: 'state',
    header,
    value: (row) => (row.archived ? labels.archived : labels.live),
    badge: (row) => (row.archived ? 'gray' : 'teal'),
    // Wide enough for the badge's word in every language, on a phone too.
    width: 104,
  };
}
