import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A change after which what is cached under `stale` is out of date: it is read again once the
 * change went through (the mutation settles when it has been).
 */
export function useRefreshingMutation<I, O>(
  stale: readonly QueryKey[],
  mutationFn: (input: I) => Promise<O>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(stale.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

/**
 * A change the server answers with the changed row: the answer replaces the row cached under
 * `rowKey`, and the lists under `lists` are read again.
 */
export function useRowMutation<I, O>(
  rowKey: (row: O) => QueryKey,
  lists: readonly QueryKey[],
  mutationFn: (input: I) => Promise<O>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (row: O) => {
      client.setQueryData(rowKey(row), row);
      for (const queryKey of lists) void client.invalidateQueries({ queryKey });
    },
  });
}
