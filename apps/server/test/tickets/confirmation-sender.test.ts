import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { CONFIRMATION_JOB } from '@/modules/orders/order-confirmation.jobs';
import { createMailer } from '@/platform/mail/mailer';
import { cashSale } from '../commerce/cash-sale';
import { confirmationSent } from '../commerce/confirmation';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { startTestApp, type TestApp } from '../harness';
import { type Smtp, startSmtp } from '../smtp';

let smtp: Smtp;
let t: TestApp;
let f: SaleFixture;

/** Resolves when `check` holds, reading again after each turn of the event loop. */
async function until<T>(check: () => Promise<T | undefined | false>): Promise<T> {
  for (let i = 0; i < 5_000; i++) {
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('never came true');
}

// This server sends no confirmations itself: each test starts a server on the same database that
// does, as a restarted server would.
beforeAll(async () => {
  t = await startTestApp({ confirmationSender: false, withSmtp: true });
  smtp = t.smtp!;
  f = await saleFixture(t);
});
afterAll(() => t.close());

const sellTo = (place: string, email: string) =>
  cashSale(f, [place], { firstName: 'Noor', lastName: 'Haddad', email });

/** A server on the same database that sends confirmations (closed by the test; the database stays). */
const sendingServer = (options: Parameters<typeof startTestApp>[0] = {}) =>
  startTestApp({ config: { smtp: smtp.smtpConfig }, database: t.database, ...options });

/** The order's confirmation job, as the queue holds it. */
async function confirmationJob(server: TestApp, orderId: number) {
  const [job] = await rows<{ id: string }>(
    t.database.db,
    sql`SELECT id FROM pgboss.job WHERE name = ${CONFIRMATION_JOB} AND (data->>'orderId')::int = ${orderId}`,
  );
  return server.app.jobs.find(CONFIRMATION_JOB, job!.id);
}

const due = (orderId: number) =>
  rows<{ attempts: number; due_at: Date }>(
    t.database.db,
    sql`SELECT attempts, due_at FROM order_confirmations_due WHERE order_id = ${orderId}`,
  );
const outbox = (to: string) =>
  rows<{ status: string }>(
    t.database.db,
    sql`SELECT status FROM mail_outbox WHERE to_address = ${to} ORDER BY id`,
  );

describe('the confirmation sender', () => {
  it('sends, once, a confirmation still due when the server stopped', async () => {
    const orderId = await sellTo('D-1', 'noor@example.test');
    // Sold with no sender running: the order is placed and its confirmation recorded as due.
    expect(await due(orderId)).toHaveLength(1);
    expect(await outbox('noor@example.test')).toEqual([]);

    const sender = await sendingServer();
    try {
      expect(await confirmationSent(f.api, orderId)).toMatchObject({
        details: { to: 'noor@example.test', status: 'sent' },
      });
      expect((await smtp.lastTo('noor@example.test')).raw).toContain(`tickets-${orderId}.pdf`);
      expect(await due(orderId)).toEqual([]);
      await until(async () => (await confirmationJob(sender, orderId))?.state === 'completed');
    } finally {
      await sender.app.close();
    }
    expect(await outbox('noor@example.test')).toEqual([{ status: 'sent' }]);
  });

  it('tries again later when the mail server was down, and then sends it', async () => {
    const orderId = await sellTo('D-2', 'lena@example.test');
    const down = await startSmtp();
    await down.close();
    // The job was queued on the database's time (the selling server runs the queue on real time).
    const failing = await sendingServer({
      movableClock: true,
      now: new Date(),
      mailer: createMailer(down.smtpConfig),
    });
    let resumeAt: Date;
    try {
      await failing.clock.advance(2_000);
      expect(await confirmationSent(f.api, orderId)).toMatchObject({ details: { status: 'failed' } });
      const job = await until(async () => {
        const found = await confirmationJob(failing, orderId);
        return found?.state === 'retry' && found;
      });
      // 30 s after the failed attempt (pg-boss spreads retries up to twice that), measured from
      // the attempt's own start on the database's clock: the test's reading may come late.
      const delay = job.startAfter.getTime() - job.startedOn.getTime();
      expect(delay).toBeGreaterThanOrEqual(30_000);
      // The attempt's own length (an SMTP connection refused) on top of the spread.
      expect(delay).toBeLessThanOrEqual(65_000);
      expect((await due(orderId))[0]?.attempts).toBe(1);
      resumeAt = job.startAfter;
    } finally {
      await failing.app.close();
    }

    const sender = await sendingServer({ movableClock: true, now: failing.clock.now });
    try {
      await sender.clock.advance(resumeAt.getTime() - sender.clock.now.getTime() + 2_000);
      const mail = await smtp.lastTo('lena@example.test');
      expect(mail.raw).toContain(`tickets-${orderId}.pdf`);
      await until(async () => (await due(orderId)).length === 0);
    } finally {
      await sender.app.close();
    }
    expect(await outbox('lena@example.test')).toEqual([{ status: 'failed' }, { status: 'sent' }]);
  });
});

/**
 * A staff member changes an order (cancel, void: the order locked first, then its tickets)
 * just as the sender records that order's confirmation. On PostgreSQL's real locks.
 */
describe.runIf(process.env.DATABASE_URL)('a confirmation recorded while the order is being changed', () => {
  it('waits for the change instead of deadlocking with it: both complete', async () => {
    const orderId = await sellTo('E-4', 'ines@example.test');
    // The change begins: the order is locked, as every change to an order takes it first.
    const change = await t.database.pool!.connect();
    let sender: TestApp | undefined;
    try {
      await change.query('BEGIN');
      await change.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [orderId]);
      sender = await sendingServer();
      // The message goes out; recording it must now wait for the order.
      await smtp.lastTo('ines@example.test');
      for (let i = 0; i < 200; i++) {
        const [waiting] = await rows<{ n: number }>(
          t.database.db,
          sql`SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        if (waiting!.n > 0) break;
        await new Promise((r) => setTimeout(r, 10));
      }
      // The change goes on to the order's tickets and commits.
      await change.query('UPDATE order_tickets SET status = status WHERE order_id = $1', [orderId]);
      await change.query('COMMIT');
    } finally {
      change.release();
    }
    try {
      expect(await confirmationSent(f.api, orderId)).toMatchObject({
        details: { to: 'ines@example.test', status: 'sent' },
      });
      expect(await due(orderId)).toEqual([]);
    } finally {
      await sender?.app.close();
    }
  });
});
