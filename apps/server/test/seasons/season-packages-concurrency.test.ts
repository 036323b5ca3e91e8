import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { startTestApp, type TestApp } from '../harness';
import { errorCode } from '../orders/order-fixture';
import { placeIn, type SeasonFixture, seasonFixture } from './season-fixture';

/**
 * Buyers racing on PostgreSQL for one seat across a fixed season package and its single
 * events (decisions/0086): the seat is in one basket at most in every event, and a package
 * either holds its seat in all three events or in none.
 */
describe.runIf(process.env.DATABASE_URL)('season packages under concurrency on PostgreSQL', () => {
  let t: TestApp;
  let f: SeasonFixture;

  beforeAll(async () => {
    t = await startTestApp();
    f = await seasonFixture(t);
  });
  afterAll(() => t.close());

  const openBasket = async () =>
    (await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' })).data.id as string;

  const holders = (place: string) =>
    rows<{ event_id: number; basket_id: string | null; n: string }>(
      t.database.db,
      sql`SELECT s.event_id, s.basket_id, (SELECT count(*) FROM basket_items i WHERE i.event_seat_id = s.id) AS n
        FROM event_seats s WHERE s.id = ANY(${sql.param(placeIn(f, place))}::bigint[]) ORDER BY s.event_id`,
    );

  for (const place of ['A-5', 'B-5', 'C-5']) {
    it(`gives ${place} once in every event while packages and single buyers race for it`, async () => {
      const packageBaskets = await Promise.all(Array.from({ length: 8 }, openBasket));
      const singleBaskets = await Promise.all(Array.from({ length: 9 }, openBasket));
      const packageTries = packageBaskets.map((id) =>
        f.api('POST', `/api/admin/baskets/${id}/season-packages`, {
          packageId: f.packageId,
          seatIds: [f.seats.get(place)],
          priceTypeId: f.fullId,
        }),
      );
      const singleTries = singleBaskets.map((id, i) => {
        const eventId = f.eventIds[i % 3]!;
        return f.api('POST', `/api/admin/baskets/${id}/seats`, {
          eventId,
          seatIds: [f.seatsOf.get(eventId)!.get(place)],
        });
      });
      const [packages, singles] = await Promise.all([Promise.all(packageTries), Promise.all(singleTries)]);
      for (const r of packages.filter((x) => x.statusCode !== 200))
        expect(['purchase.season_package_seat_taken']).toContain(errorCode(r));
      for (const r of singles.filter((x) => x.statusCode !== 200))
        expect(['purchase.seats_just_taken', 'purchase.seats_unavailable']).toContain(errorCode(r));

      const seats = await holders(place);
      // Every event's seat is in one basket line at most.
      for (const seat of seats) expect(Number(seat.n)).toBeLessThanOrEqual(1);
      const wonPackages = packages.filter((r) => r.statusCode === 200);
      expect(wonPackages.length).toBeLessThanOrEqual(1);
      if (wonPackages.length === 1) {
        // The package holds all three; no single buyer got any.
        const basketId = wonPackages[0]!.data.id as string;
        expect(seats.every((s) => s.basket_id === basketId && Number(s.n) === 1)).toBe(true);
        expect(singles.filter((r) => r.statusCode === 200)).toHaveLength(0);
      } else {
        // No package: each held seat went to one single buyer, and no package basket holds anything.
        expect(singles.filter((r) => r.statusCode === 200).length).toBe(
          seats.filter((s) => Number(s.n) === 1).length,
        );
        const inPackages = await rows<{ n: string }>(
          t.database.db,
          sql`SELECT count(*) AS n FROM basket_items WHERE basket_id = ANY(${sql.param(packageBaskets)}::uuid[])`,
        );
        expect(Number(inPackages[0]!.n)).toBe(0);
      }
      const lines = await rows<{ n: string }>(
        t.database.db,
        sql`SELECT count(*) AS n FROM season_package_lines WHERE basket_id = ANY(${sql.param(packageBaskets)}::uuid[])`,
      );
      expect(Number(lines[0]!.n)).toBe(wonPackages.length);
    });
  }

  it('sells a seat once in every event when paid packages race single sales to checkout', async () => {
    const place = 'D-6';
    const tries = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const id = await openBasket();
        const added =
          i % 2 === 0
            ? await f.api('POST', `/api/admin/baskets/${id}/season-packages`, {
                packageId: f.packageId,
                seatIds: [f.seats.get(place)],
                priceTypeId: f.fullId,
              })
            : await f.api('POST', `/api/admin/baskets/${id}/seats`, {
                eventId: f.eventIds[i % 3]!,
                seatIds: [f.seatsOf.get(f.eventIds[i % 3]!)!.get(place)],
              });
        if (added.statusCode !== 200) return null;
        return f.api('POST', `/api/admin/baskets/${id}/checkout`, {
          idempotencyKey: `season-race-${i}-${Date.now()}-checkout`,
          buyer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' },
          payments: [{ type: 'Cash', amount: added.data.total as number }],
        });
      }),
    );
    for (const r of tries) if (r) expect(r.statusCode, r.body).toBe(201);
    const sold = await rows<{ event_id: number; n: string }>(
      t.database.db,
      sql`SELECT t.event_id, count(*) AS n FROM order_tickets t
        WHERE t.event_seat_id = ANY(${sql.param(placeIn(f, place))}::bigint[]) AND t.status <> 'voided'
        GROUP BY t.event_id`,
    );
    for (const s of sold) expect(Number(s.n)).toBe(1);
  });
});
