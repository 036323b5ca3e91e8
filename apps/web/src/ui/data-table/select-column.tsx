import { Checkbox } from '@mantine/core';
import type { Column } from './column';

type Key = string | number;

/** Rows ticked for an action: a box on each row and one for the whole page. */
export type TableSelect<T> = {
  selected: readonly Key[];
  onChange: (keys: Key[]) => void;
  label: (row: T) => string;
  pageLabel: string;
  disabled?: (row: T) => boolean;
};

/** The first column of a table whose rows can be ticked, with a box for the whole page. */
export function selectColumn<T extends object>(
  select: TableSelect<T>,
  rowKey: (row: T) => Key,
  pageRows: () => T[],
): Column<T> {
  const { selected, onChange } = select;
  const pageKeys = () =>
    pageRows()
      .filter((row) => !select.disabled?.(row))
      .map(rowKey);
  return {
    id: 'select',
    header: select.pageLabel,
    csv: false,
    width: 40,
    headerCell: () => {
      const keys = pageKeys();
      const all = keys.length > 0 && keys.every((k) => selected.includes(k));
      return (
        <Checkbox
          aria-label={select.pageLabel}
          checked={all}
          indeterminate={!all && keys.some((k) => selected.includes(k))}
          onChange={() =>
            onChange(all ? selected.filter((k) => !keys.includes(k)) : [...new Set([...selected, ...keys])])
          }
        />
      );
    },
    cell: (row) => {
      const key = rowKey(row);
      return (
        <Checkbox
          aria-label={select.label(row)}
          checked={selected.includes(key)}
          disabled={select.disabled?.(row)}
          onChange={() =>
            onChange(selected.includes(key) ? selected.filter((k) => k !== key) : [...selected, key])
          }
        />
      );
    },
  };
}
