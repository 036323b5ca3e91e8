import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localDay, zonedInstant } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/config';
import { rows } from '@/db/sql';
import { decryptCredentials } from '@/modules/payment-settings/credentials.service';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { createStaffUser, signInAs } from '../factories';
import { call, type Json, startTestApp, type TestApp } from '../harness';
import { sell } from '../orders/order-fixture';
import { startSftpServer, type TestSftpServer } from '../sftp-server';

// Scheduled reports delivered to a real OpenSSH sftp server on this machine (decisions/0063).
const ZONE = 'America/New_York';
const sunday = (() => {
  const start = new Date(Date.now() + 2 * 86_400_000);
  for (let n = 0; ; n++) {
    const day = localDay(new Date(start.getTime() + n * 86_400_000), ZONE);
    if (new Date(`${day}T12:00:00Z`).getUTCDay() === 0) return day;
  }
})();
const day = (n: number) =>
  new Date(Date.parse(`${sunday}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const at = (n: number, time: string, plusMs = 0) => {
  const [y, m, d] = day(n).split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(zonedInstant(y, m, d, hh, mm, ZONE).getTime() + plusMs).toISOString();
};

let t: TestApp;
let f: SaleFixture;
let sftp: TestSftpServer;
let soldTotal = 0;

const errorCode = (res: { data: Json }) => (res.data.errors as { code: string }[] | undefined)?.[0]?.code;

async function signInAgain() {
  const admin = await createStaffUser(t.database.db, { accountId: f.accountId, role: 'Admin' });
  const token = await signInAs(t.app, admin.email);
  f.token = token;
  f.api = (method, url, payload) => call(t.app, { method, url, token, payload });
}

const settings = (over: Json = {}): Json => ({
  host: sftp.host,
  port: sftp.port,
  username: sftp.username,
  remoteDirectory: join(sftp.root, 'reports'),
  privateKey: sftp.privateKey,
  ...over,
});

const schedule = (over: Json = {}): Json => ({
  name: 'Nightly payments',
  report: 'payments-audit',
  format: 'csv',
  range: 'last-7-days',
  delivery: 'sftp',
  frequencyUnit: 'day',
  frequencyCount: 1,
  timeOfDay: '08:15',
  timeZone: ZONE,
  ...over,
});

/** Moves the clock (the job queue runs what falls due) until a run of the schedule matches. */
async function runWhere(
  id: number,
  match: (run: Json) => boolean,
  stepMs = 1_000,
  steps = 300,
): Promise<Json> {
  for (let i = 0; i < steps; i++) {
    const runs = await f.api('GET', `/api/admin/reports/scheduled/${id}/runs`);
    if (runs.statusCode === 401) await signInAgain();
    const run = ((runs.data as unknown as Json[]) ?? []).find?.((r) => match(r));
    if (run) return run;
    await t.clock.advance(stepMs);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no matching run of ${id}`);
}

const saveSettings = async (body: Json, headers?: Record<string, string>) =>
  call(t.app, { method: 'PUT', url: '/api/admin/data-export/sftp', token: f.token, payload: body, headers });
const testConnection = () => f.api('POST', '/api/admin/data-export/sftp/test');

beforeAll(async () => {
  sftp = await startSftpServer();
  mkdirSync(join(sftp.root, 'reports'));
  t = await startTestApp({
    now: new Date(),
    movableClock: true,
    // The test's sshd listens on this machine: allowed here, as SFTP_ALLOW_LOCAL=1 does.
    config: { dataExport: { allowLocal: true } },
  });
  await t.clock.advance(Date.parse(at(0, '10:00')) - t.clock.now.getTime());
  f = await saleFixture(t, { maxTicketsPerOrder: 8 });
  const tick = () => t.clock.advance(2_500);
  soldTotal += (await sell(f, ['A-1', 'A-2'], undefined, tick)).total;
  soldTotal += (await sell(f, ['A-3'], undefined, tick)).total;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await sftp?.close();
});

describe('SFTP data-export settings', { timeout: 60_000 }, () => {
  it('are needed before a report is scheduled by SFTP or a connection tested', async () => {
    const got = await f.api('GET', '/api/admin/data-export/sftp');
    expect(got.data).toMatchObject({ configured: false, passwordSet: false, privateKeySet: false });
    const made = await f.api('POST', '/api/admin/reports/scheduled', schedule());
    expect(made.statusCode).toBe(409);
    expect(errorCode(made)).toBe('admin.sftp_not_configured');
    const tested = await testConnection();
    expect(tested.statusCode).toBe(409);
    expect(errorCode(tested)).toBe('admin.sftp_not_configured');
  });

  it('need a password or a private key, exactly one (English and Spanish)', async () => {
    const { privateKey: _k, ...none } = settings();
    const neither = await saveSettings(none);
    expect(neither.statusCode).toBe(400);
    expect(errorCode(neither)).toBe('admin.sftp_credentials_exactly_one');
    expect(JSON.stringify(neither.data)).toContain('Enter a password or a private key, exactly one.');
    const both = await saveSettings(settings({ password: 'secret' }), { 'accept-language': 'es-ES' });
    expect(both.statusCode).toBe(400);
    expect(errorCode(both)).toBe('admin.sftp_credentials_exactly_one');
    expect(JSON.stringify(both.data)).toContain(
      'Introduce una contraseña o una clave privada, solo una de las dos.',
    );
    const notAKey = await saveSettings(settings({ privateKey: 'hello' }));
    expect(notAKey.statusCode).toBe(400);
    expect(errorCode(notAKey)).toBe('admin.sftp_private_key_invalid');
    expect((await f.api('GET', '/api/admin/data-export/sftp')).data.configured).toBe(false);
  });

  it('refuse odd input with 4xx', async () => {
    const bad: Json[] = [
      settings({ host: 'sftp://host' }),
      settings({ host: '' }),
      settings({ host: 'a host' }),
      settings({ port: 0 }),
      settings({ port: 70_000 }),
      settings({ port: '22' }),
      settings({ username: '' }),
      settings({ remoteDirectory: '' }),
      settings({ remoteDirectory: 'a\nb' }),
      settings({ hostKeyFingerprint: 'MD5:aa' }),
      settings({ extra: 1 }),
    ];
    for (const body of bad) {
      const res = await saveSettings(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('store the secret encrypted and answer only whether it is set', async () => {
    const saved = await saveSettings(settings());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.data).toMatchObject({
      configured: true,
      host: sftp.host,
      port: sftp.port,
      authentication: 'privateKey',
      privateKeySet: true,
      passwordSet: false,
    });
    expect(saved.body).not.toContain('PRIVATE KEY');
    const got = await f.api('GET', '/api/admin/data-export/sftp');
    expect(got.body).not.toContain('PRIVATE KEY');
    const [row] = await rows<{ private_key_encrypted: string; password_encrypted: string | null }>(
      t.database.db,
      sql`SELECT private_key_encrypted, password_encrypted FROM sftp_settings WHERE account_id = ${f.accountId}`,
    );
    expect(row!.private_key_encrypted).not.toContain('PRIVATE KEY');
    expect(row!.password_encrypted).toBeNull();
    expect(decryptCredentials(loadConfig({}).paymentCredentialsKey, row!.private_key_encrypted)).toBe(
      sftp.privateKey,
    );
    // Saving without a secret keeps the stored one.
    const { privateKey: _k, ...rest } = settings({ port: sftp.port });
    const again = await saveSettings(rest);
    expect(again.data).toMatchObject({ authentication: 'privateKey', privateKeySet: true });
  });

  it('test the connection with the key: log in, write and remove a file, answer the host key', async () => {
    const res = await testConnection();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toEqual({ ok: true, hostKeyFingerprint: sftp.hostKeyFingerprint });
    expect(readdirSync(join(sftp.root, 'reports'))).toEqual([]);
  });

  it('tell why a connection fails', async () => {
    const cases: [Json, string][] = [
      [settings({ hostKeyFingerprint: `SHA256:${'A'.repeat(43)}` }), 'admin.sftp_host_key_mismatch'],
      [settings({ privateKey: sftp.strangerKey }), 'admin.sftp_auth_failed'],
      // sshd checks passwords against the system's accounts, which the test leaves alone: refused.
      [settings({ privateKey: undefined, password: 'not-the-password' }), 'admin.sftp_auth_failed'],
      [settings({ remoteDirectory: join(sftp.root, 'missing') }), 'admin.sftp_upload_failed'],
      [settings({ port: 1 }), 'admin.sftp_unreachable'],
    ];
    for (const [body, code] of cases) {
      const saved = await saveSettings(body);
      expect(saved.statusCode, saved.body).toBe(200);
      const res = await testConnection();
      expect(res.statusCode, `${code} ${res.body}`).toBe(502);
      expect(errorCode(res)).toBe(code);
    }
    // A password replaces the key: one secret only.
    const withPassword = await saveSettings(settings({ privateKey: undefined, password: 'x' }));
    expect(withPassword.data).toMatchObject({
      authentication: 'password',
      passwordSet: true,
      privateKeySet: false,
    });
    const pinned = await saveSettings(settings({ hostKeyFingerprint: sftp.hostKeyFingerprint }));
    expect(pinned.data).toMatchObject({
      authentication: 'privateKey',
      hostKeyFingerprint: sftp.hostKeyFingerprint,
    });
    expect((await testConnection()).statusCode).toBe(200);
  });
});

describe('scheduled reports delivered by SFTP', { timeout: 120_000 }, () => {
  let id = 0;

  it('upload the file to the remote folder at their time, with the run recorded', async () => {
    const made = await f.api('POST', '/api/admin/reports/scheduled', schedule());
    expect(made.statusCode, made.body).toBe(201);
    expect(made.data).toMatchObject({ delivery: 'sftp', recipients: [], nextRunAt: at(1, '08:15') });
    id = made.data.id as number;
    await t.clock.advance(Date.parse(at(1, '08:15', 30_000)) - t.clock.now.getTime());
    await signInAgain();
    const run = await runWhere(id, (r) => r.dueAt === at(1, '08:15') && r.status !== 'running');
    const fileName = `nightly-payments_${day(-6)}_${day(0)}.csv`;
    expect(run, JSON.stringify(run)).toMatchObject({
      status: 'succeeded',
      attempts: 1,
      error: null,
      fileName,
    });
    const csv = readFileSync(join(sftp.root, 'reports', fileName), 'utf8');
    expect(csv).toContain('Cash');
    expect(csv).toContain((soldTotal / 100).toFixed(2));
    // Nothing half-written is left beside it.
    expect(readdirSync(join(sftp.root, 'reports'))).toEqual([fileName]);
  });

  it('retry a failed upload with backoff, picking up mended settings', async () => {
    const later = join(sftp.root, 'later');
    expect((await saveSettings(settings({ remoteDirectory: later }))).statusCode).toBe(200);
    const started = t.clock.now.getTime();
    expect((await f.api('POST', `/api/admin/reports/scheduled/${id}/run`)).statusCode).toBe(200);
    const failed = await runWhere(
      id,
      (r) => Date.parse(r.dueAt as string) >= started && r.status === 'retrying',
      200,
    );
    expect(failed.attempts).toBe(1);
    expect(failed.error).toMatch(/^admin\.sftp_upload_failed: /);
    mkdirSync(later);
    const done = await runWhere(id, (r) => r.id === failed.id && r.status === 'succeeded', 5_000);
    expect(done.attempts).toBe(2);
    // The second attempt waited the first retry delay (a minute).
    expect(
      Date.parse(done.finishedAt as string) - Date.parse(failed.startedAt as string),
    ).toBeGreaterThanOrEqual(60_000);
    expect(existsSync(join(later, done.fileName as string))).toBe(true);
  });

  it('fail the run after the last attempt, with the reason', async () => {
    expect((await saveSettings(settings({ privateKey: sftp.strangerKey }))).statusCode).toBe(200);
    const started = t.clock.now.getTime();
    expect((await f.api('POST', `/api/admin/reports/scheduled/${id}/run`)).statusCode).toBe(200);
    const run = await runWhere(
      id,
      (r) => Date.parse(r.dueAt as string) >= started && r.status === 'failed',
      30_000,
      400,
    );
    expect(run.attempts).toBe(6);
    expect(run.error).toMatch(/^admin\.sftp_auth_failed: /);
    const listed = (await f.api('GET', '/api/admin/reports/scheduled')).data as unknown as Json[];
    expect((listed.find((s) => s.id === id)!.lastRun as Json).status).toBe('failed');
  });
});
