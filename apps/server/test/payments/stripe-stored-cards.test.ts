import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/config';
import { rows } from '@/db/sql';
import { chargeInstalment } from '@/modules/instalments/instalments.service';
import { unbalancedOrders } from '@/modules/orders/order-books.store';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { registeredCustomer, shopCall } from '../customer-accounts/shop-session';
import { addHostname } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { buyer, errorCode, key } from '../orders/order-fixture';
import {
  basketOf,
  createPlan,
  offered,
  type PlanDetail,
  planOfOrder,
  renewingSession,
} from '../payment-plans/plan-fixture';
import { stripeTestKeys } from '../stripe-local/stripe-account';
import { StripeLocal } from '../stripe-local/stripe-local';
import { takeCardsThroughStripe } from '../stripe-local/stripe-sale';
import { readMail } from '../tickets/mail-read';

/**
 * Stored cards through Stripe (decisions/0097): the real server and database, the real `stripe`
 * library and the local Stripe-compatible server. A card is kept as a PaymentMethod attached to a
 * Customer by a SetupIntent; a payment plan's later instalments are off-session PaymentIntents
 * charged by the job queue as the clock reaches their dates.
 */
let t: TestApp;
let f: SaleFixture;
let local: StripeLocal;
const keys = stripeTestKeys();
let stripeConfig: { apiUrl: URL; timeoutMs: number };

beforeAll(async () => {
  // The local Stripe server reads the test's clock, as the app does.
  local = new StripeLocal({ now: () => t.clock.now });
  const url = await local.start();
  stripeConfig = { apiUrl: url, timeoutMs: 1500 };
  t = await startTestApp({
    movableClock: true,
    now: new Date(),
    withSmtp: true,
    config: { stripe: stripeConfig, signInAttemptsPerMinute: 10_000 },
  });
  f = renewingSession(t, await saleFixture(t));
  await addHostname(t.database.db, f.accountId, 'localhost', true);
  await takeCardsThroughStripe(t, f, keys);
});
afterAll(async () => {
  await t?.close();
  await local?.close();
});

const balanced = async () => expect(await unbalancedOrders(t.database.db, f.accountId)).toEqual([]);
const statuses = (p: PlanDetail) => p.instalments.map((i) => i.status);
/** What Stripe.js makes in the browser from a typed card: a PaymentMethod id. */
const element = (number: string) => local.browserPaymentMethod(keys.publishableKey, { number });

async function moveUntil<T>(ms: number, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  await t.clock.advance(ms);
  for (let i = 0; i < 400; i++) {
    const value = await read();
    if (done(value)) return value;
    await t.clock.advance(2_500);
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('never happened');
}

async function sellOnPlan(email: string, places: string[], instalments = 3) {
  const plan = await createPlan(f, { instalments });
  const basket = await basketOf(f, places);
  const schedule = (await offered(f, basket.id)).find((p) => p.id === plan.id)!.instalments;
  const paymentMethodId = await element('4242424242424242');
  const sold = await f.api('POST', `/api/admin/baskets/${basket.id}/checkout`, {
    idempotencyKey: key(),
    buyer: { ...buyer, email },
    payments: [{ type: 'CreditCard', amount: schedule[0]!.amount, paymentMethodId }],
    paymentPlanId: plan.id,
  });
  expect(sold.statusCode, sold.body).toBe(201);
  return { orderId: sold.data.id as number, schedule, paymentMethodId };
}

describe('payment plans at a Stripe venue', () => {
  it('keeps the card on a Stripe Customer; the job queue charges the next instalment off session', async () => {
    const { orderId, schedule, paymentMethodId } = await sellOnPlan('plan.stripe@example.test', [
      'E-1',
      'E-2',
    ]);
    const plan = await planOfOrder(f, orderId);
    expect(plan).toMatchObject({
      status: 'active',
      paid: schedule[0]!.amount,
      card: { brand: 'Visa', last4: '4242' },
    });
    expect(statuses(plan)).toEqual(['paid', 'due', 'due']);
    // Stripe keeps the card on a Customer; the first instalment was paid with that Customer.
    const customer = local.customers.customerOf(paymentMethodId);
    expect(customer).toMatch(/^cus_/);
    const first = local.allIntents().find((i) => i.paymentMethod === paymentMethodId)!;
    expect(first).toMatchObject({
      customer,
      status: 'succeeded',
      amount: schedule[0]!.amount,
      offSession: false,
    });
    await balanced();

    const after = await moveUntil(
      new Date(schedule[1]!.dueAt).getTime() - t.clock.now.getTime(),
      () => planOfOrder(f, orderId),
      (p) => p.instalments[1]!.status === 'paid',
    );
    expect(statuses(after)).toEqual(['paid', 'paid', 'due']);
    const charged = local.allIntents().filter((i) => i.paymentMethod === paymentMethodId && i.offSession);
    expect(charged).toHaveLength(1);
    expect(charged[0]).toMatchObject({ customer, status: 'succeeded', amount: schedule[1]!.amount });
    const order = await f.api('GET', `/api/admin/orders/${orderId}`);
    expect((order.data.payments as { amount: number }[]).map((p) => p.amount)).toEqual([
      schedule[0]!.amount,
      schedule[1]!.amount,
    ]);
    await balanced();
  });

  it('a card Stripe saves but declines later fails the instalment and mails the buyer', async () => {
    const email = 'declined.stripe@example.test';
    const { orderId, schedule } = await sellOnPlan(email, ['A-1'], 2);
    const plan = await planOfOrder(f, orderId);
    // Staff keep another card from the Payment Element: saved by Stripe, declined when charged.
    const changed = await f.api('PUT', `/api/admin/payment-plans/${plan.id}/card`, {
      paymentMethodId: await element('4000000000000341'),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.data.card).toEqual({ brand: 'Visa', last4: '0341' });
    // A card Stripe refuses to save is refused here, with the catalogue's words.
    const refused = await f.api('PUT', `/api/admin/payment-plans/${plan.id}/card`, {
      paymentMethodId: await element('4000000000000002'),
    });
    expect(errorCode(refused)).toBe('purchase.card_declined');

    const failed = await moveUntil(
      new Date(schedule[1]!.dueAt).getTime() - t.clock.now.getTime(),
      () => planOfOrder(f, orderId),
      (p) => p.instalments[1]!.status === 'failed',
    );
    expect(failed.instalments[1]).toMatchObject({ failureCode: 'purchase.card_declined' });
    let received: string | undefined;
    for (let i = 0; i < 200 && !received; i++) {
      received = t.smtp!.received.find((m) => m.to.includes(email) && m.text.includes('installment 2'))?.raw;
      await new Promise((r) => setTimeout(r, 20));
    }
    const mail = await readMail(received ?? '');
    expect(mail.subject).toContain(`installment 2 of order ${orderId} failed`);
    await balanced();
  });

  it('a card that already paid without being kept cannot be kept (Stripe’s rule)', async () => {
    const plan = await createPlan(f, { instalments: 2 });
    const paymentMethodId = await element('4242424242424242');
    const once = await basketOf(f, ['B-1']);
    const paid = await f.api('POST', `/api/admin/baskets/${once.id}/checkout`, {
      idempotencyKey: key(),
      buyer,
      payments: [{ type: 'CreditCard', amount: once.total, paymentMethodId }],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const basket = await basketOf(f, ['B-2']);
    const schedule = (await offered(f, basket.id)).find((p) => p.id === plan.id)!.instalments;
    const res = await f.api('POST', `/api/admin/baskets/${basket.id}/checkout`, {
      idempotencyKey: key(),
      buyer,
      payments: [{ type: 'CreditCard', amount: schedule[0]!.amount, paymentMethodId }],
      paymentPlanId: plan.id,
    });
    expect(errorCode(res)).toBe('purchase.payment_method_unsupported');
    expect((await f.api('GET', `/api/admin/baskets/${basket.id}`)).data.status).toBe('open');
  });
});

describe('an instalment of a Stripe plan raced by two runners', () => {
  it('makes one off-session charge and one payment (PostgreSQL: the runners overlap)', async () => {
    const { orderId, schedule, paymentMethodId } = await sellOnPlan('raced.stripe@example.test', ['C-1'], 2);
    const second = (await planOfOrder(f, orderId)).instalments[1]!;
    const io = {
      db: t.database.db,
      now: () => t.clock.now,
      mailer: { delivers: false } as never,
      config: { paymentCredentialsKey: loadConfig({}).paymentCredentialsKey, stripe: stripeConfig },
    };
    const outcomes = await Promise.all(
      Array.from({ length: 2 }, () =>
        chargeInstalment(io, f.accountId, second.id, { lastAttempt: false, includeFailed: true }),
      ),
    );
    expect(outcomes.map((o) => o.status).sort()).toEqual(['paid', 'skipped']);
    const offSession = local.allIntents().filter((i) => i.paymentMethod === paymentMethodId && i.offSession);
    expect(offSession).toHaveLength(1);
    expect(offSession[0]).toMatchObject({ status: 'succeeded', amount: schedule[1]!.amount });
    const payments = await rows<{ n: number | string }>(
      t.database.db,
      sql`SELECT count(*) AS n FROM payments WHERE order_id = ${orderId}`,
    );
    expect(Number(payments[0]!.n)).toBe(2);
    expect((await planOfOrder(f, orderId)).status).toBe('completed');
    await balanced();
  });
});

describe('stored cards in the shop account at a Stripe venue', () => {
  it('saves a card from the Payment Element on a Stripe Customer; removing it detaches it', async () => {
    const cookie = await registeredCustomer(t, 'saver@example.test');
    const paymentMethodId = await element('5555555555554444');
    const added = await shopCall(t, 'POST', '/api/shop/account/payment-methods', {
      cookie,
      payload: { paymentMethodId },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.data).toMatchObject({ brand: 'MasterCard', last4: '4444', expMonth: 12, expYear: 2030 });
    expect(local.customers.customerOf(paymentMethodId)).toMatch(/^cus_/);
    const list = await shopCall(t, 'GET', '/api/shop/account/payment-methods', { cookie });
    expect(list.data).toEqual([expect.objectContaining({ last4: '4444' })]);

    const declined = await shopCall(t, 'POST', '/api/shop/account/payment-methods', {
      cookie,
      payload: { paymentMethodId: await element('4000000000000002') },
    });
    expect(declined.data.errors).toEqual([expect.objectContaining({ code: 'purchase.card_declined' })]);
    const nothing = await shopCall(t, 'POST', '/api/shop/account/payment-methods', { cookie, payload: {} });
    expect(nothing.data.errors).toEqual([
      expect.objectContaining({ code: 'purchase.card_number_invalid', field: 'card.number' }),
    ]);

    // Staff see it on the customer: what identifies the card, never the processor's token.
    const [who] = await rows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM customers WHERE email = 'saver@example.test' AND account_id = ${f.accountId}`,
    );
    const staffView = await f.api('GET', `/api/admin/customers/${who!.id}/payment-methods`);
    expect(staffView.statusCode, staffView.body).toBe(200);
    expect(staffView.data).toEqual([
      expect.objectContaining({ brand: 'MasterCard', last4: '4444', expMonth: 12, expYear: 2030 }),
    ]);
    expect(staffView.body).not.toContain('pm_');
    expect(errorCode(await f.api('GET', '/api/admin/customers/999999/payment-methods'))).toBe(
      'admin.customer_not_found',
    );

    const removed = await shopCall(t, 'DELETE', `/api/shop/account/payment-methods/${added.data.id}`, {
      cookie,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    // Stripe no longer holds it for the customer: it cannot be charged again.
    expect(local.customers.customerOf(paymentMethodId)).toBeNull();
    expect((await shopCall(t, 'GET', '/api/shop/account/payment-methods', { cookie })).data).toEqual([]);
    expect((await f.api('GET', `/api/admin/customers/${who!.id}/payment-methods`)).data).toEqual([]);
  });
});
