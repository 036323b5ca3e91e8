import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { setSandboxFaults } from '@/modules/payments/sandbox/sandbox-faults.service';
import { reconcile } from '@/modules/reconciliation/reconciliation.service';
import { startTestApp, type TestApp } from '../harness';
import { errorOf, type ProductFixture, productFixture, stockOf } from './product-fixture';

let t: TestApp;
let f: ProductFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await productFixture(t);
});
afterAll(() => {
  setSandboxFaults({ slowMs: 0, failAfterChargeRate: 0 });
  return t.close();
});

describe('reconciliation of a basket with products', () => {
  it('gives the product stock back when it releases a basket a failed card checkout left open', async () => {
    const before = await stockOf(t, f.medium);
    const id = await f.openBasket();
    await f.api('POST', `/api/admin/baskets/${id}/seats`, {
      eventId: f.eventId,
      seatIds: [f.seats.get('B-1')],
    });
    const added = await f.api('POST', `/api/admin/baskets/${id}/products`, {
      eventId: f.eventId,
      productId: f.shirtId,
      variantId: f.medium,
      quantity: 2,
    });
    expect((await stockOf(t, f.medium)).reserved).toBe(before.reserved + 2);
    setSandboxFaults({ slowMs: 0, failAfterChargeRate: 1 });
    const failed = await f.api('POST', `/api/admin/baskets/${id}/checkout`, {
      idempotencyKey: `product-reconcile-${Date.now()}`,
      buyer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' },
      payments: [
        {
          type: 'CreditCard',
          amount: added.data.total,
          card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
        },
      ],
    });
    setSandboxFaults({ slowMs: 0, failAfterChargeRate: 0 });
    expect(errorOf(failed)?.code).toBe('purchase.payment_failed');
    // The failed checkout sold nothing: the shirts are still only reserved.
    expect(await stockOf(t, f.medium)).toMatchObject({ sold: before.sold, reserved: before.reserved + 2 });

    const result = await reconcile(t.database.db, new Date(t.clock.now.getTime() + 30 * 60_000));
    expect(result.basketsReleased).toBe(1);
    expect(await stockOf(t, f.medium)).toMatchObject({ sold: before.sold, reserved: before.reserved });
    const [action] = await rows<{ details: { products?: number } }>(
      t.database.db,
      sql`SELECT details FROM reconciliation_actions WHERE basket_id = ${id}::uuid AND kind = 'basket_released'`,
    );
    expect(action!.details.products).toBe(2);
  });
});
