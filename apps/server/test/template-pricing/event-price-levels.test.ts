import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventGaAreas, eventSeats, priceLevels } from '@/db/schema';
import { adminsOfTwoAccounts, createSeatedEvent, seatIdsByPlace } from '../factories';
import { type Json, startTestApp, type TestApp } from '../harness';
import { apiAs, errorOf } from './api';

let t: TestApp;
let api: ReturnType<typeof apiAs>;
let otherToken: string;
let eventId: number;
let otherEventId: number;
let levelIds: Record<string, number>;

const level = (name: string, defaultPrice = 3000) => ({ name, color: '#12b886', defaultPrice });

async function addLevel(event: number, name: string) {
  const res = await api('POST', `/api/admin/events/${event}/price-levels`, level(name));
  return (res.data.priceLevels as Json[]).find((l) => l.name === name)!.id as number;
}

async function seatsByLevel(event: number) {
  const rows = await t.database.db
    .select({ level: eventSeats.priceLevelId })
    .from(eventSeats)
    .where(eq(eventSeats.eventId, event));
  const counts: Record<string, number> = {};
  for (const r of rows) counts[String(r.level)] = (counts[String(r.level)] ?? 0) + 1;
  return counts;
}

beforeAll(async () => {
  t = await startTestApp();
  const tokens = await adminsOfTwoAccounts(t.app, t.database.db);
  otherToken = tokens.otherToken;
  api = apiAs(t.app, tokens.token);
  // The administrator's account owns the events: find it through the session.
  const me = await api('GET', '/api/account/details');
  const accountId = me.data.AccountID as number;
  ({ eventId } = await createSeatedEvent(t.database.db, accountId, {
    rows: 2,
    seatsPerRow: 5,
    gaCapacity: 30,
  }));
  ({ eventId: otherEventId } = await createSeatedEvent(t.database.db, accountId, {
    rows: 1,
    seatsPerRow: 2,
  }));
  levelIds = {
    stalls: await addLevel(eventId, 'Stalls'),
    circle: await addLevel(eventId, 'Circle'),
    unused: await addLevel(eventId, 'Unused'),
    elsewhere: await addLevel(otherEventId, 'Elsewhere'),
  };
  const seats = await seatIdsByPlace(t.database.db, eventId);
  const rowA = [...seats].filter(([place]) => place.startsWith('S1-A-')).map(([, id]) => id);
  await api('POST', `/api/admin/events/${eventId}/seats/bulk`, {
    seatIds: rowA,
    action: { kind: 'priceLevel', priceLevelId: levelIds.stalls! },
  });
  const [area] = await t.database.db.select().from(eventGaAreas).where(eq(eventGaAreas.eventId, eventId));
  await api('PUT', `/api/admin/events/${eventId}/ga-areas/${area!.id}`, {
    capacity: 30,
    priceLevelId: levelIds.stalls!,
  });
});
afterAll(() => t.close());

const archive = (id: number, replacementId: number | null, as?: string) =>
  api('POST', `/api/admin/events/${eventId}/price-levels/${id}/archive`, { replacementId }, as);

describe('archiving an event price level (spec §4)', () => {
  it('refuses without a replacement while seats are painted with it, and changes nothing', async () => {
    const before = await seatsByLevel(eventId);
    const res = await archive(levelIds.stalls!, null);
    expect(res.statusCode).toBe(409);
    // Five seats of row A and the general-admission area.
    expect(errorOf(res)).toEqual({
      code: 'admin.price_level_replacement_required',
      message: '6 seats are painted with this price level: choose a replacement price level for them.',
      field: 'replacementId',
    });
    expect(await seatsByLevel(eventId)).toEqual(before);
    const [row] = await t.database.db.select().from(priceLevels).where(eq(priceLevels.id, levelIds.stalls!));
    expect(row!.archivedAt).toBeNull();
  });

  it('refuses a replacement that is itself, of another event, or missing', async () => {
    for (const replacement of [levelIds.stalls!, levelIds.elsewhere!, 999_999]) {
      const res = await archive(levelIds.stalls!, replacement);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({
        code: 'admin.price_level_replacement_invalid',
        field: 'replacementId',
      });
    }
    expect((await seatsByLevel(eventId))[String(levelIds.stalls)]).toBe(5);
  });

  it('repaints the seats and the area with the replacement and archives the level in one step', async () => {
    const res = await archive(levelIds.stalls!, levelIds.circle!);
    expect(res.statusCode).toBe(200);
    const levels = res.data.priceLevels as Json[];
    expect(levels.find((l) => l.id === levelIds.stalls)).toMatchObject({ archived: true });
    expect((await seatsByLevel(eventId))[String(levelIds.circle)]).toBe(5);
    expect((await seatsByLevel(eventId))[String(levelIds.stalls)]).toBeUndefined();
    expect((res.data.gaAreas as Json[])[0]).toMatchObject({ priceLevelId: levelIds.circle });
  });

  it('archives a level no seat has without a replacement', async () => {
    const res = await archive(levelIds.unused!, null);
    expect((res.data.priceLevels as Json[]).find((l) => l.id === levelIds.unused)).toMatchObject({
      archived: true,
    });
  });

  it('never brings an archived level back into use', async () => {
    const again = await archive(levelIds.stalls!, levelIds.circle!);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ code: 'admin.price_level_archived' });
    const edit = await api(
      'PUT',
      `/api/admin/events/${eventId}/price-levels/${levelIds.stalls}`,
      level('Stalls'),
    );
    expect(errorOf(edit)).toMatchObject({ code: 'admin.price_level_archived' });
    const seats = await seatIdsByPlace(t.database.db, eventId);
    const paint = await api('POST', `/api/admin/events/${eventId}/seats/bulk`, {
      seatIds: [seats.get('S1-B-1')!],
      action: { kind: 'priceLevel', priceLevelId: levelIds.stalls! },
    });
    expect(paint.statusCode).toBe(404);
    const replacementOf = await archive(levelIds.circle!, levelIds.unused!);
    expect(errorOf(replacementOf)).toMatchObject({ code: 'admin.price_level_replacement_invalid' });
  });

  it('keeps another account out', async () => {
    const res = await archive(levelIds.circle!, null, otherToken);
    expect(res.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(priceLevels).where(eq(priceLevels.id, levelIds.circle!));
    expect(row!.archivedAt).toBeNull();
  });

  it('carries the price level’s further fields on events too', async () => {
    const saleType = await api('POST', '/api/admin/seat-settings/sale-types', { name: 'Groups only' });
    const res = await api('POST', `/api/admin/events/${otherEventId}/price-levels`, {
      ...level('Terrace'),
      zone: 'Outside',
      retailPrice: 3500,
      saleTypeId: saleType.data.id,
      customerTags: ['Friend'],
      membershipTags: [],
      packageOnly: true,
    });
    expect((res.data.priceLevels as Json[]).find((l) => l.name === 'Terrace')).toMatchObject({
      zone: 'Outside',
      retailPrice: 3500,
      saleTypeId: saleType.data.id,
      customerTags: ['Friend'],
      packageOnly: true,
      templatePriceLevelId: null,
      archived: false,
    });
    const bad = await api('POST', `/api/admin/events/${otherEventId}/price-levels`, {
      ...level('Roof'),
      saleTypeId: 999_999,
    });
    expect(errorOf(bad)).toMatchObject({ code: 'admin.choice_unavailable', field: 'saleTypeId' });
  });
});
