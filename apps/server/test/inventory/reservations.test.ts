import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { eventGaAreas, eventSeats, holds, seatHistory } from '@/db/schema';
import { sweepExpiredReservations } from '@/modules/baskets/basket-sweeper.jobs';
import { allowedHoldIds, reserveBestSeats, reserveSeats } from '@/modules/inventory/inventory.service';
import {
  convertBasket,
  releaseBasket,
  takeGaPlaces,
  takeSeats,
  voidSeats,
} from '@/modules/inventory/reservations.store';
import { freshDatabase } from '../database';
import { buyer, createAccount, createSeatedEvent, seatIdsByPlace } from '../factories';

let database: Database;
let accountId: number;
const now = new Date('2027-01-10T12:00:00Z');
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

beforeAll(async () => {
  database = await freshDatabase();
  accountId = (await createAccount(database.db)).id;
});
afterAll(() => database.close());

async function statusOf(id: number) {
  const [row] = await database.db.select().from(eventSeats).where(eq(eventSeats.id, id));
  return row!;
}

describe('taking seats', () => {
  it('takes all the seats asked for, or none', async () => {
    const { eventId } = await createSeatedEvent(database.db, accountId);
    const seats = await seatIdsByPlace(database.db, eventId);
    const a1 = seats.get('S1-A-1')!;
    const a2 = seats.get('S1-A-2')!;
    const a3 = seats.get('S1-A-3')!;
    const first = buyer();
    expect(await takeSeats(database.db, accountId, eventId, [a1, a2], first, later(15), now)).toEqual([
      a1,
      a2,
    ]);
    await expect(
      takeSeats(database.db, accountId, eventId, [a2, a3], buyer(), later(15), now),
    ).rejects.toMatchObject({
      code: 'purchase.seats_unavailable',
    });
    // Nothing half-applied: seat 3 is still open.
    expect((await statusOf(a3)).status).toBe('open');
    expect(await statusOf(a1)).toMatchObject({
      status: 'reserved',
      basketId: first.basketId,
      channel: 'Web',
    });
  });

  it('treats an expired reservation as available without waiting for the sweeper', async () => {
    const { eventId } = await createSeatedEvent(database.db, accountId);
    const seat = (await seatIdsByPlace(database.db, eventId)).get('S1-B-5')!;
    await takeSeats(database.db, accountId, eventId, [seat], buyer(), later(10), now);
    await expect(
      takeSeats(database.db, accountId, eventId, [seat], buyer(), later(30), later(9)),
    ).rejects.toThrow();
    const second = buyer();
    await takeSeats(database.db, accountId, eventId, [seat], second, later(30), later(10));
    expect((await statusOf(seat)).basketId).toBe(second.basketId);
  });

  it('does not take seats of another account or event', async () => {
    const mine = await createSeatedEvent(database.db, accountId);
    const other = await createAccount(database.db);
    const theirs = await createSeatedEvent(database.db, other.id);
    const seat = (await seatIdsByPlace(database.db, theirs.eventId)).get('S1-A-1')!;
    await expect(
      takeSeats(database.db, accountId, mine.eventId, [seat], buyer(), later(15), now),
    ).rejects.toThrow();
    await expect(
      takeSeats(database.db, accountId, theirs.eventId, [seat], buyer(), later(15), now),
    ).rejects.toThrow();
  });

  it('sells held seats only to buyers the hold allows', async () => {
    const { eventId } = await createSeatedEvent(database.db, accountId);
    const seat = (await seatIdsByPlace(database.db, eventId)).get('S1-C-1')!;
    const [hold] = await database.db
      .insert(holds)
      .values({ accountId, name: `House ${randomUUID()}`, allowedChannels: ['HouseSeats'] })
      .returning();
    await database.db
      .update(eventSeats)
      .set({ status: 'hold', holdId: hold!.id })
      .where(eq(eventSeats.id, seat));
    expect(await allowedHoldIds(database.db, accountId, eventId, 'Web', null)).not.toContain(hold!.id);
    await expect(
      takeSeats(database.db, accountId, eventId, [seat], buyer(), later(15), now),
    ).rejects.toThrow();
    const allowed = await allowedHoldIds(database.db, accountId, eventId, 'HouseSeats', null);
    expect(allowed).toContain(hold!.id);
    const house = buyer({ channel: 'HouseSeats', allowedHoldIds: allowed });
    await takeSeats(database.db, accountId, eventId, [seat], house, later(15), now);
    // Released, the seat goes back to its hold, not to open.
    expect(await releaseBasket(database.db, accountId, house.basketId, now)).toEqual({ seats: 1, places: 0 });
    expect(await statusOf(seat)).toMatchObject({ status: 'hold', holdId: hold!.id, basketId: null });
  });
});

describe('selling, voiding and the sweeper', () => {
  it('converts a live basket to sold in the order transaction and voids back to open or a hold', async () => {
    const { eventId } = await createSeatedEvent(database.db, accountId);
    const seats = await seatIdsByPlace(database.db, eventId);
    const ids = [seats.get('S1-D-1')!, seats.get('S1-D-2')!];
    const b = buyer();
    await takeSeats(database.db, accountId, eventId, ids, b, later(15), now);
    await database.db.transaction((tx) =>
      convertBasket(
        tx,
        accountId,
        b.basketId,
        9001,
        'sold',
        { seatIds: ids, gaReservationIds: [] },
        later(5),
      ),
    );
    expect(await statusOf(ids[0]!)).toMatchObject({ status: 'sold', orderId: 9001, basketId: null });
    await expect(
      takeSeats(database.db, accountId, eventId, ids, buyer(), later(60), later(60)),
    ).rejects.toThrow();
    const [hold] = await database.db
      .insert(holds)
      .values({ accountId, name: `Returns ${randomUUID()}` })
      .returning();
    await database.db.transaction(async (tx) => {
      expect(await voidSeats(tx, accountId, 9001, [ids[0]!], { status: 'open' }, later(6))).toBe(1);
      expect(
        await voidSeats(tx, accountId, 9001, [ids[1]!], { status: 'hold', holdId: hold!.id }, later(6)),
      ).toBe(1);
    });
    expect((await statusOf(ids[0]!)).status).toBe('open');
    expect(await statusOf(ids[1]!)).toMatchObject({ status: 'hold', holdId: hold!.id, orderId: null });
  });

  it('refuses to sell a basket whose time ran out, and converts nothing', async () => {
    const { eventId } = await createSeatedEvent(database.db, accountId);
    const seats = await seatIdsByPlace(database.db, eventId);
    const ids = [seats.get('S1-E-1')!, seats.get('S1-E-2')!];
    const b = buyer();
    await takeSeats(database.db, accountId, eventId, ids, b, later(15), now);
    await expect(
      database.db.transaction((tx) =>
        convertBasket(
          tx,
          accountId,
          b.basketId,
          9002,
          'comp',
          { seatIds: ids, gaReservationIds: [] },
          later(16),
        ),
      ),
    ).rejects.toMatchObject({ code: 'purchase.reservation_expired' });
    expect((await statusOf(ids[0]!)).status).toBe('reserved');
  });

  it('sweeps expired reservations back to where they rest, with history', async () => {
    const { eventId } = await createSeatedEvent(database.db, accountId, { gaCapacity: 10 });
    const seat = (await seatIdsByPlace(database.db, eventId)).get('S1-A-9')!;
    const [area] = await database.db.select().from(eventGaAreas).where(eq(eventGaAreas.eventId, eventId));
    await takeSeats(database.db, accountId, eventId, [seat], buyer(), later(15), now);
    await takeGaPlaces(database.db, accountId, eventId, area!.id, 4, buyer(), later(15), now);
    const swept = await sweepExpiredReservations(database.db, later(20));
    expect(swept.seats).toBeGreaterThanOrEqual(1);
    expect(swept.places).toBeGreaterThanOrEqual(4);
    expect((await statusOf(seat)).status).toBe('open');
    const [after] = await database.db.select().from(eventGaAreas).where(eq(eventGaAreas.id, area!.id));
    expect(after!.taken).toBe(0);
    const history = await database.db.select().from(seatHistory).where(eq(seatHistory.eventSeatId, seat));
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.reasonCode])).toEqual([
      ['open', 'reserved', null],
      ['reserved', 'open', 'expired'],
    ]);
  });
});

describe('general admission', () => {
  it('never lets taken places pass capacity, and reclaims expired places in the same step', async () => {
    const { eventId } = await createSeatedEvent(database.db, accountId, { gaCapacity: 10 });
    const [area] = await database.db.select().from(eventGaAreas).where(eq(eventGaAreas.eventId, eventId));
    await takeGaPlaces(database.db, accountId, eventId, area!.id, 6, buyer(), later(10), now);
    await expect(
      takeGaPlaces(database.db, accountId, eventId, area!.id, 5, buyer(), later(10), now),
    ).rejects.toMatchObject({
      code: 'purchase.seats_unavailable',
    });
    const kept = buyer();
    await takeGaPlaces(database.db, accountId, eventId, area!.id, 4, kept, later(30), now);
    // The first basket's 6 places expire; a later buyer gets them without any sweep.
    await takeGaPlaces(database.db, accountId, eventId, area!.id, 6, buyer(), later(40), later(11));
    const [after] = await database.db.select().from(eventGaAreas).where(eq(eventGaAreas.id, area!.id));
    expect(after!.taken).toBe(10);
    expect(await releaseBasket(database.db, accountId, kept.basketId, later(12))).toEqual({
      seats: 0,
      places: 4,
    });
    const [released] = await database.db.select().from(eventGaAreas).where(eq(eventGaAreas.id, area!.id));
    expect(released!.taken).toBe(6);
  });

  it('backs the capacity with a database check', async () => {
    const { eventId } = await createSeatedEvent(database.db, accountId, { gaCapacity: 5 });
    await expect(
      database.db.execute(sql`UPDATE event_ga_areas SET taken = 6 WHERE event_id = ${eventId}`),
    ).rejects.toThrow();
  });
});

describe('the database refuses impossible seats', () => {
  it('refuses a reserved seat without a basket, an order on an open seat, and the same seat twice', async () => {
    const { eventId } = await createSeatedEvent(database.db, accountId);
    const seat = (await seatIdsByPlace(database.db, eventId)).get('S1-A-1')!;
    await expect(
      database.db.update(eventSeats).set({ status: 'reserved' }).where(eq(eventSeats.id, seat)),
    ).rejects.toThrow();
    await expect(
      database.db.update(eventSeats).set({ orderId: 5 }).where(eq(eventSeats.id, seat)),
    ).rejects.toThrow();
    await expect(
      database.db.execute(sql`INSERT INTO event_seats (account_id, event_id, section, row, seat, position, rank, x, y)
        VALUES (${accountId}, ${eventId}, 'S1', 'A', '1', 1, 0, 0, 0)`),
    ).rejects.toThrow();
  });
});

describe('picking seats', () => {
  it('refuses a pick that strands a single seat when the event asks for it', async () => {
    const { eventId } = await createSeatedEvent(database.db, accountId, { dontLeaveSingleSeats: true });
    const seats = await seatIdsByPlace(database.db, eventId);
    const options = { until: later(15), now };
    await expect(
      reserveSeats(
        database.db,
        accountId,
        eventId,
        [seats.get('S1-A-2')!, seats.get('S1-A-3')!],
        buyer(),
        options,
      ),
    ).rejects.toMatchObject({ code: 'purchase.single_seat_left' });
    expect(
      await reserveSeats(
        database.db,
        accountId,
        eventId,
        [seats.get('S1-A-1')!, seats.get('S1-A-2')!],
        buyer(),
        options,
      ),
    ).toHaveLength(2);
  });

  it('chooses the best block for a party and avoids taken seats', async () => {
    const { eventId } = await createSeatedEvent(database.db, accountId, { rows: 3, seatsPerRow: 8 });
    const seats = await seatIdsByPlace(database.db, eventId);
    const options = { until: later(15), now };
    const first = await reserveBestSeats(database.db, accountId, eventId, { quantity: 2 }, buyer(), options);
    expect(first.sort()).toEqual([seats.get('S1-A-4')!, seats.get('S1-A-5')!].sort());
    const second = await reserveBestSeats(database.db, accountId, eventId, { quantity: 4 }, buyer(), options);
    expect(second.every((id) => !first.includes(id))).toBe(true);
    expect(second).toHaveLength(4);
  });
});
