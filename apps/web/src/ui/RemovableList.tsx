import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Column } from './data-table/column';
import { DataTable } from './data-table/DataTable';
import { queryRows } from './data-table/sources';
import { FailureAlert } from './FailureAlert';

/**
 * A settings list whose rows can be deleted: the shared table with a Delete button on the right
 * that shows which row is being removed, and why a removal was refused.
 */
export function RemovableList<T extends { id: number }>({
  label,
  query,
  empty,
  remove,
  columns,
  hideHeader = false,
}: {
  label: string;
  query: UseQueryResult<readonly T[]>;
  empty: string;
  remove: UseMutationResult<unknown, Error, number>;
  columns: readonly Column<T>[];
  hideHeader?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FailureAlert error={remove.error} />
      <DataTable
        label={label}
        prefix={label}
        hideHeader={hideHeader}
        {...queryRows(query)}
        empty={empty}
        columns={columns}
        rowActions={(item) => [
          {
            label: t('actions.delete'),
            loading: remove.isPending && remove.variables === item.id,
            onClick: () => remove.mutate(item.id),
          },
        ]}
      />
    </>
  );
}
