import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts } from '@/db/schema';
import { adminsOfTwoAccounts, createStaffUser, signInAs } from '../factories';
import { call } from '../harness';
import { card, code, HOST, houseSeatsSuite } from './house-seats-suite';

/**
 * House seats (decisions/0054): staff request seats of an event's house-seat holds for a
 * requester, approve, and the requester pays or cancels through the mailed link; unrequested
 * house seats go back to general sale at the event's release time (the job queue); the
 * account's "hide seat locations" setting hides the seats from the requester.
 */
const s = houseSeatsSuite();
const { request, approve, shop, seatRow, requester } = s;

describe('a house seats request', () => {
  it('is requested from the house-seat holds, approved, and paid by its requester into a HouseSeats order', async () => {
    const listed = await s.f.api('GET', `/api/admin/house-seats/events/${s.f.eventId}`);
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
    const after = await s.f.api('GET', `/api/admin/house-seats/events/${s.f.eventId}`);
    expect((after.data.seats as unknown[]).length).toBe(6);

    const list = await s.f.api('GET', '/api/admin/house-seat-requests');
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
    const order = await s.f.api('GET', `/api/admin/orders/${orderId}`);
    expect(order.statusCode, order.body).toBe(200);
    expect(order.data.channel).toBe('HouseSeats');
    expect(order.data.total).toBe(9500);
    expect((await seatRow('C-1')).status).toBe('sold');
    // A retry answers the paid request, never a second order.
    const again = await shop('/api/shop/house-seats/pay', body);
    expect(again.statusCode).toBe(200);
    expect(again.data.orderId).toBe(orderId);
    const staffView = await s.f.api('GET', `/api/admin/house-seat-requests/${id}`);
    expect(staffView.data.status).toBe('paid');
    expect(staffView.data.total).toBe(9500);
    // Paid: neither staff nor the requester can cancel it any more.
    const late = await s.f.api('POST', `/api/admin/house-seat-requests/${id}/cancel`);
    expect(late.statusCode).toBe(409);
    expect(code(late)).toBe('admin.house_seat_request_status');
    const lateLink = await shop('/api/shop/house-seats/cancel', { requestId: id, token });
    expect(code(lateLink)).toBe('purchase.house_seat_request_not_payable');
  });

  it('takes the price type staff choose from those open to the HouseSeats channel', async () => {
    // The screen offers the types the seller's map lists for the channel.
    const sale = await s.f.api('GET', `/api/admin/sell/events/${s.f.eventId}/seats?channel=HouseSeats`);
    expect(sale.statusCode, sale.body).toBe(200);
    const types = sale.data.priceTypes as { id: number; name: string }[];
    expect(types.map((p) => p.name)).toEqual(['Full price', 'Concession']);
    const res = await s.f.api('POST', '/api/admin/house-seat-requests', {
      eventId: s.f.eventId,
      seatIds: [s.f.seats.get('C-7')],
      priceTypeId: s.f.concessionId,
      ...requester(),
    });
    expect(res.statusCode, res.body).toBe(201);
    // One seat at $45.00 less 20%, a $1.50 booking fee and a $2.00 handling fee.
    expect(res.data.total).toBe(3600 + 150 + 200);
    const canceled = await s.f.api('POST', `/api/admin/house-seat-requests/${res.data.id}/cancel`);
    expect(canceled.statusCode, canceled.body).toBe(200);
  });

  it('is canceled by its requester through the link, and the seats go back to the house-seat hold', async () => {
    const { res, who } = await request(['C-3']);
    const id = res.data.id as number;
    const { cancelToken } = await approve(id, who.requesterEmail);
    const canceled = await shop('/api/shop/house-seats/cancel', { requestId: id, token: cancelToken });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.data.status).toBe('canceled');
    expect(await seatRow('C-3')).toMatchObject({ status: 'hold', hold_id: s.holdId });
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
    const canceled = await s.f.api('POST', `/api/admin/house-seat-requests/${id}/cancel`);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.data.status).toBe('canceled');
    expect(await seatRow('C-3')).toMatchObject({ status: 'hold', hold_id: s.holdId });
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
    const again = await s.f.api('POST', `/api/admin/house-seat-requests/${id}/approve`);
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
    const missing = await s.f.api('GET', '/api/admin/house-seat-requests/999999');
    expect(missing.statusCode).toBe(404);
    expect(code(missing)).toBe('admin.house_seat_request_not_found');
    // Bad input: unknown relationship.
    const bad = await s.f.api('POST', '/api/admin/house-seat-requests', {
      eventId: s.f.eventId,
      seatIds: [s.f.seats.get('C-5')],
      requesterName: 'X',
      requesterEmail: 'x@example.test',
      relationship: 'cousin',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers another account’s request as not found', async () => {
    const { res } = await request(['C-5']);
    const id = res.data.id as number;
    const { otherToken: tokenB } = await adminsOfTwoAccounts(s.t.app, s.t.database.db);
    for (const [method, url] of [
      ['GET', `/api/admin/house-seat-requests/${id}`],
      ['POST', `/api/admin/house-seat-requests/${id}/approve`],
      ['POST', `/api/admin/house-seat-requests/${id}/cancel`],
    ] as const) {
      const other = await call(s.t.app, { method, url, token: tokenB });
      expect(other.statusCode, url).toBe(404);
      expect(code(other)).toBe('admin.house_seat_request_not_found');
    }
    const list = await call(s.t.app, { method: 'GET', url: '/api/admin/house-seat-requests', token: tokenB });
    expect(list.data).toEqual([]);
    await s.f.api('POST', `/api/admin/house-seat-requests/${id}/cancel`);
  });

  it('lets house-seat sellers and supervisors in, and no one else', async () => {
    const as = async (role: 'HouseSeats' | 'CallCenter' | 'TicketTaker' | 'Partner') => {
      const user = await createStaffUser(s.t.database.db, { accountId: s.f.accountId, role });
      return signInAs(s.t.app, user.email);
    };
    const house = await as('HouseSeats');
    const ok = await call(s.t.app, { method: 'GET', url: '/api/admin/house-seat-requests', token: house });
    expect(ok.statusCode, ok.body).toBe(200);
    const made = await call(s.t.app, {
      method: 'POST',
      url: '/api/admin/house-seat-requests',
      token: house,
      payload: { eventId: s.f.eventId, seatIds: [s.f.seats.get('C-5')], ...requester() },
    });
    expect(made.statusCode, made.body).toBe(201);
    await s.f.api('POST', `/api/admin/house-seat-requests/${made.data.id}/cancel`);
    const callCenter = await as('CallCenter');
    const refused = await call(s.t.app, {
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
      const res = await call(s.t.app, {
        method: 'POST',
        url: '/api/admin/house-seat-requests',
        token,
        payload: { eventId: s.f.eventId, seatIds: [s.f.seats.get('C-5')], ...requester() },
      });
      expect(res.statusCode, role).toBe(status);
    }
  });
});

describe('hide seat locations for group sales and house seats', () => {
  it('leaves the seats out of the requester’s page and mail when on', async () => {
    await s.t.database.db
      .update(accounts)
      .set({ hideSeatLocationsForGroupSalesAndHouseSeats: true })
      .where(eq(accounts.id, s.f.accountId));
    try {
      const { res, who } = await request(['C-6']);
      const id = res.data.id as number;
      const { token, mail } = await approve(id, who.requesterEmail);
      expect(mail.text).not.toContain('C-6');
      expect(mail.text).toContain('1 seat is kept for you.');
      const view = await shop('/api/shop/house-seats/view', { requestId: id, token });
      expect(view.data.seats).toBeNull();
      expect(view.data.seatCount).toBe(1);
      expect(JSON.stringify(view.data)).not.toContain('"row"');
      await s.f.api('POST', `/api/admin/house-seat-requests/${id}/cancel`);
    } finally {
      await s.t.database.db
        .update(accounts)
        .set({ hideSeatLocationsForGroupSalesAndHouseSeats: false })
        .where(eq(accounts.id, s.f.accountId));
    }
    // Off: the same page shows them.
    const { res, who } = await request(['C-6']);
    const { token } = await approve(res.data.id as number, who.requesterEmail);
    const view = await shop('/api/shop/house-seats/view', { requestId: res.data.id as number, token });
    expect(view.data.seats).toEqual([{ section: 'S1', row: 'C', seat: '6' }]);
    await s.f.api('POST', `/api/admin/house-seat-requests/${res.data.id}/cancel`);
  });
});
