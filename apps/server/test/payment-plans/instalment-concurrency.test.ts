import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { chargeInstalment, instalmentKey } from '@/modules/instalments/instalments.service';
import { unbalancedOrders } from '@/modules/orders/order-books.store';
import { paymentProcessor } from '@/modules/payments/processors.service';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { startTestApp, type TestApp } from '../harness';
import { basketOf, checkoutOnPlan, createPlan, offered, planOfOrder } from './plan-fixture';

/**
 * The same instalment is never charged twice when runners race (decisions/0045): two job runners
 * (or a runner and staff paying now) on separate connections ask for it at the same moment. One
 * claims it and charges it; the other finds nothing to do. On PostgreSQL the runners really
 * overlap; on PGlite the same test runs them one after the other.
 */
let t: TestApp;
let f: SaleFixture;

beforeAll(async () => {
  // A fixed clock: the queue itself never runs the instalment, only the racing runners here.
  t = await startTestApp({ movableClock: true, now: new Date() });
  f = await saleFixture(t);
});
afterAll(() => t.close());

describe('an instalment raced by two runners', () => {
  it('is charged once, paid once, and the books balance', async () => {
    const plan = await createPlan(f, { name: 'Raced', instalments: 4 });
    const sold: number[] = [];
    for (const place of ['A-1', 'A-2', 'A-3']) {
      const basket = await basketOf(f, [place]);
      const first = (await offered(f, basket.id)).find((p) => p.id === plan.id)!.instalments[0]!;
      const res = await checkoutOnPlan(f, basket.id, plan.id, first.amount);
      expect(res.statusCode, res.body).toBe(201);
      sold.push(res.data.id as number);
    }
    const io = { db: t.database.db, now: () => t.clock.now, mailer: { delivers: false } as never };
    for (const orderId of sold) {
      const detail = await planOfOrder(f, orderId);
      for (const instalment of detail.instalments.filter((i) => i.status === 'due')) {
        const outcomes = await Promise.all(
          Array.from({ length: 4 }, () =>
            chargeInstalment(io, f.accountId, instalment.id, { lastAttempt: false, includeFailed: true }),
          ),
        );
        expect(outcomes.filter((o) => o.status === 'paid')).toHaveLength(1);
        expect(outcomes.filter((o) => o.status === 'skipped')).toHaveLength(3);
      }
      const after = await planOfOrder(f, orderId);
      expect(after.status).toBe('completed');
      const charges = await rows<{ n: number | string }>(
        t.database.db,
        sql`SELECT count(*) AS n FROM sandbox_charges c JOIN payments p ON p.provider_id = c.id::text
          WHERE p.order_id = ${orderId}`,
      );
      expect(Number(charges[0]!.n)).toBe(4);
      const keys = await rows<{ n: number | string }>(
        t.database.db,
        sql`SELECT count(*) AS n FROM sandbox_charges WHERE idempotency_key LIKE ${'instalment-%'}
          AND idempotency_key IN (SELECT 'instalment-' || id || '-0' FROM order_instalments WHERE order_id = ${orderId})`,
      );
      expect(Number(keys[0]!.n)).toBe(3);
      const payments = await rows<{ n: number | string }>(
        t.database.db,
        sql`SELECT count(*) AS n FROM payments WHERE order_id = ${orderId}`,
      );
      expect(Number(payments[0]!.n)).toBe(4);
    }
    expect(await unbalancedOrders(t.database.db, f.accountId)).toEqual([]);
  });

  it('a runner that takes over a lapsed claim asks for the same charge, and one payment is written', async () => {
    const plan = await createPlan(f, { name: 'Lapsed', instalments: 2 });
    const basket = await basketOf(f, ['B-1']);
    const first = (await offered(f, basket.id)).find((p) => p.id === plan.id)!.instalments[0]!;
    const res = await checkoutOnPlan(f, basket.id, plan.id, first.amount);
    const detail = await planOfOrder(f, res.data.id as number);
    const second = detail.instalments[1]!;
    // A runner claimed it and died before it settled (its claim lapsed an hour ago) after the
    // processor had charged the card.
    await t.database.db.execute(
      sql`UPDATE order_instalments SET status = 'charging', claimed_until = ${new Date(t.clock.now.getTime() - 3_600_000)}
        WHERE id = ${second.id}`,
    );
    const io = { db: t.database.db, now: () => t.clock.now, mailer: { delivers: false } as never };
    const [kept] = await rows<{ card_token: string }>(
      t.database.db,
      sql`SELECT card_token FROM order_payment_plans WHERE order_id = ${res.data.id as number}`,
    );
    const charged = await paymentProcessor('sandbox', io).authorizeStored(
      { accountId: f.accountId, paymentAccountId: null },
      {
        idempotencyKey: instalmentKey({ id: second.id, declines: 0 }),
        amount: second.amount,
        token: kept!.card_token,
      },
    );
    const outcome = await chargeInstalment(io, f.accountId, second.id, { lastAttempt: false });
    expect(outcome).toEqual({ status: 'paid' });
    const again = await chargeInstalment(io, f.accountId, second.id, {
      lastAttempt: false,
      includeFailed: true,
    });
    expect(again).toEqual({ status: 'skipped' });
    const payments = await rows<{ n: number | string }>(
      t.database.db,
      sql`SELECT count(*) AS n FROM payments WHERE order_id = ${res.data.id as number}`,
    );
    expect(Number(payments[0]!.n)).toBe(2);
    const [paid] = await rows<{ provider_id: string }>(
      t.database.db,
      sql`SELECT p.provider_id FROM payments p JOIN order_instalments i ON i.payment_id = p.id WHERE i.id = ${second.id}`,
    );
    expect(paid!.provider_id).toBe(charged.chargeId);
  });
});
