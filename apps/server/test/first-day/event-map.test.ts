import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventVia, errorsOf, eventsAccount, getEvent } from '../events/setup';
import { createSeatMap, createVenue, sampleMap } from '../factories';
import { call, type Json, startTestApp, type TestApp } from '../harness';

let t: TestApp;
let s: Awaited<ReturnType<typeof eventsAccount>>;
let templateId: number;
let otherMapId: number;

const api = (method: 'POST' | 'PUT' | 'PATCH' | 'GET', url: string, payload?: Json) =>
  call(t.app, { method, url, token: s.token, payload });

beforeAll(async () => {
  t = await startTestApp();
  s = await eventsAccount(t);
  otherMapId = await createSeatMap(
    t.database.db,
    s.accountId,
    s.venueId,
    sampleMap({ rows: 1, seatsPerRow: 4 }),
  );
  const created = await api('POST', '/api/admin/event-templates', { name: 'Concerts' });
  templateId = created.data.id as number;
  const patched = await api('PATCH', `/api/admin/event-templates/${templateId}`, {
    maps: { mapIds: [otherMapId, s.mapId], defaultMapId: s.mapId },
    dateRules: [
      { parameter: 'LocalEndDate', mode: 'SetToParameterWithOffset', offset: { amount: 3, unit: 'Hours' } },
      { parameter: 'LocalOnSaleDate', mode: 'SetToSpecifiedDate', specified: '2026-10-01T10:00' },
    ],
  });
  expect(patched.statusCode, patched.body).toBe(200);
});
afterAll(() => t.close());

describe('a new event’s seat map', () => {
  it('takes the template’s default map when "Seat map" is left blank, and can generate seats', async () => {
    const event = await createEventVia(t, s.token, {
      templateId,
      venueId: s.venueId,
      mapId: null,
      name: 'Jazz night',
      dates: { LocalDate: '2027-05-01T20:00' },
    });
    expect(event).toMatchObject({ mapId: s.mapId, seatsGenerated: false });
    const generated = await api('POST', `/api/admin/events/${event.id}/seats/generate`);
    expect(generated.statusCode, generated.body).toBe(200);
    expect(generated.data).toMatchObject({ seatTotal: 10, mapId: s.mapId });
  });

  it('takes no map of another venue', async () => {
    const elsewhere = await createVenue(t.database.db, s.accountId, { timezone: 'America/Chicago' });
    const event = await createEventVia(t, s.token, {
      templateId,
      venueId: elsewhere.id,
      mapId: null,
      name: 'Folk night',
      dates: { LocalDate: '2027-05-02T20:00' },
    });
    expect(event.mapId).toBeNull();
    expect((event.readiness as { code: string }[])[0]).toMatchObject({ code: 'admin.event_map_required' });
  });

  it('takes the venue’s only map when the template names none there', async () => {
    const hall = await createVenue(t.database.db, s.accountId, { timezone: 'America/Chicago' });
    const onlyMap = await createSeatMap(
      t.database.db,
      s.accountId,
      hall.id,
      sampleMap({ rows: 1, seatsPerRow: 3 }),
    );
    const event = await createEventVia(t, s.token, {
      templateId,
      venueId: hall.id,
      mapId: null,
      name: 'Soul night',
      dates: { LocalDate: '2027-05-03T20:00' },
    });
    expect(event).toMatchObject({ mapId: onlyMap, seatsGenerated: false });
  });
});

describe('attaching a map to an event afterwards', () => {
  it('attaches a map to an event made without one, so its seats can be generated', async () => {
    const event = await createEventVia(t, s.token, {
      venueId: s.venueId,
      mapId: null,
      name: 'Blank night',
      dates: {
        LocalDate: '2027-06-01T20:00',
        LocalEndDate: '2027-06-01T23:00',
        LocalOnSaleDate: '2026-10-01T10:00',
      },
    });
    const attached = await api('PUT', `/api/admin/events/${event.id}/map`, { mapId: otherMapId });
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.data).toMatchObject({ mapId: otherMapId, seatsGenerated: false });
    const generated = await api('POST', `/api/admin/events/${event.id}/seats/generate`);
    expect(generated.data).toMatchObject({ seatTotal: 4 });

    // Seats generated but none taken: another map replaces them, to be generated again.
    const replaced = await api('PUT', `/api/admin/events/${event.id}/map`, { mapId: s.mapId });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.data).toMatchObject({
      mapId: s.mapId,
      seatsGenerated: false,
      seatTotal: 0,
      active: false,
    });
    const again = await api('POST', `/api/admin/events/${event.id}/seats/generate`);
    expect(again.data).toMatchObject({ seatTotal: 10 });
    expect((again.data.gaAreas as unknown[]).length).toBe(1);
  });

  it('keeps the map once a ticket is sold or in a basket', async () => {
    const event = await createEventVia(t, s.token, {
      venueId: s.venueId,
      mapId: s.mapId,
      name: 'Busy night',
      dates: {
        LocalDate: '2027-06-02T20:00',
        LocalEndDate: '2027-06-02T23:00',
        LocalOnSaleDate: '2026-10-01T10:00',
      },
    });
    await api('POST', `/api/admin/events/${event.id}/seats/generate`);
    await t.database.db.execute(
      sql`UPDATE event_seats SET status = 'sold' WHERE id = (SELECT min(id) FROM event_seats WHERE event_id = ${event.id as number})`,
    );
    const refused = await api('PUT', `/api/admin/events/${event.id}/map`, { mapId: otherMapId });
    expect(refused.statusCode).toBe(409);
    expect(errorsOf(refused)[0]).toMatchObject({ code: 'admin.event_map_locked', field: 'mapId' });
    expect((await getEvent(t, s.token, event.id)).data).toMatchObject({ mapId: s.mapId, seatTotal: 10 });
  });

  it('refuses a map of another venue', async () => {
    const elsewhere = await createVenue(t.database.db, s.accountId, {});
    const foreignMap = await createSeatMap(t.database.db, s.accountId, elsewhere.id, sampleMap({ rows: 1 }));
    const event = await createEventVia(t, s.token, {
      venueId: s.venueId,
      mapId: null,
      name: 'Wrong hall',
      dates: {
        LocalDate: '2027-06-03T20:00',
        LocalEndDate: '2027-06-03T23:00',
        LocalOnSaleDate: '2026-10-01T10:00',
      },
    });
    const refused = await api('PUT', `/api/admin/events/${event.id}/map`, { mapId: foreignMap });
    expect(refused.statusCode).toBe(404);
  });
});
