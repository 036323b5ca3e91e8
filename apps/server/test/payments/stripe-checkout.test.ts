import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/config';
import { rows } from '@/db/sql';
import type { ProcessorConfig } from '@/modules/payments/payment-processor.port';
import { reconcile } from '@/modules/reconciliation/reconciliation.service';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { addHostname } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { buyer, errorCode, key, refundsSettled } from '../orders/order-fixture';
import { shopBrowser, buyer as shopBuyer } from '../shop/shop-client';
import { stripeTestKeys } from '../stripe-local/stripe-account';
import { StripeLocal } from '../stripe-local/stripe-local';
import { takeCardsThroughStripe } from '../stripe-local/stripe-sale';

/**
 * The box office takes cards through Stripe when the venue's card payment account is a Stripe
 * account: the real server and database, the real `stripe` library, and the local
 * Stripe-compatible server standing in for Stripe. The card reaches us only as a PaymentMethod
 * made in the browser (here as Stripe.js makes it, with the publishable key).
 */
let t: TestApp;
let f: SaleFixture;
let local: StripeLocal;
const keys = stripeTestKeys();
let stripe: Stripe;
const TIMEOUT_MS = 1500;
let processors: ProcessorConfig;

beforeAll(async () => {
  local = new StripeLocal({ now: () => t.clock.now });
  const url = await local.start();
  processors = {
    paymentCredentialsKey: loadConfig({}).paymentCredentialsKey,
    stripe: { apiUrl: url, timeoutMs: TIMEOUT_MS },
  };
  t = await startTestApp({ config: { stripe: processors.stripe } });
  f = await saleFixture(t);
  await takeCardsThroughStripe(t, f, keys);
  // The venue's own look at its Stripe account (as its dashboard would show it).
  stripe = new Stripe(keys.secretKey, { host: url.hostname, port: url.port, protocol: 'http' });
});
afterAll(async () => {
  await t?.close();
  await local?.close();
});

async function basketOf(places: string[]) {
  const open = await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
  const basket = await f.api('POST', `/api/admin/baskets/${open.data.id}/seats`, {
    eventId: f.eventId,
    seatIds: places.map((p) => f.seats.get(p)),
  });
  expect(basket.statusCode, basket.body).toBe(200);
  return { id: open.data.id as string, total: basket.data.total as number };
}

async function payWith(number: string, places: string[]) {
  const basket = await basketOf(places);
  const paymentMethodId = await local.browserPaymentMethod(keys.publishableKey, { number });
  const res = await f.api('POST', `/api/admin/baskets/${basket.id}/checkout`, {
    idempotencyKey: key(),
    buyer,
    payments: [{ type: 'CreditCard', amount: basket.total, paymentMethodId }],
  });
  return { res, basket, paymentMethodId };
}

const intentsOfBasket = async (basketId: string) =>
  (await stripe.paymentIntents.search({ query: `metadata['tessera_basket']:'${basketId}'` })).data;

const paymentsOf = (orderId: number) =>
  rows<{ processor: string; provider_id: string; status: string; method: string; last4: string }>(
    t.database.db,
    sql`SELECT processor, provider_id, status, method, last4 FROM payments WHERE order_id = ${orderId}`,
  );

describe('card payments through Stripe', () => {
  it('authorizes, writes the order, then captures the PaymentIntent', async () => {
    const { res, basket } = await payWith('4242424242424242', ['A-1']);
    expect(res.statusCode, res.body).toBe(201);
    const orderId = res.data.id as number;
    const [payment] = await paymentsOf(orderId);
    expect(payment).toMatchObject({ processor: 'stripe', status: 'captured', method: 'Visa', last4: '4242' });
    const [intent] = await intentsOfBasket(basket.id);
    expect(intent).toMatchObject({
      id: payment!.provider_id,
      status: 'succeeded',
      amount: basket.total,
      capture_method: 'manual',
      currency: 'usd',
    });
  });

  it('takes a shop buyer’s card from Stripe’s fields, and refuses a typed card for a Stripe venue', async () => {
    await addHostname(t.database.db, f.accountId, 'localhost', true);
    const b = shopBrowser(t.app);
    const added = await b.send('POST', '/api/shop/basket/seats', {
      eventId: f.eventId,
      seatIds: [f.seats.get('A-5')],
    });
    expect(added.statusCode, added.body).toBe(200);
    const typed = await b.send('POST', '/api/shop/basket/checkout', {
      idempotencyKey: key(),
      buyer: shopBuyer,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
    });
    expect(typed.statusCode).toBe(400);
    expect(typed.data.errors).toEqual([
      expect.objectContaining({ code: 'purchase.payment_method_unsupported', field: 'card.number' }),
    ]);
    const paymentMethodId = await local.browserPaymentMethod(keys.publishableKey, {
      number: '4242424242424242',
    });
    const paid = await b.send('POST', '/api/shop/basket/checkout', {
      idempotencyKey: key(),
      buyer: shopBuyer,
      paymentMethodId,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.data.payments).toEqual([expect.objectContaining({ method: 'Visa', last4: '4242' })]);
    const [payment] = await paymentsOf(paid.data.id as number);
    expect((await stripe.paymentIntents.retrieve(payment!.provider_id)).status).toBe('succeeded');
  });

  it('refuses a declined card on its field: no order, the seats still in the basket', async () => {
    const { res, basket } = await payWith('4000000000000002', ['A-2']);
    expect(res.statusCode).toBe(402);
    expect(res.data.errors).toEqual([
      expect.objectContaining({ code: 'purchase.card_declined', field: 'payments.0.card.number' }),
    ]);
    const open = await f.api('GET', `/api/admin/baskets/${basket.id}`);
    expect(open.data).toMatchObject({ status: 'open', total: basket.total });
    expect((await intentsOfBasket(basket.id)).map((i) => i.status)).toEqual(['requires_payment_method']);
  });

  it('says so when the bank asks for 3-D Secure, hands the browser the bank’s step, and holds nothing', async () => {
    const { res, basket } = await payWith('4000002760003184', ['A-3']);
    expect(res.statusCode).toBe(402);
    expect(errorCode(res)).toBe('purchase.card_authentication_required');
    expect((res.data.errors as { message: string }[])[0]!.message).toMatch(/3-D Secure/);
    const [intent] = await intentsOfBasket(basket.id);
    // Waiting for the payer's bank (decisions/0089): Stripe.js takes it from the client secret.
    expect(intent).toMatchObject({ status: 'requires_action', amount_capturable: 0 });
    expect((res.data.errors as { nextAction?: unknown }[])[0]!.nextAction).toEqual({
      clientSecret: intent!.client_secret,
    });
    const open = await f.api('GET', `/api/admin/baskets/${basket.id}`);
    expect(open.data).toMatchObject({ status: 'open' });
  });

  it('fails cleanly when Stripe answers too late; reconciliation voids the authorization later', async () => {
    local.delayMs = TIMEOUT_MS + 500;
    local.delayFor = (method, path) => method === 'POST' && path === '/v1/payment_intents';
    let outcome: Awaited<ReturnType<typeof payWith>>;
    try {
      outcome = await payWith('4242424242424242', ['A-4']);
    } finally {
      local.delayMs = 0;
    }
    const { res, basket } = outcome;
    expect(res.statusCode).toBe(504);
    expect(errorCode(res)).toBe('purchase.payment_timeout');
    const [orders] = await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM orders WHERE basket_id = ${basket.id}::uuid`,
    );
    expect(orders!.n).toBe(0);
    // Stripe did authorize it, unseen by the checkout: held on the card until reconciliation.
    const [held] = await intentsOfBasket(basket.id);
    expect(held!.status).toBe('requires_capture');
    const early = await reconcile(t.database.db, t.clock.now, 5 * 60_000, 500, processors);
    expect(early.chargesVoided).toBe(0);
    // Once the basket's timer has run out (its seats free again), nothing can take the charge.
    const expiresAt = (await f.api('GET', `/api/admin/baskets/${basket.id}`)).data.expiresAt as string | null;
    const later = new Date(Math.max(t.clock.now.getTime(), Date.parse(expiresAt ?? '0')) + 6 * 60_000);
    expect(await reconcile(t.database.db, later, 5 * 60_000, 500, processors)).toMatchObject({
      chargesVoided: 1,
    });
    expect((await stripe.paymentIntents.retrieve(held!.id)).status).toBe('canceled');
  });

  it('refunds a cancelled order in full, and a voided ticket in part', async () => {
    const { res } = await payWith('4242424242424242', ['B-1', 'B-2']);
    expect(res.statusCode, res.body).toBe(201);
    const order = res.data as { id: number; total: number; tickets: { id: number; total: number }[] };
    const [payment] = await paymentsOf(order.id);
    const voided = await f.api('POST', `/api/admin/orders/${order.id}/void`, {
      ticketIds: [order.tickets[0]!.id],
      returnTo: 'open',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const partial = await refundsSettled(f, order.id);
    expect(partial.refunds).toEqual([
      expect.objectContaining({ state: 'succeeded', amount: order.tickets[0]!.total }),
    ]);
    let intent = await stripe.paymentIntents.retrieve(payment!.provider_id, { expand: ['latest_charge'] });
    expect((intent.latest_charge as Stripe.Charge).amount_refunded).toBe(order.tickets[0]!.total);

    const cancelled = await f.api('POST', `/api/admin/orders/${order.id}/cancel`, { returnTo: 'open' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const full = await refundsSettled(f, order.id);
    expect(full.refunds.map((r) => r.state)).toEqual(['succeeded', 'succeeded']);
    expect(full.payments[0]!.status).toBe('refunded');
    intent = await stripe.paymentIntents.retrieve(payment!.provider_id, { expand: ['latest_charge'] });
    expect((intent.latest_charge as Stripe.Charge).amount_refunded).toBe(order.total);
  });

  it('records a refund Stripe refuses as failed, for staff to see', async () => {
    const { res } = await payWith('4242424242424242', ['B-3']);
    expect(res.statusCode, res.body).toBe(201);
    const orderId = res.data.id as number;
    const [payment] = await paymentsOf(orderId);
    // Refunded meanwhile in Stripe's dashboard: nothing is left for our refund.
    await stripe.refunds.create({ payment_intent: payment!.provider_id });
    const cancelled = await f.api('POST', `/api/admin/orders/${orderId}/cancel`, { returnTo: 'open' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const settled = await refundsSettled(f, orderId);
    expect(settled.refunds).toEqual([
      expect.objectContaining({ state: 'failed', failureCode: 'admin.order_refund_failed' }),
    ]);
    expect(settled.refundsOutstanding).toBeGreaterThan(0);
  });
});
