import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventGaAreas, eventSeats, gaReservations } from '@/db/schema';
import { call, type Json, startTestApp, type TestApp } from '../harness';
import { createEventVia, eventsAccount, needed } from './setup';

let t: TestApp;
let s: Awaited<ReturnType<typeof eventsAccount>>;

beforeAll(async () => {
  t = await startTestApp();
  s = await eventsAccount(t);
});
afterAll(() => t.close());

describe('the event dashboard', () => {
  it('counts every place by status, per price level, with the gross of sold seats', async () => {
    const event = await createEventVia(t, s.token, {
      venueId: s.venueId,
      mapId: s.mapId,
      name: 'Recital',
      dates: needed('2027-03-06T19:30'),
    });
    const id = event.id as number;
    await call(t.app, { method: 'POST', url: `/api/admin/events/${id}/seats/generate`, token: s.token });
    const level = async (name: string, defaultPrice: number) => {
      const res = await call(t.app, {
        method: 'POST',
        url: `/api/admin/events/${id}/price-levels`,
        token: s.token,
        payload: { name, color: '#1971c2', defaultPrice },
      });
      return (res.data.priceLevels as Json[]).find((p) => p.name === name)!.id as number;
    };
    const front = await level('Front', 5000);
    const back = await level('Back', 2000);
    const db = t.database.db;
    const seats = await db.select().from(eventSeats).where(eq(eventSeats.eventId, id)).orderBy(eventSeats.id);
    const ids = (from: number, to: number) => seats.slice(from, to).map((x) => x.id);
    // Row A (5 seats) is Front, row B (5 seats) Back.
    await db
      .update(eventSeats)
      .set({ priceLevelId: front })
      .where(inArray(eventSeats.id, ids(0, 5)));
    await db
      .update(eventSeats)
      .set({ priceLevelId: back })
      .where(inArray(eventSeats.id, ids(5, 10)));
    await db
      .update(eventSeats)
      .set({ status: 'sold' })
      .where(inArray(eventSeats.id, ids(0, 3)));
    await db
      .update(eventSeats)
      .set({ status: 'comp' })
      .where(inArray(eventSeats.id, ids(3, 4)));
    await db
      .update(eventSeats)
      .set({ status: 'sold' })
      .where(inArray(eventSeats.id, ids(5, 6)));
    await db
      .update(eventSeats)
      .set({ status: 'kill' })
      .where(inArray(eventSeats.id, ids(6, 7)));
    await db
      .update(eventSeats)
      .set({ status: 'hold' })
      .where(inArray(eventSeats.id, ids(7, 8)));
    // One live reservation and one whose time ran out (it counts as open).
    const later = new Date(t.clock.now.getTime() + 600_000);
    const earlier = new Date(t.clock.now.getTime() - 600_000);
    await db
      .update(eventSeats)
      .set({ status: 'reserved', basketId: randomUUID(), reservedUntil: later })
      .where(inArray(eventSeats.id, ids(8, 9)));
    await db
      .update(eventSeats)
      .set({ status: 'reserved', basketId: randomUUID(), reservedUntil: earlier })
      .where(inArray(eventSeats.id, ids(9, 10)));
    // General admission: 20 places, 4 sold and 2 in a basket, at the Back price.
    const [area] = await db
      .update(eventGaAreas)
      .set({ priceLevelId: back, taken: 6 })
      .where(and(eq(eventGaAreas.eventId, id)))
      .returning();
    await db.insert(gaReservations).values({
      accountId: s.accountId,
      eventId: id,
      areaId: area!.id,
      quantity: 4,
      status: 'sold',
      createdAt: t.clock.now,
    });

    const res = await call(t.app, {
      method: 'GET',
      url: `/api/admin/events/${id}/dashboard`,
      token: s.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.totals).toEqual({
      capacity: 30,
      open: 16,
      reserved: 3,
      held: 1,
      killed: 1,
      sold: 8,
      comp: 1,
      gross: 3 * 5000 + 5 * 2000,
      percentSold: 26.7,
    });
    expect(res.data.priceLevels).toEqual([
      {
        priceLevelId: back,
        name: 'Back',
        color: '#1971c2',
        price: 2000,
        capacity: 25,
        open: 15,
        reserved: 3,
        held: 1,
        killed: 1,
        sold: 5,
        comp: 0,
        gross: 10_000,
        percentSold: 20,
      },
      {
        priceLevelId: front,
        name: 'Front',
        color: '#1971c2',
        price: 5000,
        capacity: 5,
        open: 1,
        reserved: 0,
        held: 0,
        killed: 0,
        sold: 3,
        comp: 1,
        gross: 15_000,
        percentSold: 60,
      },
    ]);
  });

  it('shows zeros for an event without seats and nothing to another account', async () => {
    const event = await createEventVia(t, s.token, {
      venueId: s.venueId,
      mapId: null,
      name: 'Talk',
      dates: needed('2027-03-07T19:30'),
    });
    const res = await call(t.app, {
      method: 'GET',
      url: `/api/admin/events/${event.id}/dashboard`,
      token: s.token,
    });
    expect(res.data).toEqual({
      totals: {
        capacity: 0,
        open: 0,
        reserved: 0,
        held: 0,
        killed: 0,
        sold: 0,
        comp: 0,
        gross: 0,
        percentSold: 0,
      },
      priceLevels: [],
    });
    const foreign = await call(t.app, {
      method: 'GET',
      url: `/api/admin/events/${event.id}/dashboard`,
      token: s.otherToken,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
