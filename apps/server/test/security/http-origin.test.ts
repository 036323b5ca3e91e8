import { endpoints } from '@tessera/contract';
import { groupPermissions } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { addHostname, createAccount, createStaffUser, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { missingIds, urlWith } from '../route-walk';

/**
 * Finding 11: a state-changing request (POST, PUT, PATCH, DELETE) from another site is refused
 * with `common.origin_forbidden` before any handler runs, whatever cookies it carries and
 * whether or not it has a body; pages of this site (PUBLIC_URL, the account's host names) and
 * clients that are not pages in a browser (API keys, Bearer tokens) pass.
 */
const PUBLIC_URL = 'https://tessera.example.test';
const SHOP = 'tickets.harbour.test';

let t: TestApp;
let f: SaleFixture;
let staffToken: string;

beforeAll(async () => {
  t = await startTestApp({ config: { publicUrl: PUBLIC_URL, signInAttemptsPerMinute: 10_000 } });
  f = await saleFixture(t);
  await addHostname(t.database.db, f.accountId, SHOP, true);
  await addHostname(t.database.db, f.accountId, 'localhost');
  await addHostname(t.database.db, f.accountId, 'www.harbour.test');
  const other = await createAccount(t.database.db);
  await addHostname(t.database.db, other.id, 'lakeside.test', true);
  // The platform operator with every right: no route refuses it for want of a permission.
  const operator = await createStaffUser(t.database.db, {
    accountId: f.accountId,
    role: 'Admin',
    platformOperator: true,
    permissions: [...groupPermissions],
  });
  staffToken = await signInAs(t.app, operator.email);
}, 60_000);
afterAll(() => t.close());

/** Every row of every table, as one fingerprint: any write anywhere changes it. */
async function databaseFingerprint(): Promise<string> {
  const tables = await rows<{ name: string }>(
    t.database.db,
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    const [row] = await rows<{ n: number; digest: string | null }>(
      t.database.db,
      sql.raw(
        `SELECT count(*)::int AS n, md5(string_agg(r::text, '|' ORDER BY r::text)) AS digest FROM "${name}" r`,
      ),
    );
    parts.push(`${name}:${row?.n}:${row?.digest}`);
  }
  return parts.join('\n');
}

const stateChanging = endpoints.filter((e) => e.method !== 'GET');
const codeOf = (res: { data: Record<string, unknown> }) =>
  (res.data.errors as { code: string }[] | undefined)?.[0]?.code;

/** Every cookie a signed-in browser of this site holds. */
const cookies = () => ({
  tessera_session: staffToken,
  tessera_shop_session: 'x'.repeat(43),
  tessera_basket: 'y'.repeat(43),
});

describe('finding 11: state-changing requests from another site are refused before any handler', () => {
  it('the contract has state-changing routes to walk', () => {
    expect(stateChanging.length).toBeGreaterThan(100);
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['an opaque origin (sandboxed frame)', 'null'],
    ['another account’s host name', 'https://lakeside.test'],
    ['the account’s host name over plain http', `http://${SHOP}`],
    ['a look-alike of PUBLIC_URL', 'https://tessera.example.test.evil.example'],
  ])(
    'every state-changing route refuses %s with a staff cookie, and nothing changes',
    async (_label, origin) => {
      const before = await databaseFingerprint();
      const refused: string[] = [];
      for (const endpoint of stateChanging) {
        const url = urlWith(endpoint, missingIds);
        // With the contract's example body, and again without any body in a "simple" content type
        // (a cross-site form or fetch needs no preflight for it).
        const requests: InjectOptions[] = [
          {
            method: endpoint.method,
            url,
            ...(endpoint.body ? { payload: endpoint.example as Record<string, unknown> } : {}),
          },
          { method: endpoint.method, url, payload: '', headers: { 'content-type': 'text/plain' } },
        ];
        for (const request of requests) {
          const res = await call(t.app, {
            ...request,
            headers: { ...(request.headers ?? {}), host: SHOP, origin },
            cookies: cookies(),
          });
          if (res.statusCode !== 403 || codeOf(res) !== 'common.origin_forbidden') {
            refused.push(
              `${endpoint.id} ${endpoint.method} ${url}: ${res.statusCode} ${res.body.slice(0, 120)}`,
            );
          }
        }
      }
      expect(refused).toEqual([]);
      expect(await databaseFingerprint()).toBe(before);
      // The session was not even touched: sign-out was refused with everything else.
      const session = await call(t.app, {
        method: 'GET',
        url: '/api/admin/users',
        cookies: { tessera_session: staffToken },
      });
      expect(session.statusCode).toBe(200);
    },
    300_000,
  );

  it('answers in the caller’s language, from the catalogue', async () => {
    const res = await call(t.app, {
      method: 'DELETE',
      url: '/api/admin/venues/1',
      headers: { origin: 'https://evil.example', 'accept-language': 'fr' },
      cookies: cookies(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.data.errors).toEqual([
      {
        code: 'common.origin_forbidden',
        message:
          'Cette requête venait d’un autre site web et a été refusée. Ouvrez ce site directement et réessayez.',
      },
    ]);
  });

  const createVenue = (headers: Record<string, string>, withCookie = true) =>
    call(t.app, {
      method: 'POST',
      url: '/api/admin/venues',
      headers,
      payload: { name: `Hall ${Math.random()}`, timezone: 'America/New_York' },
      ...(withCookie ? { cookies: { tessera_session: staffToken } } : {}),
    });

  it('passes pages of this site: PUBLIC_URL’s origin and the account’s host names', async () => {
    expect((await createVenue({ origin: PUBLIC_URL })).statusCode).toBe(201);
    expect((await createVenue({ host: SHOP, origin: `https://${SHOP}` })).statusCode).toBe(201);
    // The venue's other site (a host name of the same account) and any port of it.
    expect((await createVenue({ host: SHOP, origin: 'https://www.harbour.test:8443' })).statusCode).toBe(201);
    // The shop in the venue's frame adds to its basket.
    const added = await call(t.app, {
      method: 'POST',
      url: '/api/shop/basket/seats',
      headers: { host: SHOP, origin: 'https://www.harbour.test', 'sec-fetch-site': 'same-site' },
      payload: { eventId: f.eventId, seatIds: [f.seats.get('A-3')!] },
    });
    expect(added.statusCode, added.body).toBe(200);
  });

  it('without Origin, goes by Sec-Fetch-Site, then Referer', async () => {
    expect(codeOf(await createVenue({ 'sec-fetch-site': 'cross-site' }))).toBe('common.origin_forbidden');
    expect(codeOf(await createVenue({ 'sec-fetch-site': 'same-site' }))).toBe('common.origin_forbidden');
    expect((await createVenue({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
    expect(codeOf(await createVenue({ referer: 'https://evil.example/page' }))).toBe(
      'common.origin_forbidden',
    );
    expect(codeOf(await createVenue({ referer: 'not a url' }))).toBe('common.origin_forbidden');
    expect((await createVenue({ referer: `${PUBLIC_URL}/admin/v2/venues` })).statusCode).toBe(201);
  });

  it('passes clients that are not pages in a browser: no Origin, Sec-Fetch-Site or Referer', async () => {
    // An API client with a Bearer token (or an API key), no cookie.
    const bearer = await call(t.app, {
      method: 'POST',
      url: '/api/admin/venues',
      token: staffToken,
      payload: { name: 'By API', timezone: 'America/New_York' },
    });
    expect(bearer.statusCode, bearer.body).toBe(201);
    // A script holding its own session cookie: no other site can make a browser send this.
    expect((await createVenue({})).statusCode).toBe(201);
  });

  it('leaves reading alone: GET from another site is not a change', async () => {
    const res = await call(t.app, {
      method: 'GET',
      url: '/api/admin/venues',
      headers: { origin: 'https://evil.example' },
      cookies: { tessera_session: staffToken },
    });
    expect(res.statusCode).toBe(200);
  });
});
