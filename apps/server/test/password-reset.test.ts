import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createStaffUser, signInAs, TEST_PASSWORD } from './factories';
import { call, startTestApp, type TestApp } from './harness';
import { linkToken, type Smtp } from './smtp';

let smtp: Smtp;
let t: TestApp;
let accountId: number;
let adminToken: string;
let adminEmail: string;
const NEW_PASSWORD = 'Brand-New-Pass-7?';

beforeAll(async () => {
  t = await startTestApp({ config: { publicUrl: 'https://tickets.example.test' }, withSmtp: true });
  smtp = t.smtp!;
  accountId = (await createAccount(t.database.db, { name: 'Riverside Arts' })).id;
  const admin = await createStaffUser(t.database.db, { accountId, role: 'Admin' });
  adminEmail = admin.email;
});
afterAll(() => t.close());

const reset = (token: string, password: string, confirmPassword = password) =>
  call(t.app, {
    method: 'POST',
    url: `/api/auth/reset-password/${token}`,
    payload: { password, confirmPassword },
  });

describe('recovery link', () => {
  it('emails a single-use link through SMTP that sets a new password and unlocks the user', async () => {
    const user = await createStaffUser(t.database.db, { accountId });
    for (let i = 0; i < 4; i++) {
      await call(t.app, {
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: 'Bad-guess-1!' },
      });
    }
    const asked = await call(t.app, {
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: user.email },
    });
    expect(asked.data).toEqual({ ok: true });
    const mail = await smtp.lastTo(user.email);
    expect(mail.raw).toContain('Subject: Riverside Arts: reset your password');
    expect(mail.text).toContain('https://tickets.example.test/admin/v2/auth/reset-password/');
    const token = linkToken(mail);

    const about = await call(t.app, { method: 'GET', url: `/api/auth/reset-password/${token}` });
    expect(about.data).toEqual({
      kind: 'reset',
      email: user.email,
      firstName: 'Sam',
      accountName: 'Riverside Arts',
    });
    const done = await reset(token, NEW_PASSWORD);
    expect(done.data).toEqual({ email: user.email });
    expect(await signInAs(t.app, user.email, NEW_PASSWORD)).toBeTruthy();

    const again = await reset(token, 'Another-Pass-8!');
    expect(again.statusCode).toBe(400);
    expect(again.data.errors).toEqual([
      {
        code: 'auth.reset_token_invalid',
        message:
          'Reset password error: this link may have been used already or has expired. Please request a new one.',
      },
    ]);
    expect((await call(t.app, { method: 'GET', url: `/api/auth/reset-password/${token}` })).statusCode).toBe(
      400,
    );
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = smtp.received.length;
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: 'ghost@example.test' },
    });
    expect(res.data).toEqual({ ok: true });
    await t.app.background.settled();
    expect(smtp.received.length).toBe(before);
  });

  it('refuses a link after an hour', async () => {
    const user = await createStaffUser(t.database.db, { accountId });
    await call(t.app, { method: 'POST', url: '/api/auth/password-reset', payload: { email: user.email } });
    const token = linkToken(await smtp.lastTo(user.email));
    t.clock.advance(61 * 60_000);
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(400);
    expect(await signInAs(t.app, user.email, TEST_PASSWORD)).toBeTruthy();
  });

  it('holds the new password to the policy and the confirmation to the password, changing nothing', async () => {
    const user = await createStaffUser(t.database.db, { accountId });
    await call(t.app, { method: 'POST', url: '/api/auth/password-reset', payload: { email: user.email } });
    const token = linkToken(await smtp.lastTo(user.email));
    const weak = await reset(token, 'weakpass');
    expect(weak.statusCode).toBe(400);
    expect(weak.data.errors).toEqual([
      { code: 'common.validation_failed', field: 'password', message: 'Include an uppercase letter' },
      { code: 'common.validation_failed', field: 'password', message: 'Include a number' },
      { code: 'common.validation_failed', field: 'password', message: 'Include a symbol' },
    ]);
    const mismatch = await reset(token, NEW_PASSWORD, 'Something-else-1!');
    expect(mismatch.data.errors).toEqual([
      { code: 'common.validation_failed', field: 'confirmPassword', message: 'Your passwords do not match' },
    ]);
    // The link was not spent by the refused tries.
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('invitation', () => {
  beforeAll(async () => {
    adminToken = await signInAs(t.app, adminEmail);
  });

  it('invites a user by email; the link creates the account once', async () => {
    const invited = await call(t.app, {
      method: 'POST',
      url: '/api/admin/users',
      token: adminToken,
      payload: {
        email: 'new.agent@example.test',
        firstName: 'Nora',
        lastName: 'Agent',
        role: 'CallCenter',
        userGroupId: null,
        partnerId: null,
      },
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.data).toMatchObject({ status: 'invited', role: 'CallCenter' });
    const mail = await smtp.lastTo('new.agent@example.test');
    expect(mail.raw).toContain('Subject: Riverside Arts: your back-office invitation');
    const token = linkToken(mail);
    expect(
      (await call(t.app, { method: 'GET', url: `/api/auth/reset-password/${token}` })).data,
    ).toMatchObject({
      kind: 'invitation',
      firstName: 'Nora',
    });

    const resent = await call(t.app, {
      method: 'POST',
      url: `/api/admin/users/${invited.data.id}/resend-invitation`,
      token: adminToken,
    });
    expect(resent.statusCode).toBe(200);
    // A new invitation replaces the old link.
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(400);
    const fresh = linkToken(await smtp.lastTo('new.agent@example.test'));
    expect((await reset(fresh, NEW_PASSWORD)).statusCode).toBe(200);
    expect(await signInAs(t.app, 'new.agent@example.test', NEW_PASSWORD)).toBeTruthy();
    const after = await call(t.app, {
      method: 'POST',
      url: `/api/admin/users/${invited.data.id}/resend-invitation`,
      token: adminToken,
    });
    expect((after.data.errors as { code: string }[])[0]?.code).toBe('auth.invitation_already_accepted');
  });

  it('refuses an email that is already registered', async () => {
    const user = await createStaffUser(t.database.db, { accountId });
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/admin/users',
      token: adminToken,
      payload: {
        email: user.email.toUpperCase(),
        firstName: 'A',
        lastName: 'B',
        role: 'CallCenter',
        userGroupId: null,
        partnerId: null,
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.data.errors).toEqual([
      { code: 'auth.email_taken', field: 'email', message: 'This email has already been registered.' },
    ]);
  });
});
