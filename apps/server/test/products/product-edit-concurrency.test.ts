import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { startTestApp, type TestApp } from '../harness';
import { errorOf, type ProductFixture, productFixture, stockOf } from './product-fixture';

/**
 * Variants archived and stock lowered while others act at once, on PostgreSQL (real concurrent
 * connections; decisions/0056): a product never ends with every variant archived, and a stock
 * lowered while baskets reserve never falls below what is sold or held.
 */
describe.runIf(process.env.DATABASE_URL)('editing products under concurrency on PostgreSQL', () => {
  let t: TestApp;
  let f: ProductFixture;

  beforeAll(async () => {
    t = await startTestApp();
    f = await productFixture(t);
  });
  afterAll(() => t.close());

  it('archives one of the last two variants when both are archived at once', async () => {
    const results = await Promise.all(
      [f.small, f.medium].map((id) => f.api('POST', `/api/admin/product-variants/${id}/archive`)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(errorOf(results.find((r) => r.statusCode === 409)!)?.code).toBe(
      'admin.product_variant_last_active',
    );
    const [live] = await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM product_variants WHERE product_id = ${f.shirtId} AND archived_at IS NULL`,
    );
    expect(live!.n).toBe(1);
  });

  it('never lets a lowered stock fall below what baskets reserve at the same moment', async () => {
    const made = await f.api('POST', `/api/admin/event-templates/${f.templateId}/products`, {
      name: 'Scarf',
      type: 'Merchandise',
      sku: `SCARF-${f.accountId}`,
      price: 1500,
      inventoryControlled: true,
      variants: [{ name: 'One size', sku: `SCARF-1-${f.accountId}`, quantityAvailable: 4 }],
    });
    expect(made.statusCode, made.body).toBe(201);
    const scarf = made.data as { id: number; variants: { id: number }[] };
    const variantId = scarf.variants[0]!.id;
    const baskets = await Promise.all(Array.from({ length: 4 }, () => f.openBasket()));
    const [edit, ...adds] = await Promise.all([
      f.api('PUT', `/api/admin/product-variants/${variantId}`, {
        name: 'One size',
        sku: `SCARF-1-${f.accountId}`,
        quantityAvailable: 2,
      }),
      ...baskets.map((id) =>
        f.api('POST', `/api/admin/baskets/${id}/products`, {
          eventId: f.eventId,
          productId: scarf.id,
          variantId,
          quantity: 1,
        }),
      ),
    ]);
    const after = await stockOf(t, variantId);
    const won = adds.filter((r) => r.statusCode === 200).length;
    for (const r of adds.filter((x) => x.statusCode !== 200)) {
      expect(errorOf(r)?.code).toBe('purchase.product_out_of_stock');
    }
    if (edit!.statusCode === 200) {
      expect(after.quantity_available).toBe(2);
    } else {
      expect(errorOf(edit!)?.code).toBe('admin.product_stock_below_sold');
      expect(after.quantity_available).toBe(4);
    }
    expect(after.reserved).toBe(won);
    expect(after.sold + after.reserved).toBeLessThanOrEqual(after.quantity_available!);
  });
});
