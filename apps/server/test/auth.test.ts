import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createStaffUser, signInAs, TEST_PASSWORD } from './factories';
import { call, startTestApp, type TestApp } from './harness';

let t: TestApp;
let accountId: number;

beforeAll(async () => {
  t = await startTestApp();
  accountId = (await createAccount(t.database.db)).id;
});
afterAll(() => t.close());

function cookieOf(res: { headers: Record<string, unknown> }): string {
  const header = res.headers['set-cookie'];
  return Array.isArray(header) ? header.join('\n') : String(header ?? '');
}

describe('staff sign-in', () => {
  it('opens a session held in an HttpOnly SameSite=Strict cookie and usable as a Bearer token', async () => {
    const user = await createStaffUser(t.database.db, { accountId, role: 'CallCenter' });
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const cookie = cookieOf(res);
    expect(cookie).toMatch(/tessera_session=[\w-]{40,}/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).not.toContain('Secure');

    const token = res.data.token as string;
    const viaBearer = await call(t.app, { method: 'GET', url: '/api/account/details', token });
    expect(viaBearer.statusCode).toBe(200);
    expect(viaBearer.data).toMatchObject({
      AccountID: accountId,
      ID: user.id,
      Role: { id: 'CallCenter', name: 'Call center' },
      UserAccountGroup: { id: user.userGroupId },
    });
    const viaCookie = await call(t.app, {
      method: 'GET',
      url: '/api/account/details',
      cookies: { tessera_session: token },
    });
    expect(viaCookie.statusCode).toBe(200);
  });

  it('marks the cookie Secure when served over https', async () => {
    const secure = await startTestApp({ config: { publicUrl: 'https://tickets.example.test' } });
    try {
      const account = await createAccount(secure.database.db);
      const user = await createStaffUser(secure.database.db, { accountId: account.id });
      const res = await call(secure.app, {
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: TEST_PASSWORD },
      });
      expect(cookieOf(res)).toContain('Secure');
    } finally {
      await secure.close();
    }
  });

  it('answers a wrong password and an unknown email alike, with the spec’s message', async () => {
    const user = await createStaffUser(t.database.db, { accountId });
    for (const payload of [
      { email: user.email, password: 'Wrong-password-1!' },
      { email: 'nobody@example.test', password: TEST_PASSWORD },
    ]) {
      const res = await call(t.app, { method: 'POST', url: '/api/auth/login', payload });
      expect(res.statusCode).toBe(401);
      expect(res.data).toEqual({
        errors: [
          { code: 'auth.invalid_credentials', message: 'Unable to login with this email and password.' },
        ],
      });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses a deactivated user', async () => {
    const user = await createStaffUser(t.database.db, { accountId, active: false });
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
  });

  it('ends the session on sign-out', async () => {
    const user = await createStaffUser(t.database.db, { accountId });
    const token = await signInAs(t.app, user.email);
    // Browsers send the JSON content type with an empty body; that is no body, not bad JSON.
    const out = await call(t.app, {
      method: 'POST',
      url: '/api/auth/logout',
      token,
      headers: { 'content-type': 'application/json' },
    });
    expect(out.statusCode).toBe(200);
    expect(cookieOf(out)).toMatch(/tessera_session=;/);
    const after = await call(t.app, { method: 'GET', url: '/api/account/details', token });
    expect(after.statusCode).toBe(401);
    expect(after.data).toEqual({
      errors: [{ code: 'auth.unauthenticated', message: 'Please sign in to continue.' }],
    });
  });

  it('expires a session twelve hours after sign-in, however busy it is', async () => {
    const user = await createStaffUser(t.database.db, { accountId });
    const token = await signInAs(t.app, user.email);
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      t.clock.advance(20 * 60_000);
      expect((await call(t.app, { method: 'GET', url: '/api/account/details', token })).statusCode).toBe(200);
    }
    t.clock.advance(20 * 60_000);
    expect((await call(t.app, { method: 'GET', url: '/api/account/details', token })).statusCode).toBe(401);
  });

  it('answers many requests at once each with its own session, looked up together', async () => {
    const people = await Promise.all(
      (['CallCenter', 'BoxOfficeSupervisor', 'Admin'] as const).map((role) =>
        createStaffUser(t.database.db, { accountId, role }),
      ),
    );
    const tokens = await Promise.all(people.map((p) => signInAs(t.app, p.email)));
    const ended = await signInAs(t.app, people[0]!.email);
    await call(t.app, { method: 'POST', url: '/api/auth/logout', token: ended });
    // One lookup runs at a time; every request made meanwhile goes in the next, shared one.
    const asked = Array.from({ length: 40 }, (_, i) => (i % 4 === 3 ? ended : tokens[i % 4]!));
    const answers = await Promise.all(
      asked.map((token) => call(t.app, { method: 'GET', url: '/api/account/details', token })),
    );
    answers.forEach((res, i) => {
      if (i % 4 === 3) {
        expect(res.statusCode).toBe(401);
      } else {
        expect(res.statusCode).toBe(200);
        expect(res.data).toMatchObject({ Email: people[i % 4]!.email, Role: { id: people[i % 4]!.role } });
      }
    });
  });

  it('refuses a made-up token', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/account/details', token: 'x'.repeat(43) });
    expect(res.statusCode).toBe(401);
  });

  it('slows down repeated sign-in attempts from one address, whatever emails it tries', async () => {
    const limited = await startTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const res = await call(limited.app, {
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'accept-language': 'fr' },
          payload: { email: `guess-${i}@example.test`, password: `guess-${i}` },
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(res.data.errors).toEqual([
            {
              code: 'auth.too_many_attempts',
              message: 'Trop de tentatives de connexion. Veuillez patienter quelques minutes puis réessayer.',
            },
          ]);
        }
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });
});
