import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeSeats } from '@/modules/inventory/reservations.store';
import {
  buyer,
  createAccount,
  createSeatedEvent,
  createStaffUser,
  seatIdsByPlace,
  signInAs,
} from '../factories';
import { call, type Json, startTestApp, type TestApp } from '../harness';

let t: TestApp;
let token: string;
let accountId: number;
let eventId: number;
let otherEventId: number;
let seats: Map<string, number>;
let holdId: number;

beforeAll(async () => {
  t = await startTestApp();
  accountId = (await createAccount(t.database.db)).id;
  const user = await createStaffUser(t.database.db, { accountId, role: 'Admin' });
  token = await signInAs(t.app, user.email);
  ({ eventId } = await createSeatedEvent(t.database.db, accountId, { rows: 3, seatsPerRow: 6 }));
  ({ eventId: otherEventId } = await createSeatedEvent(t.database.db, accountId, {
    rows: 3,
    seatsPerRow: 6,
  }));
  seats = await seatIdsByPlace(t.database.db, eventId);
  const hold = await call(t.app, {
    method: 'POST',
    url: '/api/admin/seat-settings/holds',
    token,
    payload: { name: 'Press', color: '#1971c2', allowedChannels: ['PointOfSale'] },
  });
  holdId = hold.data.id as number;
});
afterAll(() => t.close());

const ids = (...places: string[]) => places.map((p) => seats.get(p)!);
const bulk = (body: Json, event = eventId) =>
  call(t.app, { method: 'POST', url: `/api/admin/events/${event}/seats/bulk`, token, payload: body });

describe('the seat payload', () => {
  it('sends every seat as compact columns, and only changes after a given point', async () => {
    const full = await call(t.app, { method: 'GET', url: `/api/admin/events/${eventId}/seats`, token });
    const columns = full.data.seats as Json;
    expect((columns.id as number[]).length).toBe(18);
    expect(columns.status).toBe('o'.repeat(18));
    expect(full.data.sections).toEqual(['S1']);
    expect(full.data.rows).toEqual(['A', 'B', 'C']);
    const since = full.data.seq as number;
    await bulk({ seatIds: ids('S1-A-1'), action: { kind: 'kill' } });
    const changes = await call(t.app, {
      method: 'GET',
      url: `/api/admin/events/${eventId}/seats?since=${since}`,
      token,
    });
    expect((changes.data.seats as Json).id).toEqual(ids('S1-A-1'));
    expect((changes.data.seats as Json).status).toBe('k');
    expect(changes.data.seq as number).toBeGreaterThan(since);
  });
});

describe('bulk edit', () => {
  it('holds seats in this event and the same places in another event', async () => {
    const res = await bulk({
      seatIds: ids('S1-B-1', 'S1-B-2'),
      otherEventIds: [otherEventId],
      action: { kind: 'hold', holdId },
    });
    expect(res.data.events).toEqual([
      { eventId, changed: 2 },
      { eventId: otherEventId, changed: 2 },
    ]);
    const detail = await call(t.app, { method: 'GET', url: `/api/admin/events/${otherEventId}`, token });
    expect(detail.data.holdCounts).toEqual([{ holdId, count: 2 }]);
  });

  it('paints price levels, tags, accessibility and alerts', async () => {
    const level = await call(t.app, {
      method: 'POST',
      url: `/api/admin/events/${eventId}/price-levels`,
      token,
      payload: { name: 'Front', color: '#2b8a3e', defaultPrice: 6000 },
    });
    const levelId = (level.data.priceLevels as Json[])[0]!.id as number;
    expect(
      (
        await bulk({
          seatIds: ids('S1-A-2', 'S1-A-3'),
          action: { kind: 'priceLevel', priceLevelId: levelId },
        })
      ).data.events,
    ).toEqual([{ eventId, changed: 2 }]);
    await bulk({ seatIds: ids('S1-A-2'), action: { kind: 'addTag', tag: 'aisle' } });
    await bulk({ seatIds: ids('S1-A-3'), action: { kind: 'ada', adaType: 'Wheelchair' } });
    const payload = await call(t.app, { method: 'GET', url: `/api/admin/events/${eventId}/seats`, token });
    const columns = payload.data.seats as Json;
    const index = (columns.id as number[]).indexOf(seats.get('S1-A-2')!);
    expect((columns.priceLevel as number[])[index]).toBe(levelId);
    expect((columns.tags as Record<string, string[]>)[String(index)]).toEqual(['aisle']);
    expect((columns.ada as number[])[index + 1]).toBe(1);
  });

  it('refuses a status change when any seat is in a basket, and changes nothing', async () => {
    await takeSeats(
      t.database.db,
      accountId,
      eventId,
      ids('S1-C-1'),
      buyer(),
      new Date('2030-01-01'),
      new Date(),
    );
    const res = await bulk({ seatIds: ids('S1-C-1', 'S1-C-2'), action: { kind: 'kill' } });
    expect(res.statusCode).toBe(409);
    expect((res.data.errors as Json[])[0]).toMatchObject({
      code: 'admin.seats_not_editable',
      message: '1 of the selected seats are in a basket, sold or comp, so nothing was changed.',
    });
    const after = await call(t.app, { method: 'GET', url: `/api/admin/events/${eventId}`, token });
    expect((after.data.statusCounts as Json).kill).toBe(1);
  });
});

describe('seat history and the seat locator', () => {
  it('records who changed a seat and why, searchable by seat key', async () => {
    const key = `${eventId}-S1-B-1`;
    const res = await call(t.app, { method: 'GET', url: `/api/admin/seat-history?seat=${key}`, token });
    expect(res.data.total).toBe(1);
    expect((res.data.items as Json[])[0]).toMatchObject({
      seatKey: key,
      fromStatus: 'open',
      toStatus: 'hold',
      holdName: 'Press',
      reasonCode: 'bulkEdit',
      reason: null,
      userName: 'Sam Staff',
    });
    const byPlace = await call(t.app, {
      method: 'GET',
      url: `/api/admin/seat-history?eventId=${eventId}&seat=S1-B-1`,
      token,
    });
    expect(byPlace.data.total).toBe(1);
  });

  it('finds seats by key and changes Reserved to Hold and Open to Sold only', async () => {
    const keys = `${eventId}-S1-C-1, ${eventId}-S1-C-3 ${eventId}-S9-Z-1`;
    const found = await call(t.app, {
      method: 'GET',
      url: `/api/admin/tools/seat-locator?keys=${encodeURIComponent(keys)}`,
      token,
    });
    expect((found.data.seats as Json[]).map((s) => s.status)).toEqual(['reserved', 'open']);
    expect(found.data.notFound).toEqual([`${eventId}-S9-Z-1`]);

    const held = await call(t.app, {
      method: 'POST',
      url: '/api/admin/tools/seat-locator',
      token,
      payload: { action: 'hold', key: `${eventId}-S1-C-1`, holdId, reason: 'Patron called' },
    });
    expect(held.data).toMatchObject({ status: 'hold', holdName: 'Press', basketId: null });
    const sold = await call(t.app, {
      method: 'POST',
      url: '/api/admin/tools/seat-locator',
      token,
      payload: { action: 'sell', key: `${eventId}-S1-C-3`, reason: 'Sold at the door' },
    });
    expect(sold.data.status).toBe('sold');
    const again = await call(t.app, {
      method: 'POST',
      url: '/api/admin/tools/seat-locator',
      token,
      payload: { action: 'sell', key: `${eventId}-S1-C-3`, reason: 'Twice' },
    });
    expect((again.data.errors as Json[])[0]).toMatchObject({ code: 'admin.seat_locator_not_allowed' });
    const history = await call(t.app, {
      method: 'GET',
      url: `/api/admin/seat-history?seat=${eventId}-S1-C-3`,
      token,
    });
    expect((history.data.items as Json[])[0]).toMatchObject({
      toStatus: 'sold',
      reasonCode: 'seatLocator',
      reason: 'Sold at the door',
    });
  });
});
