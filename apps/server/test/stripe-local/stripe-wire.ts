import { randomBytes } from 'node:crypto';

/** What the local Stripe server reads and writes on the wire: form bodies, ids and errors. */
export type Json = Record<string, unknown>;
export type Params = Record<string, unknown>;

/** A refusal, answered as Stripe answers it: `{ error: { type, code, message, param } }`. */
export class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message));
  }
}

export const fail = (status: number, type: string, message: string, extra: Json = {}) =>
  new StripeFailure(status, { type, message, ...extra });
export const missing = (id: string, param = 'id') =>
  fail(404, 'invalid_request_error', `No such object: '${id}'`, { code: 'resource_missing', param });
export const unrecognized = (method: string, path: string) =>
  fail(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);

/** Stripe's bracketed form keys (`metadata[k]`, `expand[0]`, `card[number]`) into objects and arrays. */
export function parseForm(body: string): Params {
  const out: Params = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.replace(/\]/g, '').split('[');
    let node = out as Record<string, unknown>;
    for (const [i, part] of parts.entries()) {
      const last = i === parts.length - 1;
      const key = part === '' ? String(Object.keys(node).length) : part;
      if (last) node[key] = value;
      else {
        node[key] ??= {};
        node = node[key] as Record<string, unknown>;
      }
    }
  }
  return out;
}

/** A bracketed list (`expand[0]=…&expand[1]=…`) as parsed, as an array. */
export const list = (value: unknown): string[] =>
  value && typeof value === 'object' ? Object.values(value as Record<string, string>) : [];

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** The account a key belongs to: `sk_test_X`, `rk_test_X` and `pk_test_X` are account X. */
export function accountOf(key: string): string | null {
  return /^(?:sk|rk|pk)_test_([A-Za-z0-9]+)$/.exec(key)?.[1] ?? null;
}
