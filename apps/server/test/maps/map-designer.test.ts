import {
  moveSeats,
  renameRows,
  renumberSeats,
  type SeatMapDefinition,
  setSeatAda,
  setSeatZone,
} from '@tessera/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSeats, events, venueMapVersions } from '@/db/schema';
import { createEventVia, errorsOf, eventsAccount, needed } from '../events/setup';
import { call, type Json, startTestApp, type TestApp } from '../harness';

let t: TestApp;
let s: Awaited<ReturnType<typeof eventsAccount>>;

const api = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: Json, language?: string) =>
  call(t.app, {
    method,
    url,
    token: s.token,
    payload,
    ...(language ? { headers: { 'accept-language': language } } : {}),
  });

const loadMap = async () => {
  const res = await api('GET', `/api/admin/maps/${s.mapId}`);
  return res.data as unknown as { version: number; definition: SeatMapDefinition };
};
const save = (definition: SeatMapDefinition, language?: string) =>
  api('PUT', `/api/admin/maps/${s.mapId}`, { definition } as unknown as Json, language);

async function seatNames(eventId: number) {
  const rows = await t.database.db
    .select({
      section: eventSeats.section,
      row: eventSeats.row,
      seat: eventSeats.seat,
      level: eventSeats.priceLevelId,
    })
    .from(eventSeats)
    .where(eq(eventSeats.eventId, eventId))
    .orderBy(asc(eventSeats.id));
  return rows;
}

async function seatedEvent(name: string, date: string, zoneLevel?: string) {
  const event = await createEventVia(t, s.token, {
    name,
    venueId: s.venueId,
    mapId: s.mapId,
    dates: needed(date),
  });
  let levelId: number | null = null;
  if (zoneLevel) {
    const level = await api('POST', `/api/admin/events/${event.id}/price-levels`, {
      name: zoneLevel,
      color: '#1971c2',
      defaultPrice: 9000,
      zone: zoneLevel,
    });
    expect(level.statusCode, level.body).toBe(201);
    levelId = ((level.data.priceLevels as Json[]).find((l) => l.name === zoneLevel)!.id as number) ?? null;
  }
  const generated = await api('POST', `/api/admin/events/${event.id}/seats/generate`);
  expect(generated.statusCode, generated.body).toBe(200);
  return { id: event.id as number, levelId };
}

beforeAll(async () => {
  t = await startTestApp();
  s = await eventsAccount(t);
});
afterAll(() => t.close());

describe('saving from the map designer', () => {
  let firstEvent: number;
  let designed: SeatMapDefinition;

  it('saves an edited map as a new version while an event keeps the version it was seated from', async () => {
    firstEvent = (await seatedEvent('Opening night', '2027-03-05T20:00')).id;
    const before = await seatNames(firstEvent);
    const opened = await loadMap();
    expect(opened.version).toBe(1);
    // Row A (seats 0–4): numbered right to left in odd numbers; seat 0 nudged; row B renamed.
    let map = renumberSeats(opened.definition, new Set([0, 1, 2, 3, 4]), {
      direction: 'right-to-left',
      scheme: 'odd',
      start: 1,
      prefix: '',
    });
    map = moveSeats(map, new Set([0]), -2, 0);
    map = renameRows(map, new Set([5]), {
      labels: 'letters',
      skipIAndO: true,
      start: 9,
      prefix: '',
      direction: 'front-to-back',
    });
    map = setSeatAda(map, new Set([9]), 'Wheelchair');
    map = setSeatZone(map, new Set([5, 6]), 'Premium');
    designed = map;
    const saved = await save(map);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.data).toMatchObject({ version: 2, seatCount: 10, eventCount: 1 });
    expect((saved.data.versions as Json[]).map((v) => v.version)).toEqual([2, 1]);
    const reopened = await loadMap();
    // Lossless: what comes back is what was drawn (absent and null fields read alike).
    const plain = (m: SeatMapDefinition) =>
      JSON.parse(JSON.stringify(m, (_, v) => (v === null ? undefined : v)));
    expect(plain(reopened.definition)).toEqual(plain(designed));
    expect(reopened.definition.sections[0]!.rows[0]!.seats.map((x) => x.name)).toEqual([
      '9',
      '7',
      '5',
      '3',
      '1',
    ]);
    expect(reopened.definition.sections[0]!.rows[1]!.name).toBe('J');

    // The event seated from version 1 keeps it and its seats.
    expect(await seatNames(firstEvent)).toEqual(before);
    const [event] = await t.database.db
      .select({ v: events.mapVersionId })
      .from(events)
      .where(eq(events.id, firstEvent));
    const [v1] = await t.database.db
      .select({ id: venueMapVersions.id })
      .from(venueMapVersions)
      .where(and(eq(venueMapVersions.mapId, s.mapId), eq(venueMapVersions.version, 1)));
    expect(event!.v).toBe(v1!.id);
  });

  it('seats a new event from the new version, with the seats’ own price zone', async () => {
    const { id, levelId } = await seatedEvent('Second night', '2027-03-06T20:00', 'Premium');
    const seats = await seatNames(id);
    expect(seats.filter((x) => x.row === 'A').map((x) => x.seat)).toEqual(['9', '7', '5', '3', '1']);
    const premium = seats.filter((x) => x.level === levelId).map((x) => `${x.row}-${x.seat}`);
    expect(premium).toEqual(['J-1', 'J-2']);
  });

  it('refuses overlapping seats, duplicate seat keys and seats outside their section, in the reader’s language', async () => {
    let bad = moveSeats(designed, new Set([1]), 8, 0); // A-7 onto A-5
    bad = renumberSeats(bad, new Set([6]), {
      direction: 'left-to-right',
      scheme: 'consecutive',
      start: 1,
      prefix: '',
    });
    bad = {
      ...bad,
      sections: [{ ...bad.sections[0]!, bounds: { x: -10, y: -10, width: 100, height: 15 } }],
    };
    const refused = await save(bad);
    expect(refused.statusCode).toBe(400);
    const codes = errorsOf(refused).map((e) => e.code);
    expect(codes).toEqual(
      expect.arrayContaining([
        'admin.map_seats_overlap',
        'admin.map_duplicate_seat',
        'admin.map_seat_outside_section',
      ]),
    );
    expect(errorsOf(refused).find((e) => e.code === 'admin.map_seats_overlap')!.message).toMatch(
      /^Map load error on line \d+: seats S1-A-5 and S1-A-7 overlap\.$/,
    );
    const spanish = await save(bad, 'es-ES');
    expect(errorsOf(spanish).find((e) => e.code === 'admin.map_seats_overlap')!.message).toMatch(
      /^Error al cargar el mapa en la línea \d+: los asientos S1-A-5 y S1-A-7 se solapan\.$/,
    );
    expect((await loadMap()).version).toBe(2);
  });
});
