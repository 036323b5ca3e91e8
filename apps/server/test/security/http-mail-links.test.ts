import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '@/db/schema';
import { PASSWORD } from '../customer-accounts/shop-session';
import { addHostname, createAccount, createStaffUser } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { startSmtp } from '../smtp';

/**
 * Finding 4: every link in a mail starts at PUBLIC_URL or at a host name the account has
 * configured, whatever Host, X-Forwarded-Host or X-Forwarded-Proto the request carried.
 */
const PUBLIC_URL = 'https://tessera.example.test';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let staffEmail: string;
let n = 0;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await startTestApp({
    config: { smtp: smtp.smtpConfig, publicUrl: PUBLIC_URL, signInAttemptsPerMinute: 10_000 },
  });
  const db = t.database.db;
  const account = await createAccount(db, { name: 'Harbour Theatre' });
  await addHostname(db, account.id, 'tickets.harbour.test', true);
  await addHostname(db, account.id, 'www.harbour.test');
  const other = await createAccount(db, { name: 'Lakeside Hall' });
  await addHostname(db, other.id, 'lakeside.test', true);
  staffEmail = (await createStaffUser(db, { accountId: account.id, role: 'Admin' })).email;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The links of the newest mail to an address, as the customer's mail program reads them. */
async function linksMailedTo(to: string): Promise<string[]> {
  const mail = await smtp.lastTo(to);
  return [...mail.text.matchAll(/(?:href="|\s)([a-z][a-z0-9+.-]*:\/\/[^\s"<>]+)/gi)].map((m) => m[1]!);
}

/** Forged headers an attacker sends with a request that makes the server mail a victim. */
const forgeries: Array<[string, Record<string, string>]> = [
  ['X-Forwarded-Host', { host: 'tickets.harbour.test', 'x-forwarded-host': 'evil.example' }],
  ['X-Forwarded-Proto', { host: 'tickets.harbour.test', 'x-forwarded-proto': 'javascript' }],
  [
    'X-Forwarded-Host and -Proto with a port',
    {
      host: 'tickets.harbour.test',
      'x-forwarded-host': 'evil.example:8443',
      'x-forwarded-proto': 'http',
    },
  ],
  ['Host with a port hiding another host', { host: 'tickets.harbour.test:443@evil.example' }],
];

describe('finding 4: mail links come from PUBLIC_URL or the account’s host names only', () => {
  it.each(forgeries)('a shop verification mail ignores a forged %s', async (_label, headers) => {
    const email = `verify-${++n}@example.test`;
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/shop/account/register',
      headers,
      payload: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const links = await linksMailedTo(email);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link).toMatch(/^https:\/\/tickets\.harbour\.test\/shop\/account\/verify-email\?token=[\w-]+$/);
    }
  });

  it.each(forgeries)('a shop password reset mail ignores a forged %s', async (_label, headers) => {
    const email = `reset-${++n}@example.test`;
    const reg = await call(t.app, {
      method: 'POST',
      url: '/api/shop/account/register',
      headers: { host: 'www.harbour.test' },
      payload: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
    });
    expect(reg.statusCode, reg.body).toBe(201);
    const token = (await linksMailedTo(email))[0]!.split('token=')[1]!;
    const verified = await call(t.app, {
      method: 'POST',
      url: '/api/shop/account/verify-email',
      headers: { host: 'www.harbour.test' },
      payload: { token },
    });
    expect(verified.statusCode, verified.body).toBe(200);

    const res = await call(t.app, {
      method: 'POST',
      url: '/api/shop/account/forgot-password',
      headers,
      payload: { email },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    await expect
      .poll(() => smtp.received.filter((m) => m.to.includes(email)).length, { timeout: 15_000 })
      .toBe(2);
    const links = await linksMailedTo(email);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link).toMatch(/^https:\/\/tickets\.harbour\.test\/shop\/account\/reset-password\?token=[\w-]+$/);
    }
  });

  it('a link keeps the configured host name the customer used, on PUBLIC_URL’s scheme', async () => {
    const email = `www-${++n}@example.test`;
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/shop/account/register',
      headers: { host: 'WWW.Harbour.Test', 'x-forwarded-proto': 'http' },
      payload: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    for (const link of await linksMailedTo(email)) {
      expect(link).toMatch(/^https:\/\/www\.harbour\.test\/shop\/account\/verify-email\?token=/);
    }
  });

  it('a host name that is not the account’s mails nothing', async () => {
    const email = `stranger-${++n}@example.test`;
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/shop/account/register',
      headers: { host: 'evil.example' },
      payload: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
    });
    expect(res.statusCode).toBe(404);
    const kept = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(kept).toEqual([]);
  });

  it.each(forgeries)('a back-office reset mail ignores a forged %s', async (_label, headers) => {
    const before = smtp.received.filter((m) => m.to.includes(staffEmail)).length;
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/auth/password-reset',
      headers,
      payload: { email: staffEmail },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    await expect
      .poll(() => smtp.received.filter((m) => m.to.includes(staffEmail)).length, { timeout: 15_000 })
      .toBe(before + 1);
    const links = await linksMailedTo(staffEmail);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link).toMatch(/^https:\/\/tessera\.example\.test\/admin\/v2\/auth\/reset-password\/[\w-]+$/);
    }
  });
});
