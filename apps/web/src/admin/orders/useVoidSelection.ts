import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableSelect } from '@/ui/data-table/select-column';

/**
 * An order's tickets or products ticked to void: the table's `select` (only for those allowed
 * refunds; a voided line cannot be ticked), the void dialog's state, and `done` to close it.
 */
export function useVoidSelection<T extends { status: string }>(
  mayRefund: boolean,
  label: (row: T) => string,
) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<number[]>([]);
  const [voiding, setVoiding] = useState(false);
  const select: TableSelect<T> | undefined = mayRefund
    ? {
        selected,
        onChange: (keys) => setSelected(keys as number[]),
        label,
        pageLabel: t('table.selectPage'),
        disabled: (row) => row.status === 'voided',
      }
    : undefined;
  const done = () => {
    setVoiding(false);
    setSelected([]);
  };
  return { selected, select, voiding, startVoiding: () => setVoiding(true), done };
}
