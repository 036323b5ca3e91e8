import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '@/db/schema';
import { addHostname, createAccount } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { mailedToken, PASSWORD, sessionCookie, shopCall } from './shop-session';

let t: TestApp;
let accountId: number;

beforeAll(async () => {
  t = await startTestApp({ withSmtp: true });
  const account = await createAccount(t.database.db);
  accountId = account.id;
  await addHostname(t.database.db, account.id, 'localhost', true);
});
afterAll(() => t.close());

const registration = (email: string, overrides: object = {}) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email,
  password: PASSWORD,
  confirmPassword: PASSWORD,
  ...overrides,
});
const codes = (res: { data: Record<string, unknown> }) =>
  (res.data.errors as { code: string }[]).map((e) => e.code);

describe('shop registration and email verification', () => {
  it('refuses weak or mismatched passwords with the §5 messages', async () => {
    const res = await shopCall(t, 'POST', '/api/shop/account/register', {
      payload: registration('weak@example.test', { password: 'short', confirmPassword: 'other' }),
    });
    expect(res.statusCode).toBe(400);
    const messages = (res.data.errors as { field: string; message: string }[]).map(
      (e) => `${e.field}: ${e.message}`,
    );
    expect(messages).toContain('password: Use at least 8 characters');
    expect(messages).toContain('confirmPassword: Your passwords do not match');
  });

  it('registers, refuses sign-in until the email is verified, then signs in', async () => {
    const email = 'grace@example.test';
    const reg = await shopCall(t, 'POST', '/api/shop/account/register', { payload: registration(email) });
    expect(reg.statusCode, reg.body).toBe(201);
    expect(reg.data.resendAvailableAt).toBe(new Date(t.clock.now.getTime() + 60_000).toISOString());

    const early = await shopCall(t, 'POST', '/api/shop/account/login', {
      payload: { email, password: PASSWORD },
    });
    expect(codes(early)).toEqual(['auth.email_not_verified']);

    const token = await mailedToken(t, email, 'verify-email');
    const verified = await shopCall(t, 'POST', '/api/shop/account/verify-email', { payload: { token } });
    expect(verified.statusCode, verified.body).toBe(200);
    const again = await shopCall(t, 'POST', '/api/shop/account/verify-email', { payload: { token } });
    expect(codes(again)).toEqual(['auth.verification_invalid']);

    const login = await shopCall(t, 'POST', '/api/shop/account/login', {
      payload: { email, password: PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    const cookie = login.cookies.find((c) => c.name === 'tessera_shop_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    const session = await shopCall(t, 'GET', '/api/shop/account/session', { cookie: sessionCookie(login) });
    expect(session.data.customer).toMatchObject({ email, firstName: 'Grace' });
  });

  it('refuses a second registration of an address with the spec message', async () => {
    const res = await shopCall(t, 'POST', '/api/shop/account/register', {
      payload: registration('GRACE@example.test'),
    });
    expect(res.statusCode).toBe(409);
    expect(res.data.errors).toEqual([
      {
        code: 'auth.customer_email_registered',
        field: 'email',
        message: 'This email has already been registered. Please log in to continue.',
      },
    ]);
  });

  it('throttles the verification resend with a countdown', async () => {
    const email = 'throttle@example.test';
    await shopCall(t, 'POST', '/api/shop/account/register', { payload: registration(email) });
    const soon = await shopCall(t, 'POST', '/api/shop/account/verify-email/resend', { payload: { email } });
    expect(soon.statusCode).toBe(429);
    expect(soon.data.errors).toEqual([
      expect.objectContaining({
        code: 'auth.verification_resend_too_soon',
        message: 'Please wait 60 seconds before asking for another email.',
      }),
    ]);
    const first = await mailedToken(t, email, 'verify-email');
    t.clock.advance(61_000);
    const later = await shopCall(t, 'POST', '/api/shop/account/verify-email/resend', { payload: { email } });
    expect(later.statusCode, later.body).toBe(200);
    const second = await mailedToken(t, email, 'verify-email');
    expect(second).not.toBe(first);
    // Only the newest link works.
    const old = await shopCall(t, 'POST', '/api/shop/account/verify-email', { payload: { token: first } });
    expect(codes(old)).toEqual(['auth.verification_invalid']);
    const current = await shopCall(t, 'POST', '/api/shop/account/verify-email', {
      payload: { token: second },
    });
    expect(current.statusCode).toBe(200);
  });

  it('lets a box-office customer without a password claim the record by registering', async () => {
    const email = 'boxoffice@example.test';
    const [row] = await t.database.db
      .insert(customers)
      .values({ accountId, firstName: 'Box', lastName: 'Office', email, createdAt: t.clock.now })
      .returning();
    const reg = await shopCall(t, 'POST', '/api/shop/account/register', { payload: registration(email) });
    expect(reg.statusCode, reg.body).toBe(201);
    const token = await mailedToken(t, email, 'verify-email');
    await shopCall(t, 'POST', '/api/shop/account/verify-email', { payload: { token } });
    const login = await shopCall(t, 'POST', '/api/shop/account/login', {
      payload: { email, password: PASSWORD },
    });
    const session = await shopCall(t, 'GET', '/api/shop/account/session', { cookie: sessionCookie(login) });
    expect((session.data.customer as { id: number }).id).toBe(row!.id);
  });
});
