import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { call, type TestApp } from '../harness';
import { buyer, errorCode, key } from '../orders/order-fixture';
import { approveCard, withShownTotal } from '../shop/shop-client';
import { type FlexSeasons, flexPlace, flexSeasons, soldFlex } from './flex-renewal-fixture';
import { boxOfficeCustomer, type RenewalList as RenewalListOf, renewalApp } from './renewal-fixture';
import type { SeasonFixture } from './season-fixture';

/**
 * Renewals of flex (choose-N) season packages (decisions/0119): the holder's place held in every
 * event of next season's flex package it is open in (when at least N are), the holder choosing
 * N of them at renewal at the box office or in the shop, the others given back at once, an
 * unpaid renewal's chosen seats held again, and what nobody renewed given back at the deadline.
 */
let t: TestApp;
let f: SeasonFixture;
let s: FlexSeasons;
const who: Record<string, number> = {};
let shopCookie: string;
const SHOP_EMAIL = 'flex.subscriber@example.test';

type Renewal = {
  id: number;
  customerId: number;
  chooseCount: number | null;
  status: string;
  orderId: number | null;
  seats: { eventId: number; eventSeatId: number }[];
};
type RenewalList = RenewalListOf<Renewal>;

beforeAll(async () => {
  ({ t, f, shopCookie, shopperId: who.ada } = await renewalApp(SHOP_EMAIL));
  s = await flexSeasons(t, f);
  who.fay = await boxOfficeCustomer(f, 'Fay', 'Flex');
  who.gus = await boxOfficeCustomer(f, 'Gus', 'Twoleft');
  who.hal = await boxOfficeCustomer(f, 'Hal', 'Oneleft');
  who.lee = await boxOfficeCustomer(f, 'Lee', 'Lapsed');
  who.kim = await boxOfficeCustomer(f, 'Kim', 'Upgrade');
  for (const [name, place] of [
    ['fay', 'A-1'],
    ['gus', 'A-2'],
    ['hal', 'A-3'],
    ['lee', 'D-1'],
    ['kim', 'B-5'],
    ['ada', 'C-4'],
  ] as const)
    await soldFlex(f, s, place, who[name]!);
  // Before the roll: A-2 of next season's first event and A-3 of its first two are taken.
  const single = await openBasket();
  for (const [place, events] of [
    ['A-2', [0]],
    ['A-3', [0, 1]],
  ] as const)
    for (const i of events) {
      const eventId = s.eventIds[i]!;
      const took = await f.api('POST', `/api/admin/baskets/${single}/seats`, {
        eventId,
        seatIds: [s.seatsOf.get(eventId)!.get(place)],
      });
      expect(took.statusCode, took.body).toBe(200);
    }
});
afterAll(() => t.close());

const renewalsUrl = () => `/api/admin/season-packages/${s.packageId}/renewals`;
const list = async () => (await f.api('GET', renewalsUrl())).data as unknown as RenewalList;
const renewalOf = async (name: string) => (await list()).renewals.find((r) => r.customerId === who[name])!;
const statuses = async (ids: readonly number[]) =>
  (
    await rows<{ status: string }>(
      t.database.db,
      sql`SELECT status FROM event_seats WHERE id = ANY(${sql.param(ids)}::bigint[]) ORDER BY event_id`,
    )
  ).map((r) => r.status);
async function openBasket() {
  return (await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' })).data.id as string;
}
const renewAt = (basketId: string, renewalId: number, eventIds?: number[]) =>
  f.api('POST', `/api/admin/baskets/${basketId}/season-renewals`, {
    renewalId,
    ...(eventIds ? { eventIds } : {}),
  });
const itemEvents = (basket: Record<string, unknown>) =>
  (basket.items as { eventId: number }[]).map((i) => i.eventId).sort((a, b) => a - b);

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const value = await read();
    if (done(value)) return value;
    await t.clock.advance(1_000);
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('never happened');
}

describe('starting renewals of a flex package', () => {
  it('holds each holder’s place in every event it is open in, when at least N are', async () => {
    const deadline = new Date(t.clock.now.getTime() + 3 * 86_400_000).toISOString();
    const started = await f.api('POST', renewalsUrl(), { fromPackageId: s.fromId, deadline });
    expect(started.statusCode, started.body).toBe(200);
    const rolled = await until(list, (l) => l.rolledAt !== null);
    expect(rolled.totals).toEqual({ renewed: 0, pending: 5, released: 0, unavailable: 1 });
    expect(await statuses(flexPlace(s, 'A-1'))).toEqual(['hold', 'hold', 'hold']);
    // Gus's place is taken in one event: held in the two left, enough to choose two.
    expect(await statuses(flexPlace(s, 'A-2'))).toEqual(['reserved', 'hold', 'hold']);
    // Hal's is open in one event only: not held, and that seat stays on sale.
    expect(await statuses(flexPlace(s, 'A-3'))).toEqual(['reserved', 'reserved', 'open']);
    expect((await renewalOf('hal')).status).toBe('unavailable');
    const fay = await renewalOf('fay');
    expect(fay).toMatchObject({ status: 'pending', chooseCount: 2 });
    expect(fay.seats).toHaveLength(3);
    expect((await renewalOf('gus')).seats.map((x) => x.eventId)).toEqual(s.eventIds.slice(1));
  });
});

describe('renewing a flex package at the box office', () => {
  it('refuses the wrong count of events, or an event the holder’s seat is not held in, changing nothing', async () => {
    const fay = await renewalOf('fay');
    const gus = await renewalOf('gus');
    const basketId = await openBasket();
    for (const eventIds of [undefined, [s.eventIds[0]!], s.eventIds]) {
      const res = await renewAt(basketId, fay.id, eventIds);
      expect(res.statusCode, res.body).toBe(400);
      expect(errorCode(res)).toBe('purchase.season_package_events');
    }
    const notHeld = await renewAt(basketId, gus.id, s.eventIds.slice(0, 2));
    expect(notHeld.statusCode).toBe(400);
    expect(errorCode(notHeld)).toBe('purchase.season_renewal_events');
    expect(await statuses(flexPlace(s, 'A-1'))).toEqual(['hold', 'hold', 'hold']);
    expect(await statuses(flexPlace(s, 'A-2'))).toEqual(['reserved', 'hold', 'hold']);
    expect((await renewalOf('fay')).seats).toHaveLength(3);
  });

  it('renews the two events chosen, gives the third seat back on sale at once, paid in cash', async () => {
    const fay = await renewalOf('fay');
    const [first, second, third] = s.eventIds as [number, number, number];
    const basketId = await openBasket();
    const added = await renewAt(basketId, fay.id, [third, first]);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.data.packages).toEqual([
      expect.objectContaining({ name: 'Any two of spring 2028', row: 'A', seat: '1' }),
    ]);
    expect(itemEvents(added.data)).toEqual([first, third]);
    expect(await statuses(flexPlace(s, 'A-1'))).toEqual(['reserved', 'open', 'reserved']);
    const [given] = await rows<{ reason_code: string }>(
      t.database.db,
      sql`SELECT reason_code FROM seat_history WHERE event_seat_id = ${flexPlace(s, 'A-1')[1]!} ORDER BY id DESC LIMIT 1`,
    );
    expect(given!.reason_code).toBe('renewalNotChosen');
    const paid = await f.api('POST', `/api/admin/baskets/${basketId}/checkout`, {
      idempotencyKey: key(),
      buyer,
      payments: [{ type: 'Cash', amount: added.data.total as number }],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await statuses(flexPlace(s, 'A-1'))).toEqual(['sold', 'open', 'sold']);
    const renewed = await renewalOf('fay');
    expect(renewed).toMatchObject({ status: 'renewed', orderId: paid.data.id });
    expect(renewed.seats.map((x) => x.eventId)).toEqual([first, third]);
    // The seat not chosen is anyone's to buy.
    const single = await f.api('POST', `/api/admin/baskets/${await openBasket()}/seats`, {
      eventId: second,
      seatIds: [flexPlace(s, 'A-1')[1]],
    });
    expect(single.statusCode, single.body).toBe(200);
  });

  it('keeps the chosen seats held for the holder when the basket lets an unpaid renewal go', async () => {
    const gus = await renewalOf('gus');
    const basketId = await openBasket();
    const added = await renewAt(basketId, gus.id, s.eventIds.slice(1));
    expect(added.statusCode, added.body).toBe(200);
    expect(await statuses(flexPlace(s, 'A-2'))).toEqual(['reserved', 'reserved', 'reserved']);
    const item = (added.data.items as { id: number }[])[0]!;
    const removed = await f.api('DELETE', `/api/admin/baskets/${basketId}/items/${item.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await statuses(flexPlace(s, 'A-2'))).toEqual(['reserved', 'hold', 'hold']);
    expect(await renewalOf('gus')).toMatchObject({ status: 'pending' });
  });
});

describe('upgrading a flex renewal', () => {
  it('gives back every held seat and takes the better place in the events chosen only', async () => {
    const kim = await renewalOf('kim');
    const [first, , third] = s.eventIds as [number, number, number];
    const basketId = await openBasket();
    const better = s.seatsOf.get(first)!.get('E-9')!;
    const noEvents = await f.api('POST', `/api/admin/baskets/${basketId}/season-renewals`, {
      renewalId: kim.id,
      seatIds: [better],
    });
    expect(errorCode(noEvents)).toBe('purchase.season_package_events');
    expect(await statuses(flexPlace(s, 'B-5'))).toEqual(['hold', 'hold', 'hold']);
    const up = await f.api('POST', `/api/admin/baskets/${basketId}/season-renewals`, {
      renewalId: kim.id,
      seatIds: [better],
      eventIds: [first, third],
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(await statuses(flexPlace(s, 'B-5'))).toEqual(['open', 'open', 'open']);
    expect(await statuses(flexPlace(s, 'E-9'))).toEqual(['reserved', 'open', 'reserved']);
    const moved = await renewalOf('kim');
    expect(moved).toMatchObject({ status: 'pending' });
    expect(moved.seats.map((x) => x.eventId)).toEqual([first, third]);
  });
});

describe('renewing a flex package in the shop', () => {
  const cookies: Record<string, string> = {};
  const send = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const request = (m: typeof method, u: string, p?: object) =>
      call(t.app, {
        method: m,
        url: u,
        payload: p,
        headers: { host: 'localhost' },
        cookies: { ...cookies, tessera_shop_session: shopCookie },
      });
    const res = await request(method, url, await withShownTotal(request, method, url, payload));
    for (const c of res.cookies) if (c.name === 'tessera_basket' && c.value) cookies[c.name] = c.value;
    return res;
  };

  it('lets the holder choose N of the held events, renews them by card and gives the other back', async () => {
    const mine = (await send('GET', '/api/shop/account/season-renewals')).data as unknown as Renewal[];
    expect(mine).toEqual([expect.objectContaining({ status: 'pending', chooseCount: 2 })]);
    expect(mine[0]!.seats).toHaveLength(3);
    const url = `/api/shop/account/season-renewals/${mine[0]!.id}/renew`;
    const one = await send('POST', url, { eventIds: [s.eventIds[1]] });
    expect(one.statusCode).toBe(400);
    expect(errorCode(one)).toBe('purchase.season_package_events');
    expect(await statuses(flexPlace(s, 'C-4'))).toEqual(['hold', 'hold', 'hold']);
    const renewed = await send('POST', url, { eventIds: s.eventIds.slice(1) });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(itemEvents(renewed.data.basket as Record<string, unknown>)).toEqual(s.eventIds.slice(1));
    expect(await statuses(flexPlace(s, 'C-4'))).toEqual(['open', 'reserved', 'reserved']);
    const paid = await send('POST', '/api/shop/basket/checkout', {
      idempotencyKey: key(),
      buyer: { title: 'Ms', firstName: 'Ada', lastName: 'Lovelace', email: SHOP_EMAIL },
      card: approveCard,
      keepCard: true,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await statuses(flexPlace(s, 'C-4'))).toEqual(['open', 'sold', 'sold']);
    const after = (await send('GET', '/api/shop/account/season-renewals')).data as unknown as Renewal[];
    expect(after[0]).toMatchObject({ status: 'renewed' });
  });
});

describe('the flex renewal deadline', () => {
  it('gives back through the job queue every seat held for a holder who did not renew', async () => {
    const before = await list();
    await t.clock.advance(new Date(before.deadline!).getTime() - t.clock.now.getTime());
    const released = await until(list, (l) => l.releasedAt !== null);
    expect(released.totals).toEqual({ renewed: 2, pending: 0, released: 3, unavailable: 1 });
    expect(await statuses(flexPlace(s, 'D-1'))).toEqual(['open', 'open', 'open']);
    expect(await statuses(flexPlace(s, 'A-2'))).toEqual(['reserved', 'open', 'open']);
    expect(await statuses(flexPlace(s, 'C-4'))).toEqual(['open', 'sold', 'sold']);
    const late = await renewAt(await openBasket(), (await renewalOf('gus')).id, s.eventIds.slice(1));
    expect(errorCode(late)).toBe('purchase.season_renewal_deadline_passed');
    const [twice] = await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM (SELECT event_seat_id FROM season_renewal_seats GROUP BY 1 HAVING count(*) > 1) x`,
    );
    expect(twice!.n).toBe(0);
  });
});
