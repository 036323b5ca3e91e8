import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localDay, nextNightlyExportAt } from '@tessera/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '@/db/schema';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { createStaffUser, signInAs } from '../factories';
import { call, type Json, startTestApp, type TestApp } from '../harness';
import { type SoldOrder, sell } from '../orders/order-fixture';
import { startSftpServer, type TestSftpServer } from '../sftp-server';

// The nightly full export to the account's SFTP folder, on a real OpenSSH server (decisions/0063).
const ZONE = 'America/New_York';
let t: TestApp;
let f: SaleFixture;
let sftp: TestSftpServer;
let order: SoldOrder;
/** The first night the export is due, and the one after. */
let night: Date;
let nextNight: Date;
const localTime = (d: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(d);
const folder = () => join(sftp.root, 'exports');

async function signInAgain() {
  const admin = await createStaffUser(t.database.db, { accountId: f.accountId, role: 'Admin' });
  const token = await signInAs(t.app, admin.email);
  f.token = token;
  f.api = (method, url, payload) => call(t.app, { method, url, token, payload });
}

const settings = (nightlyExport: boolean): Json => ({
  host: sftp.host,
  port: sftp.port,
  username: sftp.username,
  remoteDirectory: folder(),
  privateKey: sftp.privateKey,
  nightlyExport,
});

/** Moves the clock (the job queue runs what falls due) until the files are in the folder. */
async function waitForFiles(names: string[], steps = 300): Promise<void> {
  for (let i = 0; i < steps; i++) {
    if (names.every((n) => existsSync(join(folder(), n)))) return;
    await t.clock.advance(1_000);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no ${names.join(', ')} in ${readdirSync(folder()).join(', ')}`);
}

beforeAll(async () => {
  sftp = await startSftpServer();
  mkdirSync(folder());
  t = await startTestApp({
    now: new Date(),
    movableClock: true,
    config: { dataExport: { allowLocal: true } },
  });
  f = await saleFixture(t);
  await t.database.db.update(accounts).set({ timezone: ZONE }).where(eq(accounts.id, f.accountId));
  order = await sell(f, ['A-1', 'A-2'], undefined, () => t.clock.advance(2_500));
  const customer = await f.api('POST', '/api/admin/customers', {
    firstName: 'Grace',
    lastName: '=HYPERLINK("x")',
    email: 'grace@example.test',
    organization: 'Navy, US',
  });
  expect(customer.statusCode, customer.body).toBe(201);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await sftp?.close();
});

describe('the nightly full export', { timeout: 120_000 }, () => {
  it('is off until switched on, then due at 02:00 in the account’s zone', async () => {
    const off = await f.api('PUT', '/api/admin/data-export/sftp', settings(false));
    expect(off.statusCode, off.body).toBe(200);
    expect(off.data).toMatchObject({ nightlyExport: false, nightlyExportAt: null });
    night = nextNightlyExportAt(t.clock.now, ZONE) as Date;
    nextNight = nextNightlyExportAt(night, ZONE) as Date;
    const on = await f.api('PUT', '/api/admin/data-export/sftp', settings(true));
    expect(on.data).toMatchObject({ nightlyExport: true, nightlyExportAt: night.toISOString() });
    const due = new Date(on.data.nightlyExportAt as string);
    expect(localTime(due)).toBe('02:00');
    expect(due.getTime() - t.clock.now.getTime()).toBeGreaterThan(0);
    expect(due.getTime() - t.clock.now.getTime()).toBeLessThanOrEqual(25 * 3_600_000);
    // Saving again keeps the night it is due.
    const again = await f.api('PUT', '/api/admin/data-export/sftp', settings(true));
    expect(again.data.nightlyExportAt).toBe(night.toISOString());
  });

  it('writes the orders, tickets, payments and customers as CSV files once the night comes', async () => {
    await t.clock.advance(night.getTime() - 60_000 - t.clock.now.getTime());
    await signInAgain();
    expect(readdirSync(folder())).toEqual([]);
    const day = localDay(night, ZONE);
    const names = ['orders', 'tickets', 'payments', 'customers'].map((table) => `${table}_${day}.csv`);
    await waitForFiles(names);
    const read = (table: string) =>
      readFileSync(join(folder(), `${table}_${day}.csv`), 'utf8')
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
    const orders = read('orders');
    expect(orders[0]).toMatch(/^id,global_id,status,channel,/);
    expect(orders.find((l) => l.startsWith(`${order.id},`))).toContain(`,${order.total},`);
    const tickets = read('tickets');
    expect(tickets.filter((l) => new RegExp(`^\\d+,${order.id},`).test(l))).toHaveLength(2);
    expect(
      read('payments').find((l) => new RegExp(`^\\d+,${order.id},Cash,${order.total},`).test(l)),
    ).toBeTruthy();
    const customers = read('customers');
    expect(customers[0]).toBe('id,title,first_name,last_name,email,phone,organization,member_id,tags');
    // A comma is quoted and a leading = is written as text, not a spreadsheet formula.
    expect(customers.find((l) => l.includes('grace@example.test'))).toContain(
      `,Grace,"'=HYPERLINK(""x"")",grace@example.test,,"Navy, US",`,
    );
    // Nothing half-written is left beside the files.
    expect(readdirSync(folder()).filter((n) => n.endsWith('.part'))).toEqual([]);
    const got = await f.api('GET', '/api/admin/data-export/sftp');
    expect(got.data.nightlyExportAt).toBe(nextNight.toISOString());
  });

  it('writes nothing more once switched off', async () => {
    const off = await f.api('PUT', '/api/admin/data-export/sftp', settings(false));
    expect(off.data).toMatchObject({ nightlyExport: false, nightlyExportAt: null });
    const before = readdirSync(folder()).sort();
    await t.clock.advance(nextNight.getTime() + 5 * 60_000 - t.clock.now.getTime());
    // Moves the clock until the night's job has run (it finds the export off).
    const nights = async () =>
      (await t.app.jobs.list({ accountId: f.accountId })).filter((j) => j.name === 'nightly-data-export');
    for (let i = 0; i < 300 && !(await nights()).every((j) => j.state === 'completed'); i++) {
      await t.clock.advance(1_000);
      await new Promise((r) => setTimeout(r, 50));
    }
    const ran = await nights();
    expect(ran.map((j) => j.state)).toEqual(['completed', 'completed']);
    // A moment more for anything it might have queued, then: no new file and no second upload.
    for (let i = 0; i < 10; i++) {
      await t.clock.advance(1_000);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(readdirSync(folder()).sort()).toEqual(before);
    const jobs = await t.app.jobs.list({ accountId: f.accountId });
    expect(jobs.filter((j) => j.name === 'nightly-data-export-upload')).toHaveLength(1);
  });
});
