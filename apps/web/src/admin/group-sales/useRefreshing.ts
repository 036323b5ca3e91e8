import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupSaleKeys } from './queries';

/** A group sales change that refreshes every group sales list when it succeeds. */
export function useRefreshing<V>(fn: (v: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => void client.invalidateQueries({ queryKey: groupSaleKeys.all }),
  });
}
