import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { startTestApp, type TestApp } from '../harness';
import { errorCode } from '../orders/order-fixture';
import { type BundleFixture, bundleFixture } from './bundle-fixture';

/**
 * Baskets racing on PostgreSQL for the last seats inside a template package (decisions/0112):
 * one package gets all its seats and programmes, every other gets nothing, and no seat is in
 * two baskets.
 */
describe.runIf(process.env.DATABASE_URL)('template packages under concurrency on PostgreSQL', () => {
  let t: TestApp;
  let f: BundleFixture;

  beforeAll(async () => {
    t = await startTestApp();
    f = await bundleFixture(t);
  });
  afterAll(() => t.close());

  const openBasket = async () =>
    (await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' })).data.id as string;
  const addPackage = (basketId: string) =>
    f.api('POST', `/api/admin/baskets/${basketId}/template-packages`, {
      packageId: f.packageId,
      eventId: f.eventId,
    });
  const openPatron = async () =>
    (
      await rows<{ n: string }>(
        t.database.db,
        sql`SELECT count(*) AS n FROM event_seats WHERE event_id = ${f.eventId} AND price_level_id = ${f.patronId} AND status = 'open'`,
      )
    )[0]!.n;

  it('gives the last Patron seats to one package whole, and nothing to the others', async () => {
    // Earlier packages leave two or three Patron seats: enough for one package only.
    while (Number(await openPatron()) > 3)
      expect((await addPackage(await openBasket())).statusCode).toBe(200);
    const [before] = await rows<{ reserved: number }>(
      t.database.db,
      sql`SELECT reserved FROM product_variants WHERE product_id = ${f.programmeId}`,
    );
    const baskets = await Promise.all(Array.from({ length: 8 }, openBasket));
    const tries = await Promise.all(baskets.map(addPackage));
    const won = tries.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const r of tries.filter((x) => x.statusCode !== 200))
      expect(errorCode(r)).toBe('purchase.bundle_seats_unavailable');

    const lines = await rows<{ basket_id: string; seats: string; bundles: string; products: string }>(
      t.database.db,
      sql`SELECT b.id AS basket_id,
          (SELECT count(*) FROM basket_items i WHERE i.basket_id = b.id) AS seats,
          (SELECT count(*) FROM bundle_lines l WHERE l.basket_id = b.id) AS bundles,
          (SELECT coalesce(sum(p.quantity), 0) FROM basket_products p WHERE p.basket_id = b.id) AS products
        FROM baskets b WHERE b.id = ANY(${sql.param(baskets)}::uuid[])`,
    );
    const winner = lines.filter((l) => Number(l.bundles) > 0);
    expect(winner).toHaveLength(1);
    expect(winner.map((l) => [Number(l.seats), Number(l.products)])).toEqual([[2, 2]]);
    for (const l of lines.filter((x) => Number(x.bundles) === 0)) {
      expect(Number(l.seats)).toBe(0);
      expect(Number(l.products)).toBe(0);
    }
    // No seat in two basket lines, and the programmes' stock holds the winner's two only.
    const [twice] = await rows<{ n: string }>(
      t.database.db,
      sql`SELECT count(*) AS n FROM (SELECT event_seat_id FROM basket_items WHERE event_id = ${f.eventId}
        GROUP BY event_seat_id HAVING count(*) > 1) d`,
    );
    expect(Number(twice!.n)).toBe(0);
    const [after] = await rows<{ reserved: number }>(
      t.database.db,
      sql`SELECT reserved FROM product_variants WHERE product_id = ${f.programmeId}`,
    );
    expect(after!.reserved - before!.reserved).toBe(2);
  });
});
