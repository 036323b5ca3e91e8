import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { mailedToken, PASSWORD } from '../customer-accounts/shop-session';
import { addHostname, createAccount, createStaffUser } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';

/**
 * Finding 9: the venue's own sites (the account's host names) may show the shop in a frame,
 * and over https the shop keeps its basket and its customer signed in there (SameSite=None;
 * Secure; Partitioned cookies); every other site may not frame it, and nobody may frame the
 * back office.
 */
const SHOP = 'tickets.harbour.test';
const VENUE_SITE = 'www.harbour.test';

let webDir: string;
let t: TestApp;
let f: SaleFixture;

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'tessera-web-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Tessera</title><div id="root"></div>');
  t = await startTestApp({ webDir, withSmtp: true, config: { publicUrl: 'https://tessera.example.test' } });
  f = await saleFixture(t);
  await addHostname(t.database.db, f.accountId, SHOP, true);
  await addHostname(t.database.db, f.accountId, VENUE_SITE);
  const other = await createAccount(t.database.db);
  await addHostname(t.database.db, other.id, 'lakeside.test', true);
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

function frameAncestors(res: { headers: Record<string, unknown> }): string[] {
  const csp = String(res.headers['content-security-policy'] ?? '');
  const directive = csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('frame-ancestors '));
  return (directive ?? '').split(/\s+/).slice(1).sort();
}

/** The Set-Cookie line of one cookie, as the browser reads it. */
function setCookieLine(res: { headers: Record<string, unknown> }, name: string): string {
  const lines = ([] as string[]).concat((res.headers['set-cookie'] as string | string[] | undefined) ?? []);
  const line = lines.find((l) => l.startsWith(`${name}=`));
  if (!line) throw new Error(`no ${name} cookie in ${JSON.stringify(lines)}`);
  return line;
}

/** A request from the shop inside the venue's frame: the frame's own origin calls its API. */
const inFrame = (cookie?: string) => ({
  host: SHOP,
  origin: `https://${SHOP}`,
  'sec-fetch-site': 'same-origin',
  ...(cookie ? { cookie } : {}),
});

describe('finding 9: the shop works inside the venue’s frame; the back office is never framed', () => {
  it.each(['/shop', '/shop/events/1', '/shop/account/sign-in'])(
    'the shop page %s may be framed by the account’s host names only',
    async (url) => {
      const res = await call(t.app, { method: 'GET', url, headers: { host: SHOP } });
      expect(res.statusCode).toBe(200);
      expect(frameAncestors(res)).toEqual(["'self'", SHOP, VENUE_SITE].sort());
      // X-Frame-Options cannot name sites; frame-ancestors decides.
      expect(res.headers['x-frame-options']).toBeUndefined();
    },
  );

  it('another account’s host names do not count', async () => {
    const res = await call(t.app, { method: 'GET', url: '/shop', headers: { host: 'lakeside.test' } });
    expect(frameAncestors(res)).toEqual(["'self'", 'lakeside.test'].sort());
    const unknown = await call(t.app, { method: 'GET', url: '/shop', headers: { host: 'evil.example' } });
    expect(frameAncestors(unknown)).toEqual(["'self'"]);
  });

  it.each([
    '/admin/v2',
    '/admin/v2/auth/login',
    '/admin/v2/events/12',
    '/api/shop/series',
    '/api/admin/users',
  ])('%s may not be framed by anyone, on the shop’s host name too', async (url) => {
    const res = await call(t.app, { method: 'GET', url, headers: { host: SHOP } });
    expect(frameAncestors(res)).toEqual(["'none'"]);
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('over https the basket cookie is SameSite=None; Secure; Partitioned and keeps the basket', async () => {
    const added = await call(t.app, {
      method: 'POST',
      url: '/api/shop/basket/seats',
      headers: inFrame(),
      payload: { eventId: f.eventId, seatIds: [f.seats.get('A-1')!] },
    });
    expect(added.statusCode, added.body).toBe(200);
    const line = setCookieLine(added, 'tessera_basket');
    expect(line).toMatch(/; SameSite=None/i);
    expect(line).toMatch(/; Secure/i);
    expect(line).toMatch(/; Partitioned/i);
    expect(line).toMatch(/; HttpOnly/i);
    const cookie = line.split(';')[0]!;

    // The frame's next request carries the cookie (SameSite=None) and finds the same basket.
    const basket = await call(t.app, { method: 'GET', url: '/api/shop/basket', headers: inFrame(cookie) });
    expect(basket.statusCode, basket.body).toBe(200);
    expect((basket.data.basket as { items: unknown[] } | null)?.items).toHaveLength(1);
  });

  it('over https a customer signed in inside the frame stays signed in there', async () => {
    const email = 'framed@example.test';
    const reg = await call(t.app, {
      method: 'POST',
      url: '/api/shop/account/register',
      headers: inFrame(),
      payload: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
    });
    expect(reg.statusCode, reg.body).toBe(201);
    const token = await mailedToken(t, email, 'verify-email');
    await call(t.app, {
      method: 'POST',
      url: '/api/shop/account/verify-email',
      headers: inFrame(),
      payload: { token },
    });
    const login = await call(t.app, {
      method: 'POST',
      url: '/api/shop/account/login',
      headers: inFrame(),
      payload: { email, password: PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    const line = setCookieLine(login, 'tessera_shop_session');
    expect(line).toMatch(/; SameSite=None/i);
    expect(line).toMatch(/; Secure/i);
    expect(line).toMatch(/; Partitioned/i);
    const session = await call(t.app, {
      method: 'GET',
      url: '/api/shop/account/session',
      headers: inFrame(line.split(';')[0]!),
    });
    expect((session.data.customer as { email: string } | null)?.email).toBe(email);
  });

  it('the staff session cookie stays SameSite=Strict, https or not', async () => {
    const user = await createStaffUser(t.database.db, { accountId: f.accountId, role: 'Admin' });
    const login = await call(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'Correct-Horse-9!' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const line = setCookieLine(login, 'tessera_session');
    expect(line).toMatch(/; SameSite=Strict/i);
    expect(line).not.toMatch(/SameSite=None/i);
  });

  it('over plain http the shop cookies stay SameSite=Strict (browsers refuse None without Secure)', async () => {
    const plain = await startTestApp({ config: { publicUrl: 'http://localhost:3000' } });
    try {
      const g = await saleFixture(plain);
      await addHostname(plain.database.db, g.accountId, 'localhost', true);
      const added = await call(plain.app, {
        method: 'POST',
        url: '/api/shop/basket/seats',
        payload: { eventId: g.eventId, seatIds: [g.seats.get('A-1')!] },
      });
      expect(added.statusCode, added.body).toBe(200);
      const line = setCookieLine(added, 'tessera_basket');
      expect(line).toMatch(/; SameSite=Strict/i);
      expect(line).not.toMatch(/Partitioned|SameSite=None/i);
    } finally {
      await plain.close();
    }
  });
});
