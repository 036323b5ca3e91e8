import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/config';
import { rows } from '@/db/sql';
import { reconcile } from '@/modules/reconciliation/reconciliation.service';
import { saleFixture } from '../commerce/sale-fixture';
import { startTestApp, type TestApp } from '../harness';
import { errorCode } from '../orders/order-fixture';
import { StripeLocal } from '../stripe-local/stripe-local';
import { stripeSale } from '../stripe-local/stripe-sale';

/**
 * Tools → Stripe payments (a processor payment and its order) and Tools → Payment processing
 * (payments stuck mid-flight, retried and voided through the payment port under reconciliation's
 * rules), against the local Stripe-compatible server (decisions/0090).
 */
let t: TestApp;
let local: StripeLocal;
let sale: Awaited<ReturnType<typeof stripeSale>>;
const TIMEOUT_MS = 1500;

beforeAll(async () => {
  local = new StripeLocal({ now: () => t.clock.now });
  const url = await local.start();
  t = await startTestApp({ config: { stripe: { apiUrl: url, timeoutMs: TIMEOUT_MS } } });
  sale = await stripeSale(t, local);
});
afterAll(async () => {
  await t?.close();
  await local?.close();
});

const actionsOf = (chargeId: string) =>
  rows<{ kind: string }>(
    t.database.db,
    sql`SELECT kind FROM reconciliation_actions WHERE charge_id = ${chargeId} ORDER BY id`,
  );

const successfulCaptures = (chargeId: string) =>
  local.requests.filter((r) => r.path === `/v1/payment_intents/${chargeId}/capture` && r.status === 200)
    .length;

/** A box-office sale whose capture Stripe does not answer: the order stands, its payment `authorized`. */
async function saleWithCaptureLeftOpen(place: string) {
  local.outage = (method, path) => method === 'POST' && path.endsWith('/capture');
  try {
    const { res } = await sale.payWith('4242424242424242', [place]);
    expect(res.statusCode, res.body).toBe(201);
    const [payment] = await sale.paymentsOf(res.data.id as number);
    expect(payment!.status).toBe('authorized');
    return { orderId: res.data.id as number, chargeId: payment!.provider_id };
  } finally {
    local.outage = null;
  }
}

/** An authorization a checkout made and no order took (the checkout crashed before writing it). */
async function untakenAuthorization(amount: number) {
  const paymentMethod = await local.browserPaymentMethod(sale.keys.publishableKey, {
    number: '4242424242424242',
  });
  const intent = await sale.stripe.paymentIntents.create({
    amount,
    currency: 'usd',
    payment_method: paymentMethod,
    capture_method: 'manual',
    confirm: true,
    metadata: {
      tessera_account: String(sale.f.accountId),
      tessera_payment_account: String(sale.paymentAccountId),
      tessera_basket: '',
      tessera_key: `crashed-${amount}`,
    },
  });
  expect(intent.status).toBe('requires_capture');
  return intent.id;
}

describe('Tools → Stripe payments', () => {
  it('finds a processor payment by its reference and shows the order it belongs to', async () => {
    const { res, basket } = await sale.payWith('4242424242424242', ['B-1']);
    expect(res.statusCode, res.body).toBe(201);
    const [payment] = await sale.paymentsOf(res.data.id as number);
    const found = await sale.f.api('GET', `/api/admin/tools/stripe-payments/${payment!.provider_id}`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.data).toMatchObject({
      chargeId: payment!.provider_id,
      status: 'captured',
      amount: basket.total,
      orderId: res.data.id,
      paymentStatus: 'captured',
      buyerName: 'Ada Lovelace',
      paymentAccountId: sale.paymentAccountId,
      basketId: basket.id,
    });

    const unknown = await sale.f.api('GET', '/api/admin/tools/stripe-payments/pi_doesnotexist');
    expect(unknown.statusCode).toBe(404);
    expect(errorCode(unknown)).toBe('admin.processor_payment_not_found');
    // Another account never sees it.
    const other = await saleFixture(t);
    const foreign = await other.api('GET', `/api/admin/tools/stripe-payments/${payment!.provider_id}`);
    expect(foreign.statusCode).toBe(404);
  });

  it('shows an authorization no order took with no order', async () => {
    const chargeId = await untakenAuthorization(1234);
    const found = await sale.f.api('GET', `/api/admin/tools/stripe-payments/${chargeId}`);
    expect(found.data).toMatchObject({ chargeId, status: 'authorized', orderId: null, amount: 1234 });
  });
});

describe('Tools → Payment processing', () => {
  it('lists payments stuck mid-flight and releases one no order took, once', async () => {
    const chargeId = await untakenAuthorization(2500);
    const left = await saleWithCaptureLeftOpen('B-2');
    const list = await sale.f.api('GET', '/api/admin/tools/payment-processing/stuck');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.data.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ chargeId, kind: 'not_taken', amount: 2500, orderId: null }),
        expect.objectContaining({ chargeId: left.chargeId, kind: 'capture_pending', orderId: left.orderId }),
      ]),
    );
    // An order's payment is not released: it is the order's money.
    const refused = await sale.f.api(
      'POST',
      `/api/admin/tools/payment-processing/stuck/${left.chargeId}/void`,
    );
    expect(refused.statusCode).toBe(404);
    expect(errorCode(refused)).toBe('admin.stuck_payment_not_found');

    const voided = await sale.f.api('POST', `/api/admin/tools/payment-processing/stuck/${chargeId}/void`);
    expect(voided.statusCode, voided.body).toBe(200);
    expect((await sale.stripe.paymentIntents.retrieve(chargeId)).status).toBe('canceled');
    expect(await actionsOf(chargeId)).toEqual([{ kind: 'charge_voided' }]);
    const again = await sale.f.api('POST', `/api/admin/tools/payment-processing/stuck/${chargeId}/void`);
    expect(errorCode(again)).toBe('admin.stuck_payment_not_found');
    const after = await sale.f.api('GET', '/api/admin/tools/payment-processing/stuck');
    expect((after.data.items as { chargeId: string }[]).map((i) => i.chargeId)).not.toContain(chargeId);
  });

  it('retries a capture that timed out: captured once, the order’s payment captured', async () => {
    const left = await saleWithCaptureLeftOpen('B-3');
    const retried = await sale.f.api(
      'POST',
      `/api/admin/tools/payment-processing/stuck/${left.chargeId}/retry`,
    );
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.data).toEqual({ outcome: 'captured' });
    const [payment] = await sale.paymentsOf(left.orderId);
    expect(payment!.status).toBe('captured');
    expect((await sale.stripe.paymentIntents.retrieve(left.chargeId)).status).toBe('succeeded');
    expect(successfulCaptures(left.chargeId)).toBe(1);
    const again = await sale.f.api(
      'POST',
      `/api/admin/tools/payment-processing/stuck/${left.chargeId}/retry`,
    );
    expect(again.statusCode).toBe(404);
    expect(errorCode(again)).toBe('admin.stuck_payment_not_found');
    expect(successfulCaptures(left.chargeId)).toBe(1);
  });

  it('a retry racing the reconciliation job captures once and records it once', async () => {
    const config = { ...loadConfig({}), stripe: { apiUrl: local.url, timeoutMs: TIMEOUT_MS } };
    for (const place of ['B-4', 'B-5', 'B-6']) {
      const left = await saleWithCaptureLeftOpen(place);
      const later = new Date(t.clock.now.getTime() + 10 * 60_000);
      const [retried] = await Promise.all([
        sale.f.api('POST', `/api/admin/tools/payment-processing/stuck/${left.chargeId}/retry`),
        reconcile(t.database.db, later, 5 * 60_000, 500, config),
      ]);
      // Whichever came first settled it; the other found it settled.
      expect([200, 404]).toContain(retried.statusCode);
      const [payment] = await sale.paymentsOf(left.orderId);
      expect(payment!.status).toBe('captured');
      expect(successfulCaptures(left.chargeId)).toBe(1);
      expect(await actionsOf(left.chargeId)).toEqual([{ kind: 'charge_captured' }]);
    }
  });

  it('is refused to a user without refunds and cancellations', async () => {
    const other = await saleFixture(t);
    const { createStaffUser, signInAs } = await import('../factories');
    const seller = await createStaffUser(t.database.db, { accountId: other.accountId, role: 'TicketTaker' });
    const { call } = await import('../harness');
    const res = await call(t.app, {
      method: 'GET',
      url: '/api/admin/tools/payment-processing/stuck',
      token: await signInAs(t.app, seller.email),
    });
    expect(res.statusCode).toBe(403);
  });
});
