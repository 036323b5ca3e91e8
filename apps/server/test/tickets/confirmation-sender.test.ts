import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { startConfirmationSender } from '@/modules/tickets/confirmation-sender';
import { createMailer } from '@/platform/mail/mailer';
import { confirmationSent } from '../commerce/confirmation';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { startTestApp, type TestApp } from '../harness';
import { startSmtp } from '../smtp';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
let f: SaleFixture;
let seq = 0;

// This server sends no confirmations itself: each test starts the sender a restarted server would.
beforeAll(async () => {
  smtp = await startSmtp();
  t = await startTestApp({ config: { smtp: smtp.smtpConfig }, confirmationSender: false });
  f = await saleFixture(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function sellTo(place: string, email: string): Promise<number> {
  const open = await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
  const id = open.data.id as string;
  const added = await f.api('POST', `/api/admin/baskets/${id}/seats`, {
    eventId: f.eventId,
    seatIds: [f.seats.get(place)],
  });
  expect(added.statusCode, added.body).toBe(200);
  const paid = await f.api('POST', `/api/admin/baskets/${id}/checkout`, {
    idempotencyKey: `confirmation-sender-test-${++seq}`,
    buyer: { firstName: 'Noor', lastName: 'Haddad', email },
    payments: [{ type: 'Cash', amount: added.data.total as number }],
  });
  expect(paid.statusCode, paid.body).toBe(201);
  return paid.data.id as number;
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

    const sender = startConfirmationSender(
      { db: t.database.db, mailer: createMailer(smtp.smtpConfig), now: () => t.clock.now },
      (error) => {
        throw error;
      },
    );
    try {
      expect(await confirmationSent(f.api, orderId)).toMatchObject({
        details: { to: 'noor@example.test', status: 'sent' },
      });
      expect((await smtp.lastTo('noor@example.test')).raw).toContain(`tickets-${orderId}.pdf`);
      expect(await due(orderId)).toEqual([]);
      sender.wake();
    } finally {
      await sender.stop();
    }
    expect(await outbox('noor@example.test')).toEqual([{ status: 'sent' }]);
  });

  it('tries again later when the mail server was down, and then sends it', async () => {
    const orderId = await sellTo('D-2', 'lena@example.test');
    const down = await startSmtp();
    await down.close();
    const failing = startConfirmationSender(
      { db: t.database.db, mailer: createMailer(down.smtpConfig), now: () => t.clock.now },
      () => undefined,
    );
    expect(await confirmationSent(f.api, orderId)).toMatchObject({ details: { status: 'failed' } });
    await failing.stop();
    const [waiting] = await due(orderId);
    expect(waiting?.attempts).toBe(1);
    expect(new Date(waiting!.due_at).getTime()).toBe(t.clock.now.getTime() + 30_000);

    t.clock.advance(31_000);
    const sender = startConfirmationSender(
      { db: t.database.db, mailer: createMailer(smtp.smtpConfig), now: () => t.clock.now },
      () => undefined,
    );
    try {
      const mail = await smtp.lastTo('lena@example.test');
      expect(mail.raw).toContain(`tickets-${orderId}.pdf`);
    } finally {
      await sender.stop();
    }
    expect(await due(orderId)).toEqual([]);
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
    const sender = startConfirmationSender(
      { db: t.database.db, mailer: createMailer(smtp.smtpConfig), now: () => t.clock.now },
      (error) => {
        throw error;
      },
    );
    try {
      await change.query('BEGIN');
      await change.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [orderId]);
      sender.wake();
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
      await sender.stop();
    }
  });
});
