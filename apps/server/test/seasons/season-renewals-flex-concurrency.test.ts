import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { rollRenewals } from '@/modules/seasons/season-renewals.service';
import { startTestApp, type TestApp } from '../harness';
import { buyer, errorCode, key } from '../orders/order-fixture';
import { type FlexSeasons, flexPlace, flexSeasons, soldFlex } from './flex-renewal-fixture';
import { boxOfficeCustomer } from './renewal-fixture';
import { type SeasonFixture, seasonFixture } from './season-fixture';

/**
 * Flex renewals on PostgreSQL under concurrency (decisions/0119): the roll racing buyers holds
 * a renewal in at least N events or none, a seat held for one renewal or sold once, never both;
 * one renewal taken into several baskets at once with different choices of events goes into
 * one basket only, the others change nothing.
 */
describe.runIf(process.env.DATABASE_URL)('flex renewal holds under concurrency on PostgreSQL', () => {
  let t: TestApp;
  let f: SeasonFixture;
  let s: FlexSeasons;
  const places = ['A-1', 'A-2', 'A-3', 'A-4', 'A-5', 'B-1', 'B-2', 'B-3'];
  const quiet = 'C-1';
  let deadline: string;

  beforeAll(async () => {
    t = await startTestApp();
    f = await seasonFixture(t);
    s = await flexSeasons(t, f);
    for (const [i, place] of [...places, quiet].entries())
      await soldFlex(f, s, place, await boxOfficeCustomer(f, `Holder${i}`, 'Flexing'));
  }, 180_000);
  afterAll(() => t.close());

  const openBasket = async () =>
    (await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' })).data.id as string;
  const io = () => ({ db: t.database.db, now: () => t.clock.now, jobs: t.app.jobs });

  it('holds each seat for one renewal or sells it to one buyer, a renewal in at least N events or none', async () => {
    // A buyer on one event of each place, two on every other place: some renewals keep two
    // events open, some fewer, depending on who wins.
    const targets = places.flatMap((place, i) =>
      s.eventIds.filter((_, j) => j === i % 3 || i % 2 === 0).map((eventId) => ({ place, eventId })),
    );
    const baskets = await Promise.all(targets.map(() => openBasket()));
    deadline = new Date(t.clock.now.getTime() + 7 * 86_400_000).toISOString();
    const started = await f.api('POST', `/api/admin/season-packages/${s.packageId}/renewals`, {
      fromPackageId: s.fromId,
      deadline,
    });
    expect(started.statusCode, started.body).toBe(200);
    const payload = { accountId: f.accountId, packageId: s.packageId, deadline };
    const buys = targets.map(({ place, eventId }, i) =>
      f.api('POST', `/api/admin/baskets/${baskets[i]}/seats`, {
        eventId,
        seatIds: [s.seatsOf.get(eventId)!.get(place)],
      }),
    );
    const [answers] = await Promise.all([
      Promise.all(buys),
      rollRenewals(io(), payload),
      rollRenewals(io(), payload),
    ]);
    for (const r of answers.filter((x) => x.statusCode !== 200))
      expect(['purchase.seats_just_taken', 'purchase.seats_unavailable']).toContain(errorCode(r));
    for (const [i, r] of answers.entries()) {
      if (r.statusCode !== 200) continue;
      const paid = await f.api('POST', `/api/admin/baskets/${baskets[i]}/checkout`, {
        idempotencyKey: key(),
        buyer,
        payments: [{ type: 'Cash', amount: r.data.total as number }],
      });
      expect(paid.statusCode, paid.body).toBe(201);
    }
    await rollRenewals(io(), payload);

    const seats = await rows<{ id: string; status: string; held_for: number; tickets: number }>(
      t.database.db,
      sql`SELECT s.id, s.status,
          (SELECT count(*)::int FROM season_renewal_seats rs WHERE rs.event_seat_id = s.id) AS held_for,
          (SELECT count(*)::int FROM order_tickets ot WHERE ot.event_seat_id = s.id AND ot.status <> 'voided') AS tickets
        FROM event_seats s WHERE s.id = ANY(${sql.param(places.flatMap((p) => flexPlace(s, p)))}::bigint[])`,
    );
    expect(seats).toHaveLength(places.length * 3);
    for (const seat of seats) {
      expect(seat.held_for + seat.tickets, `seat ${seat.id}`).toBeLessThanOrEqual(1);
      if (seat.held_for === 1) expect(seat.status).toBe('hold');
      if (seat.tickets === 1) expect(seat.status).toBe('sold');
    }
    const renewals = await rows<{ status: string; seats: number }>(
      t.database.db,
      sql`SELECT r.status, (SELECT count(*)::int FROM season_renewal_seats rs WHERE rs.renewal_id = r.id) AS seats
        FROM season_renewals r WHERE r.package_id = ${s.packageId}`,
    );
    expect(renewals).toHaveLength(places.length + 1);
    for (const r of renewals)
      if (r.status === 'held') expect(r.seats).toBeGreaterThanOrEqual(2);
      else expect(r.seats).toBe(0);
  });

  it('takes one renewal into one basket only when several take it at once with other choices', async () => {
    const [renewal] = await rows<{ id: string }>(
      t.database.db,
      sql`SELECT r.id FROM season_renewals r WHERE r.package_id = ${s.packageId} AND r.section = 'S1' AND r.row = 'C' AND r.seat = '1'`,
    );
    const [a, b, c] = s.eventIds as [number, number, number];
    const choices = [
      [a, b],
      [b, c],
      [a, c],
      [a, b],
    ];
    const baskets = await Promise.all(choices.map(() => openBasket()));
    const answers = await Promise.all(
      choices.map((eventIds, i) =>
        f.api('POST', `/api/admin/baskets/${baskets[i]}/season-renewals`, {
          renewalId: Number(renewal!.id),
          eventIds,
        }),
      ),
    );
    const won = answers.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200))
      expect(['purchase.season_renewal_not_held', 'purchase.season_package_seat_taken']).toContain(
        errorCode(r),
      );
    const chosen = choices[answers.indexOf(won[0]!)]!;
    const state = await rows<{ event_id: number; status: string; basket_id: string | null }>(
      t.database.db,
      sql`SELECT event_id, status, basket_id FROM event_seats WHERE id = ANY(${sql.param(flexPlace(s, quiet))}::bigint[]) ORDER BY event_id`,
    );
    for (const seat of state)
      if (chosen.includes(seat.event_id)) expect(seat).toMatchObject({ status: 'reserved' });
      else expect(seat).toMatchObject({ status: 'open', basket_id: null });
    expect(new Set(state.filter((x) => x.basket_id).map((x) => x.basket_id)).size).toBe(1);
    const [held] = await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM season_renewal_seats WHERE renewal_id = ${Number(renewal!.id)}`,
    );
    expect(held!.n).toBe(2);
  });
});
