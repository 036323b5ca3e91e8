import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { rollRenewals } from '@/modules/seasons/season-renewals.service';
import { startTestApp, type TestApp } from '../harness';
import { buyer, errorCode, key } from '../orders/order-fixture';
import { boxOfficeCustomer, type NextSeason, nextPlace, nextSeason, soldPackage } from './renewal-fixture';
import { type SeasonFixture, seasonFixture } from './season-fixture';

/**
 * The renewal roll racing public buyers on PostgreSQL for the same seats (decisions/0096): a
 * seat is held for one renewal or bought by one buyer, never both and never twice; a renewal
 * holds its place in every event of the package or in none; held seats are never sold.
 */
describe.runIf(process.env.DATABASE_URL)('renewal holds under concurrency on PostgreSQL', () => {
  let t: TestApp;
  let f: SeasonFixture;
  let n: NextSeason;
  const places = ['A-1', 'A-2', 'A-3', 'A-4', 'A-5', 'B-1', 'B-2', 'B-3', 'B-4', 'B-5'];

  beforeAll(async () => {
    t = await startTestApp();
    f = await seasonFixture(t);
    n = await nextSeason(t, f);
    for (const [i, place] of places.entries())
      await soldPackage(f, place, await boxOfficeCustomer(f, `Holder${i}`, 'Racing'));
  }, 180_000);
  afterAll(() => t.close());

  const openBasket = async () =>
    (await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' })).data.id as string;

  it('holds each seat for one renewal or sells it to one buyer, never both, never twice', async () => {
    const baskets = await Promise.all(places.flatMap(() => n.eventIds.map(() => openBasket())));
    const deadline = new Date(t.clock.now.getTime() + 7 * 86_400_000).toISOString();
    const io = { db: t.database.db, now: () => t.clock.now, jobs: t.app.jobs };
    const started = await f.api('POST', `/api/admin/season-packages/${n.packageId}/renewals`, {
      fromPackageId: f.packageId,
      deadline,
    });
    expect(started.statusCode, started.body).toBe(200);
    const payload = { accountId: f.accountId, packageId: n.packageId, deadline };
    // The roll (also queued by the start) and one buyer per seat of every place, all at once.
    const buys = places.flatMap((place, i) =>
      n.eventIds.map((eventId, j) =>
        f.api('POST', `/api/admin/baskets/${baskets[i * n.eventIds.length + j]}/seats`, {
          eventId,
          seatIds: [n.seatsOf.get(eventId)!.get(place)],
        }),
      ),
    );
    const [answers] = await Promise.all([
      Promise.all(buys),
      rollRenewals(io, payload),
      rollRenewals(io, payload),
    ]);
    for (const r of answers.filter((x) => x.statusCode !== 200))
      expect(['purchase.seats_just_taken', 'purchase.seats_unavailable']).toContain(errorCode(r));
    // Whoever got seats pays for them.
    for (const [i, r] of answers.entries()) {
      if (r.statusCode !== 200) continue;
      const paid = await f.api('POST', `/api/admin/baskets/${baskets[i]}/checkout`, {
        idempotencyKey: key(),
        buyer,
        payments: [{ type: 'Cash', amount: r.data.total as number }],
      });
      expect(paid.statusCode, paid.body).toBe(201);
    }
    await rollRenewals(io, payload);

    const seats = await rows<{ id: string; status: string; held_for: number; tickets: number }>(
      t.database.db,
      sql`SELECT s.id, s.status,
          (SELECT count(*)::int FROM season_renewal_seats rs WHERE rs.event_seat_id = s.id) AS held_for,
          (SELECT count(*)::int FROM order_tickets ot WHERE ot.event_seat_id = s.id AND ot.status <> 'voided') AS tickets
        FROM event_seats s WHERE s.id = ANY(${sql.param(places.flatMap((p) => nextPlace(n, p)))}::bigint[])`,
    );
    expect(seats).toHaveLength(places.length * n.eventIds.length);
    for (const seat of seats) {
      expect(seat.held_for + seat.tickets, `seat ${seat.id}`).toBeLessThanOrEqual(1);
      if (seat.held_for === 1) expect(seat.status).toBe('hold');
      if (seat.tickets === 1) expect(seat.status).toBe('sold');
    }
    const renewals = await rows<{ status: string; seats: number }>(
      t.database.db,
      sql`SELECT r.status, (SELECT count(*)::int FROM season_renewal_seats rs WHERE rs.renewal_id = r.id) AS seats
        FROM season_renewals r WHERE r.package_id = ${n.packageId}`,
    );
    expect(renewals).toHaveLength(places.length);
    for (const r of renewals) expect(r.seats).toBe(r.status === 'held' ? n.eventIds.length : 0);
    // Every seat went one way or the other.
    const sold = seats.filter((s) => s.tickets === 1).length;
    const held = renewals.filter((r) => r.status === 'held').length * n.eventIds.length;
    expect(sold + held + seats.filter((s) => s.status === 'open').length).toBe(seats.length);
  });
});
