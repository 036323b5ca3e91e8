import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';
import type { AnyEndpoint, EndpointInput } from '@tessera/contract';
import { apiQuery } from './api-query';

/** How a screen keeps what a read gave, where it differs from any query's. */
type Keeping = {
  staleTime?: number;
  enabled?: boolean;
  retry?: boolean;
  placeholderData?: typeof keepPreviousData;
};

/** One API call of an area's query: the endpoint, its input, and how a screen keeps the answer. */
export type Read<E extends AnyEndpoint = AnyEndpoint> = {
  endpoint: E;
  input?: EndpointInput<E>;
  keeping?: Keeping;
};

/** A read kept as any query is, or as `keeping` says. */
export const read = <E extends AnyEndpoint>(
  endpoint: E,
  input?: EndpointInput<E>,
  keeping?: Keeping,
): Read<E> => ({
  endpoint,
  input,
  keeping,
});
/** A read of one page of a list the server pages: the page shown stays while the next one loads. */
export const pagedRead = <E extends AnyEndpoint>(endpoint: E, input?: EndpointInput<E>) =>
  read(endpoint, input, { placeholderData: keepPreviousData });
/** A read made again whenever a screen shows it (sales elsewhere change it). */
export const freshRead = <E extends AnyEndpoint>(endpoint: E, input?: EndpointInput<E>) =>
  read(endpoint, input, { staleTime: 0 });

// biome-ignore lint/suspicious/noExplicitAny: a read's arguments are each area's own.
type Reader = AnyEndpoint | ((...args: any[]) => Read);
type ArgsOf<R> = R extends (...args: infer P) => Read ? P : [];
type EndpointOf<R> = R extends (...args: never[]) => Read<infer E> ? E : R extends AnyEndpoint ? R : never;
type KeyOf<A extends QueryKey, K extends string, R> = readonly [...A, K, ...ArgsOf<R>];

/** A name's key takes the query's leading arguments: fewer give the key above every query sharing them. */
type AreaKeys<A extends QueryKey, M> = { all: A } & {
  [K in keyof M & string]: (...args: Partial<ArgsOf<M[K]>>) => readonly [...A, K, ...Partial<ArgsOf<M[K]>>];
};
type AreaQueries<A extends QueryKey, M> = {
  [K in keyof M & string]: (
    ...args: ArgsOf<M[K]>
  ) => ReturnType<typeof apiQuery<EndpointOf<M[K]>, KeyOf<A, K, M[K]>>>;
};

function queryOf(queryKey: QueryKey, { endpoint, input, keeping }: Read) {
  return queryOptions({ ...apiQuery(queryKey, endpoint, input), ...keeping });
}

/**
 * An area's queries and their keys, each under `[...area, name, ...arguments]`. A name maps to an
 * endpoint read without input, or to a function of the query's arguments giving its read:
 * `areaQueries(['admin', 'customers'], { tags: listCustomerTags, detail: (id: number) =>
 * freshRead(getCustomer, { params: { customerId: id } }) })` gives `queries.tags()`,
 * `queries.detail(7)`, and `keys.all`, `keys.tags()`, `keys.detail(7)` (`keys.detail()`: every
 * customer's) for refreshing them.
 */
export function areaQueries<const A extends readonly string[], M extends Record<string, Reader>>(
  area: A,
  reads: M,
) {
  const readOf = (reader: Reader, args: unknown[]): Read =>
    typeof reader === 'function' ? reader(...args) : { endpoint: reader };
  const keys: Record<string, unknown> = { all: area };
  const queries: Record<string, unknown> = {};
  for (const [name, reader] of Object.entries(reads)) {
    keys[name] = (...args: unknown[]) => [...area, name, ...args];
    queries[name] = (...args: unknown[]) => queryOf([...area, name, ...args], readOf(reader, args));
  }
  // Object.entries does not keep each name's own types: AreaKeys and AreaQueries give them back.
  return { keys: keys as AreaKeys<A, M>, queries: queries as AreaQueries<A, M> };
}
