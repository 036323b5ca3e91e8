import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { unbalancedOrders } from '@/modules/orders/order-books.store';
import type { SaleFixture } from '../commerce/sale-fixture';
import { basketWith, exchangeSettings } from '../exchanges/exchange-fixture';
import { call, startTestApp, type TestApp } from '../harness';
import { buyer, errorCode, key, orderFixture, refundStaff } from '../orders/order-fixture';
import { adjust, credit, customerBasket, newCustomer, sellTo } from './credit-fixture';

/** Account credit spent and filled at once, on PostgreSQL (decisions/0087). */
describe.runIf(process.env.DATABASE_URL)('account credit under concurrency on PostgreSQL', () => {
  let t: TestApp;
  let f: SaleFixture;
  let tokens: string[];

  beforeAll(async () => {
    t = await startTestApp();
    f = await orderFixture(t);
    tokens = await refundStaff(t, f);
    await exchangeSettings(f, { exchangeFee: 0, sameOrGreaterValueOnly: false });
  });
  afterAll(() => t.close());

  const spendAtOnce = (baskets: { id: string; total: number }[], amount: number) =>
    Promise.all(
      baskets.map((b, i) =>
        call(t.app, {
          method: 'POST',
          url: `/api/admin/baskets/${b.id}/checkout`,
          token: tokens[i],
          payload: {
            idempotencyKey: key(),
            buyer,
            payments: [
              { type: 'AccountCredit', amount },
              { type: 'Cash', amount: b.total - amount },
            ],
          },
        }),
      ),
    );

  it('two checkouts spending the same credit at once never overspend: one wins, or both fit', async () => {
    for (let round = 0; round < 4; round++) {
      const customerId = await newCustomer(f);
      expect((await adjust(f, customerId, 1000)).statusCode).toBe(201);
      const baskets = [
        await customerBasket(f, [`A-${2 * round + 1}`], customerId),
        await customerBasket(f, [`A-${2 * round + 2}`], customerId),
      ];
      const results = await spendAtOnce(baskets, 700);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(errorCode(results.find((r) => r.statusCode === 409)!)).toBe(
        'purchase.account_credit_insufficient',
      );
      const after = await credit(f, customerId);
      expect(after.balance).toBe(300);
      expect(after.entries.filter((e) => e.kind === 'spend')).toHaveLength(1);
    }
    // Enough for both: both sales go through and the balance is spent exactly.
    const customerId = await newCustomer(f);
    await adjust(f, customerId, 1400);
    const baskets = [
      await customerBasket(f, ['C-1'], customerId),
      await customerBasket(f, ['C-2'], customerId),
    ];
    const results = await spendAtOnce(baskets, 700);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
    expect((await credit(f, customerId)).balance).toBe(0);
    expect(await unbalancedOrders(t.database.db, f.accountId)).toEqual([]);
  });

  it('a refund on account is credited once: two staff cancelling or exchanging the same order at once', async () => {
    for (let round = 0; round < 3; round++) {
      const customerId = await newCustomer(f);
      const order = await sellTo(f, [`B-${round + 1}`], customerId);
      const results = await Promise.all(
        tokens.map((token) =>
          call(t.app, {
            method: 'POST',
            url: `/api/admin/orders/${order.id}/cancel`,
            token,
            payload: { returnTo: 'open', refundTo: 'onAccount' },
          }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const after = await credit(f, customerId);
      expect(after.balance).toBe(order.total);
      expect(after.entries).toHaveLength(1);
    }
    // The same exchange sent twice at once (a double click): one exchange, one credit.
    const customerId = await newCustomer(f);
    const order = await sellTo(f, ['B-9'], customerId);
    const basketId = await basketWith(f, ['B-10'], f.concessionId);
    const payload = {
      basketId,
      ticketIds: [order.tickets[0]!.id],
      returnTo: 'open',
      difference: -900,
      refundTo: 'onAccount',
      idempotencyKey: key(),
    };
    const twice = await Promise.all(
      tokens.map((token) =>
        call(t.app, { method: 'POST', url: `/api/admin/orders/${order.id}/exchange`, token, payload }),
      ),
    );
    expect(twice.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect((await credit(f, customerId)).balance).toBe(900);
    const [n] = await rows<{ n: string }>(
      t.database.db,
      sql`SELECT count(*) AS n FROM customer_credit_entries WHERE order_id = ${order.id}`,
    );
    expect(Number(n!.n)).toBe(1);
    expect(await unbalancedOrders(t.database.db, f.accountId)).toEqual([]);
  });
});
