import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type Json, startTestApp, type TestApp } from '../harness';
import { createEventVia, errorsOf, eventsAccount, getEvent, needed } from './setup';

let t: TestApp;
let s: Awaited<ReturnType<typeof eventsAccount>>;
let first: number;
let second: number;
let unseated: number;

const bulk = (payload: Json, token = s.token) =>
  call(t.app, { method: 'POST', url: '/api/admin/events/bulk-edit', token, payload });
const snapshot = async () =>
  Promise.all([first, second, unseated].map(async (id) => (await getEvent(t, s.token, id)).data));

beforeAll(async () => {
  t = await startTestApp();
  s = await eventsAccount(t);
  const make = async (name: string, local: string, mapId: number | null) =>
    (await createEventVia(t, s.token, { venueId: s.venueId, mapId, name, dates: needed(local) }))
      .id as number;
  first = await make('Hamlet', '2027-03-06T19:30', s.mapId);
  second = await make('Macbeth', '2027-03-20T19:30', s.mapId);
  unseated = await make('Lear', '2027-04-03T19:30', null);
  for (const id of [first, second]) {
    await call(t.app, { method: 'POST', url: `/api/admin/events/${id}/seats/generate`, token: s.token });
    await priceEverything(id);
  }
});

/** Gives every seat and general-admission area of the event a price level, so it may be activated. */
async function priceEverything(eventId: number) {
  const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Json) =>
    call(t.app, { method, url, token: s.token, payload });
  const level = await api('POST', `/api/admin/events/${eventId}/price-levels`, {
    name: 'Stalls',
    color: '#1971c2',
    defaultPrice: 3000,
  });
  const levelId = (level.data.priceLevels as { id: number }[])[0]!.id;
  const seats = await api('GET', `/api/admin/events/${eventId}/seats`);
  await api('POST', `/api/admin/events/${eventId}/seats/bulk`, {
    seatIds: (seats.data.seats as { id: number[] }).id,
    action: { kind: 'priceLevel', priceLevelId: levelId },
  });
  for (const area of level.data.gaAreas as { id: number; capacity: number }[]) {
    await api('PUT', `/api/admin/events/${eventId}/ga-areas/${area.id}`, {
      capacity: area.capacity,
      priceLevelId: levelId,
    });
  }
}
afterAll(() => t.close());

describe('bulk editing events', () => {
  it('applies the same fields to every listed event', async () => {
    const res = await bulk({
      eventIds: `${first}, ${second}`,
      changes: {
        active: true,
        dateTbd: true,
        timeTbd: true,
        dontLeaveSingleSeats: true,
        heavyOnSale: true,
        exchangeFeeOverride: 300,
        waiveExchangeFees: true,
        alternateName: 'Shakespeare season',
        hardTicketLine1: 'SHAKESPEARE',
        hardTicketLine2: 'Season 2027',
        ticketText1: 'Doors 30 minutes before',
        orderTicketLimit: 32_767,
        description: 'Tragedies.',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toEqual({ eventIds: [first, second] });
    const [a, b] = await snapshot();
    for (const e of [a!, b!]) {
      expect(e).toMatchObject({
        active: true,
        dateTbd: true,
        timeTbd: true,
        dontLeaveSingleSeats: true,
        heavyOnSale: true,
        exchangeFeeOverride: 300,
        waiveExchangeFees: true,
        alternateName: 'Shakespeare season',
        hardTicketLine1: 'SHAKESPEARE',
        ticketText1: 'Doors 30 minutes before',
        orderTicketLimit: 32_767,
        description: 'Tragedies.',
      });
    }
    expect([a!.name, b!.name]).toEqual(['Hamlet', 'Macbeth']);
  });

  it('says "OrderTicketLimit can\'t be higher than 32767" and changes nothing', async () => {
    const before = await snapshot();
    const res = await bulk({
      eventIds: `${first},${second}`,
      changes: { orderTicketLimit: 40_000, ticketText2: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual([
      {
        code: 'admin.bulk_edit_too_high',
        field: 'changes.orderTicketLimit',
        message: "OrderTicketLimit can't be higher than 32767",
      },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an event ID list that is not comma-separated numbers, and IDs of another account', async () => {
    const bad = await bulk({ eventIds: `${first}; ${second}`, changes: { dateTbd: false } });
    expect(errorsOf(bad)).toEqual([
      {
        code: 'admin.event_id_list_invalid',
        field: 'eventIds',
        message: 'Event IDs must be numbers separated by commas.',
      },
    ]);
    const before = await snapshot();
    const foreign = await bulk({ eventIds: `${first},${second}`, changes: { dateTbd: false } }, s.otherToken);
    expect(foreign.statusCode).toBe(404);
    expect(errorsOf(foreign)[0]).toMatchObject({ code: 'admin.event_id_not_found', field: 'eventIds' });
    expect(await snapshot()).toEqual(before);
  });

  it('activates none when one of the events has no seats yet, and names it', async () => {
    await bulk({ eventIds: `${first},${second}`, changes: { active: false } });
    const res = await bulk({ eventIds: `${first},${unseated},${second}`, changes: { active: true } });
    expect(res.statusCode).toBe(409);
    expect(errorsOf(res)[0]).toEqual({
      code: 'admin.bulk_edit_seats_not_generated',
      field: 'changes.active',
      message: `Event ${unseated} has no seats yet, so it cannot be activated. Nothing was changed.`,
    });
    expect((await snapshot()).map((e) => e.active)).toEqual([false, false, false]);
  });

  it('activates none when one of the events has seats without a price, and names it', async () => {
    const unpriced = (
      await createEventVia(t, s.token, {
        venueId: s.venueId,
        mapId: s.mapId,
        name: 'Othello',
        dates: needed('2027-04-17T19:30'),
      })
    ).id as number;
    await call(t.app, {
      method: 'POST',
      url: `/api/admin/events/${unpriced}/seats/generate`,
      token: s.token,
    });
    await bulk({ eventIds: `${first},${second}`, changes: { active: false } });
    const res = await bulk({ eventIds: `${first},${unpriced},${second}`, changes: { active: true } });
    expect(res.statusCode).toBe(409);
    expect(errorsOf(res)[0]).toEqual({
      code: 'admin.bulk_edit_not_ready',
      field: 'changes.active',
      message: `Event ${unpriced} is not ready to sell (open it to see its checklist), so it cannot be activated. Nothing was changed.`,
    });
    expect((await snapshot()).map((e) => e.active)).toEqual([false, false, false]);
    expect((await getEvent(t, s.token, unpriced)).data.active).toBe(false);
  });

  it('sets local dates counted from each event’s own date', async () => {
    const res = await bulk({
      eventIds: `${first},${second},${unseated}`,
      dateRules: [
        {
          parameter: 'LocalOnSaleDate',
          mode: 'SetToMidnightOnDateOfParameter',
          offset: { amount: -14, unit: 'Days' },
        },
        {
          parameter: 'LocalLockDate',
          mode: 'SetToParameterWithOffset',
          offset: { amount: -1, unit: 'Hours' },
        },
        { parameter: 'LocalPublishDate', mode: 'SetToSpecifiedDate', specified: '2027-01-10T09:00' },
      ],
      clearDates: ['LocalPreEventEmailScheduledDate'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const dates = (await snapshot()).map((e) => e.dates as Json);
    expect(dates.map((d) => d.LocalOnSaleDate)).toEqual([
      '2027-02-20T00:00',
      '2027-03-06T00:00',
      '2027-03-20T00:00',
    ]);
    expect(dates.map((d) => d.LocalLockDate)).toEqual([
      '2027-03-06T18:30',
      '2027-03-20T18:30',
      '2027-04-03T18:30',
    ]);
    expect(dates.map((d) => d.LocalPublishDate)).toEqual(Array(3).fill('2027-01-10T09:00'));
    expect(dates.map((d) => d.LocalEndDate)).toEqual([
      '2027-03-06T23:00',
      '2027-03-20T23:00',
      '2027-04-03T23:00',
    ]);
  });

  it('refuses dates that break an event’s rules, naming it, and a required date cleared', async () => {
    const before = await snapshot();
    const late = await bulk({
      eventIds: `${first},${second}`,
      dateRules: [
        { parameter: 'LocalSelfExchangeEndDate', mode: 'SetToSpecifiedDate', specified: '2027-03-10T12:00' },
      ],
    });
    expect(late.statusCode).toBe(400);
    expect(errorsOf(late)[0]).toMatchObject({
      code: 'admin.bulk_edit_self_exchange_after_lock',
      message: `Event ${first}: the self-exchange off-sale would be later than the lock date. Nothing was changed.`,
    });
    const cleared = await bulk({ eventIds: `${first}`, clearDates: ['LocalEndDate'] });
    expect(errorsOf(cleared)[0]).toMatchObject({ code: 'admin.event_field_required', field: 'clearDates' });
    const cycle = await bulk({
      eventIds: `${first}`,
      dateRules: [
        {
          parameter: 'LocalOutletStartDate',
          mode: 'SetToParameterWithOffset',
          relativeTo: 'LocalOutletEndDate',
        },
        {
          parameter: 'LocalOutletEndDate',
          mode: 'SetToParameterWithOffset',
          relativeTo: 'LocalOutletStartDate',
        },
      ],
    });
    expect(errorsOf(cycle)[0]).toMatchObject({ code: 'admin.date_rule_invalid', field: 'dateRules.0' });
    expect(await snapshot()).toEqual(before);
  });
});
