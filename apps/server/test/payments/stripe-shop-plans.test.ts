import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { registeredCustomer } from '../customer-accounts/shop-session';
import { addHostname } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { createPlan, type PlanDetail, planOfOrder, renewingSession } from '../payment-plans/plan-fixture';
import { buyer, codeOf } from '../shop/shop-client';
import { stripeTestKeys } from '../stripe-local/stripe-account';
import { StripeLocal } from '../stripe-local/stripe-local';
import { takeCardsThroughStripe } from '../stripe-local/stripe-sale';

/**
 * A signed-in customer buys on a payment plan in the shop at a Stripe venue (decisions/0107):
 * the plans the basket may use are offered with their schedules, the card pays the first
 * instalment now and is kept (with the buyer's consent) on the customer's one Stripe Customer,
 * and the job queue charges the next instalment when the clock reaches its date. Real server,
 * database, `stripe` library and the local Stripe-compatible server.
 */
let t: TestApp;
let f: SaleFixture;
let local: StripeLocal;
const keys = stripeTestKeys();
let keySeq = 0;
const newKey = () => `shop-plan-attempt-${++keySeq}-0000000`;

beforeAll(async () => {
  local = new StripeLocal({ now: () => t.clock.now });
  const url = await local.start();
  t = await startTestApp({
    movableClock: true,
    now: new Date(),
    withSmtp: true,
    config: { stripe: { apiUrl: url, timeoutMs: 1500 }, signInAttemptsPerMinute: 10_000 },
  });
  f = renewingSession(t, await saleFixture(t));
  await addHostname(t.database.db, f.accountId, 'localhost', true);
  await takeCardsThroughStripe(t, f, keys);
});
afterAll(async () => {
  await t?.close();
  await local?.close();
});

/** A shop browser: its basket cookie, and the customer's session once signed in. */
function browser(session?: string) {
  const cookies: Record<string, string> = session ? { tessera_shop_session: session } : {};
  return async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => {
    const res = await call(t.app, {
      method,
      url,
      payload,
      headers: { host: 'localhost' },
      cookies: { ...cookies },
    });
    for (const c of res.cookies) if (c.name === 'tessera_basket' && c.value) cookies[c.name] = c.value;
    return res;
  };
}

const element = (number: string) => local.browserPaymentMethod(keys.publishableKey, { number });

async function seatInBasket(send: ReturnType<typeof browser>, place: string): Promise<number> {
  const res = await send('POST', '/api/shop/basket/seats', {
    eventId: f.eventId,
    seatIds: [f.seats.get(place)],
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.data.basket as { total: number }).total;
}

describe('payment plans in the shop', () => {
  it('a signed-in customer pays the first instalment now; the job queue charges the next one', async () => {
    const plan = await createPlan(f, { instalments: 2, channels: ['Web'] });
    const session = await registeredCustomer(t, 'shop-plan@example.test');
    const send = browser(session);
    const total = await seatInBasket(send, 'A-1');

    const offered = await send('GET', '/api/shop/basket/payment-plans');
    expect(offered.statusCode, offered.body).toBe(200);
    const mine = (offered.data as unknown as { id: number; instalments: { amount: number }[] }[]).find(
      (p) => p.id === plan.id,
    );
    expect(mine?.instalments.map((i) => i.amount).reduce((a, b) => a + b, 0)).toBe(total);
    const first = mine!.instalments[0]!.amount;

    // A plan keeps the card for later: without the buyer's consent nothing is charged.
    const paymentMethodId = await element('4242424242424242');
    const body = { buyer, expectedTotal: total, paymentMethodId, paymentPlanId: plan.id };
    const noConsent = await send('POST', '/api/shop/basket/checkout', { ...body, idempotencyKey: newKey() });
    expect(codeOf(noConsent)).toBe('purchase.instalment_plan_card_required');
    expect(local.allIntents().filter((i) => i.paymentMethod === paymentMethodId)).toEqual([]);

    const sold = await send('POST', '/api/shop/basket/checkout', {
      ...body,
      keepCard: true,
      idempotencyKey: newKey(),
    });
    expect(sold.statusCode, sold.body).toBe(201);
    const orderId = sold.data.id as number;
    // The card paid the first instalment only, on the customer's Customer.
    const charged = local.allIntents().filter((i) => i.paymentMethod === paymentMethodId);
    expect(charged.map((i) => i.amount)).toEqual([first]);
    const customer = local.customers.customerOf(paymentMethodId);
    expect(customer).toMatch(/^cus_/);

    const plans = await send('GET', '/api/shop/account/payment-plans');
    expect(plans.statusCode, plans.body).toBe(200);
    const shown = (plans.data as unknown as PlanDetail[]).find((p) => p.orderId === orderId);
    expect(shown?.instalments.map((i) => i.status)).toEqual(['paid', 'due']);

    // A card the customer keeps later goes on the same Customer.
    const later = await element('5555555555554444');
    const kept = await send('POST', '/api/shop/account/payment-methods', { paymentMethodId: later });
    expect(kept.statusCode, kept.body).toBe(201);
    expect(local.customers.customerOf(later)).toBe(customer);

    await t.clock.advance(32 * 86_400_000);
    let detail = await planOfOrder(f, orderId);
    for (let i = 0; i < 400 && detail.instalments[1]!.status !== 'paid'; i++) {
      await t.clock.advance(2_500);
      await new Promise((r) => setTimeout(r, 20));
      detail = await planOfOrder(f, orderId);
    }
    expect(detail.instalments.map((i) => i.status)).toEqual(['paid', 'paid']);
    const offSession = local.allIntents().filter((i) => i.paymentMethod === paymentMethodId && i.offSession);
    expect(offSession.map((i) => i.amount)).toEqual([total - first]);
  });

  it('offers no plan to a guest and refuses a guest’s checkout on one', async () => {
    const plan = await createPlan(f, { instalments: 2, channels: ['Web'] });
    const send = browser();
    const total = await seatInBasket(send, 'A-2');
    expect((await send('GET', '/api/shop/basket/payment-plans')).data).toEqual([]);
    const refused = await send('POST', '/api/shop/basket/checkout', {
      buyer,
      expectedTotal: total,
      paymentMethodId: await element('4242424242424242'),
      paymentPlanId: plan.id,
      keepCard: true,
      idempotencyKey: newKey(),
    });
    expect(codeOf(refused)).toBe('purchase.instalment_plan_unavailable');
  });
});

describe('a payment plan paid with a card the customer keeps (decisions/0110)', () => {
  it('charges the stored card for the first instalment, keeps it for the plan after it leaves the list', async () => {
    const plan = await createPlan(f, { instalments: 2, channels: ['Web'] });
    const session = await registeredCustomer(t, 'shop-plan-stored@example.test');
    const send = browser(session);
    const pm = await element('5555555555554444');
    const stored = await send('POST', '/api/shop/account/payment-methods', { paymentMethodId: pm });
    expect(stored.statusCode, stored.body).toBe(201);
    const storedCardId = stored.data.id as number;
    const total = await seatInBasket(send, 'A-3');
    const offered = (await send('GET', '/api/shop/basket/payment-plans')).data as unknown as {
      id: number;
      instalments: { amount: number }[];
    }[];
    const first = offered.find((p) => p.id === plan.id)!.instalments[0]!.amount;
    const customersBefore = local.customers.customerOf(pm);

    const sold = await send('POST', '/api/shop/basket/checkout', {
      buyer,
      expectedTotal: total,
      paymentPlanId: plan.id,
      storedCardId,
      keepCard: true,
      idempotencyKey: newKey(),
    });
    expect(sold.statusCode, sold.body).toBe(201);
    const orderId = sold.data.id as number;
    // The stored card paid the first instalment, on its own Customer; no card was kept anew.
    expect(
      local
        .allIntents()
        .filter((i) => i.paymentMethod === pm)
        .map((i) => i.amount),
    ).toEqual([first]);
    expect(local.customers.customerOf(pm)).toBe(customersBefore);
    const plans = (await send('GET', '/api/shop/account/payment-plans')).data as unknown as PlanDetail[];
    const shown = plans.find((p) => p.orderId === orderId);
    expect(shown?.card.last4).toBe('4444');
    expect(shown?.instalments.map((i) => i.status)).toEqual(['paid', 'due']);

    // Removing the card from the account's list leaves it with Stripe: the plan still charges it.
    const removed = await send('DELETE', `/api/shop/account/payment-methods/${storedCardId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(local.customers.customerOf(pm)).toBe(customersBefore);
    await t.clock.advance(32 * 86_400_000);
    let detail = await planOfOrder(f, orderId);
    for (let i = 0; i < 400 && detail.instalments[1]!.status !== 'paid'; i++) {
      await t.clock.advance(2_500);
      await new Promise((r) => setTimeout(r, 20));
      detail = await planOfOrder(f, orderId);
    }
    expect(detail.instalments.map((i) => i.status)).toEqual(['paid', 'paid']);
  });

  it('refuses a stored card without a plan, another customer’s card, and one kept elsewhere', async () => {
    const plan = await createPlan(f, { instalments: 2, channels: ['Web'] });
    const owner = browser(await registeredCustomer(t, 'shop-plan-owner@example.test'));
    const kept = await owner('POST', '/api/shop/account/payment-methods', {
      paymentMethodId: await element('4242424242424242'),
    });
    const ownerCard = kept.data.id as number;
    const session = await registeredCustomer(t, 'shop-plan-other@example.test');
    const send = browser(session);
    const total = await seatInBasket(send, 'A-4');
    const base = { buyer, expectedTotal: total, keepCard: true };
    const ownPm = await element('4242424242424242');
    const own = await send('POST', '/api/shop/account/payment-methods', { paymentMethodId: ownPm });
    const ownCard = own.data.id as number;

    const noPlan = await send('POST', '/api/shop/basket/checkout', {
      ...base,
      storedCardId: ownCard,
      idempotencyKey: newKey(),
    });
    expect(codeOf(noPlan)).toBe('purchase.instalment_stored_card_plan_only');
    const notTheirs = await send('POST', '/api/shop/basket/checkout', {
      ...base,
      paymentPlanId: plan.id,
      storedCardId: ownerCard,
      idempotencyKey: newKey(),
    });
    expect(codeOf(notTheirs)).toBe('purchase.stored_card_not_found');
    // A card kept with another payment account (here the built-in sandbox) cannot pay this venue.
    await t.database.db.execute(
      sql`UPDATE customer_payment_methods SET processor = 'sandbox', payment_account_id = NULL WHERE id = ${ownCard}`,
    );
    const elsewhere = await send('POST', '/api/shop/basket/checkout', {
      ...base,
      paymentPlanId: plan.id,
      storedCardId: ownCard,
      idempotencyKey: newKey(),
    });
    expect(codeOf(elsewhere)).toBe('purchase.instalment_stored_card_elsewhere');
    // Nothing was charged to the card on any of them.
    expect(local.allIntents().filter((i) => i.paymentMethod === ownPm)).toEqual([]);
  });
});
