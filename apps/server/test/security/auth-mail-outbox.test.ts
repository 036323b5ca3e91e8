import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { addHostname, createAccount, createStaffUser, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';

const NEW_PASSWORD = 'Taken-Over-Pass-1!';

let t: TestApp;
let pickupDir: string;
let accountId: number;
let operatorEmail: string;
let adminToken: string;
let supervisorToken: string;

beforeAll(async () => {
  pickupDir = await mkdtemp(join(tmpdir(), 'tessera-mail-'));
  // No SMTP: mail is kept in the outbox, where a box-office supervisor may read it.
  t = await startTestApp({ config: { mailPickupDir: pickupDir, signInAttemptsPerMinute: 10_000 } });
  accountId = (await createAccount(t.database.db, { name: 'Harbour Hall' })).id;
  await addHostname(t.database.db, accountId, 'localhost', true);
  operatorEmail = (await createStaffUser(t.database.db, { accountId, role: 'Admin', platformOperator: true }))
    .email;
  const admin = await createStaffUser(t.database.db, { accountId, role: 'Admin' });
  const supervisor = await createStaffUser(t.database.db, { accountId, role: 'BoxOfficeSupervisor' });
  adminToken = await signInAs(t.app, admin.email);
  supervisorToken = await signInAs(t.app, supervisor.email);
});
afterAll(async () => {
  await t.close();
  await rm(pickupDir, { recursive: true, force: true });
});

interface Outboxed {
  to: string;
  subject: string;
  text: string;
  linkHidden: boolean;
}

/** The newest message to an address as a supervisor reads it, waiting briefly for it to be sent. */
async function outboxTo(to: string, subject?: string): Promise<Outboxed> {
  for (let i = 0; i < 50; i++) {
    const res = await call(t.app, {
      method: 'GET',
      url: '/api/admin/mail/outbox?pageSize=100',
      token: supervisorToken,
    });
    expect(res.statusCode).toBe(200);
    const found = (res.data.items as Outboxed[]).find(
      (m) => m.to === to && (!subject || m.subject === subject),
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${to} in the outbox`);
}

/** The token of the newest message to an address in the server's mail folder (the operator's copy). */
async function pickedUpToken(to: string, pattern: RegExp): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const files = (await readdir(pickupDir)).sort().reverse();
    for (const file of files) {
      const text = await readFile(join(pickupDir, file), 'utf8');
      const match = text.startsWith(`To: ${to}\n`) ? pattern.exec(text) : null;
      if (match?.[1]) return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail to ${to} in the mail folder`);
}

/** Every stored copy of the token, in any table column a database reader could see. */
async function storedCopies(token: string): Promise<number> {
  const [found] = await rows<{ n: number }>(
    t.database.db,
    sql`SELECT count(*)::int AS n FROM mail_outbox WHERE text_body LIKE ${`%${token}%`} OR html_body LIKE ${`%${token}%`}`,
  );
  return Number(found?.n ?? 0);
}

const staffLink = /\/admin\/v2\/auth\/reset-password\/([\w-]+)/;

describe('Staff can take over higher accounts through the mail outbox', () => {
  it('keeps a supervisor from taking over the platform operator with a reset link read in the outbox', async () => {
    // The supervisor asks for the operator's reset, reads the outbox and tries the link found there.
    const asked = await call(t.app, {
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: operatorEmail },
    });
    expect(asked.statusCode).toBe(200);
    const shown = await outboxTo(operatorEmail, 'Harbour Hall: reset your password');
    const seen = /\/admin\/v2\/auth\/reset-password\/(\S+)/.exec(shown.text)?.[1];
    expect(seen).toBe('[hidden]');
    expect(shown.linkHidden).toBe(true);
    const attempt = await call(t.app, {
      method: 'POST',
      url: `/api/auth/reset-password/${encodeURIComponent(seen ?? '')}`,
      payload: { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(attempt.statusCode).toBe(400);
    expect(await signInAs(t.app, operatorEmail)).toBeTruthy();

    // Only the copy for whoever runs the server carries the link, nothing in the database, and it works.
    const token = await pickedUpToken(operatorEmail, staffLink);
    expect(shown.text).not.toContain(token);
    expect(await storedCopies(token)).toBe(0);
    const done = await call(t.app, {
      method: 'POST',
      url: `/api/auth/reset-password/${token}`,
      payload: { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(done.statusCode).toBe(200);
    expect(await signInAs(t.app, operatorEmail, NEW_PASSWORD)).toBeTruthy();
  });

  it('hides invitation links, the first password of a new administrator included', async () => {
    const email = 'new.admin@harbour.test';
    const invited = await call(t.app, {
      method: 'POST',
      url: '/api/admin/users',
      token: adminToken,
      payload: {
        email,
        firstName: 'Nia',
        lastName: 'Admin',
        role: 'Admin',
        userGroupId: null,
        partnerId: null,
      },
    });
    expect(invited.statusCode).toBe(201);
    const shown = await outboxTo(email);
    expect(shown.linkHidden).toBe(true);
    const token = await pickedUpToken(email, staffLink);
    expect(shown.text).not.toContain(token);
    expect(await storedCopies(token)).toBe(0);
  });

  it('hides shop verification and reset links too', async () => {
    const email = 'buyer@harbour.test';
    const password = 'Shop-Pass-2024!';
    const registered = await call(t.app, {
      method: 'POST',
      url: '/api/shop/account/register',
      headers: { host: 'localhost' },
      payload: { firstName: 'Bo', lastName: 'Buyer', email, password, confirmPassword: password },
    });
    expect(registered.statusCode).toBe(201);
    const verification = await outboxTo(email);
    expect(verification.linkHidden).toBe(true);
    const verifyToken = await pickedUpToken(email, /verify-email\?token=([\w-]+)/);
    expect(verification.text).not.toContain(verifyToken);
    expect(await storedCopies(verifyToken)).toBe(0);
    const verified = await call(t.app, {
      method: 'POST',
      url: '/api/shop/account/verify-email',
      headers: { host: 'localhost' },
      payload: { token: verifyToken },
    });
    expect(verified.statusCode).toBe(200);

    await call(t.app, {
      method: 'POST',
      url: '/api/shop/account/forgot-password',
      headers: { host: 'localhost' },
      payload: { email },
    });
    const reset = await outboxTo(email, 'Harbour Hall: reset your password');
    const resetToken = await pickedUpToken(email, /reset-password\?token=([\w-]+)/);
    expect(reset.linkHidden).toBe(true);
    expect(reset.text).not.toContain(resetToken);
    expect(await storedCopies(resetToken)).toBe(0);
  });

  it('still shows ordinary mail whole', async () => {
    const sent = await call(t.app, { method: 'POST', url: '/api/admin/mail/test', token: adminToken });
    expect(sent.statusCode).toBe(200);
    expect(sent.data).toMatchObject({ linkHidden: false });
    expect(sent.data.text).toContain('If you can read it, the mail settings work.');
  });
});
