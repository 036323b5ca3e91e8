import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { createMailer, type Mailer, type OutgoingMail } from '@/platform/mail/mailer';
import { addHostname, createAccount, createStaffUser } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { linkToken, type Smtp, startSmtp } from '../smtp';

/** A mailer that delivers through SMTP only once the test lets it. */
function heldMailer(smtp: Smtp) {
  const real = createMailer(smtp.smtpConfig);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const started: OutgoingMail[] = [];
  const mailer: Mailer = {
    delivers: true,
    async send(db: Db, accountId: number, mail: OutgoingMail, now: Date) {
      started.push(mail);
      await gate;
      return real.send(db, accountId, mail, now);
    },
    close: () => real.close(),
  };
  return { mailer, started, release };
}

describe('Reset tokens appear in the info-level request log', () => {
  let smtp: Smtp;
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    smtp = await startSmtp();
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    t = await startTestApp({ config: { smtp: smtp.smtpConfig }, logStream: stream });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('keeps every one-time token out of the request log, in paths and queries alike', async () => {
    const accountId = (await createAccount(t.database.db)).id;
    await addHostname(t.database.db, accountId, 'localhost', true);
    const user = await createStaffUser(t.database.db, { accountId });
    await call(t.app, { method: 'POST', url: '/api/auth/password-reset', payload: { email: user.email } });
    const token = linkToken(await smtp.lastTo(user.email));

    const password = 'Logged-Never-7!';
    const requests = [
      { method: 'GET', url: `/admin/v2/auth/reset-password/${token}` },
      { method: 'GET', url: `/api/auth/reset-password/${token}` },
      {
        method: 'POST',
        url: `/api/auth/reset-password/${token}`,
        payload: { password, confirmPassword: password },
      },
      { method: 'GET', url: `/shop/account/verify-email?token=${token}` },
      { method: 'GET', url: `/shop/account/reset-password?lang=fr&token=${token}` },
    ] as const;
    for (const request of requests) await call(t.app, { ...request, headers: { host: 'localhost' } });
    expect((await call(t.app, { method: 'GET', url: `/api/auth/reset-password/${token}` })).statusCode).toBe(
      400,
    );

    const logged = lines.map((line) => JSON.parse(line) as { msg: string; req?: { url: string } });
    const urls = logged.filter((l) => l.msg === 'incoming request').map((l) => l.req!.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/admin/v2/auth/reset-password/[hidden]',
        '/api/auth/reset-password/[hidden]',
        '/shop/account/verify-email?token=[hidden]',
        '/shop/account/reset-password?lang=fr&token=[hidden]',
      ]),
    );
    expect(lines.filter((line) => line.includes(token))).toEqual([]);
  });
});

describe('The reset request answers measurably faster for unknown addresses', () => {
  let smtp: Smtp;
  let t: TestApp;
  let held: ReturnType<typeof heldMailer>;
  let staffEmail: string;
  let customerEmail: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    held = heldMailer(smtp);
    t = await startTestApp({ mailer: held.mailer, config: { signInAttemptsPerMinute: 10_000 } });
    const accountId = (await createAccount(t.database.db, { name: 'Quay Hall' })).id;
    await addHostname(t.database.db, accountId, 'localhost', true);
    staffEmail = (await createStaffUser(t.database.db, { accountId })).email;
    customerEmail = 'known.buyer@quay.test';
    await t.database.db.execute(
      // A shop customer with a password, as a completed registration leaves one.
      sql`INSERT INTO customers (account_id, first_name, last_name, email, password_hash, email_verified_at, created_at)
        VALUES (${accountId}, 'Kay', 'Buyer', ${customerEmail}, 'argon2-placeholder', now(), now())`,
    );
  });
  afterAll(async () => {
    held.release();
    await t.close();
    await smtp.close();
  });

  const what = (res: Awaited<ReturnType<typeof call>>) => ({
    status: res.statusCode,
    body: res.body,
    type: res.headers['content-type'],
    length: res.headers['content-length'],
  });

  it('answers a known and an unknown address alike, without waiting for the mail', async () => {
    const staff = (email: string) =>
      call(t.app, { method: 'POST', url: '/api/auth/password-reset', payload: { email } });
    const shop = (email: string) =>
      call(t.app, {
        method: 'POST',
        url: '/api/shop/account/forgot-password',
        headers: { host: 'localhost' },
        payload: { email },
      });

    // The mail is held back: both known addresses are answered while it still waits.
    const knownStaff = await staff(staffEmail);
    const unknownStaff = await staff('nobody@quay.test');
    const knownShop = await shop(customerEmail);
    const unknownShop = await shop('nobody.buyer@quay.test');
    expect(what(knownStaff)).toEqual(what(unknownStaff));
    expect(what(knownShop)).toEqual(what(unknownShop));
    expect(knownStaff.statusCode).toBe(200);
    expect(smtp.received).toEqual([]);

    // The links go out after the answers, to the known addresses only.
    held.release();
    await t.app.background.settled();
    expect(held.started.map((m) => m.to).sort()).toEqual([customerEmail, staffEmail].sort());
    expect((await smtp.lastTo(staffEmail)).text).toContain('/admin/v2/auth/reset-password/');
    expect((await smtp.lastTo(customerEmail)).text).toContain('/shop/account/reset-password?token=');
  });
});
