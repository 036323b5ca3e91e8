import { localDay } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app';
import { loadConfig } from '@/config';
import { rows } from '@/db/sql';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { freshDatabase } from '../database';
import { createStaffUser, signInAs } from '../factories';
import { call, type Json, startTestApp, type TestApp } from '../harness';
import { sell } from '../orders/order-fixture';
import { readMail } from '../tickets/mail-read';

/**
 * Reports off the primary (decisions/0106). The reports connection is the test database seen
 * through a session that is read-only and looks first in a schema `replica`, which holds a copy of
 * every table taken after the first sale: a replica that has not yet received the second sale.
 * Whatever a report shows comes visibly from that connection; whatever the sale path writes goes
 * to the primary (a write through the replica's session fails).
 */
const ZONE = 'America/New_York';
const replicaOptions = '-c default_transaction_read_only=on -c search_path=replica,public';

function reportsUrlOf(url: string): string {
  const u = new URL(url);
  u.searchParams.set('options', replicaOptions);
  u.searchParams.set('application_name', 'tessera-reports');
  return u.toString();
}

/** Copies every table of the primary into schema `replica`: the replica as of now. */
async function takeReplicaSnapshot(t: TestApp) {
  const db = t.database.db;
  await db.execute(sql.raw('CREATE SCHEMA replica'));
  const tables = await rows<{ name: string }>(
    db,
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`,
  );
  for (const { name } of tables)
    await db.execute(sql.raw(`CREATE TABLE replica."${name}" AS TABLE public."${name}"`));
}

describe.runIf(process.env.DATABASE_URL)('reports with REPORTS_DATABASE_URL on PostgreSQL', () => {
  let t: TestApp;
  let f: SaleFixture;
  let reportsUrl: string;
  let first: { id: number; total: number };
  let second: { id: number; total: number };
  let today: string;

  async function signInAgain() {
    const admin = await createStaffUser(t.database.db, { accountId: f.accountId, role: 'Admin' });
    const token = await signInAs(t.app, admin.email);
    f.token = token;
    f.api = (method, url, payload) => call(t.app, { method, url, token, payload });
  }

  beforeAll(async () => {
    const database = await freshDatabase();
    reportsUrl = reportsUrlOf(database.url!);
    t = await startTestApp({
      database,
      now: new Date(),
      movableClock: true,
      withSmtp: true,
      config: { reportsDatabaseUrl: reportsUrl },
    });
    f = await saleFixture(t, { maxTicketsPerOrder: 8 });
    const tick = () => t.clock.advance(2_500);
    first = await sell(f, ['A-1', 'A-2'], undefined, tick);
    await takeReplicaSnapshot(t);
    // The sale path after the copy: it writes to the primary, which the replica has not caught up on.
    second = await sell(f, ['A-3'], undefined, tick);
    today = localDay(t.clock.now, ZONE);
  });
  afterAll(() => t?.close());

  it('reads the reports, the dashboard and the downloads through the reports connection, never the sale', async () => {
    // The sale path wrote to the primary; the reports connection refuses writes and lags behind.
    const order = await f.api('GET', `/api/admin/orders/${second.id}`);
    expect(order.statusCode, order.body).toBe(200);
    expect(order.data.total).toBe(second.total);
    const client = new pg.Client({ connectionString: reportsUrl });
    await client.connect();
    try {
      await expect(client.query('CREATE TABLE written_by_reports (id int)')).rejects.toThrow(/read-only/);
      const counted = await client.query<{ n: string }>(
        'SELECT count(*) AS n FROM orders WHERE account_id = $1',
        [f.accountId],
      );
      expect(Number(counted.rows[0]!.n)).toBe(1);
    } finally {
      await client.end();
    }
    const range = `?from=${today}&to=${today}`;
    const sales = await f.api('GET', `/api/admin/reports/sales-by-transaction-date${range}`);
    expect(sales.statusCode, sales.body).toBe(200);
    // The replica's figures: the first sale only.
    expect(sales.data.totals).toMatchObject({ orders: 1, tickets: 2, sales: first.total });

    const dash = await f.api('GET', `/api/admin/reports/dashboard?range=custom&from=${today}&to=${today}`);
    expect(dash.statusCode, dash.body).toBe(200);
    expect((dash.data.sales as { totals: Json }).totals).toMatchObject({ orders: 1, sales: first.total });

    const payments = await f.api('GET', `/api/admin/reports/payments-audit${range}`);
    expect(payments.statusCode, payments.body).toBe(200);
    expect(payments.data.totals).toMatchObject({ received: first.total });

    // The streamed CSV of transactions (a cursor in a read-only transaction) and a whole Excel file.
    const csv = await f.api('GET', `/api/admin/reports/download${range}&report=transactions&format=csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain(String(first.id));
    expect(csv.body).not.toContain(`,${second.id},`);
    const xlsx = await call(t.app, {
      method: 'GET',
      url: `/api/admin/reports/download${range}&report=sales-by-transaction-date&format=xlsx`,
      token: f.token,
    });
    expect(xlsx.statusCode, xlsx.body).toBe(200);
  });

  it('runs a scheduled report from the reports connection and records the run on the primary', async () => {
    // Daily, a minute before this time of day: the first run is tomorrow, over days up to today.
    const local = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit' })
      .format(new Date(t.clock.now.getTime() - 60_000))
      .replace(/^24/, '00');
    const made = await f.api('POST', '/api/admin/reports/scheduled', {
      name: 'Daily sales',
      report: 'sales-by-transaction-date',
      format: 'csv',
      range: 'last-7-days',
      recipients: ['finance@venue.test'],
      subject: 'Sales',
      message: 'Attached.',
      frequencyUnit: 'day',
      frequencyCount: 1,
      daysOfWeek: [],
      timeOfDay: local,
      timeZone: ZONE,
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.data.id as number;
    const due = made.data.nextRunAt as string;
    await t.clock.advance(Date.parse(due) + 30_000 - t.clock.now.getTime());
    await signInAgain();
    let run: Json | undefined;
    for (let i = 0; i < 200 && (!run || run.status === 'running'); i++) {
      await t.clock.advance(1_000);
      await new Promise((r) => setTimeout(r, 50));
      run = ((await f.api('GET', `/api/admin/reports/scheduled/${id}/runs`)).data as unknown as Json[])[0];
    }
    // The run is recorded (a write) on the primary: the reports connection refuses writes.
    expect(run, JSON.stringify(run)).toMatchObject({ status: 'succeeded', error: null, lastDay: today });
    const mail = await readMail((await t.smtp!.lastTo('finance@venue.test')).raw);
    const file = [...mail.attachments.values()][0]!.toString('utf8');
    // One order of the replica, not the two of the primary.
    expect(file).toContain((first.total / 100).toFixed(2));
    expect(file).not.toContain(((first.total + second.total) / 100).toFixed(2));
  });
});

describe.runIf(!process.env.DATABASE_URL)('REPORTS_DATABASE_URL on the embedded database', () => {
  it('refuses to start: a replica is of a PostgreSQL primary', async () => {
    const database = await freshDatabase();
    try {
      await expect(
        buildApp({
          database,
          config: { ...loadConfig({ LOG_LEVEL: 'silent' }), reportsDatabaseUrl: 'postgres://localhost/x' },
          logger: false,
        }),
      ).rejects.toThrow(/REPORTS_DATABASE_URL needs DATABASE_URL/);
    } finally {
      await database.close();
    }
  });
});
