import { Alert, Button, Table } from '@mantine/core';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { QueryList } from './QueryList';

/**
 * A settings list whose rows can be deleted: the list's load states, an optional header row,
 * the row's cells, and a Delete button on the right that shows which row is being removed and
 * why a removal was refused.
 */
export function RemovableList<T extends { id: number }>({
  query,
  empty,
  remove,
  headers,
  cells,
}: {
  query: UseQueryResult<readonly T[]>;
  empty: string;
  remove: UseMutationResult<unknown, Error, number>;
  headers?: readonly string[];
  cells: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      {isApiError(remove.error) ? <Alert color="red">{remove.error.message}</Alert> : null}
      <QueryList query={query} empty={empty}>
        {(items) => (
          <Table>
            {headers ? (
              <Table.Thead>
                <Table.Tr>
                  {headers.map((h) => (
                    <Table.Th key={h}>{h}</Table.Th>
                  ))}
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
            ) : null}
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.id}>
                  {cells(item)}
                  <Table.Td ta="right">
                    <Button
                      size="xs"
                      variant="default"
                      loading={remove.isPending && remove.variables === item.id}
                      onClick={() => remove.mutate(item.id)}
                    >
                      {t('actions.delete')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryList>
    </>
  );
}
