import { type AnyEndpoint, allErrors, endpoints } from '@tessera/contract';
import { groupPermissions } from '@tessera/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredCustomer } from '../customer-accounts/shop-session';
import { addHostname, createAccount, createStaffUser, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { missingIds, urlWith } from '../route-walk';

/**
 * Odd input never crashes a request: every route of the contract is sent ids out of range,
 * NUL bytes, impossible dates and values of the wrong type in its path, query and body, as
 * the caller it is meant for (a staff admin, a signed-in shop customer, or anyone), and must
 * answer a 4xx from the catalogue, never a 500. Built from the contract, so a new route is
 * walked the day it is added.
 */
/** The largest value of a PostgreSQL integer column. */
const INT4_MAX = 2_147_483_647;
const NUL = 'a\u0000b';
const badIds = ['2147483648', '9223372036854775808', '-1', '0', '1e309', 'abc', NUL];
const badQueryValues = [
  NUL,
  '2147483648',
  '9223372036854775808',
  '-1',
  '1e309',
  '0000-01-01',
  '10000-01-01',
  '-0001-01-01',
  '0000-01-01T00:00:00Z',
];

let t: TestApp;
let staffToken = '';
let customerCookie = '';

beforeAll(async () => {
  // Every request here comes from one address: lift the per-address limits for this file.
  t = await startTestApp({ withSmtp: true, config: { signInAttemptsPerMinute: 10_000 } });
  const db = t.database.db;
  const account = await createAccount(db);
  await addHostname(db, account.id, 'localhost', true);
  const admin = await createStaffUser(db, {
    accountId: account.id,
    role: 'Admin',
    platformOperator: true,
    permissions: [...groupPermissions],
  });
  staffToken = await signInAs(t.app, admin.email);
  customerCookie = await registeredCustomer(t, 'walker@example.test');
}, 60_000);
afterAll(() => t.close());

/** A request as the caller the endpoint is meant for. */
function send(endpoint: AnyEndpoint, url: string, payload?: unknown) {
  return call(t.app, {
    method: endpoint.method,
    url,
    headers: { host: 'localhost', 'content-type': 'application/json' },
    ...(endpoint.auth === 'staff' ? { token: staffToken } : {}),
    ...(endpoint.auth === 'customer' ? { cookies: { tessera_shop_session: customerCookie } } : {}),
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });
}

type Answer = Awaited<ReturnType<typeof send>>;
const codes = (res: Answer) =>
  ((res.data.errors ?? []) as { code: string; field?: string }[]).map((e) => e.code);
const fields = (res: Answer) =>
  ((res.data.errors ?? []) as { code: string; field?: string }[]).map((e) => e.field);

/** A 4xx whose codes are all in the endpoint's catalogue. */
function expectRefusedFromCatalogue(endpoint: AnyEndpoint, res: Answer, what: string) {
  expect(res.statusCode, `${what}: ${res.statusCode} ${res.body}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${what}: ${res.statusCode} ${res.body}`).toBeLessThan(500);
  expect(codes(res).length, `${what}: ${res.body}`).toBeGreaterThan(0);
  for (const code of codes(res)) expect(allErrors(endpoint), `${what}: ${res.body}`).toContain(code);
}

type Unwrapped = { type: string; format?: string; maxValue?: number };
/** What a schema takes under optional, nullable, default and pipe wrappers. */
function unwrap(schema: unknown): Unwrapped {
  let s = schema as { _zod: { def: { type: string; innerType?: unknown; in?: unknown; format?: string } } };
  for (;;) {
    const def = s._zod.def;
    if (def.innerType) s = def.innerType as typeof s;
    else if (def.type === 'pipe' && def.in) s = def.in as typeof s;
    else {
      const max = (s as { maxValue?: number | null }).maxValue;
      return { type: def.type, format: def.format, maxValue: max ?? undefined };
    }
  }
}

/** Whether a field is named in the answer (itself or one of its items). */
const names = (res: Answer, name: string) => fields(res).some((f) => f === name || f?.startsWith(`${name}.`));

function shapeOf(schema: unknown): Record<string, unknown> {
  return (schema as { shape: Record<string, unknown> }).shape;
}

const example = (endpoint: AnyEndpoint) => (endpoint.body ? endpoint.example : undefined);
const baseUrl = (endpoint: AnyEndpoint) => urlWith(endpoint, missingIds);

const withParams = endpoints.filter((e) => e.params && Object.keys(shapeOf(e.params)).length > 0);
const paramRows = withParams.flatMap((endpoint) =>
  Object.entries(shapeOf(endpoint.params)).flatMap(([name, schema]) =>
    badIds.map(
      (value) => [endpoint.id, endpoint.auth, name, JSON.stringify(value), endpoint, value, schema] as const,
    ),
  ),
);

describe('odd values in path parameters', () => {
  it('walks every route with path parameters, staff, shop customer and public', () => {
    expect(new Set(withParams.map((e) => e.auth))).toEqual(new Set(['staff', 'customer', 'public']));
  });

  it.each(paramRows)('%s (%s) :%s = %s', async (_id, _auth, name, _shown, endpoint, value, schema) => {
    const url = urlWith(endpoint, { ...missingIds, [name]: value });
    const res = await send(endpoint, url, example(endpoint));
    expectRefusedFromCatalogue(endpoint, res, `${endpoint.method} ${url}`);
    const taken = unwrap(schema);
    // A bigint key may be above 2^31 - 1: then the row is simply not found.
    const bigKey = taken.type === 'number' && (taken.maxValue ?? Infinity) > INT4_MAX;
    if ((taken.type === 'number' && !(bigKey && value === '2147483648')) || value === NUL) {
      expect(res.statusCode, res.body).toBe(400);
      expect(new Set(codes(res))).toEqual(new Set(['common.validation_failed']));
      expect(names(res, name), res.body).toBe(true);
    }
  });
});

const withQuery = endpoints.filter((e) => e.query && Object.keys(shapeOf(e.query)).length > 0);
const queryRows = withQuery.flatMap((endpoint) =>
  Object.entries(shapeOf(endpoint.query)).flatMap(([name, schema]) =>
    badQueryValues.map(
      (value) => [endpoint.id, name, JSON.stringify(value), endpoint, value, schema] as const,
    ),
  ),
);

describe('odd values in query strings', () => {
  it.each(queryRows)('%s ?%s=%s', async (_id, name, _shown, endpoint, value, schema) => {
    const url = `${baseUrl(endpoint)}?${new URLSearchParams({ [name]: value })}`;
    const res = await send(endpoint, url, example(endpoint));
    expectRefusedFromCatalogueOrServed(endpoint, res, `${endpoint.method} ${url}`);
    const taken = unwrap(schema);
    const isDate = taken.format === 'date' || taken.format === 'datetime';
    const intKey = taken.type === 'number' && (taken.maxValue ?? Infinity) <= INT4_MAX;
    if (value === NUL || (isDate && /^-?\d{4,}-\d\d-\d\d/.test(value)) || (intKey && value !== '-1')) {
      // No field of the contract takes a NUL byte, no date the year 0, 10000 or -1, and no
      // whole number more than its column holds.
      expect(res.statusCode, res.body).toBe(400);
      expect(new Set(codes(res))).toEqual(new Set(['common.validation_failed']));
      expect(names(res, name), res.body).toBe(true);
    }
  });
});

/** Served, or refused with a 4xx from the catalogue: never a 500. */
function expectRefusedFromCatalogueOrServed(endpoint: AnyEndpoint, res: Answer, what: string) {
  if (res.statusCode < 400) return;
  expectRefusedFromCatalogue(endpoint, res, what);
}

type Leaf = { path: (string | number)[]; value: unknown };
function leavesOf(value: unknown, path: (string | number)[] = []): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leavesOf(v, [...path, i]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => leavesOf(v, [...path, k]));
  }
  return [{ path, value }];
}
function replaced(value: unknown, path: (string | number)[], next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? replaced(v, rest, next) : v));
  const record = value as Record<string, unknown>;
  return { ...record, [head!]: replaced(record[head!], rest, next) };
}

const withBody = endpoints.filter((e) => e.body && e.example !== undefined);
const bodyRows = withBody.flatMap((endpoint) => {
  const rows: (readonly [string, string, string, AnyEndpoint, unknown, boolean])[] = [];
  for (const leaf of leavesOf(endpoint.example)) {
    const at = leaf.path.join('.') || '(body)';
    if (typeof leaf.value === 'string') {
      rows.push([
        endpoint.id,
        at,
        'a NUL byte',
        endpoint,
        replaced(endpoint.example, leaf.path, `${leaf.value}${NUL}`),
        true,
      ]);
    }
    if (typeof leaf.value === 'number') {
      for (const big of [2 ** 31, 2 ** 63, -(2 ** 31) - 1]) {
        rows.push([
          endpoint.id,
          at,
          String(big),
          endpoint,
          replaced(endpoint.example, leaf.path, big),
          false,
        ]);
      }
    }
    rows.push([
      endpoint.id,
      at,
      'an object',
      endpoint,
      replaced(endpoint.example, leaf.path, { x: 1 }),
      true,
    ]);
  }
  rows.push([endpoint.id, '(body)', 'a string', endpoint, 'text', true]);
  rows.push([endpoint.id, '(body)', 'a list', endpoint, [1, 2], true]);
  return rows;
});

describe('odd values in request bodies', () => {
  it('walks every route with a body that has an example', () => {
    expect(withBody.length).toBeGreaterThan(100);
  });

  it.each(bodyRows)('%s: %s as %s', async (_id, _at, _what, endpoint, payload, alwaysRefused) => {
    const res = await send(endpoint, baseUrl(endpoint), payload);
    expectRefusedFromCatalogueOrServed(endpoint, res, `${endpoint.method} ${endpoint.path}`);
    if (alwaysRefused) {
      expect(res.statusCode, res.body).toBe(400);
      expect(new Set(codes(res))).toEqual(new Set(['common.validation_failed']));
    }
  });
});
