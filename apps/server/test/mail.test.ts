import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createStaffUser, signInAs } from './factories';
import { call, startTestApp, type TestApp } from './harness';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let smtpPort: number;
const received: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

async function adminOf(t: TestApp) {
  const account = await createAccount(t.database.db, { name: 'Riverside Arts' });
  const user = await createStaffUser(t.database.db, { accountId: account.id, role: 'Admin' });
  return { user, token: await signInAs(t.app, user.email) };
}

describe('mail without SMTP settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('keeps the message in the outbox for staff to read', async () => {
    const { user, token } = await adminOf(t);
    const sent = await call(t.app, { method: 'POST', url: '/api/admin/mail/test', token });
    expect(sent.statusCode).toBe(200);
    expect(sent.data).toMatchObject({
      to: user.email,
      status: 'kept',
      subject: 'Riverside Arts: test message',
    });
    const outbox = await call(t.app, {
      method: 'GET',
      url: '/api/admin/mail/outbox?page=1&pageSize=10',
      token,
    });
    expect(outbox.data.total).toBe(1);
    expect(outbox.data.items).toEqual([expect.objectContaining({ id: sent.data.id, status: 'kept' })]);
  });

  it('pages the outbox with the spec’s page sizes only', async () => {
    const { token } = await adminOf(t);
    for (let i = 0; i < 3; i++) await call(t.app, { method: 'POST', url: '/api/admin/mail/test', token });
    const second = await call(t.app, {
      method: 'GET',
      url: '/api/admin/mail/outbox?page=2&pageSize=10',
      token,
    });
    expect(second.data).toEqual({ items: [], total: 3 });
    const bad = await call(t.app, { method: 'GET', url: '/api/admin/mail/outbox?pageSize=7', token });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.errors).toEqual([
      { code: 'common.validation_failed', message: 'Choose one of the allowed values', field: 'pageSize' },
    ]);
  });
});

describe('mail through SMTP', () => {
  it('delivers through the configured server and records it as sent', async () => {
    const t = await startTestApp({
      config: {
        smtp: { host: '127.0.0.1', port: smtpPort, secure: false, from: 'Box Office <box@venue.test>' },
      },
    });
    try {
      const { user, token } = await adminOf(t);
      const res = await call(t.app, { method: 'POST', url: '/api/admin/mail/test', token });
      expect(res.statusCode).toBe(200);
      expect(res.data.status).toBe('sent');
      const message = received.find((m) => m.to.includes(user.email));
      expect(message?.from).toBe('box@venue.test');
      expect(message?.raw).toContain('Subject: Riverside Arts: test message');
      // Quoted-printable bodies wrap long lines with soft breaks.
      expect(message?.raw.replace(/=\r\n/g, '')).toContain('If you can read it, the mail settings work.');
    } finally {
      await t.close();
    }
  });

  it('answers "Error sending e-mail." when the server cannot be reached, and keeps the failure', async () => {
    const closed = new SMTPServer({ disabledCommands: ['STARTTLS'], authOptional: true });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const t = await startTestApp({
      config: { smtp: { host: '127.0.0.1', port: deadPort, secure: false, from: 'x@y.test' } },
    });
    try {
      const { token } = await adminOf(t);
      const res = await call(t.app, { method: 'POST', url: '/api/admin/mail/test', token });
      expect(res.statusCode).toBe(502);
      expect(res.data.errors).toEqual([{ code: 'admin.mail_send_failed', message: 'Error sending e-mail.' }]);
      const outbox = await call(t.app, { method: 'GET', url: '/api/admin/mail/outbox', token });
      expect((outbox.data.items as { status: string }[])[0]?.status).toBe('failed');
    } finally {
      await t.close();
    }
  });
});
