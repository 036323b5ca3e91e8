import { type QueryKey, queryOptions } from '@tanstack/react-query';
import type { AnyEndpoint, EndpointInput } from '@tessera/contract';
import { apiQuery } from './api-query';

type ListQueries<A extends QueryKey, M extends Record<string, AnyEndpoint>> = {
  [K in keyof M & string]: () => ReturnType<typeof apiQuery<M[K], readonly [...A, K]>>;
};

/**
 * An area's whole lists read without input, each under `[...area, name]`:
 * `listQueries(keys.all, { clients: listGroupClients })` gives `clients()`.
 */
export function listQueries<A extends QueryKey, M extends Record<string, AnyEndpoint>>(area: A, lists: M) {
  // Object.fromEntries does not keep each name's own query type: ListQueries gives it back.
  const queries: Record<string, unknown> = Object.fromEntries(
    Object.entries(lists).map(([name, endpoint]) => [name, () => apiQuery([...area, name], endpoint)]),
  );
  return queries as ListQueries<A, M>;
}

/** One API call under its key that is read afresh whenever a screen shows it (sales elsewhere change it). */
export function freshQuery<E extends AnyEndpoint, K extends QueryKey>(
  queryKey: K,
  endpoint: E,
  input: EndpointInput<E>,
) {
  return queryOptions({ ...apiQuery(queryKey, endpoint, input), staleTime: 0 });
}
