import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unbalancedOrders } from '@/modules/orders/order-books.store';
import { saleFixture } from '../commerce/sale-fixture';
import { call, startTestApp, type TestApp } from '../harness';
import { card, refundStaff, refundsSettled, sell } from '../orders/order-fixture';

/** A bulk cancel started twice at once, racing a staff cancel of one of its orders, on PostgreSQL. */
describe.runIf(process.env.DATABASE_URL)('bulk cancel under concurrency on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('starts once, and never refunds an order twice while staff cancel it at the same moment', async () => {
    for (let round = 0; round < 3; round++) {
      const f = await saleFixture(t);
      const [first, second] = await refundStaff(t, f);
      const paid = (total: number) => [{ type: 'CreditCard', amount: total, card: card('4242424242424242') }];
      const a = await sell(f, ['A-1', 'A-2'], paid);
      const b = await sell(f, ['A-3'], paid);
      const start = (token: string) =>
        call(t.app, {
          method: 'POST',
          url: `/api/admin/events/${f.eventId}/cancel-orders`,
          token,
          payload: { returnTo: 'open', notifyBuyers: false },
        });
      const results = await Promise.all([
        start(first!),
        start(second!),
        call(t.app, {
          method: 'POST',
          url: `/api/admin/orders/${a.id}/cancel`,
          token: first!,
          payload: { returnTo: 'open' },
        }),
      ]);
      expect(
        results
          .slice(0, 2)
          .map((r) => r.statusCode)
          .sort(),
      ).toEqual([200, 409]);
      for (let i = 0; i < 500; i++) {
        const res = await f.api('GET', `/api/admin/events/${f.eventId}/cancel-orders`);
        if (res.data.status === 'done') break;
        await new Promise((r) => setTimeout(r, 50));
      }
      for (const order of [a, b]) {
        const settled = await refundsSettled(f, order.id);
        const refunded = settled.refunds.reduce((sum, r) => sum + r.amount, 0);
        expect(refunded, `order ${order.id}`).toBe(order.total);
      }
      expect(await unbalancedOrders(t.database.db, f.accountId)).toEqual([]);
    }
  });
});
