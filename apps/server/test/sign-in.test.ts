import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  codeAt,
  createAccount,
  createStaffUser,
  signInAs,
  TEST_PASSWORD,
  TEST_TOTP_SECRET,
} from './factories';
import { call, startTestApp, type TestApp } from './harness';

let t: TestApp;
let accountId: number;
let adminToken: string;

beforeAll(async () => {
  t = await startTestApp();
  accountId = (await createAccount(t.database.db)).id;
  const admin = await createStaffUser(t.database.db, { accountId, role: 'Admin' });
  adminToken = await signInAs(t.app, admin.email);
});
afterAll(() => t.close());

// Sign-in is rate-limited per address: each test signs in from an address of its own.
let testNumber = 0;
beforeEach(() => {
  testNumber++;
});
const login = (payload: Record<string, unknown>) =>
  call(t.app, { method: 'POST', url: '/api/auth/login', payload, remoteAddress: `10.0.${testNumber}.1` });

async function auditActions(userId: number): Promise<string[]> {
  const res = await call(t.app, {
    method: 'GET',
    url: `/api/admin/audit-log?userId=${userId}&pageSize=100`,
    token: adminToken,
  });
  return (res.data.items as { action: string }[]).map((i) => i.action).reverse();
}

describe('lockout', () => {
  it('locks a user out after four wrong passwords in a row, even with the right one after', async () => {
    const user = await createStaffUser(t.database.db, { accountId, role: 'CallCenter' });
    for (let i = 1; i <= 3; i++) {
      const res = await login({ email: user.email, password: `Wrong-${i}-pass!` });
      expect(res.data.errors).toEqual([expect.objectContaining({ code: 'auth.invalid_credentials' })]);
    }
    const fourth = await login({ email: user.email, password: 'Wrong-4-pass!' });
    expect(fourth.statusCode).toBe(423);
    expect((fourth.data.errors as { message: string }[])[0]?.message).toContain('locked');
    const right = await login({ email: user.email, password: TEST_PASSWORD });
    expect(right.statusCode).toBe(423);
    expect(right.headers['set-cookie']).toBeUndefined();

    const shown = await call(t.app, { method: 'GET', url: `/api/admin/users/${user.id}`, token: adminToken });
    expect(shown.data).toMatchObject({ status: 'locked', lockedOut: true, failedSignIns: 4 });
    const unlocked = await call(t.app, {
      method: 'POST',
      url: `/api/admin/users/${user.id}/unlock`,
      token: adminToken,
    });
    expect(unlocked.data).toMatchObject({ status: 'active', lockedOut: false, failedSignIns: 0 });
    expect((await login({ email: user.email, password: TEST_PASSWORD })).statusCode).toBe(200);
    expect(await auditActions(user.id)).toEqual([
      'sign_in_failed',
      'sign_in_failed',
      'sign_in_failed',
      'sign_in_failed',
      'lockout',
      'sign_in_failed',
      'unlock',
      'sign_in',
    ]);
  });

  it('counts only consecutive failures: a good sign-in starts the count again', async () => {
    const user = await createStaffUser(t.database.db, { accountId });
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 3; i++) await login({ email: user.email, password: 'Nope-nope-1!' });
      expect((await login({ email: user.email, password: TEST_PASSWORD })).statusCode).toBe(200);
    }
  });
});

describe('two-factor sign-in', () => {
  it('asks for the code once 2FA is set up, takes it, and refuses it a second time', async () => {
    const user = await createStaffUser(t.database.db, { accountId, totpSecret: TEST_TOTP_SECRET });
    const first = await login({ email: user.email, password: TEST_PASSWORD });
    expect(first.statusCode).toBe(401);
    expect(first.data.errors).toEqual([
      { code: 'auth.two_factor_required', message: 'Enter the code from your authenticator app.' },
    ]);
    const code = codeAt(t.clock.now);
    const ok = await login({ email: user.email, password: TEST_PASSWORD, code });
    expect(ok.statusCode).toBe(200);
    const reused = await login({ email: user.email, password: TEST_PASSWORD, code });
    expect(reused.statusCode).toBe(401);
    expect((reused.data.errors as { code: string }[])[0]?.code).toBe('auth.two_factor_invalid');
    const wrong = await login({ email: user.email, password: TEST_PASSWORD, code: '000000' });
    expect((wrong.data.errors as { code: string }[])[0]?.code).toBe('auth.two_factor_invalid');
    t.clock.advance(30_000);
    expect(
      (await login({ email: user.email, password: TEST_PASSWORD, code: codeAt(t.clock.now) })).statusCode,
    ).toBe(200);
  });

  it('forces setup when the group requires 2FA: only the setup is open until a code confirms it', async () => {
    const user = await createStaffUser(t.database.db, { accountId, role: 'CallCenter', require2fa: true });
    const res = await login({ email: user.email, password: TEST_PASSWORD });
    expect(res.data.twoFactorSetupRequired).toBe(true);
    const token = res.data.token as string;
    const details = await call(t.app, { method: 'GET', url: '/api/account/details', token });
    expect(details.data).toMatchObject({ TwoFactorSetupRequired: true, TwoFactorEnabled: false });
    const blocked = await call(t.app, { method: 'GET', url: '/api/admin/features', token });
    expect(blocked.statusCode).toBe(403);
    expect((blocked.data.errors as { code: string }[])[0]?.code).toBe('auth.two_factor_setup_required');

    const setup = await call(t.app, { method: 'POST', url: '/api/auth/2fa/setup', token });
    expect(setup.data.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(setup.data.qrCodeSvg).toContain('<svg');
    const secret = setup.data.secret as string;
    const bad = await call(t.app, {
      method: 'POST',
      url: '/api/auth/2fa/confirm',
      token,
      payload: { code: '123456' },
    });
    expect(bad.statusCode).toBe(401);
    const good = await call(t.app, {
      method: 'POST',
      url: '/api/auth/2fa/confirm',
      token,
      payload: { code: codeAt(t.clock.now, secret) },
    });
    expect(good.statusCode).toBe(200);
    expect((await call(t.app, { method: 'GET', url: '/api/admin/features', token })).statusCode).toBe(200);
    // The code that confirmed the setup cannot sign in again.
    const replay = await login({
      email: user.email,
      password: TEST_PASSWORD,
      code: codeAt(t.clock.now, secret),
    });
    expect(replay.statusCode).toBe(401);
    t.clock.advance(30_000);
    const next = await login({
      email: user.email,
      password: TEST_PASSWORD,
      code: codeAt(t.clock.now, secret),
    });
    expect(next.data.twoFactorSetupRequired).toBe(false);

    const removed = await call(t.app, {
      method: 'DELETE',
      url: `/api/admin/users/${user.id}/2fa`,
      token: adminToken,
    });
    expect(removed.data.twoFactorEnabled).toBe(false);
    const again = await login({ email: user.email, password: TEST_PASSWORD });
    expect(again.data.twoFactorSetupRequired).toBe(true);
    expect(await auditActions(user.id)).toEqual(
      expect.arrayContaining(['two_factor_enabled', 'two_factor_removed']),
    );
  });

  it('refuses to confirm a setup that was never started', async () => {
    const user = await createStaffUser(t.database.db, { accountId });
    const token = await signInAs(t.app, user.email);
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/auth/2fa/confirm',
      token,
      payload: { code: '123456' },
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('staff sessions', () => {
  it('ends a session left idle for 30 minutes; activity keeps it open', async () => {
    const user = await createStaffUser(t.database.db, { accountId });
    const token = await signInAs(t.app, user.email);
    t.clock.advance(29 * 60_000);
    const alive = await call(t.app, { method: 'POST', url: '/api/auth/session/keep-alive', token });
    expect(alive.data.idleExpiresAt).toBe(new Date(t.clock.now.getTime() + 30 * 60_000).toISOString());
    t.clock.advance(29 * 60_000);
    expect((await call(t.app, { method: 'GET', url: '/api/account/details', token })).statusCode).toBe(200);
    t.clock.advance(30 * 60_000 + 1);
    expect((await call(t.app, { method: 'GET', url: '/api/account/details', token })).statusCode).toBe(401);
  });

  it('follows the account’s own idle and absolute limits', async () => {
    const account = await createAccount(t.database.db, { staffIdleMinutes: 10, staffSessionHours: 1 });
    const user = await createStaffUser(t.database.db, { accountId: account.id });
    const res = await login({ email: user.email, password: TEST_PASSWORD });
    const start = t.clock.now.getTime();
    expect(res.data.expiresAt).toBe(new Date(start + 3_600_000).toISOString());
    expect(res.data.idleExpiresAt).toBe(new Date(start + 600_000).toISOString());
    const details = await call(t.app, {
      method: 'GET',
      url: '/api/account/details',
      token: res.data.token as string,
    });
    expect(details.data.Session).toMatchObject({ idleMinutes: 10 });
  });

  it('gives a new token on every sign-in', async () => {
    const user = await createStaffUser(t.database.db, { accountId });
    const a = await signInAs(t.app, user.email);
    const b = await signInAs(t.app, user.email);
    expect(a).not.toBe(b);
  });
});
