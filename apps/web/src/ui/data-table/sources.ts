import type { UseQueryResult } from '@tanstack/react-query';

/** A whole list from a query, as `DataTable` takes it: rows, the failure and a retry. */
export function queryRows<T>(query: UseQueryResult<readonly T[]>) {
  return { rows: query.data, error: query.error ?? undefined, onRetry: () => void query.refetch() };
}

/** One page of a list the server pages, with the server's total. */
export function pagedRows<T>(query: UseQueryResult<{ items: readonly T[]; total: number }>) {
  return {
    rows: query.data?.items,
    total: query.data?.total ?? 0,
    error: query.error ?? undefined,
    onRetry: () => void query.refetch(),
  };
}

/** A whole list the server sends as `items` (beside other facts), as `DataTable` takes it. */
export function itemRows<T>(query: UseQueryResult<{ items: readonly T[] }>) {
  return { rows: query.data?.items, error: query.error ?? undefined, onRetry: () => void query.refetch() };
}
