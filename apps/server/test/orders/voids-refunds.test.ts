import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { unbalancedOrders } from '@/modules/orders/order-books.store';
import type { SaleFixture } from '../commerce/sale-fixture';
import { createStaffUser, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { card, errorCode, orderFixture, refundsSettled, sell } from './order-fixture';

let t: TestApp;
let f: SaleFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await orderFixture(t);
});
afterAll(() => t.close());

const seat = async (place: string) => {
  const [s] = await rows<{ status: string; hold_id: number | null; order_id: string | null }>(
    t.database.db,
    sql`SELECT status, hold_id, order_id FROM event_seats WHERE id = ${f.seats.get(place)}`,
  );
  return s!;
};
const balanced = async () => expect(await unbalancedOrders(t.database.db, f.accountId)).toEqual([]);

describe('voiding tickets and refunding', () => {
  it('voids one ticket for cash: the seat opens, its value is refunded, the books balance', async () => {
    const order = await sell(f, ['A-1', 'A-2', 'A-3']);
    expect(order.total).toBe(3 * 4650 + 200);
    const res = await f.api('POST', `/api/admin/orders/${order.id}/void`, {
      ticketIds: [order.tickets[0]!.id],
      returnTo: 'open',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.status).toBe('new');
    expect((res.data.tickets as { status: string }[]).map((x) => x.status)).toEqual(['voided', 'new', 'new']);
    expect(res.data.refunds).toEqual([expect.objectContaining({ amount: 4650, paymentType: 'Cash' })]);
    expect(res.data.netPaid).toBe(2 * 4650 + 200);
    expect(await seat('A-1')).toMatchObject({ status: 'open', order_id: null });
    expect(await seat('A-2')).toMatchObject({ status: 'sold' });
    const activity = await f.api('GET', `/api/admin/orders/${order.id}/activity`);
    expect((activity.data as unknown as { kind: string; by: string }[]).map((a) => a.kind)).toEqual([
      'payment.refunded',
      'tickets.voided',
      'email.order_confirmation',
      'order.placed',
    ]);
    await balanced();
  });

  it('refuses to void a ticket twice, with a message, and changes nothing', async () => {
    const order = await sell(f, ['A-4']);
    const body = { ticketIds: [order.tickets[0]!.id], returnTo: 'open' };
    expect((await f.api('POST', `/api/admin/orders/${order.id}/void`, body)).statusCode).toBe(200);
    const again = await f.api('POST', `/api/admin/orders/${order.id}/void`, body);
    expect(again.statusCode).toBe(409);
    expect(errorCode(again)).toBe('admin.order_ticket_already_voided');
    expect((again.data.errors as { message: string }[])[0]!.message).toBe(
      'This ticket has already been voided.',
    );
    const detail = await f.api('GET', `/api/admin/orders/${order.id}`);
    expect(detail.data.refunds).toHaveLength(1);
    expect(detail.data.status).toBe('voided');
    await balanced();
  });

  it('cancels a whole order: every ticket voided, everything refunded including the order fee', async () => {
    const order = await sell(f, ['A-5', 'A-6']);
    const res = await f.api('POST', `/api/admin/orders/${order.id}/cancel`, { returnTo: 'open' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.status).toBe('voided');
    expect(res.data.netPaid).toBe(0);
    expect((res.data.payments as { status: string }[])[0]!.status).toBe('refunded');
    expect(await seat('A-5')).toMatchObject({ status: 'open' });
    const cancelAgain = await f.api('POST', `/api/admin/orders/${order.id}/cancel`, { returnTo: 'open' });
    expect(errorCode(cancelAgain)).toBe('admin.order_ticket_already_voided');
    await balanced();
  });

  it('returns the seat to the chosen hold', async () => {
    const [hold] = await rows<{ id: number }>(
      t.database.db,
      sql`INSERT INTO holds (account_id, name) VALUES (${f.accountId}, 'Returns') RETURNING id`,
    );
    const order = await sell(f, ['A-7']);
    const holds = await f.api('GET', '/api/admin/order-holds');
    expect(holds.data).toEqual(expect.arrayContaining([{ id: hold!.id, name: 'Returns' }]));
    const res = await f.api('POST', `/api/admin/orders/${order.id}/void`, {
      ticketIds: [order.tickets[0]!.id],
      returnTo: 'hold',
      holdId: hold!.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await seat('A-7')).toMatchObject({ status: 'hold', hold_id: hold!.id });
    const noHold = await sell(f, ['A-8']);
    const missing = await f.api('POST', `/api/admin/orders/${noHold.id}/void`, {
      ticketIds: [noHold.tickets[0]!.id],
      returnTo: 'hold',
      holdId: 999_999,
    });
    expect(errorCode(missing)).toBe('admin.order_hold_not_found');
    expect(await seat('A-8')).toMatchObject({ status: 'sold' });
  });

  it('refunds a sandbox card partially through the processor, to the original payment', async () => {
    const order = await sell(f, ['B-1', 'B-2'], (total) => [
      { type: 'CreditCard', amount: total, card: card('4242424242424242') },
    ]);
    const res = await f.api('POST', `/api/admin/orders/${order.id}/void`, {
      ticketIds: [order.tickets[1]!.id],
      returnTo: 'open',
      refunds: [{ paymentId: order.payments[0]!.id, amount: 4650 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.refunds).toEqual([expect.objectContaining({ amount: 4650, state: 'requested' })]);
    await balanced();
    const settled = await refundsSettled(f, order.id);
    expect(settled.refunds).toEqual([expect.objectContaining({ amount: 4650, state: 'succeeded' })]);
    expect(settled.payments[0]).toMatchObject({ refunded: 4650, status: 'captured' });
    const [charge] = await rows<{ refunded_amount: number; status: string }>(
      t.database.db,
      sql`SELECT refunded_amount, status FROM sandbox_charges WHERE account_id = ${f.accountId} ORDER BY created_at DESC LIMIT 1`,
    );
    expect(charge).toEqual({ refunded_amount: 4650, status: 'captured' });
    await balanced();
  });

  it('voids the tickets even when the processor then refuses the refund: the failed refund is shown and owed', async () => {
    const order = await sell(f, ['B-3'], (total) => [
      { type: 'CreditCard', amount: total, card: card('4000000000005126') },
    ]);
    const res = await f.api('POST', `/api/admin/orders/${order.id}/cancel`, { returnTo: 'open' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await seat('B-3')).toMatchObject({ status: 'open' });
    const settled = await refundsSettled(f, order.id);
    expect(settled.refunds).toEqual([
      expect.objectContaining({
        amount: order.total,
        state: 'failed',
        failureCode: 'admin.order_refund_failed',
      }),
    ]);
    expect(settled.refundsOutstanding).toBe(order.total);
    expect(settled.payments[0]!.status).toBe('captured');
    const activity = await f.api('GET', `/api/admin/orders/${order.id}/activity`);
    expect((activity.data as unknown as { kind: string }[]).map((a) => a.kind).slice(0, 2)).toEqual([
      'payment.refund_failed',
      'payment.refund_requested',
    ]);
    // The books count the refund as owed from the change on, whatever the processor said.
    await balanced();
  });

  it('refuses a refund larger than what was paid, and refunds that do not add up', async () => {
    const order = await sell(f, ['B-4', 'B-5'], (total) => [
      { type: 'Cash', amount: 5000 },
      { type: 'Manual', amount: total - 5000 },
    ]);
    const [cash, manual] = order.payments;
    const tooMuch = await f.api('POST', `/api/admin/orders/${order.id}/void`, {
      ticketIds: [order.tickets[0]!.id],
      returnTo: 'open',
      refunds: [{ paymentId: manual!.id, amount: 4650 }],
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(errorCode(tooMuch)).toBe('admin.order_refund_exceeds_paid');
    const offTotal = await f.api('POST', `/api/admin/orders/${order.id}/void`, {
      ticketIds: [order.tickets[0]!.id],
      returnTo: 'open',
      refunds: [{ paymentId: cash!.id, amount: 4000 }],
    });
    expect(errorCode(offTotal)).toBe('admin.order_refund_total_mismatch');
    const split = await f.api('POST', `/api/admin/orders/${order.id}/void`, {
      ticketIds: [order.tickets[0]!.id],
      returnTo: 'open',
      refunds: [
        { paymentId: cash!.id, amount: 4000 },
        { paymentId: manual!.id, amount: 650 },
      ],
    });
    expect(split.statusCode, split.body).toBe(200);
    expect(split.data.refunds).toHaveLength(2);
    await balanced();
  });

  it('refuses a ticket of another order and an empty selection', async () => {
    const a = await sell(f, ['B-6']);
    const b = await sell(f, ['B-7']);
    const wrong = await f.api('POST', `/api/admin/orders/${a.id}/void`, {
      ticketIds: [b.tickets[0]!.id],
      returnTo: 'open',
    });
    expect(errorCode(wrong)).toBe('admin.order_ticket_not_found');
    const none = await f.api('POST', `/api/admin/orders/${a.id}/void`, { ticketIds: [], returnTo: 'open' });
    expect(none.statusCode).toBe(400);
    const missing = await f.api('POST', '/api/admin/orders/999999/void', {
      ticketIds: [1],
      returnTo: 'open',
    });
    expect(errorCode(missing)).toBe('purchase.order_not_found');
  });

  it('follows §4: an order with a scanned ticket is used; voiding every ticket makes it voided', async () => {
    const order = await sell(f, ['C-1', 'C-2']);
    await t.database.db.execute(
      sql`UPDATE order_tickets SET status = 'used' WHERE id = ${order.tickets[0]!.id}`,
    );
    const one = await f.api('POST', `/api/admin/orders/${order.id}/void`, {
      ticketIds: [order.tickets[1]!.id],
      returnTo: 'open',
    });
    expect(one.data.status).toBe('used');
    const all = await f.api('POST', `/api/admin/orders/${order.id}/void`, {
      ticketIds: [order.tickets[0]!.id],
      returnTo: 'open',
    });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.data).toMatchObject({ status: 'voided', netPaid: 0 });
    await balanced();
  });

  it('needs the refunds and cancellations permission', async () => {
    const order = await sell(f, ['B-8']);
    const clerk = await createStaffUser(t.database.db, {
      accountId: f.accountId,
      role: 'BoxOfficeSupervisor',
    });
    const token = await signInAs(t.app, clerk.email);
    const refused = await call(t.app, {
      method: 'POST',
      url: `/api/admin/orders/${order.id}/void`,
      token,
      payload: { ticketIds: [order.tickets[0]!.id], returnTo: 'open' },
    });
    expect(refused.statusCode).toBe(403);
    const viewed = await call(t.app, { method: 'GET', url: `/api/admin/orders/${order.id}`, token });
    expect(viewed.statusCode).toBe(200);
    const supervisor = await createStaffUser(t.database.db, {
      accountId: f.accountId,
      role: 'BoxOfficeSupervisor',
      permissions: ['refundsAndCancellations'],
    });
    const allowed = await call(t.app, {
      method: 'POST',
      url: `/api/admin/orders/${order.id}/void`,
      token: await signInAs(t.app, supervisor.email),
      payload: { ticketIds: [order.tickets[0]!.id], returnTo: 'open' },
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
  });
});
