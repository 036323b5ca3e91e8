import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, priceTypes } from '@/db/schema';
import { createSeatedEvent, createStaffUser, createUserGroup, signInAs } from '../factories';
import { call, type Json, startTestApp, type TestApp } from '../harness';
import { type SaleFixture, saleFixture } from './sale-fixture';

let t: TestApp;
let f: SaleFixture;
let fixtureName: string;

beforeAll(async () => {
  t = await startTestApp();
  f = await saleFixture(t);
  const [row] = await t.database.db
    .select({ name: events.name })
    .from(events)
    .where(eq(events.id, f.eventId));
  fixtureName = row!.name;
});
afterAll(() => t.close());

type SellEvent = { id: number; name: string; venueName: string; openSeats: number; totalSeats: number };
type SellSeatsBody = {
  channel: string;
  seq: number;
  event: SellEvent;
  seats: { id: number[]; status: string; hold: number[]; seatAlert: number[] };
  gaAreas: { id: number; name: string; placesLeft: number; priceLevelId: number | null }[];
  priceLevels: { id: number; name: string; price: number }[];
  seatAlerts: { id: number; name: string; requiresAcknowledgement: boolean }[];
  priceTypes: { id: number; name: string }[];
};

async function seller(role: 'PointOfSale' | 'CallCenter' | 'TicketTaker', group: object = {}) {
  const g = await createUserGroup(t.database.db, f.accountId, group);
  const user = await createStaffUser(t.database.db, { accountId: f.accountId, role, userGroupId: g.id });
  const token = await signInAs(t.app, user.email);
  return {
    group: g,
    get: (url: string) => call(t.app, { method: 'GET', url, token }),
    post: (url: string, payload: object) => call(t.app, { method: 'POST', url, token, payload }),
  };
}

const seatsOf = async (query = '') => {
  const res = await f.api('GET', `/api/admin/sell/events/${f.eventId}/seats${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.data as unknown as SellSeatsBody;
};
const letterOf = (body: SellSeatsBody, seatId: number) => body.seats.status[body.seats.id.indexOf(seatId)];
const holdOf = (body: SellSeatsBody, seatId: number) => body.seats.hold[body.seats.id.indexOf(seatId)];
const errorOf = (data: Json) => (data.errors as { code: string; field?: string }[])[0];

describe('the sell-tickets event list', () => {
  it('lists active events from now on, soonest first, with venue and open and total seats; not cancelled ones', async () => {
    const db = t.database.db;
    const later = await createSeatedEvent(db, f.accountId, { startsAt: new Date('2027-06-01T19:00:00Z') });
    await db.update(events).set({ active: true }).where(eq(events.id, later.eventId));
    const past = await createSeatedEvent(db, f.accountId, { startsAt: new Date('2026-11-01T19:00:00Z') });
    await db.update(events).set({ active: true }).where(eq(events.id, past.eventId));
    const inactive = await createSeatedEvent(db, f.accountId, { startsAt: new Date('2027-01-01T19:00:00Z') });
    const cancelled = await createSeatedEvent(db, f.accountId, {
      startsAt: new Date('2027-02-01T19:00:00Z'),
    });
    await db
      .update(events)
      .set({ active: true, status: 'Cancelled' })
      .where(eq(events.id, cancelled.eventId));

    const res = await f.api('GET', '/api/admin/sell/events');
    expect(res.statusCode, res.body).toBe(200);
    const items = res.data.items as SellEvent[];
    expect(items.map((e) => e.id)).toEqual([f.eventId, later.eventId]);
    expect(res.data.total).toBe(2);
    // 50 seats and a general-admission floor of 20 places.
    expect(items[0]).toMatchObject({ name: fixtureName, openSeats: 70, totalSeats: 70 });
    expect(items[0]!.venueName).toMatch(/^Hall /);
    expect(items.map((e) => e.id)).not.toContain(past.eventId);
    expect(items.map((e) => e.id)).not.toContain(inactive.eventId);
    expect(items.map((e) => e.id)).not.toContain(cancelled.eventId);
  });

  it('counts seats and places in baskets as no longer open', async () => {
    const basket = (await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' })).data.id as string;
    await f.api('POST', `/api/admin/baskets/${basket}/seats`, {
      eventId: f.eventId,
      seatIds: [f.seats.get('E-1'), f.seats.get('E-2')],
    });
    await f.api('POST', `/api/admin/baskets/${basket}/general-admission`, {
      eventId: f.eventId,
      areaId: f.areaId,
      quantity: 3,
    });
    const res = await f.api('GET', `/api/admin/sell/events?search=${encodeURIComponent(fixtureName)}`);
    expect(res.data.items).toEqual([
      expect.objectContaining({ id: f.eventId, openSeats: 65, totalSeats: 70 }),
    ]);
    for (const item of await basketItems(basket)) {
      await f.api('DELETE', `/api/admin/baskets/${basket}/items/${item}`);
    }
    const emptied = await f.api('GET', `/api/admin/sell/events?search=${encodeURIComponent(fixtureName)}`);
    expect(emptied.data.items).toEqual([expect.objectContaining({ openSeats: 70 })]);
  });

  it('keeps the list to one series (the view-series screen), naming it on each date', async () => {
    const all = await f.api('GET', '/api/admin/sell/events?pageSize=100');
    expect((all.data.items as SellEvent[]).length).toBeGreaterThan(1);
    const res = await f.api('GET', `/api/admin/sell/events?seriesId=${f.templateId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toEqual({
      items: [expect.objectContaining({ id: f.eventId, seriesId: f.templateId, seriesName: 'Evening' })],
      total: 1,
    });
    const unknown = await f.api('GET', '/api/admin/sell/events?seriesId=999999');
    expect(unknown.data).toEqual({ items: [], total: 0 });
    for (const bad of ['abc', '0', '99999999999999999999']) {
      const refused = await f.api('GET', `/api/admin/sell/events?seriesId=${bad}`);
      expect(refused.statusCode, bad).toBe(400);
    }
  });

  it('finds events by part of their name, in any case, and pages', async () => {
    const res = await f.api('GET', `/api/admin/sell/events?search=${fixtureName.slice(2).toUpperCase()}`);
    expect((res.data.items as SellEvent[]).map((e) => e.id)).toEqual([f.eventId]);
    const none = await f.api('GET', '/api/admin/sell/events?search=%25');
    expect(none.data).toEqual({ items: [], total: 0 });
    const second = await f.api('GET', '/api/admin/sell/events?pageSize=10&page=2');
    expect(second.data.items).toEqual([]);
    expect(second.data.total).toBe(2);
  });

  it('refuses a page size the spec does not offer and an over-long search, on their fields', async () => {
    const size = await f.api('GET', '/api/admin/sell/events?pageSize=7');
    expect(size.statusCode).toBe(400);
    expect(errorOf(size.data)).toMatchObject({ code: 'common.validation_failed', field: 'pageSize' });
    const long = await f.api('GET', `/api/admin/sell/events?search=${'x'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(errorOf(long.data)).toMatchObject({ field: 'search' });
  });

  it('shows a seller only the events their user group’s events scope reaches', async () => {
    const [event] = await t.database.db
      .select({ venueId: events.venueId })
      .from(events)
      .where(eq(events.id, f.eventId));
    const venueId = event!.venueId;
    const inScope = await seller('PointOfSale', { eventsScope: 'venues', eventsScopeIds: [venueId] });
    const outOfScope = await seller('PointOfSale', { eventsScope: 'venues', eventsScopeIds: [999_999] });
    const seen = await inScope.get('/api/admin/sell/events');
    expect((seen.data.items as SellEvent[]).map((e) => e.id)).toEqual([f.eventId]);
    const unseen = await outOfScope.get('/api/admin/sell/events');
    expect(unseen.data).toEqual({ items: [], total: 0 });
    const seats = await outOfScope.get(`/api/admin/sell/events/${f.eventId}/seats`);
    expect(seats.statusCode).toBe(403);
    expect(errorOf(seats.data)?.code).toBe('sale.event_out_of_scope');
  });

  it('is refused to a role that does not sell', async () => {
    const taker = await seller('TicketTaker');
    expect((await taker.get('/api/admin/sell/events')).statusCode).toBe(403);
    expect((await taker.get('/api/admin/sell/channels')).statusCode).toBe(403);
  });
});

async function basketItems(basketId: string): Promise<number[]> {
  const res = await f.api('GET', `/api/admin/baskets/${basketId}`);
  return (res.data.items as { id: number }[]).map((i) => i.id);
}

describe('the sell-tickets seats of an event', () => {
  it('has the same seats as the seat inventory, with price levels, places left and the channel', async () => {
    const sell = await seatsOf();
    const inventory = await f.api('GET', `/api/admin/events/${f.eventId}/seats`);
    expect(sell.seats.id).toEqual((inventory.data.seats as { id: number[] }).id);
    expect(sell.channel).toBe('PointOfSale');
    expect(sell.event).toMatchObject({ id: f.eventId, name: fixtureName });
    expect(sell.priceLevels).toEqual([
      expect.objectContaining({ id: f.stallsId, name: 'Stalls', price: 4500 }),
    ]);
    expect(sell.gaAreas).toEqual([{ id: f.areaId, name: 'Floor', placesLeft: 20, priceLevelId: f.stallsId }]);
    expect(sell.priceTypes.map((p) => p.name)).toEqual(['Full price', 'Concession']);
  });

  it('offers only the price types open to the channel', async () => {
    const db = t.database.db;
    await db
      .update(priceTypes)
      .set({ salesChannels: ['CallCenter'] })
      .where(eq(priceTypes.id, f.concessionId));
    expect((await seatsOf('?channel=PointOfSale')).priceTypes.map((p) => p.name)).toEqual(['Full price']);
    expect((await seatsOf('?channel=CallCenter')).priceTypes.map((p) => p.name)).toEqual([
      'Full price',
      'Concession',
    ]);
    await db.update(priceTypes).set({ salesChannels: [] }).where(eq(priceTypes.id, f.concessionId));
  });

  it('shows a seat in a basket as reserved and its GA places as taken', async () => {
    const basket = (await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' })).data.id;
    await f.api('POST', `/api/admin/baskets/${basket}/seats`, {
      eventId: f.eventId,
      seatIds: [f.seats.get('D-4')],
    });
    await f.api('POST', `/api/admin/baskets/${basket}/general-admission`, {
      eventId: f.eventId,
      areaId: f.areaId,
      quantity: 2,
    });
    const sell = await seatsOf();
    expect(letterOf(sell, f.seats.get('D-4')!)).toBe('r');
    expect(sell.gaAreas[0]!.placesLeft).toBe(18);
    // Only what changed since a sequence number comes back.
    const before = sell.seq;
    await f.api('POST', `/api/admin/baskets/${basket}/seats`, {
      eventId: f.eventId,
      seatIds: [f.seats.get('D-8')],
    });
    const changes = await seatsOf(`?since=${before}`);
    expect(changes.seats.id).toEqual([f.seats.get('D-8')]);
    expect(changes.seats.status).toBe('r');
  });

  it('shows seats in holds the channel may not sell as unavailable, without the hold', async () => {
    const hold = await f.api('POST', '/api/admin/seat-settings/holds', {
      name: 'House seats',
      color: '#ae3ec9',
      allowedChannels: ['HouseSeats'],
    });
    const seatId = f.seats.get('A-9')!;
    await f.api('POST', `/api/admin/events/${f.eventId}/seats/bulk`, {
      seatIds: [seatId],
      action: { kind: 'hold', holdId: hold.data.id },
    });
    const pointOfSale = await seatsOf('?channel=PointOfSale');
    expect(letterOf(pointOfSale, seatId)).toBe('x');
    expect(holdOf(pointOfSale, seatId)).toBe(0);
    const houseSeats = await seatsOf('?channel=HouseSeats');
    expect(houseSeats.channel).toBe('HouseSeats');
    expect(letterOf(houseSeats, seatId)).toBe('h');
    expect(holdOf(houseSeats, seatId)).toBe(hold.data.id);

    // And the basket agrees: the point of sale cannot take it, house seats can.
    const refused = (await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' })).data.id;
    const taken = await f.api('POST', `/api/admin/baskets/${refused}/seats`, {
      eventId: f.eventId,
      seatIds: [seatId],
    });
    expect(errorOf(taken.data)?.code).toBe('purchase.seats_unavailable');
  });

  it('shows a hold limited to other user groups as unavailable to this seller', async () => {
    const agent = await seller('CallCenter');
    const otherGroup = await createUserGroup(t.database.db, f.accountId);
    const hold = await f.api('POST', '/api/admin/seat-settings/holds', {
      name: 'Group hold',
      color: '#1971c2',
      allowedChannels: ['CallCenter'],
      allowedUserGroupIds: [otherGroup.id],
    });
    const seatId = f.seats.get('A-10')!;
    await f.api('POST', `/api/admin/events/${f.eventId}/seats/bulk`, {
      seatIds: [seatId],
      action: { kind: 'hold', holdId: hold.data.id },
    });
    const refused = await agent.get(`/api/admin/sell/events/${f.eventId}/seats`);
    expect(refused.data.channel).toBe('CallCenter');
    expect(letterOf(refused.data as unknown as SellSeatsBody, seatId)).toBe('x');

    await f.api('PUT', `/api/admin/seat-settings/holds/${hold.data.id}`, {
      name: 'Group hold',
      color: '#1971c2',
      allowedChannels: ['CallCenter'],
      allowedUserGroupIds: [otherGroup.id, agent.group.id],
    });
    const allowed = await agent.get(`/api/admin/sell/events/${f.eventId}/seats`);
    expect(letterOf(allowed.data as unknown as SellSeatsBody, seatId)).toBe('h');
  });

  it('lists the seat alerts on the event’s seats', async () => {
    const alert = await f.api('POST', '/api/admin/seat-settings/seat-alerts', {
      name: 'Restricted view',
      message: 'A pillar partly blocks the stage.',
      requiresAcknowledgement: true,
    });
    await f.api('POST', `/api/admin/events/${f.eventId}/seats/bulk`, {
      seatIds: [f.seats.get('B-1')],
      action: { kind: 'seatAlert', seatAlertId: alert.data.id },
    });
    const sell = await seatsOf();
    expect(sell.seatAlerts).toEqual([
      {
        id: alert.data.id,
        name: 'Restricted view',
        message: 'A pillar partly blocks the stage.',
        requiresAcknowledgement: true,
      },
    ]);
    expect(sell.seats.seatAlert[sell.seats.id.indexOf(f.seats.get('B-1')!)]).toBe(alert.data.id);
  });

  it('refuses a channel the seller may not use on its field, and one no seller uses', async () => {
    const agent = await seller('CallCenter');
    const res = await agent.get(`/api/admin/sell/events/${f.eventId}/seats?channel=PointOfSale`);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res.data)).toMatchObject({ code: 'purchase.channel_not_allowed', field: 'channel' });
    const web = await f.api('GET', `/api/admin/sell/events/${f.eventId}/seats?channel=Web`);
    expect(web.statusCode).toBe(400);
    expect(errorOf(web.data)).toMatchObject({ code: 'common.validation_failed', field: 'channel' });
  });

  it('answers 404 for an event that does not exist and 400 for a bad id or sequence', async () => {
    expect((await f.api('GET', '/api/admin/sell/events/999999/seats')).statusCode).toBe(404);
    expect((await f.api('GET', '/api/admin/sell/events/abc/seats')).statusCode).toBe(400);
    const since = await f.api('GET', `/api/admin/sell/events/${f.eventId}/seats?since=-1`);
    expect(since.statusCode).toBe(400);
    expect(errorOf(since.data)).toMatchObject({ field: 'since' });
  });
});

describe('the sales channels a seller may use', () => {
  it('gives supervisors and admins every back-office channel', async () => {
    const res = await f.api('GET', '/api/admin/sell/channels');
    expect(res.data.channels).toEqual(['PointOfSale', 'CallCenter', 'GroupSales', 'HouseSeats', 'Outlet']);
  });

  it('gives a seller their role’s channel, or their user group’s override', async () => {
    const own = await seller('CallCenter');
    expect((await own.get('/api/admin/sell/channels')).data.channels).toEqual(['CallCenter']);
    const overridden = await seller('PointOfSale', { salesChannelOverride: 'GroupSales' });
    expect((await overridden.get('/api/admin/sell/channels')).data.channels).toEqual(['GroupSales']);
    // The seat map follows: without a channel it uses the seller's own.
    const seats = await overridden.get(`/api/admin/sell/events/${f.eventId}/seats`);
    expect(seats.data.channel).toBe('GroupSales');
  });
});
