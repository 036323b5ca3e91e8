import { type QueryKey, queryOptions } from '@tanstack/react-query';
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
