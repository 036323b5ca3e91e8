import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createStaffUser, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import type { Smtp } from '../smtp';

let smtp: Smtp;
let t: TestApp;
let accountId: number;
let adminToken: string;
let adminEmail: string;

beforeAll(async () => {
  t = await startTestApp({ config: { publicUrl: 'https://tickets.example.test' }, withSmtp: true });
  smtp = t.smtp!;
  accountId = (await createAccount(t.database.db, { name: 'Riverside Arts' })).id;
  const admin = await createStaffUser(t.database.db, { accountId, role: 'Admin' });
  adminEmail = admin.email;
  adminToken = await signInAs(t.app, admin.email);
});
afterAll(() => t.close());

async function saveSettings(changes: Record<string, unknown>) {
  const current = await call(t.app, { method: 'GET', url: '/api/admin/account-settings', token: adminToken });
  const { id: _id, enableSeasonTickets: _s, enableNimbus: _n, ...input } = current.data;
  const saved = await call(t.app, {
    method: 'PUT',
    url: '/api/admin/account-settings',
    token: adminToken,
    payload: { ...input, ...changes },
  });
  expect(saved.statusCode).toBe(200);
}

describe('the account’s email footer and button colour in the mails it sends', () => {
  it('paints the button in the default colour and adds no footer while none is set', async () => {
    const user = await createStaffUser(t.database.db, { accountId });
    await call(t.app, { method: 'POST', url: '/api/auth/password-reset', payload: { email: user.email } });
    const mail = await smtp.lastTo(user.email);
    expect(mail.text).toContain('background:#4c6ef5');
    expect(mail.text).not.toContain('data-mail-footer');
    expect(mail.text).not.toContain('{{button-colour}}');
  });

  it('sends the button in the chosen colour and the footer under the message, over SMTP', async () => {
    await saveSettings({
      emailButtonColor: '#d6336c',
      emailFooterContent:
        '<p>Riverside Arts, 1 Quay Street</p><p><a href="https://riverside.example/unsubscribe">Unsubscribe</a></p><script>alert(1)</script>',
    });
    const user = await createStaffUser(t.database.db, { accountId });
    await call(t.app, { method: 'POST', url: '/api/auth/password-reset', payload: { email: user.email } });
    const mail = await smtp.lastTo(user.email);
    expect(mail.text).toContain('background:#d6336c');
    expect(mail.text).not.toContain('background:#4c6ef5');
    // The HTML part carries the footer as saved (sanitised), the text part its words.
    expect(mail.text).toContain('<p>Riverside Arts, 1 Quay Street</p>');
    expect(mail.text).toContain('href="https://riverside.example/unsubscribe"');
    expect(mail.text).toMatch(/--\r?\nRiverside Arts, 1 Quay Street\r?\nUnsubscribe/);
    expect(mail.text).not.toContain('<script>');
  });

  it('puts the footer under a text-only message too, and keeps it in the outbox staff read', async () => {
    const sent = await call(t.app, { method: 'POST', url: '/api/admin/mail/test', token: adminToken });
    expect(sent.data.status).toBe('sent');
    const mail = await smtp.lastTo(adminEmail);
    expect(mail.text).toContain('If you can read it, the mail settings work.');
    expect(mail.text).toContain('<div data-mail-footer');
    expect(mail.text).toContain('Riverside Arts, 1 Quay Street');
    const outbox = await call(t.app, {
      method: 'GET',
      url: '/api/admin/mail/outbox?page=1&pageSize=10',
      token: adminToken,
    });
    const items = outbox.data.items as { id: number }[];
    const kept = items.find((m) => m.id === sent.data.id);
    expect(JSON.stringify(kept)).toContain('Riverside Arts, 1 Quay Street');
  });
});
