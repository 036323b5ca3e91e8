import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { addHostname, createAccount } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { mailedToken, PASSWORD, registeredCustomer, shopCall } from './shop-session';

let t: TestApp;

beforeAll(async () => {
  // Many sign-ins from one address here: the per-address limit has its own file.
  t = await startTestApp({ withSmtp: true, config: { signInAttemptsPerMinute: 10_000 } });
  const account = await createAccount(t.database.db);
  await addHostname(t.database.db, account.id, 'localhost', true);
});
afterAll(() => t.close());

const signedIn = async (cookie: string) =>
  (await shopCall(t, 'GET', '/api/shop/account/session', { cookie })).data.customer !== null;

describe('shop sessions', () => {
  it('end after 20 idle minutes; activity and "stay signed in" keep them', async () => {
    const cookie = await registeredCustomer(t, 'idle@example.test');
    t.clock.advance(15 * 60_000);
    const kept = await shopCall(t, 'POST', '/api/shop/account/session/keep-alive', { cookie });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.data.idleExpiresAt).toBe(new Date(t.clock.now.getTime() + 20 * 60_000).toISOString());
    t.clock.advance(15 * 60_000);
    expect(await signedIn(cookie)).toBe(true);
    t.clock.advance(21 * 60_000);
    expect(await signedIn(cookie)).toBe(false);
    const refused = await shopCall(t, 'GET', '/api/shop/account/orders', { cookie });
    expect(refused.statusCode).toBe(401);
  });

  it('end at the absolute limit however active', async () => {
    const cookie = await registeredCustomer(t, 'absolute@example.test');
    for (let i = 0; i < 8 * 4 - 1; i++) {
      t.clock.advance(15 * 60_000);
      expect((await shopCall(t, 'POST', '/api/shop/account/session/keep-alive', { cookie })).statusCode).toBe(
        200,
      );
    }
    t.clock.advance(15 * 60_000);
    expect((await shopCall(t, 'POST', '/api/shop/account/session/keep-alive', { cookie })).statusCode).toBe(
      401,
    );
  });

  it('end at sign-out', async () => {
    const cookie = await registeredCustomer(t, 'signout@example.test');
    const out = await shopCall(t, 'POST', '/api/shop/account/logout', { cookie });
    expect(out.statusCode).toBe(200);
    expect(await signedIn(cookie)).toBe(false);
  });

  it('store only a hash of the token', async () => {
    const cookie = await registeredCustomer(t, 'hash@example.test');
    const found = await rows<{ n: number | string }>(
      t.database.db,
      sql`SELECT count(*) AS n FROM customer_sessions WHERE token_hash = ${cookie}`,
    );
    expect(Number(found[0]!.n)).toBe(0);
  });

  it('a staff session cookie is not a shop session', async () => {
    const res = await shopCall(t, 'GET', '/api/shop/account/orders', {});
    expect(res.statusCode).toBe(401);
  });
});

describe('password reset and change', () => {
  it('resets with a mailed link once; the old sessions end', async () => {
    const email = 'reset@example.test';
    const cookie = await registeredCustomer(t, email);
    const asked = await shopCall(t, 'POST', '/api/shop/account/forgot-password', { payload: { email } });
    expect(asked.statusCode).toBe(200);
    const unknown = await shopCall(t, 'POST', '/api/shop/account/forgot-password', {
      payload: { email: 'nobody@example.test' },
    });
    expect(unknown.statusCode).toBe(200);
    const token = await mailedToken(t, email, 'reset-password');
    const body = { token, password: 'Fresh-Password-2027!', confirmPassword: 'Fresh-Password-2027!' };
    expect(
      (await shopCall(t, 'POST', '/api/shop/account/reset-password', { payload: body })).statusCode,
    ).toBe(200);
    const twice = await shopCall(t, 'POST', '/api/shop/account/reset-password', { payload: body });
    expect((twice.data.errors as { code: string }[])[0]?.code).toBe('auth.reset_token_invalid');
    expect(await signedIn(cookie)).toBe(false);
    const login = await shopCall(t, 'POST', '/api/shop/account/login', {
      payload: { email, password: 'Fresh-Password-2027!' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('changes the password only with the current one', async () => {
    const email = 'change@example.test';
    const cookie = await registeredCustomer(t, email);
    const wrong = await shopCall(t, 'POST', '/api/shop/account/password', {
      cookie,
      payload: { currentPassword: 'nope', password: 'Another-Pass-1!', confirmPassword: 'Another-Pass-1!' },
    });
    expect((wrong.data.errors as { code: string }[])[0]?.code).toBe('auth.current_password_incorrect');
    const ok = await shopCall(t, 'POST', '/api/shop/account/password', {
      cookie,
      payload: { currentPassword: PASSWORD, password: 'Another-Pass-1!', confirmPassword: 'Another-Pass-1!' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await signedIn(cookie)).toBe(true);
    const old = await shopCall(t, 'POST', '/api/shop/account/login', {
      payload: { email, password: PASSWORD },
    });
    expect(old.statusCode).toBe(401);
  });
});
