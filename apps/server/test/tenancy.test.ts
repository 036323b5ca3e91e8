import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '@/db/schema';
import { addHostname, createAccount, createStaffUser, signInAs } from './factories';
import { call, startTestApp, type TestApp } from './harness';

let t: TestApp;
let a: { id: number; name: string };
let b: { id: number; name: string };
let tokenA: string;

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  a = await createAccount(db, { name: 'Harbour Theatre', currency: 'AUD' });
  b = await createAccount(db, { name: 'Lakeside Hall', currency: 'EUR' });
  await addHostname(db, a.id, 'localhost', true);
  await addHostname(db, a.id, 'tickets.harbour.test');
  await addHostname(db, b.id, 'lakeside.test', true);
  const userA = await createStaffUser(db, { accountId: a.id, role: 'Admin' });
  tokenA = await signInAs(t.app, userA.email);
  await db.insert(mailOutbox).values([
    {
      accountId: a.id,
      to: 'x@a.test',
      subject: 'For Harbour',
      text: 'a',
      status: 'kept',
      createdAt: new Date(),
    },
    {
      accountId: b.id,
      to: 'y@b.test',
      subject: 'For Lakeside',
      text: 'b',
      status: 'kept',
      createdAt: new Date(),
    },
  ]);
});
afterAll(() => t.close());

describe('tenant isolation', () => {
  it('shows staff only their own account, host names and mail', async () => {
    const account = await call(t.app, { method: 'GET', url: '/api/admin/account', token: tokenA });
    expect(account.data).toMatchObject({ id: a.id, name: 'Harbour Theatre', currency: 'AUD' });
    const hosts = await call(t.app, { method: 'GET', url: '/api/admin/accounthostnames', token: tokenA });
    expect((hosts.data as unknown as { hostName: string }[]).map((h) => h.hostName)).toEqual([
      'localhost',
      'tickets.harbour.test',
    ]);
    const outbox = await call(t.app, { method: 'GET', url: '/api/admin/mail/outbox', token: tokenA });
    expect((outbox.data.items as { subject: string }[]).map((m) => m.subject)).toEqual(['For Harbour']);
    expect(outbox.data.total).toBe(1);
  });

  it('resolves the shop’s account from the host name', async () => {
    const lakeside = await call(t.app, {
      method: 'GET',
      url: '/api/account',
      headers: { host: 'Lakeside.test:8080' },
    });
    expect(lakeside.data).toMatchObject({ id: b.id, name: 'Lakeside Hall', currency: 'EUR' });
    const harbour = await call(t.app, {
      method: 'GET',
      url: '/api/accountinformation',
      headers: { host: 'tickets.harbour.test' },
    });
    expect(harbour.data).toMatchObject({ name: 'Harbour Theatre', hostName: 'tickets.harbour.test' });
  });

  it('sends localhost and loopback addresses to the account that owns localhost', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      const res = await call(t.app, { method: 'GET', url: '/api/account', headers: { host } });
      expect(res.data.id, host).toBe(a.id);
    }
  });

  it('answers an unknown host name with a purchasing error', async () => {
    const res = await call(t.app, {
      method: 'GET',
      url: '/api/consumer/features',
      headers: { host: 'nobody.test' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.data.errors).toEqual([
      { code: 'purchase.shop_not_found', message: 'There is no shop at this address.' },
    ]);
  });
});
