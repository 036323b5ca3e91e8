import { useRefreshingMutation } from '@/api/mutations';
import { groupSaleKeys } from './queries';

/** A group sales change after which every group sales list is read again. */
export function useRefreshing<V, O>(fn: (v: V) => Promise<O>) {
  return useRefreshingMutation([groupSaleKeys.all], fn);
}
