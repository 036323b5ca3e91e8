import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, events } from '@/db/schema';
import { rows } from '@/db/sql';
import {
  type ReleasePayload,
  releaseUnusedHouseSeats,
} from '@/modules/house-seats/house-seats-release.service';
import type { Jobs } from '@/platform/jobs/jobs';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { shopCall } from '../customer-accounts/shop-session';
import { addHostname, adminsOfTwoAccounts, createStaffUser, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { renewingSession } from '../payment-plans/plan-fixture';

/**
 * House seats (decisions/0054): staff request seats of an event's house-seat holds for a
 * requester, approve, and the requester pays or cancels through the mailed link; unrequested
 * house seats go back to general sale at the event's release time (the job queue); the
 * account's "hide seat locations" setting hides the seats from the requester.
 */
let t: TestApp;
let f: SaleFixture;
let holdId: number;
const HOST = 'house-seats.test';
const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };

beforeAll(async () => {
  t = await startTestApp({ movableClock: true, now: new Date(), withSmtp: true });
  // Sessions lapse while the release test moves the clock by hours: the admin signs in again.
  f = renewingSession(t, await saleFixture(t));
  await addHostname(t.database.db, f.accountId, HOST, true);
  const hold = await f.api('POST', '/api/admin/seat-settings/holds', {
    name: 'House seats',
    color: '#ae3ec9',
    allowedChannels: ['HouseSeats'],
  });
  expect(hold.statusCode, hold.body).toBe(201);
  holdId = hold.data.id as number;
  const held = await f.api('POST', `/api/admin/events/${f.eventId}/seats/bulk`, {
    seatIds: ['C-1', 'C-2', 'C-3', 'C-4', 'C-5', 'C-6', 'C-7', 'C-8'].map((k) => f.seats.get(k)),
    action: { kind: 'hold', holdId },
  });
  expect(held.statusCode, held.body).toBe(200);
});
afterAll(() => t.close());

const code = (res: { data: Record<string, unknown> }) =>
  (res.data.errors as { code: string }[] | undefined)?.[0]?.code;
let seq = 0;
const requester = () => ({
  requesterName: 'Maria Callas',
  requesterEmail: `artist-${++seq}-${Date.now()}@example.test`,
  relationship: 'artist' as const,
});

async function request(seats: string[], who = requester()) {
  const res = await f.api('POST', '/api/admin/house-seat-requests', {
    eventId: f.eventId,
    seatIds: seats.map((k) => f.seats.get(k)),
    ...who,
  });
  return { res, who };
}

/** Approves and reads the link the requester got over SMTP. */
async function approve(id: number, email: string) {
  const res = await call(t.app, {
    method: 'POST',
    url: `/api/admin/house-seat-requests/${id}/approve`,
    token: f.token,
    // A forged host must not reach the link: it is built from configuration.
    headers: { host: 'evil.test', 'x-forwarded-host': 'evil.test' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const mail = await t.smtp!.lastTo(email);
  const pay = /(https?:\/\/[^\s/]+)\/shop\/houseseat\/payment\?request=(\d+)&token=([\w-]+)/.exec(mail.text);
  const cancel = /\/shop\/houseseat\/cancel\/(\d+)\?token=([\w-]+)/.exec(mail.text);
  expect(pay, mail.text).not.toBeNull();
  expect(cancel).not.toBeNull();
  return { res, mail, origin: pay![1]!, token: pay![3]!, cancelToken: cancel![2]! };
}

const shop = (url: string, payload: object) => shopCall(t, 'POST', url, { host: HOST, payload });
const seatRow = async (key: string) =>
  (
    await rows<{ status: string; hold_id: number | null; order_id: number | null }>(
      t.database.db,
      sql`SELECT status, hold_id, order_id FROM event_seats WHERE id = ${f.seats.get(key)!}`,
    )
  )[0]!;

describe('a house seats request', () => {
  it('is requested from the house-seat holds, approved, and paid by its requester into a HouseSeats order', async () => {
    const listed = await f.api('GET', `/api/admin/house-seats/events/${f.eventId}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect((listed.data.seats as unknown[]).length).toBe(8);

    const { res, who } = await request(['C-1', 'C-2']);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data.status).toBe('requested');
    expect((res.data.seats as { row: string; seat: string }[]).map((s) => `${s.row}-${s.seat}`)).toEqual([
      'C-1',
      'C-2',
    ]);
    // Two seats at $45.00, a $1.50 booking fee each and a $2.00 handling fee.
    expect(res.data.total).toBe(9500);
    const id = res.data.id as number;
    expect((await seatRow('C-1')).status).toBe('reserved');
    const after = await f.api('GET', `/api/admin/house-seats/events/${f.eventId}`);
    expect((after.data.seats as unknown[]).length).toBe(6);

    const list = await f.api('GET', '/api/admin/house-seat-requests');
    expect((list.data as unknown as { id: number }[]).map((r) => r.id)).toContain(id);

    const { res: approved, origin, token, mail } = await approve(id, who.requesterEmail);
    expect(approved.data.status).toBe('approved');
    expect(origin).not.toContain('evil.test');
    expect(new URL(origin).hostname).toBe(HOST);
    expect(mail.text).toContain('S1 C-1');

    const view = await shop('/api/shop/house-seats/view', { requestId: id, token });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.data.total).toBe(9500);
    expect(view.data.seatCount).toBe(2);
    expect(view.data.seats).toEqual([
      { section: 'S1', row: 'C', seat: '1' },
      { section: 'S1', row: 'C', seat: '2' },
    ]);

    const body = {
      requestId: id,
      token,
      idempotencyKey: `house-pay-${Date.now()}-0001`,
      expectedTotal: 9500,
      card,
    };
    const paid = await shop('/api/shop/house-seats/pay', body);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.data.status).toBe('paid');
    const orderId = paid.data.orderId as number;
    const order = await f.api('GET', `/api/admin/orders/${orderId}`);
    expect(order.statusCode, order.body).toBe(200);
    expect(order.data.channel).toBe('HouseSeats');
    expect(order.data.total).toBe(9500);
    expect((await seatRow('C-1')).status).toBe('sold');
    // A retry answers the paid request, never a second order.
    const again = await shop('/api/shop/house-seats/pay', body);
    expect(again.statusCode).toBe(200);
    expect(again.data.orderId).toBe(orderId);
    const staffView = await f.api('GET', `/api/admin/house-seat-requests/${id}`);
    expect(staffView.data.status).toBe('paid');
    expect(staffView.data.total).toBe(9500);
    // Paid: neither staff nor the requester can cancel it any more.
    const late = await f.api('POST', `/api/admin/house-seat-requests/${id}/cancel`);
    expect(late.statusCode).toBe(409);
    expect(code(late)).toBe('admin.house_seat_request_status');
    const lateLink = await shop('/api/shop/house-seats/cancel', { requestId: id, token });
    expect(code(lateLink)).toBe('purchase.house_seat_request_not_payable');
  });

  it('takes the price type staff choose from those open to the HouseSeats channel', async () => {
    // The screen offers the types the seller's map lists for the channel.
    const sale = await f.api('GET', `/api/admin/sell/events/${f.eventId}/seats?channel=HouseSeats`);
    expect(sale.statusCode, sale.body).toBe(200);
    const types = sale.data.priceTypes as { id: number; name: string }[];
    expect(types.map((p) => p.name)).toEqual(['Full price', 'Concession']);
    const res = await f.api('POST', '/api/admin/house-seat-requests', {
      eventId: f.eventId,
      seatIds: [f.seats.get('C-7')],
      priceTypeId: f.concessionId,
      ...requester(),
    });
    expect(res.statusCode, res.body).toBe(201);
    // One seat at $45.00 less 20%, a $1.50 booking fee and a $2.00 handling fee.
    expect(res.data.total).toBe(3600 + 150 + 200);
    const canceled = await f.api('POST', `/api/admin/house-seat-requests/${res.data.id}/cancel`);
    expect(canceled.statusCode, canceled.body).toBe(200);
  });

  it('is canceled by its requester through the link, and the seats go back to the house-seat hold', async () => {
    const { res, who } = await request(['C-3']);
    const id = res.data.id as number;
    const { cancelToken } = await approve(id, who.requesterEmail);
    const canceled = await shop('/api/shop/house-seats/cancel', { requestId: id, token: cancelToken });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.data.status).toBe('canceled');
    expect(await seatRow('C-3')).toMatchObject({ status: 'hold', hold_id: holdId });
    const pay = await shop('/api/shop/house-seats/pay', {
      requestId: id,
      token: cancelToken,
      idempotencyKey: `house-pay-${Date.now()}-0002`,
      expectedTotal: 0,
      card,
    });
    expect(pay.statusCode).toBe(409);
    expect(code(pay)).toBe('purchase.house_seat_request_not_payable');
  });

  it('is canceled by staff before approval, the seats back in the hold', async () => {
    const { res } = await request(['C-3']);
    const id = res.data.id as number;
    const canceled = await f.api('POST', `/api/admin/house-seat-requests/${id}/cancel`);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.data.status).toBe('canceled');
    expect(await seatRow('C-3')).toMatchObject({ status: 'hold', hold_id: holdId });
  });
});

describe('refusals', () => {
  it('names the catalogue’s errors', async () => {
    // An open seat is not a house seat.
    const open = await request(['D-1']);
    expect(open.res.statusCode).toBe(409);
    expect(code(open.res)).toBe('admin.house_seats_not_held');
    expect((await seatRow('D-1')).status).toBe('open');
    // A seat another request already has.
    const first = await request(['C-4']);
    expect(first.res.statusCode).toBe(201);
    const twice = await request(['C-4']);
    expect(code(twice.res)).toBe('admin.house_seats_not_held');
    // Approving twice, paying before approval, a wrong token.
    const id = first.res.data.id as number;
    const { token } = await approve(id, first.who.requesterEmail);
    const again = await f.api('POST', `/api/admin/house-seat-requests/${id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(code(again)).toBe('admin.house_seat_request_status');
    const wrong = await shop('/api/shop/house-seats/view', {
      requestId: id,
      token: `${token.slice(0, -2)}xx`,
    });
    expect(wrong.statusCode).toBe(404);
    expect(code(wrong)).toBe('purchase.house_seat_link_invalid');
    const changed = await shop('/api/shop/house-seats/pay', {
      requestId: id,
      token,
      idempotencyKey: `house-pay-${Date.now()}-0003`,
      expectedTotal: 100,
      card,
    });
    expect(changed.statusCode).toBe(409);
    expect(code(changed)).toBe('purchase.total_changed');
    const declined = await shop('/api/shop/house-seats/pay', {
      requestId: id,
      token,
      idempotencyKey: `house-pay-${Date.now()}-0004`,
      expectedTotal: 4850,
      card: { ...card, number: '4000000000000002' },
    });
    expect(declined.statusCode).toBeGreaterThanOrEqual(400);
    expect(code(declined)).toMatch(/^purchase\.card_/);
    const missing = await f.api('GET', '/api/admin/house-seat-requests/999999');
    expect(missing.statusCode).toBe(404);
    expect(code(missing)).toBe('admin.house_seat_request_not_found');
    // Bad input: unknown relationship.
    const bad = await f.api('POST', '/api/admin/house-seat-requests', {
      eventId: f.eventId,
      seatIds: [f.seats.get('C-5')],
      requesterName: 'X',
      requesterEmail: 'x@example.test',
      relationship: 'cousin',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers another account’s request as not found', async () => {
    const { res } = await request(['C-5']);
    const id = res.data.id as number;
    const { otherToken: tokenB } = await adminsOfTwoAccounts(t.app, t.database.db);
    for (const [method, url] of [
      ['GET', `/api/admin/house-seat-requests/${id}`],
      ['POST', `/api/admin/house-seat-requests/${id}/approve`],
      ['POST', `/api/admin/house-seat-requests/${id}/cancel`],
    ] as const) {
      const other = await call(t.app, { method, url, token: tokenB });
      expect(other.statusCode, url).toBe(404);
      expect(code(other)).toBe('admin.house_seat_request_not_found');
    }
    const list = await call(t.app, { method: 'GET', url: '/api/admin/house-seat-requests', token: tokenB });
    expect(list.data).toEqual([]);
    await f.api('POST', `/api/admin/house-seat-requests/${id}/cancel`);
  });

  it('lets house-seat sellers and supervisors in, and no one else', async () => {
    const as = async (role: 'HouseSeats' | 'CallCenter' | 'TicketTaker' | 'Partner') => {
      const user = await createStaffUser(t.database.db, { accountId: f.accountId, role });
      return signInAs(t.app, user.email);
    };
    const house = await as('HouseSeats');
    const ok = await call(t.app, { method: 'GET', url: '/api/admin/house-seat-requests', token: house });
    expect(ok.statusCode, ok.body).toBe(200);
    const made = await call(t.app, {
      method: 'POST',
      url: '/api/admin/house-seat-requests',
      token: house,
      payload: { eventId: f.eventId, seatIds: [f.seats.get('C-5')], ...requester() },
    });
    expect(made.statusCode, made.body).toBe(201);
    await f.api('POST', `/api/admin/house-seat-requests/${made.data.id}/cancel`);
    const callCenter = await as('CallCenter');
    const refused = await call(t.app, {
      method: 'GET',
      url: '/api/admin/house-seat-requests',
      token: callCenter,
    });
    expect(refused.statusCode).toBe(403);
    expect(code(refused)).toBe('purchase.channel_not_allowed');
    // A ticket taker does not sell at all; a partner sells through its outlet only.
    for (const [role, status] of [
      ['TicketTaker', 403],
      ['Partner', 403],
    ] as const) {
      const token = await as(role);
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/admin/house-seat-requests',
        token,
        payload: { eventId: f.eventId, seatIds: [f.seats.get('C-5')], ...requester() },
      });
      expect(res.statusCode, role).toBe(status);
    }
  });
});

describe('hide seat locations for group sales and house seats', () => {
  it('leaves the seats out of the requester’s page and mail when on', async () => {
    await t.database.db
      .update(accounts)
      .set({ hideSeatLocationsForGroupSalesAndHouseSeats: true })
      .where(eq(accounts.id, f.accountId));
    try {
      const { res, who } = await request(['C-6']);
      const id = res.data.id as number;
      const { token, mail } = await approve(id, who.requesterEmail);
      expect(mail.text).not.toContain('C-6');
      expect(mail.text).toContain('1 seat(s)');
      const view = await shop('/api/shop/house-seats/view', { requestId: id, token });
      expect(view.data.seats).toBeNull();
      expect(view.data.seatCount).toBe(1);
      expect(JSON.stringify(view.data)).not.toContain('"row"');
      await f.api('POST', `/api/admin/house-seat-requests/${id}/cancel`);
    } finally {
      await t.database.db
        .update(accounts)
        .set({ hideSeatLocationsForGroupSalesAndHouseSeats: false })
        .where(eq(accounts.id, f.accountId));
    }
    // Off: the same page shows them.
    const { res, who } = await request(['C-6']);
    const { token } = await approve(res.data.id as number, who.requesterEmail);
    const view = await shop('/api/shop/house-seats/view', { requestId: res.data.id as number, token });
    expect(view.data.seats).toEqual([{ section: 'S1', row: 'C', seat: '6' }]);
    await f.api('POST', `/api/admin/house-seat-requests/${res.data.id}/cancel`);
  });
});

describe('release of unused house seats', () => {
  it('returns them to general sale at the set time, run by the job queue', async () => {
    // One request never approved (canceled by the release), one approved (keeps its seat).
    const waiting = await request(['C-7']);
    const approvedReq = await request(['C-8']);
    await approve(approvedReq.res.data.id as number, approvedReq.who.requesterEmail);
    const startsAt = new Date('2027-03-01T19:30:00Z').getTime();
    const hours = Math.floor((startsAt - t.clock.now.getTime()) / 3_600_000) - 1;
    const set = await f.api('PUT', `/api/admin/house-seats/events/${f.eventId}/release`, { hours });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.data.releaseHours).toBe(hours);
    expect(set.data.releasedAt).toBeNull();
    // Not yet: a little before the time nothing moved.
    await t.clock.advance(30 * 60_000);
    await new Promise((r) => setTimeout(r, 2_500));
    expect((await seatRow('C-5')).status).toBe('hold');

    await t.clock.advance(2 * 3_600_000);
    let released = set.data;
    for (let i = 0; i < 200 && !released.releasedAt; i++) {
      await t.clock.advance(2_500);
      await new Promise((r) => setTimeout(r, 50));
      released = (await f.api('GET', `/api/admin/house-seats/events/${f.eventId}`)).data;
    }
    expect(typeof released.releasedAt).toBe('string');
    expect(released.seats).toEqual([]);
    expect(await seatRow('C-5')).toMatchObject({ status: 'open', hold_id: null });
    expect(await seatRow('C-7')).toMatchObject({ status: 'open', hold_id: null });
    expect((await seatRow('C-8')).status).toBe('reserved');
    const w = await f.api('GET', `/api/admin/house-seat-requests/${waiting.res.data.id}`);
    expect(w.data.status).toBe('canceled');
    // Canceled after the release, the approved request's seat goes on to general sale.
    await f.api('POST', `/api/admin/house-seat-requests/${approvedReq.res.data.id}/cancel`);
    expect(await seatRow('C-8')).toMatchObject({ status: 'open', hold_id: null });
    // A released seat is sold on the web like any other.
    const basket = await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
    const added = await f.api('POST', `/api/admin/baskets/${basket.data.id}/seats`, {
      eventId: f.eventId,
      seatIds: [f.seats.get('C-7')],
    });
    expect(added.statusCode, added.body).toBe(200);
  });
});

describe('a release queued before the event moved', () => {
  it('does nothing at the old time and queues itself for the new one', async () => {
    const g = await saleFixture(t);
    const made = await g.api('POST', '/api/admin/seat-settings/holds', {
      name: 'House seats',
      color: '#ae3ec9',
      allowedChannels: ['HouseSeats'],
    });
    await g.api('POST', `/api/admin/events/${g.eventId}/seats/bulk`, {
      seatIds: [g.seats.get('E-1')],
      action: { kind: 'hold', holdId: made.data.id },
    });
    const set = await g.api('PUT', `/api/admin/house-seats/events/${g.eventId}/release`, { hours: 2 });
    const queuedFor = set.data.releaseAt as string;
    // The show moves a day later.
    const later = new Date(new Date(set.data.startsAt as string).getTime() + 86_400_000);
    await t.database.db.update(events).set({ startsAt: later }).where(eq(events.id, g.eventId));
    const scheduled: { payload: ReleasePayload; runAt?: Date }[] = [];
    const jobs = {
      schedule: async (_name: string, payload: ReleasePayload, options: { runAt?: Date }) => {
        scheduled.push({ payload, runAt: options.runAt });
        return null;
      },
    } as unknown as Jobs;
    const io = { db: t.database.db, now: () => t.clock.now, jobs };
    const payload = { accountId: g.accountId, eventId: g.eventId, releaseAt: queuedFor };
    expect(await releaseUnusedHouseSeats(io, payload)).toBeNull();
    const [seat] = await rows<{ status: string }>(
      t.database.db,
      sql`SELECT status FROM event_seats WHERE id = ${g.seats.get('E-1')!}`,
    );
    expect(seat!.status).toBe('hold');
    const moved = new Date(later.getTime() - 2 * 3_600_000).toISOString();
    expect(scheduled.map((s) => s.payload.releaseAt)).toEqual([moved]);
    expect(await releaseUnusedHouseSeats(io, { ...payload, releaseAt: moved })).toBe(1);
  });
});
