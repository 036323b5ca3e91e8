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

type NamedKeys<A extends QueryKey, M> = { all: A } & { [K in keyof M & string]: () => readonly [...A, K] };

/**
 * The keys beside `listQueries`' queries, for an area whose screens refresh one list by its key:
 * `keys.all` reads them all again, `keys.<name>()` one of them.
 */
export function namedQueries<const A extends readonly string[], M extends Record<string, AnyEndpoint>>(
  area: A,
  lists: M,
) {
  const keys = Object.fromEntries(Object.keys(lists).map((name) => [name, () => [...area, name]]));
  return { keys: { all: area, ...keys } as NamedKeys<A, M>, queries: listQueries(area, lists) };
}

/** One API call under its key that is read afresh whenever a screen shows it (sales elsewhere change it). */
export function freshQuery<E extends AnyEndpoint, K extends QueryKey>(
  queryKey: K,
  endpoint: E,
  input: EndpointInput<E>,
) {
  return queryOptions({ ...apiQuery(queryKey, endpoint, input), staleTime: 0 });
}
