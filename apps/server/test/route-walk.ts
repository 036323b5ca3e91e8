import { type AnyEndpoint, fillPath } from '@tessera/contract';

/** Fills every path parameter of an endpoint from a table of values by parameter name. */
export function urlWith(endpoint: AnyEndpoint, values: Readonly<Record<string, string | number>>): string {
  const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const missing = names.filter((n) => values[n] === undefined);
  if (missing.length > 0) {
    throw new Error(
      `${endpoint.id}: no test value for path parameter(s) ${missing.join(', ')}; add one to the table`,
    );
  }
  return fillPath(endpoint.path, Object.fromEntries(names.map((n) => [n, values[n]])));
}

/** The request a route walk sends: the contract's example body when the endpoint takes one. */
export function requestOf(endpoint: AnyEndpoint, url: string) {
  return {
    method: endpoint.method,
    url,
    ...(endpoint.body ? { payload: endpoint.example as Record<string, unknown> } : {}),
  };
}

/** Ids no account has: for walks that must not touch real rows. */
export const missingIds: Readonly<Record<string, string | number>> = {
  userId: 999_999,
  groupId: 999_999,
  hostnameId: 999_999,
  apiKeyId: 999_999,
  accountId: 999_999,
  imageKind: 'favicon',
  token: 'x'.repeat(43),
};
