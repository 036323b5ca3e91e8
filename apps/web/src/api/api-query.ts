import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';
import type { AnyEndpoint, EndpointInput } from '@tessera/contract';
import { callApi } from './client';

/** The query of one API call under its key: what most `queryOptions` factories are. */
export function apiQuery<E extends AnyEndpoint, K extends QueryKey>(
  queryKey: K,
  endpoint: E,
  input?: EndpointInput<E>,
) {
  return queryOptions({ queryKey, queryFn: () => callApi(endpoint, input) });
}

/** One page of a list the server pages: the page shown stays while the next one loads. */
export function pagedQuery<E extends AnyEndpoint, K extends QueryKey>(
  queryKey: K,
  endpoint: E,
  input?: EndpointInput<E>,
) {
  return queryOptions({
    queryKey,
    queryFn: () => callApi(endpoint, input),
    placeholderData: keepPreviousData,
  });
}

/** A list's filters without the empty ones: an empty search or an unset filter is not sent. */
export function filled<T extends object>(filters: T): { [K in keyof T]?: NonNullable<T[K]> } {
  return Object.fromEntries(
    Object.entries(filters).filter(([, v]) => v !== '' && v !== null && v !== undefined),
  ) as { [K in keyof T]?: NonNullable<T[K]> };
}
