import { randomUUID } from 'node:crypto';
import { errorMessages } from '@tessera/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { eventGaAreas, eventSeats, gaReservations, holds, seatHistory } from '@/db/schema';
import { rows } from '@/db/sql';
import { runGaGroup } from '@/modules/inventory/ga-group.store';
import { releaseBasket, takeGaPlaces, takeSeats } from '@/modules/inventory/reservations.store';
import { runTakeGroup } from '@/modules/inventory/take-group.store';
import { freshDatabase } from '../database';
import { buyer, createAccount, createSeatedEvent, seatIdsByPlace } from '../factories';

/**
 * Takes that arrive together share one statement. Each must fare exactly as it would alone:
 * all or nothing, judged with its own holds and its own time, and never a seat for two.
 */
let database: Database;
let accountId: number;
const now = new Date('2027-01-10T12:00:00Z');
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const unavailable = errorMessages['en-US']['purchase.seats_unavailable'];

beforeAll(async () => {
  database = await freshDatabase();
  accountId = (await createAccount(database.db)).id;
});
afterAll(() => database.close());

async function seatRow(id: number) {
  const [row] = await database.db.select().from(eventSeats).where(eq(eventSeats.id, id));
  return row!;
}

async function seatedEvent() {
  const { eventId } = await createSeatedEvent(database.db, accountId);
  const seats = await seatIdsByPlace(database.db, eventId);
  return { eventId, seat: (place: string) => seats.get(place)! };
}

describe('takes that arrive together', () => {
  it('two buyers wanting overlapping seats at the same moment: exactly one gets them, the other is told they are gone', async () => {
    const { eventId, seat } = await seatedEvent();
    // Takes already running on every statement the event may have at once, so the two below
    // wait together for the next group.
    const running = Promise.all(
      ['S1-E-8', 'S1-E-9'].map((place) =>
        takeSeats(database.db, accountId, eventId, [seat(place)], buyer(), later(15), now),
      ),
    );
    const first = buyer();
    const second = buyer();
    const results = await Promise.allSettled([
      takeSeats(database.db, accountId, eventId, [seat('S1-A-1'), seat('S1-A-2')], first, later(15), now),
      takeSeats(database.db, accountId, eventId, [seat('S1-A-2'), seat('S1-A-3')], second, later(15), now),
    ]);
    await running;
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'purchase.seats_unavailable' });
    expect(unavailable).toBe('Tickets to this event are no longer available.');
    // Arrival order decides: the first buyer has both seats, the second nothing, not even A-3.
    expect(await seatRow(seat('S1-A-2'))).toMatchObject({ status: 'reserved', basketId: first.basketId });
    expect(await seatRow(seat('S1-A-3'))).toMatchObject({ status: 'open', basketId: null });
  });

  it('refuses only the take that wants a seat someone has, and leaves its other seats open', async () => {
    const { eventId, seat } = await seatedEvent();
    await takeSeats(database.db, accountId, eventId, [seat('S1-B-5')], buyer(), later(15), now);
    const buyers = [buyer(), buyer(), buyer()];
    const outcomes = await runTakeGroup(database.db, accountId, eventId, [
      { ids: [seat('S1-B-1'), seat('S1-B-2')], buyer: buyers[0]!, until: later(15), now },
      { ids: [seat('S1-B-4'), seat('S1-B-5'), seat('S1-B-6')], buyer: buyers[1]!, until: later(15), now },
      { ids: [seat('S1-B-8')], buyer: buyers[2]!, until: later(15), now },
    ]);
    expect(outcomes.map((o) => o.ok)).toEqual([true, false, true]);
    expect(outcomes[0]).toMatchObject({ value: [seat('S1-B-1'), seat('S1-B-2')] });
    expect((await seatRow(seat('S1-B-4'))).status).toBe('open');
    expect((await seatRow(seat('S1-B-6'))).status).toBe('open');
    expect(await seatRow(seat('S1-B-8'))).toMatchObject({
      status: 'reserved',
      basketId: buyers[2]!.basketId,
    });
    // One history entry per seat taken, naming the basket that took it.
    const history = await database.db
      .select()
      .from(seatHistory)
      .where(and(eq(seatHistory.eventId, eventId), eq(seatHistory.basketId, buyers[0]!.basketId)));
    expect(history.map((h) => [h.eventSeatId, h.fromStatus, h.toStatus])).toEqual(
      expect.arrayContaining([
        [seat('S1-B-1'), 'open', 'reserved'],
        [seat('S1-B-2'), 'open', 'reserved'],
      ]),
    );
  });

  it('refuses both takes if one statement were ever handed the same seat twice', async () => {
    const { eventId, seat } = await seatedEvent();
    const outcomes = await runTakeGroup(database.db, accountId, eventId, [
      { ids: [seat('S1-C-1'), seat('S1-C-2')], buyer: buyer(), until: later(15), now },
      { ids: [seat('S1-C-2')], buyer: buyer(), until: later(15), now },
    ]);
    expect(outcomes.map((o) => o.ok)).toEqual([false, false]);
    expect((await seatRow(seat('S1-C-2'))).status).toBe('open');
  });

  it('judges each take with its own holds and its own time', async () => {
    const { eventId, seat } = await seatedEvent();
    const [hold] = await database.db
      .insert(holds)
      .values({ accountId, name: `Box office ${randomUUID()}`, allowedChannels: ['PointOfSale'] })
      .returning();
    for (const place of ['S1-D-1', 'S1-D-2'])
      await database.db
        .update(eventSeats)
        .set({ status: 'hold', holdId: hold!.id })
        .where(eq(eventSeats.id, seat(place)));
    // A reservation that runs out at minute 10.
    await takeSeats(database.db, accountId, eventId, [seat('S1-D-5')], buyer(), later(10), now);
    const boxOffice = buyer({ channel: 'PointOfSale', allowedHoldIds: [hold!.id] });
    const web = buyer();
    const early = buyer();
    const late = buyer();
    const outcomes = await runTakeGroup(database.db, accountId, eventId, [
      { ids: [seat('S1-D-1')], buyer: boxOffice, until: later(30), now },
      { ids: [seat('S1-D-2')], buyer: web, until: later(30), now },
      { ids: [seat('S1-D-5')], buyer: early, until: later(30), now: later(5) },
    ]);
    expect(outcomes.map((o) => o.ok)).toEqual([true, false, false]);
    const [afterExpiry] = await runTakeGroup(database.db, accountId, eventId, [
      { ids: [seat('S1-D-5')], buyer: late, until: later(40), now: later(10) },
    ]);
    expect(afterExpiry!.ok).toBe(true);
    expect(await seatRow(seat('S1-D-1'))).toMatchObject({
      status: 'reserved',
      holdId: hold!.id,
      channel: 'PointOfSale',
    });
    expect(await seatRow(seat('S1-D-2'))).toMatchObject({ status: 'hold', basketId: null });
    expect(await seatRow(seat('S1-D-5'))).toMatchObject({ basketId: late.basketId });
  });
});

describe('GA takes that arrive together', () => {
  it('lets takes in, in arrival order, while the places left cover them', async () => {
    const { eventId } = await createSeatedEvent(database.db, accountId, { gaCapacity: 10 });
    const [area] = await database.db.select().from(eventGaAreas).where(eq(eventGaAreas.eventId, eventId));
    await takeGaPlaces(database.db, accountId, eventId, area!.id, 7, buyer(), later(15), now);
    const outcomes = await runGaGroup(database.db, accountId, eventId, area!.id, [
      { quantity: 4, buyer: buyer(), until: later(15), now },
      { quantity: 2, buyer: buyer(), until: later(15), now },
      { quantity: 2, buyer: buyer(), until: later(15), now },
      { quantity: 1, buyer: buyer(), until: later(15), now },
    ]);
    // Three places were left: 4 does not fit, 2 does, the next 2 does not, 1 does.
    expect(outcomes.map((o) => o.ok)).toEqual([false, true, false, true]);
    expect(outcomes[0]).toMatchObject({ error: { code: 'purchase.seats_unavailable' } });
    const [after] = await database.db.select().from(eventGaAreas).where(eq(eventGaAreas.id, area!.id));
    expect(after!.taken).toBe(10);
    const [live] = await rows<{ n: number }>(
      database.db,
      sql`SELECT coalesce(sum(quantity), 0)::int AS n FROM ga_reservations WHERE area_id = ${area!.id} AND status = 'reserved'`,
    );
    expect(live!.n).toBe(10);
  });

  it('reclaims expired places for the group before letting anyone in', async () => {
    const { eventId } = await createSeatedEvent(database.db, accountId, { gaCapacity: 5 });
    const [area] = await database.db.select().from(eventGaAreas).where(eq(eventGaAreas.eventId, eventId));
    await takeGaPlaces(database.db, accountId, eventId, area!.id, 5, buyer(), later(10), now);
    const outcomes = await runGaGroup(database.db, accountId, eventId, area!.id, [
      { quantity: 3, buyer: buyer(), until: later(30), now: later(11) },
      { quantity: 2, buyer: buyer(), until: later(30), now: later(12) },
    ]);
    expect(outcomes.map((o) => o.ok)).toEqual([true, true]);
    const expired = await database.db
      .select()
      .from(gaReservations)
      .where(and(eq(gaReservations.areaId, area!.id), eq(gaReservations.status, 'expired')));
    expect(expired).toHaveLength(1);
    const [after] = await database.db.select().from(eventGaAreas).where(eq(eventGaAreas.id, area!.id));
    expect(after!.taken).toBe(5);
  });
});

describe('releases that arrive together', () => {
  it('gives back each basket’s seats and places, and tells each how many', async () => {
    const { eventId } = await createSeatedEvent(database.db, accountId, { gaCapacity: 20 });
    const seats = await seatIdsByPlace(database.db, eventId);
    const [area] = await database.db.select().from(eventGaAreas).where(eq(eventGaAreas.eventId, eventId));
    const a = buyer();
    const b = buyer();
    await takeSeats(
      database.db,
      accountId,
      eventId,
      [seats.get('S1-E-1')!, seats.get('S1-E-2')!],
      a,
      later(15),
      now,
    );
    await takeGaPlaces(database.db, accountId, eventId, area!.id, 3, a, later(15), now);
    await takeSeats(database.db, accountId, eventId, [seats.get('S1-E-3')!], b, later(15), now);
    const [ra, rb] = await Promise.all([
      releaseBasket(database.db, accountId, a.basketId, later(1)),
      releaseBasket(database.db, accountId, b.basketId, later(1)),
    ]);
    expect(ra).toEqual({ seats: 2, places: 3 });
    expect(rb).toEqual({ seats: 1, places: 0 });
    expect((await seatRow(seats.get('S1-E-1')!)).status).toBe('open');
    expect((await seatRow(seats.get('S1-E-3')!)).status).toBe('open');
    const [after] = await database.db.select().from(eventGaAreas).where(eq(eventGaAreas.id, area!.id));
    expect(after!.taken).toBe(0);
  });
});
