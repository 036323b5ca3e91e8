import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { registeredCustomer, shopCall } from '../customer-accounts/shop-session';
import { addHostname } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { stripeTestKeys } from '../stripe-local/stripe-account';
import { StripeLocal } from '../stripe-local/stripe-local';
import { takeCardsThroughStripe } from '../stripe-local/stripe-sale';

/**
 * Cards kept in the shop account at a Stripe venue (decisions/0107): the account's card entry is
 * Stripe's Payment Element, a card whose bank asks for 3-D Secure while it is saved is kept once
 * the payer passes the bank's step (as Stripe.js's handleNextAction does it), and every card of
 * one customer is kept on that customer's one Stripe Customer. The real server and database, the
 * `stripe` library and the local Stripe-compatible server.
 */
let t: TestApp;
let f: SaleFixture;
let local: StripeLocal;
const keys = stripeTestKeys();
const stripeAccount = keys.secretKey.slice('sk_test_'.length);

beforeAll(async () => {
  local = new StripeLocal({ now: () => t.clock.now });
  const url = await local.start();
  t = await startTestApp({
    now: new Date(),
    withSmtp: true,
    config: { stripe: { apiUrl: url, timeoutMs: 1500 }, signInAttemptsPerMinute: 10_000 },
  });
  f = await saleFixture(t);
  await addHostname(t.database.db, f.accountId, 'localhost', true);
  await takeCardsThroughStripe(t, f, keys);
});
afterAll(async () => {
  await t?.close();
  await local?.close();
});

/** What Stripe.js makes in the browser from a typed card: a PaymentMethod id. */
const element = (number: string) => local.browserPaymentMethod(keys.publishableKey, { number });

/** What Stripe's 3-D Secure page does when the payer answers it for a SetupIntent. */
async function answerBank(clientSecret: string, outcome: 'succeed' | 'fail') {
  const id = clientSecret.split('_secret_')[0]!;
  const res = await fetch(new URL(`/v1/setup_intents/${id}/authenticate`, local.url), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${keys.publishableKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ client_secret: clientSecret, outcome }).toString(),
  });
  expect(res.status).toBe(200);
}

const save = (cookie: string, paymentMethodId: string) =>
  shopCall(t, 'POST', '/api/shop/account/payment-methods', { cookie, payload: { paymentMethodId } });

const cards = async (cookie: string) =>
  (await shopCall(t, 'GET', '/api/shop/account/payment-methods', { cookie })).data as unknown as {
    last4: string;
  }[];

describe('the shop account’s card entry', () => {
  it('is Stripe’s Payment Element with the account’s publishable key, for a signed-in customer', async () => {
    const cookie = await registeredCustomer(t, 'entry@example.test');
    const entry = await shopCall(t, 'GET', '/api/shop/account/card-entry', { cookie });
    expect(entry.statusCode, entry.body).toBe(200);
    expect(entry.data).toEqual({
      kind: 'stripe',
      publishableKey: keys.publishableKey,
      scriptUrl: expect.stringMatching(/^https?:\/\//),
    });
    expect(entry.body).not.toContain(keys.secretKey);
    expect((await shopCall(t, 'GET', '/api/shop/account/card-entry', {})).statusCode).toBe(401);
  });
});

describe('3-D Secure while saving a card', () => {
  it('answers the SetupIntent’s client secret; once the bank’s step is passed the card is kept', async () => {
    const cookie = await registeredCustomer(t, 'secure@example.test');
    const paymentMethodId = await element('4000002500003155');
    const asked = await save(cookie, paymentMethodId);
    expect(asked.statusCode, asked.body).toBe(402);
    const [problem] = asked.data.errors as {
      code: string;
      field: string;
      nextAction: { clientSecret: string };
    }[];
    expect(problem).toMatchObject({ code: 'purchase.card_authentication_required', field: 'card.number' });
    expect(problem!.nextAction.clientSecret).toMatch(/^seti_\w+_secret_\w+$/);
    // Nothing kept while the bank waits.
    expect(await cards(cookie)).toEqual([]);
    expect(local.customers.customerOf(paymentMethodId)).toBeNull();

    await answerBank(problem!.nextAction.clientSecret, 'succeed');
    const setupIntentId = problem!.nextAction.clientSecret.split('_secret_')[0]!;
    const kept = await save(cookie, setupIntentId);
    expect(kept.statusCode, kept.body).toBe(201);
    expect(kept.data).toMatchObject({ brand: 'Visa', last4: '3155' });
    expect(await cards(cookie)).toEqual([expect.objectContaining({ last4: '3155' })]);
    expect(local.customers.customerOf(paymentMethodId)).toMatch(/^cus_/);
  });

  it('a bank step the payer fails keeps nothing; another customer’s or an unknown SetupIntent is refused', async () => {
    const cookie = await registeredCustomer(t, 'failed-secure@example.test');
    const asked = await save(cookie, await element('4000002500003155'));
    const secret = (asked.data.errors as { nextAction: { clientSecret: string } }[])[0]!.nextAction
      .clientSecret;
    await answerBank(secret, 'fail');
    const refused = await save(cookie, secret.split('_secret_')[0]!);
    expect(refused.data.errors).toEqual([
      expect.objectContaining({ code: 'purchase.card_declined', field: 'card.number' }),
    ]);
    expect(await cards(cookie)).toEqual([]);

    // A SetupIntent another customer passed the bank's step for is theirs, not this customer's.
    const other = await registeredCustomer(t, 'not-theirs@example.test');
    const theirs = await save(other, await element('4000002500003155'));
    const theirSecret = (theirs.data.errors as { nextAction: { clientSecret: string } }[])[0]!.nextAction
      .clientSecret;
    await answerBank(theirSecret, 'succeed');
    const taken = await save(cookie, theirSecret.split('_secret_')[0]!);
    expect(taken.data.errors).toEqual([
      expect.objectContaining({ code: 'purchase.payment_method_unsupported', field: 'card.number' }),
    ]);
    const unknown = await save(cookie, 'seti_doesnotexist');
    expect(unknown.data.errors).toEqual([
      expect.objectContaining({ code: 'purchase.payment_method_unsupported', field: 'card.number' }),
    ]);
    const odd = await save(cookie, 'seti_');
    expect(odd.statusCode).toBe(400);
    expect(await cards(cookie)).toEqual([]);
  });
});

describe('one Stripe Customer per customer', () => {
  it('keeps every card of a customer on their one Customer; another customer gets their own', async () => {
    const before = local.customers.customerCount(stripeAccount);
    const ada = await registeredCustomer(t, 'one-customer@example.test');
    const first = await element('4242424242424242');
    const second = await element('5555555555554444');
    expect((await save(ada, first)).statusCode).toBe(201);
    expect((await save(ada, second)).statusCode).toBe(201);
    const customer = local.customers.customerOf(first);
    expect(customer).toMatch(/^cus_/);
    expect(local.customers.customerOf(second)).toBe(customer);

    // A card kept after the bank's step goes on the same Customer.
    const secured = await element('4000002500003155');
    const asked = await save(ada, secured);
    const secret = (asked.data.errors as { nextAction: { clientSecret: string } }[])[0]!.nextAction
      .clientSecret;
    await answerBank(secret, 'succeed');
    expect((await save(ada, secret.split('_secret_')[0]!)).statusCode).toBe(201);
    expect(local.customers.customerOf(secured)).toBe(customer);
    expect(await cards(ada)).toHaveLength(3);

    const grace = await registeredCustomer(t, 'other-customer@example.test');
    const hers = await element('4242424242424242');
    expect((await save(grace, hers)).statusCode).toBe(201);
    expect(local.customers.customerOf(hers)).toMatch(/^cus_/);
    expect(local.customers.customerOf(hers)).not.toBe(customer);
    expect(local.customers.customerCount(stripeAccount) - before).toBe(2);

    // Removing a card leaves the Customer and the customer's other cards.
    const [kept] = (await shopCall(t, 'GET', '/api/shop/account/payment-methods', { cookie: ada }))
      .data as unknown as { id: number }[];
    await shopCall(t, 'DELETE', `/api/shop/account/payment-methods/${kept!.id}`, { cookie: ada });
    const again = await element('4242424242424242');
    expect((await save(ada, again)).statusCode).toBe(201);
    expect(local.customers.customerOf(again)).toBe(customer);
  });
});
