import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { PASSWORD, registeredCustomer, shopCall } from '../customer-accounts/shop-session';
import { addHostname, createAccount, createStaffUser, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await startTestApp({ withSmtp: true });
  const account = await createAccount(t.database.db, { name: 'Riverside Arts' });
  await addHostname(t.database.db, account.id, 'localhost', true);
  const admin = await createStaffUser(t.database.db, { accountId: account.id, role: 'Admin' });
  adminToken = await signInAs(t.app, admin.email);
});
afterAll(() => t.close());

async function offerDeletion(on: boolean) {
  const current = await call(t.app, { method: 'GET', url: '/api/admin/account-settings', token: adminToken });
  const { id: _id, enableSeasonTickets: _s, enableNimbus: _n, ...input } = current.data;
  const saved = await call(t.app, {
    method: 'PUT',
    url: '/api/admin/account-settings',
    token: adminToken,
    payload: { ...input, registeredGuestCanDeleteAccount: on },
  });
  expect(saved.statusCode).toBe(200);
}

const customerByEmail = async (email: string) =>
  rows<{ first_name: string; email: string; anonymized_at: Date | null; password_hash: string | null }>(
    t.database.db,
    sql`SELECT first_name, email, anonymized_at, password_hash FROM customers WHERE email = ${email} OR anonymized_at IS NOT NULL`,
  );

describe('registered guest can delete account', () => {
  it('refuses, and the shop offers no delete, while the venue has it off', async () => {
    await offerDeletion(false);
    const account = await shopCall(t, 'GET', '/api/account');
    expect(account.data.registeredGuestCanDeleteAccount).toBe(false);
    const cookie = await registeredCustomer(t, 'kept@example.test');
    const refused = await shopCall(t, 'POST', '/api/shop/account/delete', {
      cookie,
      payload: { password: PASSWORD },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.data.errors).toEqual([
      expect.objectContaining({ code: 'auth.account_deletion_not_offered' }),
    ]);
    const [kept] = await customerByEmail('kept@example.test');
    expect(kept).toMatchObject({ first_name: 'Ada', anonymized_at: null });
  });

  it('deletes the account when offered: personal data gone, signed out, no sign-in again', async () => {
    await offerDeletion(true);
    expect((await shopCall(t, 'GET', '/api/account')).data.registeredGuestCanDeleteAccount).toBe(true);
    const cookie = await registeredCustomer(t, 'leaving@example.test');
    const wrong = await shopCall(t, 'POST', '/api/shop/account/delete', {
      cookie,
      payload: { password: 'not-my-password' },
    });
    expect(wrong.data.errors).toEqual([
      expect.objectContaining({ code: 'auth.current_password_incorrect', field: 'password' }),
    ]);

    const done = await shopCall(t, 'POST', '/api/shop/account/delete', {
      cookie,
      payload: { password: PASSWORD },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(
      (await customerByEmail('leaving@example.test')).filter((c) => c.email === 'leaving@example.test'),
    ).toEqual([]);
    const session = await shopCall(t, 'GET', '/api/shop/account/session', { cookie });
    expect(session.data.customer).toBeNull();
    const again = await shopCall(t, 'POST', '/api/shop/account/login', {
      payload: { email: 'leaving@example.test', password: PASSWORD },
    });
    expect(again.statusCode).not.toBe(200);
  });
});
