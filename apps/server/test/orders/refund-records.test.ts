import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { unbalancedOrders } from '@/modules/orders/order-books.store';
import { executeRefund } from '@/modules/orders/order-refunds.service';
import type { SaleFixture } from '../commerce/sale-fixture';
import { createStaffUser, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { card, errorCode, orderFixture, refundsSettled, sell } from './order-fixture';

/** Refund records (decisions/0040): requested by the order change, carried out afterwards by a job. */
let t: TestApp;
let f: SaleFixture;

beforeAll(async () => {
  // The job queue runs only as the test moves the clock (from now: the database dates queued
  // jobs by its own time): a refund waits until `tick`.
  t = await startTestApp({ movableClock: true, now: new Date() });
  f = await orderFixture(t);
});
afterAll(() => t.close());

const tick = () => t.clock.advance(2_500);
const balanced = async () => expect(await unbalancedOrders(t.database.db, f.accountId)).toEqual([]);
const ledgerOf = async (orderId: number) => {
  const [charge] = await rows<{ id: string; refunded_amount: number; status: string }>(
    t.database.db,
    sql`SELECT c.id, c.refunded_amount, c.status FROM sandbox_charges c JOIN payments p ON p.provider_id = c.id::text
      WHERE p.order_id = ${orderId}`,
  );
  const refunds = await rows<{ status: string; amount: number }>(
    t.database.db,
    sql`SELECT status, amount FROM sandbox_refunds WHERE charge_id = ${charge!.id}::uuid ORDER BY created_at, id`,
  );
  return { charge: charge!, refunds };
};
const paidBy = (number: string) => (total: number) => [
  { type: 'CreditCard', amount: total, card: card(number) },
];

describe('card refunds as records', () => {
  it('are carried out after the order change committed and its lock was released', async () => {
    const order = await sell(f, ['A-1', 'A-2'], paidBy('4242424242424242'), tick);
    const res = await f.api('POST', `/api/admin/orders/${order.id}/void`, {
      ticketIds: [order.tickets[0]!.id],
      returnTo: 'open',
    });
    expect(res.statusCode, res.body).toBe(200);
    // The change is done and answered: the seat is back, the refund is recorded as requested,
    // and the processor has not been asked yet (nothing refunded inside the order's transaction).
    expect(res.data.refunds).toEqual([expect.objectContaining({ amount: 4650, state: 'requested' })]);
    expect(res.data.refundsOutstanding).toBe(4650);
    expect(await ledgerOf(order.id)).toMatchObject({ charge: { refunded_amount: 0 }, refunds: [] });
    await balanced();

    if (t.database.pool) {
      // On PostgreSQL: another change holds the order's lock; the processor still carries the
      // refund out meanwhile, since its job never asks for that lock.
      const holder = await t.database.pool.connect();
      try {
        await holder.query('BEGIN');
        await holder.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [order.id]);
        for (let i = 0; (await ledgerOf(order.id)).refunds.length === 0; i++) {
          if (i > 500) throw new Error('the processor was never asked');
          await tick();
          await new Promise((r) => setTimeout(r, 20));
        }
        expect((await ledgerOf(order.id)).refunds).toEqual([{ status: 'succeeded', amount: 4650 }]);
      } finally {
        await holder.query('ROLLBACK');
        holder.release();
      }
    }

    const settled = await refundsSettled(f, order.id, tick);
    expect(settled.refunds).toEqual([expect.objectContaining({ amount: 4650, state: 'succeeded' })]);
    expect(settled.refundsOutstanding).toBe(0);
    expect(await ledgerOf(order.id)).toMatchObject({
      charge: { refunded_amount: 4650, status: 'captured' },
      refunds: [{ status: 'succeeded', amount: 4650 }],
    });
    const activity = await f.api('GET', `/api/admin/orders/${order.id}/activity`);
    expect((activity.data as unknown as { kind: string; actor: string }[]).slice(0, 3)).toEqual([
      expect.objectContaining({ kind: 'payment.refunded', actor: 'system' }),
      expect.objectContaining({ kind: 'payment.refund_requested', actor: 'staff' }),
      expect.objectContaining({ kind: 'tickets.voided' }),
    ]);
    await balanced();
  });

  it('show a refused refund as failed and owed; a staff retry gives the money back exactly once', async () => {
    const order = await sell(f, ['A-3', 'A-4'], paidBy('4000000000007726'), tick);
    const cancelled = await f.api('POST', `/api/admin/orders/${order.id}/cancel`, { returnTo: 'open' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const failed = await refundsSettled(f, order.id, tick);
    const [refund] = failed.refunds;
    expect(refund).toMatchObject({
      amount: order.total,
      state: 'failed',
      failureCode: 'admin.order_refund_failed',
    });
    expect(failed.refundsOutstanding).toBe(order.total);
    await balanced();

    // The list staff can reach from Tools names it.
    const list = await f.api('GET', '/api/admin/refunds?state=failed');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.data.items).toEqual([
      expect.objectContaining({
        id: refund!.id,
        orderId: order.id,
        state: 'failed',
        last4: '7726',
        attempt: 1,
      }),
    ]);

    const retried = await f.api('POST', `/api/admin/orders/${order.id}/refunds/${refund!.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.data.refunds).toEqual([expect.objectContaining({ id: refund!.id, state: 'requested' })]);
    const again = await f.api('POST', `/api/admin/orders/${order.id}/refunds/${refund!.id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(errorCode(again)).toBe('admin.order_refund_not_failed');

    const settled = await refundsSettled(f, order.id, tick);
    expect(settled.refunds).toEqual([expect.objectContaining({ id: refund!.id, state: 'succeeded' })]);
    expect(settled.refundsOutstanding).toBe(0);
    expect(settled.payments[0]!.status).toBe('refunded');
    expect(await ledgerOf(order.id)).toMatchObject({
      charge: { refunded_amount: order.total, status: 'refunded' },
      refunds: [
        { status: 'failed', amount: order.total },
        { status: 'succeeded', amount: order.total },
      ],
    });
    // The job delivered once more (a worker that died after the processor answered) changes nothing.
    await executeRefund({ db: t.database.db, now: () => t.clock.now }, f.accountId, refund!.id, false);
    expect((await ledgerOf(order.id)).refunds).toHaveLength(2);
    expect((await f.api('GET', '/api/admin/refunds')).data.items).toEqual([]);
    const kinds = (
      (await f.api('GET', `/api/admin/orders/${order.id}/activity`)).data as unknown as {
        kind: string;
      }[]
    ).map((a) => a.kind);
    expect(kinds.slice(0, 4)).toEqual([
      'payment.refunded',
      'payment.refund_retried',
      'payment.refund_failed',
      'payment.refund_requested',
    ]);
    await balanced();
  });

  it('keep a refund the processor always refuses failed, for another try later; say which refund is unknown', async () => {
    const order = await sell(f, ['A-5'], paidBy('4000000000005126'), tick);
    await f.api('POST', `/api/admin/orders/${order.id}/cancel`, { returnTo: 'open' });
    const [refund] = (await refundsSettled(f, order.id, tick)).refunds;
    expect(refund!.state).toBe('failed');
    expect(
      (await f.api('POST', `/api/admin/orders/${order.id}/refunds/${refund!.id}/retry`)).statusCode,
    ).toBe(200);
    const after = await refundsSettled(f, order.id, tick);
    expect(after.refunds[0]).toMatchObject({ state: 'failed' });
    const listed = (await f.api('GET', '/api/admin/refunds')).data.items as { id: number; attempt: number }[];
    expect(listed.find((r) => r.id === refund!.id)).toMatchObject({ attempt: 2 });
    expect((await ledgerOf(order.id)).charge.refunded_amount).toBe(0);

    const other = await sell(f, ['A-6'], undefined, tick);
    const wrongOrder = await f.api('POST', `/api/admin/orders/${other.id}/refunds/${refund!.id}/retry`);
    expect(wrongOrder.statusCode).toBe(404);
    expect(errorCode(wrongOrder)).toBe('admin.order_refund_not_found');
    const noOrder = await f.api('POST', `/api/admin/orders/999999/refunds/${refund!.id}/retry`);
    expect(errorCode(noOrder)).toBe('purchase.order_not_found');
    await balanced();
  });

  it('are retried and listed only by those allowed refunds, and only in their own account', async () => {
    const order = await sell(f, ['A-7'], paidBy('4000000000005126'), tick);
    await f.api('POST', `/api/admin/orders/${order.id}/cancel`, { returnTo: 'open' });
    const [refund] = (await refundsSettled(f, order.id, tick)).refunds;
    const clerk = await createStaffUser(t.database.db, {
      accountId: f.accountId,
      role: 'BoxOfficeSupervisor',
    });
    const token = await signInAs(t.app, clerk.email);
    const url = `/api/admin/orders/${order.id}/refunds/${refund!.id}/retry`;
    expect((await call(t.app, { method: 'POST', url, token })).statusCode).toBe(403);
    expect((await call(t.app, { method: 'GET', url: '/api/admin/refunds', token })).statusCode).toBe(403);

    const other = await orderFixture(t);
    expect((await other.api('GET', '/api/admin/refunds')).data).toEqual({ items: [], total: 0 });
    const theirs = await other.api('POST', url);
    expect(errorCode(theirs)).toBe('purchase.order_not_found');
    const [state] = await rows<{ state: string }>(
      t.database.db,
      sql`SELECT state FROM order_refunds WHERE id = ${refund!.id}`,
    );
    expect(state!.state).toBe('failed');
  });
});
