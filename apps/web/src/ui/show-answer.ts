import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Shows what a change answered (a basket after an add) as the query's data. A read of the same
 * query still in flight may have been taken before the change: it is cancelled, so its older
 * answer never replaces this one.
 */
export function showAnswer<T>(client: QueryClient, queryKey: QueryKey, value: T): void {
  void client.cancelQueries({ queryKey });
  client.setQueryData(queryKey, value);
}
