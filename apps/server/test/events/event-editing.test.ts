import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSeats, seatAlerts } from '@/db/schema';
import { call, type Json, startTestApp, type TestApp } from '../harness';
import { createEventVia, errorsOf, eventsAccount, getEvent, needed } from './setup';

let t: TestApp;
let s: Awaited<ReturnType<typeof eventsAccount>>;

beforeAll(async () => {
  t = await startTestApp();
  s = await eventsAccount(t);
});
afterAll(() => t.close());

const allDates = {
  LocalDate: '2027-03-06T19:30',
  LocalEndDate: '2027-03-06T22:00',
  LocalLockDate: '2027-03-06T17:30',
  LocalPublishDate: '2027-01-04T09:00',
  LocalOnSaleDate: '2027-02-01T10:00',
  LocalOnSaleEndDate: '2027-03-06T18:00',
  LocalAPIOnSaleDate: '2027-02-02T10:00',
  LocalAPIOnSaleEndDate: '2027-03-06T18:00',
  LocalBoxOfficeOnSaleDate: '2027-02-01T12:00',
  LocalCallCenterStartDate: '2027-02-01T09:00',
  LocalCallCenterEndDate: '2027-03-06T12:00',
  LocalGroupSalesStartDate: '2027-01-20T09:00',
  LocalGroupSalesEndDate: '2027-02-28T17:00',
  LocalHouseSeatsStartDate: '2027-02-01T09:00',
  LocalHouseSeatsEndDate: '2027-03-05T17:00',
  LocalOutletStartDate: '2027-02-03T09:00',
  LocalOutletEndDate: '2027-03-05T17:00',
  LocalAdminOffSaleDate: '2027-03-06T21:00',
  LocalPreEventEmailScheduledDate: '2027-03-05T10:00',
  LocalPostEventEmailScheduledDate: '2027-03-07T10:00',
  LocalStopRedirectingDate: '2027-03-07T00:00',
  LocalSelfExchangeEndDate: '2027-03-06T12:00',
};

function fields(overrides: Json = {}): Json {
  return {
    name: 'Quartet in C',
    alternateName: 'Cuarteto en do',
    description: 'Four strings.',
    externalEventId: 'EXT-42',
    status: 'Postponed',
    dateTbd: true,
    timeTbd: false,
    dateTbdDescription: 'New date in spring',
    dates: allDates,
    orderTicketLimit: 12,
    dontLeaveSingleSeats: true,
    saleMode: 'BestAvailable',
    heavyOnSale: true,
    exchangeFeeOverride: 250,
    waiveExchangeFees: false,
    hardTicketLine1: 'QUARTET IN C',
    hardTicketLine2: 'Chamber series',
    ticketText1: 'Doors 19:00',
    ticketText2: 'Bar open',
    ticketText3: 'No photography',
    alertOverrideId: null,
    ...overrides,
  };
}

const put = (id: unknown, body: Json, token = s.token) =>
  call(t.app, { method: 'PUT', url: `/api/admin/events/${id}`, token, payload: body });

describe('editing an event', () => {
  let eventId: number;

  it('saves every field, dates as the venue’s wall-clock time', async () => {
    const event = await createEventVia(t, s.token, {
      venueId: s.venueId,
      mapId: s.mapId,
      name: 'Quartet',
      dates: needed('2027-03-06T19:30'),
    });
    eventId = event.id as number;
    const [alert] = await t.database.db
      .insert(seatAlerts)
      .values({ accountId: s.accountId, name: 'Pillar', message: 'A pillar', requiresAcknowledgement: false })
      .returning();
    const res = await put(eventId, fields({ alertOverrideId: alert!.id }));
    expect(res.statusCode, res.body).toBe(200);
    const { alertOverrideId: _a, ...expected } = fields();
    expect(res.data).toMatchObject({ ...expected, alertOverrideId: alert!.id });
    const again = await getEvent(t, s.token, eventId);
    expect(again.data.dates).toEqual(allDates);
    expect(again.data.startsAt).toBe('2027-03-07T00:30:00.000Z');
  });

  it('refuses a self-exchange off-sale after the lock date and changes nothing', async () => {
    const before = (await getEvent(t, s.token, eventId)).data;
    const res = await put(
      eventId,
      fields({ name: 'Changed', dates: { ...allDates, LocalSelfExchangeEndDate: '2027-03-06T18:00' } }),
    );
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual([
      {
        code: 'admin.event_self_exchange_after_lock',
        field: 'dates.LocalSelfExchangeEndDate',
        message: 'The self-exchange off-sale cannot be later than the lock date.',
      },
    ]);
    expect((await getEvent(t, s.token, eventId)).data).toEqual(before);
  });

  it('answers each refused field on its own path', async () => {
    const missing = await put(
      eventId,
      fields({ dates: { ...allDates, LocalEndDate: null, LocalOnSaleDate: null } }),
    );
    expect(errorsOf(missing).map((e) => [e.code, e.field])).toEqual([
      ['admin.event_field_required', 'dates.LocalEndDate'],
      ['admin.event_field_required', 'dates.LocalOnSaleDate'],
    ]);
    const big = await put(eventId, fields({ orderTicketLimit: 40_000 }));
    expect(errorsOf(big)).toEqual([
      { code: 'common.validation_failed', field: 'orderTicketLimit', message: "Can't be higher than 32767" },
    ]);
    const [foreignAlert] = await t.database.db
      .insert(seatAlerts)
      .values({ accountId: s.otherAccountId, name: 'Theirs', message: 'x', requiresAcknowledgement: false })
      .returning();
    const foreign = await put(eventId, fields({ alertOverrideId: foreignAlert!.id }));
    expect(foreign.statusCode).toBe(404);
    expect(errorsOf(foreign)[0]).toMatchObject({ code: 'common.not_found', field: 'alertOverrideId' });
    expect((await getEvent(t, s.token, eventId)).data.name).toBe('Quartet in C');
  });

  it('does not let another account edit the event', async () => {
    const res = await put(eventId, fields({ name: 'Hijack' }), s.otherToken);
    expect(res.statusCode).toBe(404);
    expect((await getEvent(t, s.token, eventId)).data.name).toBe('Quartet in C');
  });
});

describe('copying an event', () => {
  it('copies fields and price levels, moves every date by the same wall-clock distance, and seats fresh', async () => {
    const source = await createEventVia(t, s.token, {
      venueId: s.venueId,
      mapId: s.mapId,
      name: 'Quartet',
      dates: needed('2027-03-06T19:30'),
    });
    await call(t.app, {
      method: 'PUT',
      url: `/api/admin/events/${source.id}`,
      token: s.token,
      payload: fields(),
    });
    await call(t.app, {
      method: 'POST',
      url: `/api/admin/events/${source.id}/seats/generate`,
      token: s.token,
    });
    const withLevel = await call(t.app, {
      method: 'POST',
      url: `/api/admin/events/${source.id}/price-levels`,
      token: s.token,
      payload: { name: 'Stalls', color: '#4c6ef5', defaultPrice: 4500 },
    });
    const stalls = (withLevel.data.priceLevels as Json[])[0]!.id as number;
    const db = t.database.db;
    await db
      .update(eventSeats)
      .set({ priceLevelId: stalls })
      .where(eq(eventSeats.eventId, source.id as number));
    await db
      .update(eventSeats)
      .set({ status: 'sold' })
      .where(and(eq(eventSeats.eventId, source.id as number), eq(eventSeats.row, 'A')));
    await call(t.app, {
      method: 'POST',
      url: `/api/admin/events/${source.id}/active`,
      token: s.token,
      payload: { active: true },
    });

    const res = await call(t.app, {
      method: 'POST',
      url: `/api/admin/events/${source.id}/copy`,
      token: s.token,
      payload: { name: 'Quartet in C (second night)', localDate: '2027-03-20T19:30' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.data;
    const { dates: _d, name: _n, ...same } = fields();
    expect(copy).toMatchObject({
      ...same,
      name: 'Quartet in C (second night)',
      active: false,
      seatsGenerated: true,
    });
    // Two weeks later, across the change to summer time: wall-clock times stay as they were.
    expect(copy.dates).toMatchObject({
      LocalDate: '2027-03-20T19:30',
      LocalOnSaleDate: '2027-02-15T10:00',
      LocalLockDate: '2027-03-20T17:30',
      LocalPublishDate: '2027-01-18T09:00',
    });
    expect(copy.startsAt).toBe('2027-03-20T23:30:00.000Z');
    const copyLevel = (copy.priceLevels as Json[])[0]!;
    expect(copyLevel).toMatchObject({ name: 'Stalls', defaultPrice: 4500 });
    expect(copyLevel.id).not.toBe(stalls);
    expect(copy.statusCounts).toMatchObject({ open: 10, sold: 0 });
    const seats = await db
      .select()
      .from(eventSeats)
      .where(eq(eventSeats.eventId, copy.id as number));
    expect(seats).toHaveLength(10);
    expect(new Set(seats.map((x) => x.priceLevelId))).toEqual(new Set([copyLevel.id]));
    // The original keeps its sales.
    expect((await getEvent(t, s.token, source.id)).data.statusCounts).toMatchObject({ sold: 5 });
  });

  it('copies an event without seats as one without seats, and refuses a date not in the calendar', async () => {
    const source = await createEventVia(t, s.token, {
      venueId: s.venueId,
      mapId: null,
      name: 'Talk',
      dates: needed('2027-05-01T18:00'),
    });
    const copy = await call(t.app, {
      method: 'POST',
      url: `/api/admin/events/${source.id}/copy`,
      token: s.token,
      payload: { name: 'Talk again', localDate: '2027-05-08T18:00' },
    });
    expect(copy.data).toMatchObject({
      seatsGenerated: false,
      seatTotal: 0,
      dates: { LocalEndDate: '2027-05-08T23:00' },
    });
    const bad = await call(t.app, {
      method: 'POST',
      url: `/api/admin/events/${source.id}/copy`,
      token: s.token,
      payload: { name: 'Never', localDate: '2027-02-30T18:00' },
    });
    expect(errorsOf(bad)[0]).toMatchObject({ code: 'admin.event_date_invalid', field: 'localDate' });
  });
});

describe('the events list', () => {
  // The clock stands at 2026-11-22 10:00 in New York.
  const names = (res: { data: Json }) => (res.data.items as Json[]).map((e) => e.name);
  const search = (query: string) =>
    call(t.app, { method: 'GET', url: `/api/admin/events/search?${query}`, token: s.token });

  beforeAll(async () => {
    const at = [
      ['Yesterday show', '2026-11-21T20:00'],
      ['Tonight show', '2026-11-22T23:30'],
      ['Tomorrow matinee', '2026-11-23T14:00'],
      ['Friday gala', '2026-11-27T19:00'],
      ['December concert', '2026-12-10T19:00'],
      ['Spring opera', '2027-04-10T19:00'],
    ] as const;
    for (const [name, local] of at) {
      await createEventVia(t, s.token, {
        venueId: s.venueId,
        mapId: null,
        name,
        dates: {
          LocalDate: local,
          LocalEndDate: `${local.slice(0, 10)}T23:59`,
          LocalOnSaleDate: '2026-09-01T10:00',
        },
      });
    }
  });

  it('filters by the date presets, counted in the account’s time zone', async () => {
    expect(names(await search('preset=today'))).toEqual(['Tonight show']);
    expect(names(await search('preset=tomorrow'))).toEqual(['Tomorrow matinee']);
    expect(names(await search('preset=next7Days'))).toEqual([
      'Tonight show',
      'Tomorrow matinee',
      'Friday gala',
    ]);
    expect(names(await search('preset=next30Days'))).toContain('December concert');
    expect(names(await search('preset=next30Days'))).not.toContain('Spring opera');
    expect(names(await search('preset=past'))).toEqual(['Yesterday show']);
    expect(names(await search('preset=custom&from=2026-11-27&to=2026-12-10'))).toEqual([
      'Friday gala',
      'December concert',
    ]);
  });

  it('searches by name or ID, pages and sorts by date', async () => {
    expect(names(await search('preset=future&search=gala'))).toEqual(['Friday gala']);
    const all = await search('preset=future&pageSize=10');
    const spring = (all.data.items as Json[]).find((e) => e.name === 'Spring opera')!;
    expect(names(await search(`preset=future&search=${spring.id}`))).toEqual(['Spring opera']);
    const page = await search('preset=future&search=show&pageSize=10&sort=-date');
    expect(names(page)).toEqual(['Tonight show']);
    const latest = await search('preset=custom&from=2026-11-01&to=2026-12-31&sort=-date');
    expect(names(latest)).toEqual([
      'December concert',
      'Friday gala',
      'Tomorrow matinee',
      'Tonight show',
      'Yesterday show',
    ]);
    const second = await search('preset=custom&from=2026-11-22&to=2026-11-30&pageSize=10&page=2');
    expect(second.data).toEqual({ items: [], total: 3 });
  });

  it('refuses a custom range that ends before it starts, and another account sees none', async () => {
    const res = await search('preset=custom&from=2026-12-10&to=2026-12-01');
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)[0]).toMatchObject({ code: 'admin.event_date_range_invalid', field: 'to' });
    const other = await call(t.app, {
      method: 'GET',
      url: '/api/admin/events/search?preset=future',
      token: s.otherToken,
    });
    expect(other.data).toEqual({ items: [], total: 0 });
  });
});
