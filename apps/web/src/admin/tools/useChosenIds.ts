import { useState } from 'react';
import type { TableSelect } from '@/ui/data-table/select-column';

/**
 * Rows ticked by their numeric id for a bulk action: the ids, a way to clear them, and the
 * table's `select` (each row's box named by `label`, the page's by `pageLabel`).
 */
export function useChosenIds<T>(label: (row: T) => string, pageLabel: string) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const select: TableSelect<T> = {
    selected: [...chosen],
    onChange: (keys) => setChosen(new Set(keys as number[])),
    label,
    pageLabel,
  };
  return { chosen, clear: () => setChosen(new Set()), select };
}
