import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccount,
  createSeatMap,
  createStaffUser,
  createVenue,
  sampleMap,
  signInAs,
} from '../factories';
import { call, type Json, startTestApp, type TestApp } from '../harness';

let t: TestApp;
let token: string;
let accountId: number;
let venueId: number;
let mapId: number;

beforeAll(async () => {
  t = await startTestApp();
  const account = await createAccount(t.database.db);
  accountId = account.id;
  const user = await createStaffUser(t.database.db, { accountId: account.id, role: 'Admin' });
  token = await signInAs(t.app, user.email);
  venueId = (await createVenue(t.database.db, account.id, { timezone: 'America/New_York' })).id;
  mapId = await createSeatMap(
    t.database.db,
    account.id,
    venueId,
    sampleMap({ rows: 4, seatsPerRow: 5, gaCapacity: 50 }),
  );
});
afterAll(() => t.close());

const errorCode = (res: { data: Json }) => (res.data.errors as Json[])[0]?.code;

describe('events and their seats', () => {
  let eventId: number;

  it('creates an event without seats that cannot be activated yet', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/admin/events',
      token,
      payload: {
        name: 'Opening night',
        venueId,
        mapId,
        dates: {
          LocalDate: '2027-04-03T19:30',
          LocalEndDate: '2027-04-03T22:00',
          LocalOnSaleDate: '2027-02-01T10:00',
        },
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.data).toMatchObject({ seatsGenerated: false, seatTotal: 0, active: false, mapVersion: null });
    eventId = res.data.id as number;
    const activate = await call(t.app, {
      method: 'POST',
      url: `/api/admin/events/${eventId}/active`,
      token,
      payload: { active: true },
    });
    expect(activate.statusCode).toBe(409);
    expect(errorCode(activate)).toBe('admin.seats_not_generated');
  });

  it('generates seats once, from the map version it records, then activates', async () => {
    const generated = await call(t.app, {
      method: 'POST',
      url: `/api/admin/events/${eventId}/seats/generate`,
      token,
    });
    expect(generated.data).toMatchObject({ seatsGenerated: true, seatTotal: 20, mapVersion: 1 });
    expect(generated.data.statusCounts).toEqual({
      open: 20,
      hold: 0,
      reserved: 0,
      sold: 0,
      comp: 0,
      kill: 0,
    });
    expect(generated.data.gaAreas).toEqual([
      expect.objectContaining({ name: 'Floor', capacity: 50, taken: 0 }),
    ]);
    const again = await call(t.app, {
      method: 'POST',
      url: `/api/admin/events/${eventId}/seats/generate`,
      token,
    });
    expect(errorCode(again)).toBe('admin.seats_already_generated');
    // A newer map version does not touch the event's seats.
    await call(t.app, {
      method: 'PUT',
      url: `/api/admin/maps/${mapId}`,
      token,
      payload: { definition: sampleMap({ rows: 1, seatsPerRow: 2 }) },
    });
    const detail = await call(t.app, { method: 'GET', url: `/api/admin/events/${eventId}`, token });
    expect(detail.data).toMatchObject({ seatTotal: 20, mapVersion: 1 });
    // Unpriced seats and area would sell for nothing: the checklist refuses until they have a price.
    const unpriced = await call(t.app, {
      method: 'POST',
      url: `/api/admin/events/${eventId}/active`,
      token,
      payload: { active: true },
    });
    expect(unpriced.statusCode).toBe(409);
    expect((unpriced.data.errors as Json[]).map((e) => e.code)).toEqual([
      'admin.event_seats_unpriced',
      'admin.event_ga_area_unpriced',
    ]);
    const level = await call(t.app, {
      method: 'POST',
      url: `/api/admin/events/${eventId}/price-levels`,
      token,
      payload: { name: 'Stalls', color: '#4c6ef5', defaultPrice: 4500 },
    });
    const levelId = (level.data.priceLevels as { id: number }[])[0]!.id;
    const areaId = (level.data.gaAreas as { id: number }[])[0]!.id;
    const seats = await call(t.app, { method: 'GET', url: `/api/admin/events/${eventId}/seats`, token });
    await call(t.app, {
      method: 'POST',
      url: `/api/admin/events/${eventId}/seats/bulk`,
      token,
      payload: {
        seatIds: (seats.data.seats as { id: number[] }).id,
        action: { kind: 'priceLevel', priceLevelId: levelId },
      },
    });
    await call(t.app, {
      method: 'PUT',
      url: `/api/admin/events/${eventId}/ga-areas/${areaId}`,
      token,
      payload: { capacity: 50, priceLevelId: levelId },
    });
    const activate = await call(t.app, {
      method: 'POST',
      url: `/api/admin/events/${eventId}/active`,
      token,
      payload: { active: true },
    });
    expect(activate.data.active).toBe(true);
  });

  it('refuses seats for an event without a map', async () => {
    // A second map at the venue: a blank map no longer takes the venue's only one.
    await createSeatMap(t.database.db, accountId, venueId, sampleMap({ rows: 1, seatsPerRow: 2 }));
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/admin/events',
      token,
      payload: {
        name: 'Talk',
        venueId,
        mapId: null,
        dates: {
          LocalDate: '2027-04-04T14:00',
          LocalEndDate: '2027-04-04T15:00',
          LocalOnSaleDate: '2027-02-01T10:00',
        },
      },
    });
    const generated = await call(t.app, {
      method: 'POST',
      url: `/api/admin/events/${res.data.id}/seats/generate`,
      token,
    });
    expect(errorCode(generated)).toBe('admin.event_map_required');
  });

  it('filters events by local day of the week and start time', async () => {
    // 2027-04-03T23:30Z is Saturday 19:30 in New York.
    const sat = await call(t.app, {
      method: 'GET',
      url: `/api/admin/events?venueId=${venueId}&days=6&times=19:30`,
      token,
    });
    expect((sat.data as unknown as Json[]).map((e) => e.name)).toEqual(['Opening night']);
    const sun = await call(t.app, {
      method: 'GET',
      url: `/api/admin/events?venueId=${venueId}&days=0`,
      token,
    });
    expect((sun.data as unknown as Json[]).map((e) => e.name)).toEqual(['Talk']);
  });

  it('keeps GA capacity at or above the places taken', async () => {
    const detail = await call(t.app, { method: 'GET', url: `/api/admin/events/${eventId}`, token });
    const area = (detail.data.gaAreas as Json[])[0]!;
    await t.database.db.execute(sql`UPDATE event_ga_areas SET taken = 30 WHERE id = ${area.id}`);
    const low = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/events/${eventId}/ga-areas/${area.id}`,
      token,
      payload: { capacity: 20, priceLevelId: null },
    });
    expect(low.statusCode).toBe(409);
    expect((low.data.errors as Json[])[0]).toMatchObject({
      code: 'admin.ga_capacity_below_taken',
      message: 'Capacity cannot be lower than the 30 places already taken.',
    });
    const ok = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/events/${eventId}/ga-areas/${area.id}`,
      token,
      payload: { capacity: 30, priceLevelId: null },
    });
    expect((ok.data.gaAreas as Json[])[0]).toMatchObject({ capacity: 30, taken: 30 });
  });

  it('adds price levels, with unique names per event', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/admin/events/${eventId}/price-levels`,
      token,
      payload: { name: 'Premium', color: '#c92a2a', defaultPrice: 8500 },
    });
    expect(res.data.priceLevels).toEqual([
      expect.objectContaining({ name: 'Stalls' }),
      expect.objectContaining({ name: 'Premium', defaultPrice: 8500 }),
    ]);
    const dup = await call(t.app, {
      method: 'POST',
      url: `/api/admin/events/${eventId}/price-levels`,
      token,
      payload: { name: 'Premium', color: '#000000', defaultPrice: 1 },
    });
    expect(errorCode(dup)).toBe('admin.name_taken');
  });
});
