import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { unbalancedOrders } from '@/modules/orders/order-books.store';
import { executeRefund } from '@/modules/orders/order-refunds.service';
import type { SaleFixture } from '../commerce/sale-fixture';
import { call, startTestApp, type TestApp } from '../harness';
import { card, errorCode, orderFixture, refundStaff, refundsSettled, sell } from './order-fixture';

/** Money is never refunded twice, whatever runs at once (decisions/0040), on PostgreSQL. */
describe.runIf(process.env.DATABASE_URL)('card refunds under concurrency on PostgreSQL', () => {
  let t: TestApp;
  let f: SaleFixture;
  let tokens: string[];

  beforeAll(async () => {
    t = await startTestApp({ movableClock: true, now: new Date() });
    f = await orderFixture(t);
    tokens = await refundStaff(t, f);
  });
  afterAll(() => t.close());

  const tick = () => t.clock.advance(2_500);
  /** Money the processor gave back for the order's card charge, and its refunds that succeeded. */
  const refundedAt = async (orderId: number) => {
    const [ledger] = await rows<{ refunded_amount: number; amount: number; succeeded: number; sum: number }>(
      t.database.db,
      sql`SELECT c.refunded_amount, c.amount,
          (SELECT count(*)::int FROM sandbox_refunds r WHERE r.charge_id = c.id AND r.status = 'succeeded') AS succeeded,
          (SELECT coalesce(sum(r.amount), 0)::int FROM sandbox_refunds r WHERE r.charge_id = c.id AND r.status = 'succeeded') AS sum
        FROM sandbox_charges c JOIN payments p ON p.provider_id = c.id::text WHERE p.order_id = ${orderId}`,
    );
    return ledger!;
  };
  const post = (token: string, url: string, payload?: object) =>
    call(t.app, { method: 'POST', url, token, ...(payload ? { payload } : {}) });

  it('two staff retrying one failed refund at once: one retry, one refund', async () => {
    for (let round = 0; round < 4; round++) {
      const order = await sell(
        f,
        [`A-${round + 1}`],
        (total) => [{ type: 'CreditCard', amount: total, card: card('4000000000007726') }],
        tick,
      );
      await f.api('POST', `/api/admin/orders/${order.id}/cancel`, { returnTo: 'open' });
      const [refund] = (await refundsSettled(f, order.id, tick)).refunds;
      expect(refund!.state).toBe('failed');
      const url = `/api/admin/orders/${order.id}/refunds/${refund!.id}/retry`;
      const results = await Promise.all(tokens.map((token) => post(token, url)));
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(errorCode(results.find((r) => r.statusCode === 409)!)).toBe('admin.order_refund_not_failed');
      const settled = await refundsSettled(f, order.id, tick);
      expect(settled.refunds).toEqual([expect.objectContaining({ state: 'succeeded' })]);
      expect(await refundedAt(order.id)).toMatchObject({ refunded_amount: order.total, succeeded: 1 });
    }
    expect(await unbalancedOrders(t.database.db, f.accountId)).toEqual([]);
  });

  it('a cancel racing the retry of a failed refund: each amount refunded once, never more than was paid', async () => {
    for (let round = 0; round < 4; round++) {
      const order = await sell(
        f,
        [`B-${round * 2 + 1}`, `B-${round * 2 + 2}`],
        (total) => [{ type: 'CreditCard', amount: total, card: card('4000000000007726') }],
        tick,
      );
      await f.api('POST', `/api/admin/orders/${order.id}/void`, {
        ticketIds: [order.tickets[0]!.id],
        returnTo: 'open',
      });
      const [first] = (await refundsSettled(f, order.id, tick)).refunds;
      expect(first).toMatchObject({ state: 'failed', amount: 4650 });
      const [retry, cancel] = await Promise.all([
        post(tokens[0]!, `/api/admin/orders/${order.id}/refunds/${first!.id}/retry`),
        post(tokens[1]!, `/api/admin/orders/${order.id}/cancel`, { returnTo: 'open' }),
      ]);
      expect(retry!.statusCode, retry!.body).toBe(200);
      expect(cancel!.statusCode, cancel!.body).toBe(200);
      const settled = await refundsSettled(f, order.id, tick);
      // The failed refund kept its share: the cancel asked only for what was left.
      expect(settled.refunds.map((r) => [r.amount, r.state])).toEqual([
        [4650, 'succeeded'],
        [order.total - 4650, 'succeeded'],
      ]);
      expect(await refundedAt(order.id)).toMatchObject({
        refunded_amount: order.total,
        succeeded: 2,
        sum: order.total,
      });
    }
    expect(await unbalancedOrders(t.database.db, f.accountId)).toEqual([]);
  });

  it('one refund carried out by two workers at once (a job delivered twice) is refunded once', async () => {
    for (let round = 0; round < 4; round++) {
      const order = await sell(
        f,
        [`C-${round + 1}`],
        (total) => [{ type: 'CreditCard', amount: total, card: card('4242424242424242') }],
        tick,
      );
      const res = await f.api('POST', `/api/admin/orders/${order.id}/cancel`, { returnTo: 'open' });
      const [refund] = res.data.refunds as { id: number; state: string }[];
      expect(refund!.state).toBe('requested');
      const io = { db: t.database.db, now: () => t.clock.now };
      await Promise.all([
        executeRefund(io, f.accountId, refund!.id, false),
        executeRefund(io, f.accountId, refund!.id, false),
      ]);
      const settled = await refundsSettled(f, order.id, tick);
      expect(settled.refunds).toEqual([expect.objectContaining({ state: 'succeeded' })]);
      expect(await refundedAt(order.id)).toMatchObject({ refunded_amount: order.total, succeeded: 1 });
      const [lines] = await rows<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM order_activity WHERE order_id = ${order.id} AND kind = 'payment.refunded'`,
      );
      expect(lines!.n).toBe(1);
    }
    expect(await unbalancedOrders(t.database.db, f.accountId)).toEqual([]);
  });
});
