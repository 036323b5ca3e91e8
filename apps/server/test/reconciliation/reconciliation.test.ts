import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { paymentProcessor } from '@/modules/payments/processors.service';
import { setSandboxFaults } from '@/modules/payments/sandbox/sandbox-faults.service';
import { reconcile } from '@/modules/reconciliation/reconciliation.service';
import { confirmationSent } from '../commerce/confirmation';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { createStaffUser, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';

let t: TestApp;
let f: SaleFixture;
let seq = 0;

beforeAll(async () => {
  t = await startTestApp();
  f = await saleFixture(t);
});
afterAll(() => t.close());
afterEach(() => {
  setSandboxFaults({ slowMs: 0, failAfterChargeRate: 0 });
});

const buyer = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' };
const visa = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };
const key = () => `reconcile-test-${++seq}-${Date.now()}`;
/** A card authorized straight at the processor, as a checkout does before it writes its order. */
const authorizeCard = (request: { idempotencyKey: string; amount: number; basketId?: string }) =>
  paymentProcessor('sandbox', { db: t.database.db, now: () => t.clock.now }).authorize(
    { accountId: f.accountId, paymentAccountId: null },
    { ...request, card: visa, field: 'payments.0' },
  );
const minutes = (n: number) => new Date(t.clock.now.getTime() + n * 60_000);

async function basketWith(...places: string[]) {
  const open = await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
  const id = open.data.id as string;
  const res = await f.api('POST', `/api/admin/baskets/${id}/seats`, {
    eventId: f.eventId,
    seatIds: places.map((p) => f.seats.get(p)),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id, total: res.data.total as number };
}

const checkout = (basketId: string, total: number, idempotencyKey: string) =>
  f.api('POST', `/api/admin/baskets/${basketId}/checkout`, {
    idempotencyKey,
    buyer,
    payments: [{ type: 'CreditCard', amount: total, card: visa }],
  });

const chargeStatus = async (idempotencyKey: string) =>
  (
    await rows<{ status: string }>(
      t.database.db,
      sql`SELECT status FROM sandbox_charges WHERE account_id = ${f.accountId} AND idempotency_key = ${idempotencyKey}`,
    )
  )[0]?.status;

const seatStatus = async (place: string) =>
  (
    await rows<{ status: string }>(
      t.database.db,
      sql`SELECT status FROM event_seats WHERE id = ${f.seats.get(place)}`,
    )
  )[0]!.status;

async function basketExpiry(basketId: string): Promise<Date> {
  const [row] = await rows<{ expires_at: Date | string }>(
    t.database.db,
    sql`SELECT expires_at FROM baskets WHERE id = ${basketId}::uuid`,
  );
  return new Date(row!.expires_at);
}

async function listed() {
  const res = await f.api('GET', '/api/admin/reconciliation');
  expect(res.statusCode, res.body).toBe(200);
  return res.data.items as {
    kind: string;
    chargeId: string | null;
    basketId: string | null;
    orderId: number | null;
    amount: number;
  }[];
}

describe('reconciliation', () => {
  it('never undoes a checkout slower than the grace period while its basket timer runs', async () => {
    const basket = await basketWith('A-1', 'A-2');
    const k = key();
    // The checkout authorized the card and then stalled (a loaded database) before its order.
    await authorizeCard({ idempotencyKey: `${k}:0`, amount: basket.total, basketId: basket.id });
    const expiresAt = await basketExpiry(basket.id);
    const pastGrace = minutes(6);
    expect(pastGrace.getTime()).toBeLessThan(expiresAt.getTime());

    // Past the grace period, but the basket is open and its timer runs: nothing is touched.
    expect(await reconcile(t.database.db, pastGrace)).toMatchObject({ chargesVoided: 0, basketsReleased: 0 });
    expect(await chargeStatus(`${k}:0`)).toBe('authorized');

    // The checkout comes back and writes its order: the buyer paid once, for seats they hold.
    const paid = await checkout(basket.id, basket.total, k);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await chargeStatus(`${k}:0`)).toBe('captured');
    expect(await seatStatus('A-1')).toBe('sold');
    expect((await reconcile(t.database.db, minutes(30))).chargesVoided).toBe(0);
  });

  it('voids a charge whose checkout crashed once the basket timed out, closing the basket first', async () => {
    const basket = await basketWith('A-3');
    const k = key();
    // The process died here: the processor authorized the card, no order was written.
    await authorizeCard({ idempotencyKey: `${k}:0`, amount: basket.total, basketId: basket.id });
    const expiresAt = await basketExpiry(basket.id);

    const result = await reconcile(t.database.db, new Date(expiresAt.getTime() + 1000));
    expect(result).toMatchObject({ chargesVoided: 1, basketsReleased: 1 });
    expect(await chargeStatus(`${k}:0`)).toBe('voided');
    const actions = (await listed()).filter((a) => a.basketId === basket.id);
    expect(actions.map((a) => a.kind).sort()).toEqual(['basket_released', 'charge_voided']);
    expect(actions.find((a) => a.kind === 'charge_voided')).toMatchObject({
      orderId: null,
      amount: basket.total,
    });
    expect(await seatStatus('A-3')).toBe('open');

    // The stalled checkout comes back: its basket is closed, so it writes nothing.
    const late = await checkout(basket.id, basket.total, k);
    expect(late.data.errors).toEqual([expect.objectContaining({ code: 'purchase.basket_closed' })]);
    const orders = await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM orders WHERE basket_id = ${basket.id}::uuid`,
    );
    expect(orders[0]!.n).toBe(0);
  });

  it('puts right a processor that charged and then answered an error: charge voided, expired basket released', async () => {
    const basket = await basketWith('B-1');
    const k = key();
    setSandboxFaults({ slowMs: 0, failAfterChargeRate: 1 });
    const failed = await checkout(basket.id, basket.total, k);
    expect(failed.data.errors).toEqual([expect.objectContaining({ code: 'purchase.payment_failed' })]);
    expect(await chargeStatus(`${k}:0`)).toBe('authorized');
    const orders = await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM orders WHERE basket_id = ${basket.id}::uuid`,
    );
    expect(orders[0]!.n).toBe(0);

    // Long after the basket's timer ran out, the job voids the charge and gives the seat back.
    const result = await reconcile(t.database.db, minutes(30));
    expect(result).toMatchObject({ chargesVoided: 1, basketsReleased: 1 });
    expect(await chargeStatus(`${k}:0`)).toBe('voided');
    expect(await seatStatus('B-1')).toBe('open');
    const kinds = (await listed()).filter((a) => a.basketId === basket.id).map((a) => a.kind);
    expect(kinds.sort()).toEqual(['basket_released', 'charge_voided']);
    const [b] = await rows<{ status: string }>(
      t.database.db,
      sql`SELECT status FROM baskets WHERE id = ${basket.id}::uuid`,
    );
    expect(b!.status).toBe('abandoned');
  });

  it('voids a second attempt’s charge when another attempt already made the order, and says so on the order', async () => {
    const basket = await basketWith('C-1');
    const lost = key();
    await authorizeCard({ idempotencyKey: `${lost}:0`, amount: basket.total, basketId: basket.id });
    const paid = await checkout(basket.id, basket.total, key());
    expect(paid.statusCode, paid.body).toBe(201);
    const orderId = paid.data.id as number;
    await confirmationSent(f.api, orderId);

    expect((await reconcile(t.database.db, minutes(6))).chargesVoided).toBe(1);
    expect(await chargeStatus(`${lost}:0`)).toBe('voided');
    const action = (await listed()).find((a) => a.basketId === basket.id);
    expect(action).toMatchObject({ kind: 'charge_voided', orderId });
    const activity = await rows<{ kind: string; actor: string }>(
      t.database.db,
      sql`SELECT kind, actor FROM order_activity WHERE order_id = ${orderId} ORDER BY id`,
    );
    expect(activity.map((a) => a.kind)).toEqual([
      'order.placed',
      'email.order_confirmation',
      'reconciliation.charge_voided',
    ]);
    expect(activity[2]!.actor).toBe('system');
  });

  it('finishes the capture of an order a crash left authorized, and shows a capture the processor refused', async () => {
    const paymentOf = async (orderId: number) =>
      (
        await rows<{ status: string; provider_id: string }>(
          t.database.db,
          sql`SELECT status, provider_id FROM payments WHERE order_id = ${orderId}`,
        )
      )[0]!;
    // The process died between the order's commit and the capture that follows it.
    const crashed = async (place: string) => {
      const basket = await basketWith(place);
      const k = key();
      const paid = await checkout(basket.id, basket.total, k);
      expect(paid.statusCode, paid.body).toBe(201);
      const orderId = paid.data.id as number;
      const { provider_id: chargeId } = await paymentOf(orderId);
      await t.database.db.execute(sql`UPDATE payments SET status = 'authorized' WHERE order_id = ${orderId}`);
      await t.database.db.execute(
        sql`UPDATE sandbox_charges SET status = 'authorized' WHERE id = ${chargeId}::uuid`,
      );
      return { orderId, chargeId, k };
    };
    const finished = await crashed('D-1');
    const refused = await crashed('D-2');
    // The processor let the second authorization go meanwhile (it lapsed, or was voided).
    await t.database.db.execute(
      sql`UPDATE sandbox_charges SET status = 'voided' WHERE id = ${refused.chargeId}::uuid`,
    );

    expect(await reconcile(t.database.db, t.clock.now)).toMatchObject({
      capturesFinished: 0,
      capturesFailed: 0,
    });
    const result = await reconcile(t.database.db, minutes(6));
    expect(result).toMatchObject({ capturesFinished: 1, capturesFailed: 1, chargesVoided: 0 });
    expect(await chargeStatus(`${finished.k}:0`)).toBe('captured');
    expect((await paymentOf(finished.orderId)).status).toBe('captured');
    expect((await paymentOf(refused.orderId)).status).toBe('capture_failed');
    const actions = await listed();
    expect(actions.find((a) => a.orderId === finished.orderId)).toMatchObject({ kind: 'charge_captured' });
    expect(actions.find((a) => a.orderId === refused.orderId)).toMatchObject({ kind: 'capture_failed' });
    const activity = await f.api('GET', `/api/admin/orders/${refused.orderId}/activity`);
    expect((activity.data as unknown as { kind: string }[]).map((a) => a.kind)).toContain(
      'reconciliation.capture_failed',
    );
    // Settled once: the next pass finds nothing to do.
    expect(await reconcile(t.database.db, minutes(12))).toMatchObject({
      capturesFinished: 0,
      capturesFailed: 0,
    });
  });

  it('shows the list only to those allowed, and only the account’s own actions', async () => {
    const seller = await createStaffUser(t.database.db, { accountId: f.accountId, role: 'PointOfSale' });
    const token = await signInAs(t.app, seller.email);
    const refused = await call(t.app, { method: 'GET', url: '/api/admin/reconciliation', token });
    expect(refused.statusCode).toBe(403);

    const other = await saleFixture(t);
    const theirs = await other.api('GET', '/api/admin/reconciliation');
    expect(theirs.statusCode).toBe(200);
    expect(theirs.data.total).toBe(0);
  });
});
