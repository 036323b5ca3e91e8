import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { unbalancedOrders } from '@/modules/orders/order-books.store';
import type { SaleFixture } from '../commerce/sale-fixture';
import { call, startTestApp, type TestApp } from '../harness';
import { card, errorCode, orderFixture, refundStaff, refundsSettled, sell } from './order-fixture';

/** Two staff members voiding and refunding the same ticket at the same moment, on PostgreSQL. */
describe.runIf(process.env.DATABASE_URL)('voids and refunds under concurrency on PostgreSQL', () => {
  let t: TestApp;
  let f: SaleFixture;
  let tokens: string[];

  beforeAll(async () => {
    t = await startTestApp();
    f = await orderFixture(t);
    tokens = await refundStaff(t, f);
  });
  afterAll(() => t.close());

  it('a void and a cancel of the same order at once never refund a ticket twice; the books balance', async () => {
    for (let round = 0; round < 5; round++) {
      const order = await sell(f, [`A-${round * 2 + 1}`, `A-${round * 2 + 2}`], (total) => [
        { type: 'CreditCard', amount: total, card: card('4242424242424242') },
      ]);
      const ticketId = order.tickets[0]!.id;
      const results = await Promise.all(
        tokens.map((token, i) =>
          call(t.app, {
            method: 'POST',
            url: i === 0 ? `/api/admin/orders/${order.id}/void` : `/api/admin/orders/${order.id}/cancel`,
            token,
            payload: i === 0 ? { ticketIds: [ticketId], returnTo: 'open' } : { returnTo: 'open' },
          }),
        ),
      );
      const ok = results.filter((r) => r.statusCode === 200);
      await refundsSettled(f, order.id);
      // The void and the cancel may both succeed only if they touched different tickets: the
      // cancel after the void voids the remaining ticket. Never the same ticket twice.
      const refunds = await rows<{ n: string; sum: string | null }>(
        t.database.db,
        sql`SELECT count(*) AS n, sum(amount) AS sum FROM order_refunds WHERE order_id = ${order.id}`,
      );
      expect(Number(refunds[0]!.sum ?? 0)).toBeLessThanOrEqual(order.total);
      for (const r of results.filter((x) => x.statusCode !== 200)) {
        expect(errorCode(r)).toBe('admin.order_ticket_already_voided');
      }
      expect(ok.length).toBeGreaterThanOrEqual(1);
      const [charge] = await rows<{ refunded_amount: number; amount: number }>(
        t.database.db,
        sql`SELECT c.refunded_amount, c.amount FROM sandbox_charges c JOIN payments p ON p.provider_id = c.id::text
          WHERE p.order_id = ${order.id}`,
      );
      expect(charge!.refunded_amount).toBe(Number(refunds[0]!.sum ?? 0));
    }
    expect(await unbalancedOrders(t.database.db, f.accountId)).toEqual([]);
  });

  it('two staff voiding the very same ticket: one wins, the other is told it is already voided', async () => {
    for (let round = 0; round < 5; round++) {
      const order = await sell(f, [`B-${round + 1}`]);
      const ticketId = order.tickets[0]!.id;
      const results = await Promise.all(
        tokens.map((token) =>
          call(t.app, {
            method: 'POST',
            url: `/api/admin/orders/${order.id}/void`,
            token,
            payload: { ticketIds: [ticketId], returnTo: 'open' },
          }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const [refunds] = await rows<{ n: string }>(
        t.database.db,
        sql`SELECT count(*) AS n FROM order_refunds WHERE order_id = ${order.id}`,
      );
      expect(Number(refunds!.n)).toBe(1);
      const [seat] = await rows<{ status: string }>(
        t.database.db,
        sql`SELECT status FROM event_seats WHERE id = ${f.seats.get(`B-${round + 1}`)}`,
      );
      expect(seat!.status).toBe('open');
    }
    expect(await unbalancedOrders(t.database.db, f.accountId)).toEqual([]);
  });
});
