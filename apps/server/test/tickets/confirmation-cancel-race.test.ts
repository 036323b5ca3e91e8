import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { startConfirmationSender } from '@/modules/tickets/confirmation-sender';
import { createMailer } from '@/platform/mail/mailer';
import { confirmationSent } from '../commerce/confirmation';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { startTestApp, type TestApp } from '../harness';
import { startSmtp } from '../smtp';

/**
 * A staff member changes an order (cancel, void: the order locked first, then its tickets)
 * just as the background sender records that order's confirmation. On PostgreSQL's real locks.
 */
describe.runIf(process.env.DATABASE_URL)('a confirmation recorded while the order is being changed', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  let f: SaleFixture;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startTestApp({ config: { smtp: smtp.smtpConfig }, confirmationSender: false });
    f = await saleFixture(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('waits for the change instead of deadlocking with it: both complete', async () => {
    const open = await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
    const basketId = open.data.id as string;
    const added = await f.api('POST', `/api/admin/baskets/${basketId}/seats`, {
      eventId: f.eventId,
      seatIds: [f.seats.get('E-4')],
    });
    const paid = await f.api('POST', `/api/admin/baskets/${basketId}/checkout`, {
      idempotencyKey: 'confirmation-cancel-race',
      buyer: { firstName: 'Ines', lastName: 'Moreau', email: 'ines@example.test' },
      payments: [{ type: 'Cash', amount: added.data.total as number }],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const orderId = paid.data.id as number;

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
      await change.query(`UPDATE order_tickets SET status = status WHERE order_id = $1`, [orderId]);
      await change.query('COMMIT');
    } finally {
      change.release();
    }
    try {
      expect(await confirmationSent(f.api, orderId)).toMatchObject({
        details: { to: 'ines@example.test', status: 'sent' },
      });
      const left = await rows<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM order_confirmations_due WHERE order_id = ${orderId}`,
      );
      expect(left[0]!.n).toBe(0);
    } finally {
      await sender.stop();
    }
  });
});
