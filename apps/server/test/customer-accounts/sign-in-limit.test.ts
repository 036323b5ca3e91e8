import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addHostname, createAccount } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { PASSWORD, registeredCustomer, shopCall } from './shop-session';

let t: TestApp;

beforeAll(async () => {
  // Registration, verification and the first sign-in spend 3 of the 6 attempts a minute.
  t = await startTestApp({ withSmtp: true, config: { signInAttemptsPerMinute: 6 } });
  const account = await createAccount(t.database.db);
  await addHostname(t.database.db, account.id, 'localhost', true);
  await registeredCustomer(t, 'hash@example.test');
});
afterAll(() => t.close());

describe('sign-in', () => {
  it('answers a wrong password and an unknown email alike, and limits attempts per address', async () => {
    const wrong = await shopCall(t, 'POST', '/api/shop/account/login', {
      payload: { email: 'hash@example.test', password: 'Wrong-Password-1!' },
    });
    const unknown = await shopCall(t, 'POST', '/api/shop/account/login', {
      payload: { email: 'nobody@example.test', password: 'Wrong-Password-1!' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.data).toEqual(wrong.data);
    expect((wrong.data.errors as { message: string }[])[0]?.message).toBe(
      'Unable to login with this email and password.',
    );
    let last = wrong;
    for (let i = 0; i < 4; i++) {
      last = await shopCall(t, 'POST', '/api/shop/account/login', {
        payload: { email: 'hash@example.test', password: 'Wrong-Password-1!' },
      });
    }
    expect(last.statusCode).toBe(429);
    expect((last.data.errors as { code: string }[])[0]?.code).toBe('auth.too_many_attempts');
    // The right password is refused too while the address is limited.
    const right = await shopCall(t, 'POST', '/api/shop/account/login', {
      payload: { email: 'hash@example.test', password: PASSWORD },
    });
    expect(right.statusCode).toBe(429);
  });
});
