import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventAt } from '@/modules/events/events.service';
import { adminsOfTwoAccounts, createVenue } from './factories';
import { call, type Json, startTestApp, type TestApp } from './harness';

let t: TestApp;
let token: string;
let otherToken: string;
/** Three events of the first account, each with a Stalls and a Circle price level. */
const events: { id: number; stalls: number; circle: number }[] = [];
let otherEventId: number;

const post = (url: string, payload: unknown, as = token) =>
  call(t.app, { method: 'POST', url, token: as, payload: payload as Json });
const put = (url: string, payload: unknown, as = token) =>
  call(t.app, { method: 'PUT', url, token: as, payload: payload as Json });
const get = (url: string, as = token) => call(t.app, { method: 'GET', url, token: as });

async function accountIdOf(as: string): Promise<number> {
  return (await get('/api/account/details', as)).data.AccountID as number;
}

async function eventWithLevels(accountId: number, name: string, startsAt: string, as: string) {
  const db = t.database.db;
  const venue = await createVenue(db, accountId);
  const id = await createEventAt(
    db,
    accountId,
    { name, venueId: venue.id, mapId: null, startsAt, dontLeaveSingleSeats: false },
    new Date(),
  );
  await post(
    `/api/admin/events/${id}/price-levels`,
    { name: 'Stalls', color: '#4c6ef5', defaultPrice: 4000 },
    as,
  );
  const withLevels = await post(
    `/api/admin/events/${id}/price-levels`,
    { name: 'Circle', color: '#fa5252', defaultPrice: 2550 },
    as,
  );
  const levels = withLevels.data.priceLevels as { id: number; name: string }[];
  return { id, stalls: levels[0]!.id, circle: levels[1]!.id };
}

beforeAll(async () => {
  t = await startTestApp();
  ({ token, otherToken } = await adminsOfTwoAccounts(t.app, t.database.db));
  const accountId = await accountIdOf(token);
  events.push(await eventWithLevels(accountId, 'Haydn quartets', '2027-01-10T19:30:00Z', token));
  events.push(await eventWithLevels(accountId, 'Schubert quintet', '2027-02-14T19:30:00Z', token));
  events.push(await eventWithLevels(accountId, 'Bartók cycle', '2027-03-21T19:30:00Z', token));
  otherEventId = (
    await eventWithLevels(await accountIdOf(otherToken), 'Lakeside gala', '2027-01-01T19:00:00Z', otherToken)
  ).id;
});
afterAll(() => t.close());

const flexiblePlan = () => ({
  name: 'Chamber series',
  description: 'Choose two or three concerts and save.',
  selectionMode: 'Flexible',
  minEvents: 2,
  maxEvents: 3,
  discountKind: 'Percentage',
  discount: 1500,
  salesChannels: ['Web', 'PointOfSale'],
  startsAt: '2026-12-01T09:00:00Z',
  endsAt: '2027-01-10T12:00:00Z',
  events: events.map((e) => ({ eventId: e.id })),
});

async function activePlanNames(): Promise<string[]> {
  const list = await get('/api/admin/event-plans?pageSize=100');
  return (list.data.items as Json[]).map((p) => p.name as string);
}

describe('event plans', () => {
  let planId: number;

  it('adds a flexible plan over the account’s events, in the order given', async () => {
    const res = await post('/api/admin/event-plans', flexiblePlan());
    expect(res.statusCode, res.body).toBe(201);
    planId = res.data.id as number;
    expect(res.data).toMatchObject({
      name: 'Chamber series',
      selectionMode: 'Flexible',
      minEvents: 2,
      maxEvents: 3,
      discountKind: 'Percentage',
      discount: 1500,
      salesChannels: ['Web', 'PointOfSale'],
      startsAt: '2026-12-01T09:00:00.000Z',
      archived: false,
    });
    const planEvents = res.data.events as Json[];
    expect(planEvents.map((e) => e.name)).toEqual(['Haydn quartets', 'Schubert quintet', 'Bartók cycle']);
    expect((planEvents[0]!.priceLevels as Json[]).map((l) => [l.name, l.defaultPrice])).toEqual([
      ['Stalls', 4000],
      ['Circle', 2550],
    ]);
    const list = await get('/api/admin/event-plans?search=chamber');
    expect(list.data.total).toBe(1);
    expect((list.data.items as Json[])[0]).toMatchObject({
      name: 'Chamber series',
      eventCount: 3,
      firstEventAt: '2027-01-10T19:30:00.000Z',
    });
  });

  it('keeps a fixed plan’s range empty: the buyer takes every event', async () => {
    const res = await post('/api/admin/event-plans', {
      ...flexiblePlan(),
      name: 'Full subscription',
      selectionMode: 'Fixed',
      discountKind: 'FlatAmount',
      discount: 500,
    });
    expect(res.statusCode).toBe(201);
    expect(res.data).toMatchObject({
      selectionMode: 'Fixed',
      minEvents: null,
      maxEvents: null,
      discount: 500,
    });
  });

  it.each([
    [{ minEvents: 3, maxEvents: 2 }, 'admin.event_plan_min_above_max', 'minEvents'],
    [{ maxEvents: 4 }, 'admin.event_plan_max_above_events', 'maxEvents'],
    [{ minEvents: null }, 'admin.event_plan_range_required', 'minEvents'],
    [{ events: [{ eventId: 0 }].slice(1) }, 'admin.event_plan_needs_events', 'events'],
    [{ discount: 10_001 }, 'admin.event_plan_discount_too_high', 'discount'],
    [{ endsAt: '2026-11-30T09:00:00Z' }, 'admin.event_plan_window_invalid', 'endsAt'],
  ])('refuses %o with %s on %s and saves nothing', async (change, code, field) => {
    const before = await activePlanNames();
    const res = await post('/api/admin/event-plans', { ...flexiblePlan(), name: 'Refused plan', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toEqual([expect.objectContaining({ code, field })]);
    expect(await activePlanNames()).toEqual(before);
  });

  it('names the message of a bad maximum with the number of events', async () => {
    const res = await post('/api/admin/event-plans', { ...flexiblePlan(), maxEvents: 5 });
    expect(res.data.errors).toEqual([
      {
        code: 'admin.event_plan_max_above_events',
        message: 'The maximum cannot be more than the 3 events in the plan.',
        field: 'maxEvents',
      },
    ]);
  });

  it('refuses an event twice, and another account’s event as not found, each on its line', async () => {
    const before = await activePlanNames();
    const twice = await post('/api/admin/event-plans', {
      ...flexiblePlan(),
      maxEvents: 2,
      events: [{ eventId: events[0]!.id }, { eventId: events[1]!.id }, { eventId: events[0]!.id }],
    });
    expect(twice.data.errors).toEqual([
      expect.objectContaining({ code: 'admin.event_plan_event_duplicate', field: 'events.2.eventId' }),
    ]);
    const foreign = await post('/api/admin/event-plans', {
      ...flexiblePlan(),
      events: [{ eventId: events[0]!.id }, { eventId: otherEventId }, { eventId: events[2]!.id }],
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.data.errors).toEqual([
      {
        code: 'admin.event_plan_event_not_found',
        message: 'This event was not found in your account.',
        field: 'events.1.eventId',
      },
    ]);
    expect(await activePlanNames()).toEqual(before);
  });

  it('holds the name to 1–50 characters and needs a sales channel', async () => {
    const res = await post('/api/admin/event-plans', {
      ...flexiblePlan(),
      name: 'x'.repeat(51),
      salesChannels: [],
    });
    expect(res.statusCode).toBe(400);
    expect((res.data.errors as Json[]).map((e) => [e.code, e.field])).toEqual([
      ['common.validation_failed', 'name'],
      ['common.validation_failed', 'salesChannels'],
    ]);
  });

  it('replaces the plan’s fields and events; a refused change leaves it as it was', async () => {
    const changed = await put(`/api/admin/event-plans/${planId}`, {
      ...flexiblePlan(),
      maxEvents: 2,
      events: [{ eventId: events[2]!.id }, { eventId: events[0]!.id }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.data.events as Json[]).map((e) => e.eventId)).toEqual([events[2]!.id, events[0]!.id]);
    const refused = await put(`/api/admin/event-plans/${planId}`, {
      ...flexiblePlan(),
      minEvents: 3,
      maxEvents: 1,
    });
    expect(refused.statusCode).toBe(400);
    const now = await get(`/api/admin/event-plans/${planId}`);
    expect(now.data).toMatchObject({ minEvents: 2, maxEvents: 2 });
    expect((now.data.events as Json[]).map((e) => e.eventId)).toEqual([events[2]!.id, events[0]!.id]);
  });

  it('shows on an event the plans that include it', async () => {
    const onFirst = await get(`/api/admin/events/${events[0]!.id}/event-plans`);
    expect((onFirst.data as unknown as Json[]).map((p) => p.name)).toEqual([
      'Chamber series',
      'Full subscription',
    ]);
    const onSecond = await get(`/api/admin/events/${events[1]!.id}/event-plans`);
    expect((onSecond.data as unknown as Json[]).map((p) => p.name)).toEqual(['Full subscription']);
    const foreign = await get(`/api/admin/events/${otherEventId}/event-plans`);
    expect(foreign.statusCode).toBe(404);
  });

  describe('price check', () => {
    let flexibleId: number;
    beforeAll(async () => {
      flexibleId = (await post('/api/admin/event-plans', { ...flexiblePlan(), name: 'Price check' })).data
        .id as number;
    });
    const quote = (lines: unknown[], id = flexibleId) =>
      post(`/api/admin/event-plans/${id}/quote`, { lines });

    it('prices two events bought as the plan beside buying them separately', async () => {
      const res = await quote([
        { eventId: events[0]!.id, priceLevelId: events[0]!.stalls, quantity: 2 },
        { eventId: events[1]!.id, priceLevelId: events[1]!.circle, quantity: 1 },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.data).toMatchObject({ separateTotal: 10_550, planTotal: 8967, saving: 1583 });
      expect((res.data.lines as Json[]).map((l) => [l.faceValue, l.planFaceValue, l.planTotal])).toEqual([
        [4000, 3400, 6800],
        [2550, 2167, 2167],
      ]);
    });

    it('refuses a choice outside the plan’s range, an event outside it, and a level of another event', async () => {
      const one = await quote([{ eventId: events[0]!.id, priceLevelId: events[0]!.stalls, quantity: 1 }]);
      expect(one.data.errors).toEqual([
        {
          code: 'purchase.plan_selection_count',
          message: 'Choose between 2 and 3 events of this plan.',
          field: 'lines',
        },
      ]);
      const outside = await quote([
        { eventId: events[0]!.id, priceLevelId: events[0]!.stalls, quantity: 1 },
        { eventId: otherEventId, priceLevelId: 1, quantity: 1 },
      ]);
      expect(outside.data.errors).toEqual([expect.objectContaining({ code: 'purchase.plan_event_unknown' })]);
      const level = await quote([
        { eventId: events[0]!.id, priceLevelId: events[1]!.stalls, quantity: 1 },
        { eventId: events[1]!.id, priceLevelId: events[1]!.stalls, quantity: 1 },
      ]);
      expect(level.data.errors).toEqual([
        expect.objectContaining({
          code: 'admin.event_plan_price_level_invalid',
          field: 'lines.0.priceLevelId',
        }),
      ]);
    });

    it('leaves out price levels sold only in packages', async () => {
      const withBox = await post(`/api/admin/events/${events[0]!.id}/price-levels`, {
        name: 'Box',
        color: '#fab005',
        defaultPrice: 9000,
        packageOnly: true,
      });
      const boxId = (withBox.data.priceLevels as Json[]).find((l) => l.name === 'Box')!.id as number;
      const plan = await get(`/api/admin/event-plans/${flexibleId}`);
      const levels = ((plan.data.events as Json[])[0]!.priceLevels as Json[]).map((l) => l.name);
      expect(levels).toEqual(['Stalls', 'Circle']);
      const res = await quote([
        { eventId: events[0]!.id, priceLevelId: boxId, quantity: 1 },
        { eventId: events[1]!.id, priceLevelId: events[1]!.stalls, quantity: 1 },
      ]);
      expect(res.data.errors).toEqual([
        expect.objectContaining({
          code: 'admin.event_plan_price_level_invalid',
          field: 'lines.0.priceLevelId',
        }),
      ]);
    });

    it('needs every event of a fixed plan', async () => {
      const fixedId = (
        await post('/api/admin/event-plans', {
          ...flexiblePlan(),
          name: 'Fixed check',
          selectionMode: 'Fixed',
        })
      ).data.id as number;
      const res = await quote(
        [{ eventId: events[0]!.id, priceLevelId: events[0]!.stalls, quantity: 1 }],
        fixedId,
      );
      expect(res.data.errors).toEqual([expect.objectContaining({ code: 'purchase.plan_events_incomplete' })]);
    });
  });

  it('archives a plan: out of the active list and the event, in the archived list, no longer changed', async () => {
    const archived = await post(`/api/admin/event-plans/${planId}/archive`, {});
    expect(archived.data).toMatchObject({ archived: true });
    expect(await activePlanNames()).not.toContain('Chamber series');
    const list = await get('/api/admin/event-plans?archived=true');
    expect((list.data.items as Json[]).map((p) => p.name)).toEqual(['Chamber series']);
    const onEvent = await get(`/api/admin/events/${events[0]!.id}/event-plans`);
    expect((onEvent.data as unknown as Json[]).map((p) => p.name)).not.toContain('Chamber series');
    const change = await put(`/api/admin/event-plans/${planId}`, flexiblePlan());
    expect(change.statusCode).toBe(409);
    expect((change.data.errors as Json[])[0]).toMatchObject({ code: 'admin.event_plan_archived' });
  });

  it('pages the list', async () => {
    const first = await get('/api/admin/event-plans?pageSize=10&page=1');
    expect(first.data.total).toBe(3);
    const second = await get('/api/admin/event-plans?pageSize=10&page=2');
    expect(second.data.items).toEqual([]);
  });
});
