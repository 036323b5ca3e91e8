import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { shopCall } from '../customer-accounts/shop-session';
import { addHostname, adminsOfTwoAccounts } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { renewingSession } from '../payment-plans/plan-fixture';
import { shopBrowser } from '../shop/shop-client';

/**
 * House seats of general admission (decisions/0091): staff set aside places of an area for
 * house seats (off general sale), request them for a requester, who pays through the mailed
 * link; cancel gives them back to the house, and the release at the event's set time (the job
 * queue) gives what the house still keeps back to general sale.
 */
let t: TestApp;
let f: SaleFixture;
const HOST = 'house-seats-ga.test';
const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };

beforeAll(async () => {
  t = await startTestApp({ movableClock: true, now: new Date(), withSmtp: true });
  f = renewingSession(t, await saleFixture(t));
  await addHostname(t.database.db, f.accountId, HOST, true);
  // The web buyer's browser reaches the shop on localhost.
  await addHostname(t.database.db, f.accountId, 'localhost');
});
afterAll(() => t.close());

const code = (res: { data: Record<string, unknown> }) =>
  (res.data.errors as { code: string }[] | undefined)?.[0]?.code;
let seq = 0;
const requester = () => ({
  requesterName: 'Maria Callas',
  requesterEmail: `ga-artist-${++seq}-${Date.now()}@example.test`,
  relationship: 'artist' as const,
});
const shop = (url: string, payload: object) => shopCall(t, 'POST', url, { host: HOST, payload });

type Area = { id: number; name: string; capacity: number; held: number; free: number };
async function area(): Promise<Area> {
  const res = await f.api('GET', `/api/admin/house-seats/events/${f.eventId}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.data.gaAreas as Area[]).find((a) => a.id === f.areaId)!;
}
const setHeld = (held: number) =>
  f.api('PUT', `/api/admin/house-seats/events/${f.eventId}/ga-areas/${f.areaId}`, { held });
const requestPlaces = (quantity: number, who = requester()) =>
  f
    .api('POST', '/api/admin/house-seat-requests', {
      eventId: f.eventId,
      places: [{ areaId: f.areaId, quantity }],
      ...who,
    })
    .then((res) => ({ res, who }));

async function approve(id: number, email: string) {
  const res = await f.api('POST', `/api/admin/house-seat-requests/${id}/approve`);
  expect(res.statusCode, res.body).toBe(200);
  const mail = await t.smtp!.lastTo(email);
  const pay = /\/shop\/houseseat\/payment\?request=(\d+)&token=([\w-]+)/.exec(mail.text);
  expect(pay, mail.text).not.toBeNull();
  return { mail, token: pay![2]! };
}

async function webBuys(quantity: number) {
  const b = shopBrowser(t.app);
  return b.send('POST', '/api/shop/basket/general-admission', {
    eventId: f.eventId,
    areaId: f.areaId,
    quantity,
  });
}

const soldPlaces = async () =>
  (
    await rows<{ n: number }>(
      t.database.db,
      sql`SELECT coalesce(sum(quantity), 0)::int AS n FROM ga_reservations WHERE area_id = ${f.areaId} AND status = 'sold'`,
    )
  )[0]!.n;

describe('general-admission house seats', () => {
  it('sets places aside off general sale, and the web cannot take them', async () => {
    const before = await area();
    expect(before).toMatchObject({ capacity: 20, held: 0, free: 20 });
    const set = await setHeld(18);
    expect(set.statusCode, set.body).toBe(200);
    expect((set.data.gaAreas as Area[])[0]).toMatchObject({ held: 18, free: 2 });
    // Only two places are left for the web.
    const three = await webBuys(3);
    expect(three.statusCode).toBe(409);
    expect(code(three)).toBe('purchase.seats_unavailable');
    const two = await webBuys(2);
    expect(two.statusCode, two.body).toBe(200);
    // Nothing is free to set aside any more; the refusal changes nothing.
    const more = await setHeld(19);
    expect(more.statusCode).toBe(409);
    expect(code(more)).toBe('admin.house_seats_ga_no_room');
    expect(await area()).toMatchObject({ held: 18, free: 0 });
    // Lowering gives places back to general sale.
    const lower = await setHeld(10);
    expect(lower.statusCode, lower.body).toBe(200);
    expect(await area()).toMatchObject({ held: 10, free: 8 });
  });

  it('is requested, approved and paid by its requester, places counted in the HouseSeats order', async () => {
    const { res, who } = await requestPlaces(2);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data.seats).toEqual([]);
    expect(res.data.places).toEqual([{ areaId: f.areaId, areaName: expect.any(String), quantity: 2 }]);
    // Two places at $45.00, a $1.50 booking fee each and a $2.00 handling fee.
    expect(res.data.total).toBe(9500);
    expect(await area()).toMatchObject({ held: 8, free: 8 });
    const id = res.data.id as number;

    const { token, mail } = await approve(id, who.requesterEmail);
    expect(mail.text).toContain(`${(await area()).name}: 2 places`);
    const view = await shop('/api/shop/house-seats/view', { requestId: id, token });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.data.seatCount).toBe(2);
    expect(view.data.places).toEqual([{ areaName: expect.any(String), quantity: 2 }]);
    const sold = await soldPlaces();
    const paid = await shop('/api/shop/house-seats/pay', {
      requestId: id,
      token,
      idempotencyKey: `house-ga-pay-${Date.now()}-0001`,
      expectedTotal: 9500,
      card,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.data.status).toBe('paid');
    const order = await f.api('GET', `/api/admin/orders/${paid.data.orderId}`);
    expect(order.data.channel).toBe('HouseSeats');
    expect(order.data.total).toBe(9500);
    expect(await soldPlaces()).toBe(sold + 2);
    const staffView = await f.api('GET', `/api/admin/house-seat-requests/${id}`);
    expect(staffView.data.places).toEqual([{ areaId: f.areaId, areaName: expect.any(String), quantity: 2 }]);
    // Paying moved nothing else: the house still keeps eight.
    expect(await area()).toMatchObject({ held: 8, free: 8 });
  });

  it('gives the places of a canceled request back to the house', async () => {
    const { res } = await requestPlaces(3);
    expect(res.statusCode, res.body).toBe(201);
    expect((await area()).held).toBe(5);
    const canceled = await f.api('POST', `/api/admin/house-seat-requests/${res.data.id}/cancel`);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(await area()).toMatchObject({ held: 8, free: 8 });
  });

  it('refuses more places than the house keeps, or an empty request, changing nothing', async () => {
    const tooMany = await requestPlaces(9);
    expect(tooMany.res.statusCode).toBe(409);
    expect(code(tooMany.res)).toBe('admin.house_seats_not_held');
    expect(await area()).toMatchObject({ held: 8, free: 8 });
    const empty = await f.api('POST', '/api/admin/house-seat-requests', {
      eventId: f.eventId,
      ...requester(),
    });
    expect(empty.statusCode).toBe(400);
    expect(code(empty)).toBe('admin.house_seats_request_empty');
    const unknownArea = await f.api('PUT', `/api/admin/house-seats/events/${f.eventId}/ga-areas/999999`, {
      held: 1,
    });
    expect(unknownArea.statusCode).toBe(404);
    const negative = await setHeld(-1);
    expect(negative.statusCode).toBe(400);
    // Another account's admin cannot set this event's places aside.
    const { otherToken } = await adminsOfTwoAccounts(t.app, t.database.db);
    const other = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/house-seats/events/${f.eventId}/ga-areas/${f.areaId}`,
      token: otherToken,
      payload: { held: 0 },
    });
    expect(other.statusCode).toBe(404);
    expect((await area()).held).toBe(8);
  });

  it('releases what the house keeps to general sale at the set time, by the job queue', async () => {
    // One request never approved (the release cancels it), one approved (keeps its places).
    const waiting = await requestPlaces(1);
    const approvedReq = await requestPlaces(2);
    await approve(approvedReq.res.data.id as number, approvedReq.who.requesterEmail);
    expect(await area()).toMatchObject({ held: 5, free: 8 });
    const startsAt = new Date('2027-03-01T19:30:00Z').getTime();
    const hours = Math.floor((startsAt - t.clock.now.getTime()) / 3_600_000) - 1;
    const set = await f.api('PUT', `/api/admin/house-seats/events/${f.eventId}/release`, { hours });
    expect(set.statusCode, set.body).toBe(200);
    await t.clock.advance(2 * 3_600_000);
    let released = set.data;
    for (let i = 0; i < 200 && !released.releasedAt; i++) {
      await t.clock.advance(2_500);
      await new Promise((r) => setTimeout(r, 50));
      released = (await f.api('GET', `/api/admin/house-seats/events/${f.eventId}`)).data;
    }
    expect(typeof released.releasedAt).toBe('string');
    // The five kept and the one of the canceled request: all for sale now.
    expect((released.gaAreas as Area[])[0]).toMatchObject({ held: 0, free: 14 });
    const w = await f.api('GET', `/api/admin/house-seat-requests/${waiting.res.data.id}`);
    expect(w.data.status).toBe('canceled');
    // Canceled after the release, the approved request's places go on to general sale.
    await f.api('POST', `/api/admin/house-seat-requests/${approvedReq.res.data.id}/cancel`);
    expect(await area()).toMatchObject({ held: 0, free: 16 });
    // Nothing more can be set aside once released.
    const late = await setHeld(1);
    expect(late.statusCode).toBe(409);
    expect(code(late)).toBe('admin.house_seats_already_released');
    // The web buys the released places like any other.
    const bought = await webBuys(4);
    expect(bought.statusCode, bought.body).toBe(200);
  });
});
