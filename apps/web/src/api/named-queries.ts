import type { AnyEndpoint } from '@tessera/contract';
import { apiQuery } from './api-query';

type NamedKeys<B extends readonly string[], E> = { all: B } & {
  [N in keyof E & string]: () => readonly [...B, N];
};
type NamedQueries<B extends readonly string[], E extends Record<string, AnyEndpoint>> = {
  [N in keyof E & string]: () => ReturnType<typeof apiQuery<E[N], readonly [...B, N]>>;
};

/**
 * The key factory and query factories of a resource's calls that take no input: each call's key
 * is `base` followed by its name, so invalidating `keys.all` reads them all again.
 */
export function namedQueries<const B extends readonly string[], E extends Record<string, AnyEndpoint>>(
  base: B,
  endpoints: E,
) {
  const keys: Record<string, unknown> = { all: base };
  const queries: Record<string, unknown> = {};
  for (const [name, endpoint] of Object.entries(endpoints)) {
    const key = () => [...base, name] as const;
    keys[name] = key;
    queries[name] = () => apiQuery(key(), endpoint);
  }
  return { keys: keys as NamedKeys<B, E>, queries: queries as NamedQueries<B, E> };
}
