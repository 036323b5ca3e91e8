import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { errorOf, type ProductFixture, productFixture, stockOf } from './product-fixture';

/**
 * Many baskets race for the last units of a variant on PostgreSQL (real concurrent
 * connections): the guarded update lets exactly as many through as there are units, and
 * every checkout of a winner sells its unit without overselling.
 */
describe.runIf(process.env.DATABASE_URL)('product stock under concurrency on PostgreSQL', () => {
  let t: TestApp;
  let f: ProductFixture;

  beforeAll(async () => {
    t = await startTestApp();
    f = await productFixture(t);
  });
  afterAll(() => t.close());

  it('gives the last 3 T-shirts to exactly 3 of 12 baskets adding at once', async () => {
    await t.database.db.execute(
      sql`UPDATE product_variants SET quantity_available = sold + reserved + 3 WHERE id = ${f.medium}`,
    );
    const before = await stockOf(t, f.medium);
    const baskets = await Promise.all(Array.from({ length: 12 }, () => f.openBasket()));
    const results = await Promise.all(
      baskets.map((id) =>
        f.api('POST', `/api/admin/baskets/${id}/products`, {
          eventId: f.eventId,
          productId: f.shirtId,
          variantId: f.medium,
          quantity: 1,
        }),
      ),
    );
    const won = baskets.filter((_, i) => results[i]!.statusCode === 200);
    expect(won).toHaveLength(3);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(errorOf(r)?.code).toBe('purchase.product_out_of_stock');
    }
    expect(await stockOf(t, f.medium)).toMatchObject({ reserved: before.reserved + 3, sold: before.sold });

    const paid = await Promise.all(
      won.map((id, i) =>
        f.api('POST', `/api/admin/baskets/${id}/checkout`, {
          idempotencyKey: `product-race-${i}-${Date.now()}`,
          buyer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' },
          payments: [{ type: 'Cash', amount: 2500 }],
        }),
      ),
    );
    expect(paid.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const after = await stockOf(t, f.medium);
    expect(after).toMatchObject({ sold: before.sold + 3, reserved: before.reserved });
    expect(after.sold + after.reserved).toBeLessThanOrEqual(after.quantity_available!);
  });

  it('never oversells when baskets ask for different quantities at once', async () => {
    await t.database.db.execute(
      sql`UPDATE product_variants SET quantity_available = sold + reserved + 10 WHERE id = ${f.medium}`,
    );
    const before = await stockOf(t, f.medium);
    const asks = [4, 3, 3, 2, 5, 1, 4, 2];
    const baskets = await Promise.all(asks.map(() => f.openBasket()));
    const results = await Promise.all(
      baskets.map((id, i) =>
        f.api('POST', `/api/admin/baskets/${id}/products`, {
          eventId: f.eventId,
          productId: f.shirtId,
          variantId: f.medium,
          quantity: asks[i],
        }),
      ),
    );
    const granted = asks.filter((_, i) => results[i]!.statusCode === 200).reduce((a, b) => a + b, 0);
    const after = await stockOf(t, f.medium);
    expect(granted).toBeLessThanOrEqual(10);
    expect(after.reserved - before.reserved).toBe(granted);
    // Only refusals for stock: whatever was refused did not fit in what was left.
    for (const [i, r] of results.entries()) {
      if (r.statusCode !== 200) {
        expect(errorOf(r)?.code).toBe('purchase.product_out_of_stock');
        expect(asks[i]!).toBeGreaterThan(10 - granted);
      }
    }
  });
});
