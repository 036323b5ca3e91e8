import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '@/db/schema';
import { rows } from '@/db/sql';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { addHostname } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { renewingSession } from '../payment-plans/plan-fixture';
import { shopBrowser } from '../shop/shop-client';

/**
 * The release of unused house seats as it runs in production (decisions/0054): set on the
 * Request tickets screen's route, queued for its time, and run by the job queue when the clock
 * reaches it, while web buyers keep asking for the house seat and a staff member requests it.
 * On PostgreSQL, each round: the seat is sold once or kept once, never both.
 */
describe.runIf(process.env.DATABASE_URL)('house seats released by the job queue while the web buys', () => {
  let t: TestApp;
  let f: SaleFixture;
  const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };
  const buyer = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' };
  const startsAt = new Date('2027-03-01T19:30:00Z');

  beforeAll(async () => {
    // The job queue's SQL reads this clock: it starts at the database's own time.
    t = await startTestApp({ movableClock: true, now: new Date() });
    f = renewingSession(t, await saleFixture(t));
    await addHostname(t.database.db, f.accountId, 'localhost', true);
  });
  afterAll(() => t.close());

  const releasedAt = async () =>
    (await f.api('GET', `/api/admin/house-seats/events/${f.eventId}`)).data.releasedAt as string | null;

  /** A web buyer asking for the seat until it is theirs, or the release has long been done. */
  async function webBuyer(seatId: number, released: { done: boolean; tries: number }) {
    const b = shopBrowser(t.app);
    for (let i = 0; i < 400; i++) {
      const res = await b.send('POST', '/api/shop/basket/seats', { eventId: f.eventId, seatIds: [seatId] });
      if (res.statusCode === 200) {
        const paid = await b.send('POST', '/api/shop/basket/checkout', {
          idempotencyKey: `queued-release-${seatId}-${i}-${Math.random().toString(36).slice(2, 10)}`,
          buyer,
          card,
        });
        // The clock keeps moving until the worker has run: a basket it outlived has expired,
        // and that buyer starts over like anyone told so.
        if (paid.statusCode === 409 && paid.body.includes('purchase.reservation_expired')) continue;
        expect(paid.statusCode, paid.body).toBe(201);
        return 'web' as const;
      }
      if (released.done && ++released.tries > 30) return null;
      await new Promise((r) => setTimeout(r, 5));
    }
    return null;
  }

  it('sells each seat once, whoever wins', async () => {
    const keys = ['A-1', 'A-2', 'A-3', 'A-4'];
    for (const [round, key] of keys.entries()) {
      const hold = await f.api('POST', '/api/admin/seat-settings/holds', {
        name: `House ${round}`,
        color: '#ae3ec9',
        allowedChannels: ['HouseSeats'],
      });
      const seatId = f.seats.get(key)!;
      const held = await f.api('POST', `/api/admin/events/${f.eventId}/seats/bulk`, {
        seatIds: [seatId],
        action: { kind: 'hold', holdId: hold.data.id },
      });
      expect(held.statusCode, held.body).toBe(200);
      // A fresh release for this round, due within the hour: queued by the route.
      await t.database.db
        .update(events)
        .set({ houseSeatsReleaseHours: null, houseSeatsReleasedAt: null })
        .where(eq(events.id, f.eventId));
      const hours = Math.floor((startsAt.getTime() - t.clock.now.getTime()) / 3_600_000);
      const set = await f.api('PUT', `/api/admin/house-seats/events/${f.eventId}/release`, { hours });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.data.releasedAt).toBeNull();
      const released = { done: false, tries: 0 };
      const staffRequest = async () => {
        await new Promise((r) => setTimeout(r, round * 7));
        const res = await f.api('POST', '/api/admin/house-seat-requests', {
          eventId: f.eventId,
          seatIds: [seatId],
          requesterName: 'Maria Callas',
          requesterEmail: `queued-${round}@example.test`,
          relationship: 'artist',
        });
        return res.statusCode === 201 ? (res.data.id as number) : null;
      };
      const results = await Promise.all([
        webBuyer(seatId, released),
        webBuyer(seatId, released),
        webBuyer(seatId, released),
        staffRequest(),
        (async () => {
          // The clock passes the release time; the queue's worker runs the job.
          await t.clock.advance(3_600_000);
          for (let i = 0; i < 400 && !(await releasedAt()); i++) {
            await t.clock.advance(2_000);
            await new Promise((r) => setTimeout(r, 25));
          }
          released.done = true;
          return null;
        })(),
      ]);
      expect(await releasedAt(), `round ${round}: the job released the event`).not.toBeNull();
      // A request placed before the release is canceled by it (never approved).
      const requestId = results[3];
      const standing =
        typeof requestId === 'number'
          ? (await f.api('GET', `/api/admin/house-seat-requests/${requestId}`)).data.status !== 'canceled'
          : false;
      const winners = [...results.slice(0, 3), standing ? 'house' : null].filter((r) => r !== null);
      expect(winners.length, `round ${round}: ${JSON.stringify(results)}, standing: ${standing}`).toBe(1);
      const [seat] = await rows<{ status: string }>(
        t.database.db,
        sql`SELECT status FROM event_seats WHERE id = ${seatId}`,
      );
      const tickets = await rows<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM order_tickets WHERE event_seat_id = ${seatId} AND status <> 'voided'`,
      );
      if (winners[0] === 'web') {
        expect(seat!.status).toBe('sold');
        expect(tickets[0]!.n).toBe(1);
      } else {
        expect(seat!.status).toBe('reserved');
        expect(tickets[0]!.n).toBe(0);
      }
    }
    // Four rounds of real races, each waiting for the queue's worker.
  }, 120_000);
});
