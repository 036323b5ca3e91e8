import type { QueryKey } from '@tanstack/react-query';
import type { AnyEndpoint, EndpointInput } from '@tessera/contract';
import type { ArchivableListFilter } from '@/ui/paging';
import { filled, pagedQuery } from './api-query';

/** A resource's query keys: all of it, its lists, one list, one row. */
export function listKeys<const A extends readonly string[]>(all: A) {
  const lists = () => [...all, 'list'] as const;
  return {
    all,
    lists,
    list: <F>(filter: F) => [...lists(), filter] as const,
    detail: (id: number) => [...all, 'detail', id] as const,
  };
}

/** One page of a list searched by name and shown active or archived (templates, event plans). */
export function archivableListQuery<E extends AnyEndpoint, K extends QueryKey>(
  queryKey: K,
  endpoint: E,
  filter: ArchivableListFilter,
) {
  const query = { ...filled(filter), archived: filter.archived ? 'true' : 'false' };
  return pagedQuery(queryKey, endpoint, { query } as EndpointInput<E>);
}
