import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/config';
import { saleFixture } from '../commerce/sale-fixture';
import { addHostname } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { buyer, errorCode, key } from '../orders/order-fixture';
import { shopBrowser, buyer as shopBuyer } from '../shop/shop-client';
import { StripeLocal } from '../stripe-local/stripe-local';
import { stripeSale } from '../stripe-local/stripe-sale';

/**
 * Card entry without card data on our servers (decisions/0089): the venue's card payment account
 * decides whether the shop and the box office show Stripe's Payment Element (with the account's
 * publishable key and Stripe.js from STRIPE_JS_URL) or the card form; a bank's 3-D Secure step is
 * handed to the browser's Stripe.js, and the checkout then takes the intent it authorized. The
 * real server and database, the real `stripe` library, the local Stripe-compatible server.
 */
let t: TestApp;
let local: StripeLocal;
let sale: Awaited<ReturnType<typeof stripeSale>>;
const scriptUrl = 'http://127.0.0.1:9/v3/';

beforeAll(async () => {
  local = new StripeLocal({ now: () => t.clock.now });
  const url = await local.start();
  t = await startTestApp({
    config: { stripe: { apiUrl: url, timeoutMs: 3000 }, stripeJsUrl: new URL(scriptUrl) },
  });
  sale = await stripeSale(t, local);
});
afterAll(async () => {
  await t?.close();
  await local?.close();
});

/** The client secret a checkout answered for the bank's 3-D Secure step. */
const clientSecretOf = (res: { data: Record<string, unknown> }) =>
  (res.data.errors as { nextAction: { clientSecret: string } }[])[0]!.nextAction.clientSecret;

/** What Stripe's 3-D Secure page does when the payer answers it (the stand-in's dialog posts it). */
async function answerBank(clientSecret: string, outcome: 'succeed' | 'fail') {
  const id = clientSecret.split('_secret_')[0]!;
  const res = await fetch(new URL(`/v1/payment_intents/${id}/authenticate`, local.url), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${sale.keys.publishableKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ client_secret: clientSecret, outcome }).toString(),
  });
  expect(res.status).toBe(200);
}

describe('how the card is entered comes from the venue’s payment account', () => {
  it('the box office gets Stripe’s Payment Element for a Stripe venue, the card form for a sandbox one', async () => {
    const open = await sale.f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
    await sale.f.api('POST', `/api/admin/baskets/${open.data.id}/seats`, {
      eventId: sale.f.eventId,
      seatIds: [sale.f.seats.get('B-1')],
    });
    const stripeEntry = await sale.f.api('GET', `/api/admin/baskets/${open.data.id}/card-entry`);
    expect(stripeEntry.statusCode, stripeEntry.body).toBe(200);
    expect(stripeEntry.data).toEqual({
      kind: 'stripe',
      publishableKey: sale.keys.publishableKey,
      scriptUrl,
    });
    // Never the secret key nor the signing secret.
    expect(stripeEntry.body).not.toContain(sale.keys.secretKey);
    expect(stripeEntry.body).not.toContain(sale.keys.webhookSigningSecret);

    const sandbox = await saleFixture(t);
    const other = await sandbox.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
    await sandbox.api('POST', `/api/admin/baskets/${other.data.id}/seats`, {
      eventId: sandbox.eventId,
      seatIds: [sandbox.seats.get('A-1')],
    });
    const form = await sandbox.api('GET', `/api/admin/baskets/${other.data.id}/card-entry`);
    expect(form.data).toEqual({ kind: 'form' });
    // Another account's basket is not found.
    const foreign = await sandbox.api('GET', `/api/admin/baskets/${open.data.id}/card-entry`);
    expect(foreign.statusCode).toBe(404);
    expect(errorCode(foreign)).toBe('purchase.basket_not_found');
  });

  it('the shop gets the Payment Element for its basket, and nothing for a browser without one', async () => {
    await addHostname(t.database.db, sale.f.accountId, 'localhost', true);
    const b = shopBrowser(t.app);
    const none = await b.send('GET', '/api/shop/basket/card-entry');
    expect(none.statusCode).toBe(200);
    expect(none.data).toBeNull();
    const added = await b.send('POST', '/api/shop/basket/seats', {
      eventId: sale.f.eventId,
      seatIds: [sale.f.seats.get('B-2')],
    });
    expect(added.statusCode, added.body).toBe(200);
    const entry = await b.send('GET', '/api/shop/basket/card-entry');
    expect(entry.data).toEqual({ kind: 'stripe', publishableKey: sale.keys.publishableKey, scriptUrl });

    // The bank's 3-D Secure step reaches the shop's browser on the shop's own field, then the
    // intent it authorized pays.
    const paymentMethodId = await local.browserPaymentMethod(sale.keys.publishableKey, {
      number: '4000002760003184',
    });
    const first = await b.send('POST', '/api/shop/basket/checkout', {
      idempotencyKey: key(),
      buyer: shopBuyer,
      paymentMethodId,
    });
    expect(first.statusCode).toBe(402);
    const [problem] = first.data.errors as { field: string; nextAction: { clientSecret: string } }[];
    expect(problem!.field).toBe('card.number');
    await answerBank(problem!.nextAction.clientSecret, 'succeed');
    const paid = await b.send('POST', '/api/shop/basket/checkout', {
      idempotencyKey: key(),
      buyer: shopBuyer,
      paymentMethodId: problem!.nextAction.clientSecret.split('_secret_')[0],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.data.payments).toEqual([expect.objectContaining({ method: 'Visa', last4: '3184' })]);
  });

  it('a venue moved back to the sandbox account gets the card form again', async () => {
    const venues = await sale.f.api('GET', '/api/admin/venues');
    const list = venues.data as unknown as { items?: { id: number }[] } & { id: number }[];
    const venueId = (list.items ?? list)[0]!.id;
    const venue = await sale.f.api('GET', `/api/admin/venues/${venueId}`);
    const moved = await sale.f.api('PUT', `/api/admin/venues/${venueId}`, {
      ...venue.data,
      cardPaymentAccountId: null,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    try {
      const open = await sale.f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
      await sale.f.api('POST', `/api/admin/baskets/${open.data.id}/seats`, {
        eventId: sale.f.eventId,
        seatIds: [sale.f.seats.get('B-3')],
      });
      const entry = await sale.f.api('GET', `/api/admin/baskets/${open.data.id}/card-entry`);
      expect(entry.data).toEqual({ kind: 'form' });
    } finally {
      await sale.f.api('PUT', `/api/admin/venues/${venueId}`, venue.data);
    }
  });
});

describe('3-D Secure through the browser’s Stripe.js', () => {
  it('a card whose bank asks for it is paid once the payer completes the bank’s step', async () => {
    const first = await sale.payWith('4000002760003184', ['C-1']);
    expect(first.res.statusCode).toBe(402);
    const [problem] = first.res.data.errors as { code: string; nextAction: { clientSecret: string } }[];
    expect(problem!.code).toBe('purchase.card_authentication_required');
    await answerBank(problem!.nextAction.clientSecret, 'succeed');
    const intentId = problem!.nextAction.clientSecret.split('_secret_')[0]!;
    const paid = await sale.f.api('POST', `/api/admin/baskets/${first.basket.id}/checkout`, {
      idempotencyKey: key(),
      buyer,
      payments: [{ type: 'CreditCard', amount: first.basket.total, paymentMethodId: intentId }],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const [payment] = await sale.paymentsOf(paid.data.id as number);
    expect(payment).toMatchObject({ provider_id: intentId, status: 'captured', last4: '3184' });
    expect((await sale.stripe.paymentIntents.retrieve(intentId)).status).toBe('succeeded');
  });

  it('a failed bank step is a declined card, and nothing is sold', async () => {
    const first = await sale.payWith('4000002760003184', ['C-2']);
    const clientSecret = clientSecretOf(first.res);
    await answerBank(clientSecret, 'fail');
    const again = await sale.f.api('POST', `/api/admin/baskets/${first.basket.id}/checkout`, {
      idempotencyKey: key(),
      buyer,
      payments: [
        {
          type: 'CreditCard',
          amount: first.basket.total,
          paymentMethodId: clientSecret.split('_secret_')[0],
        },
      ],
    });
    expect(again.statusCode).toBe(402);
    expect(again.data.errors).toEqual([
      expect.objectContaining({ code: 'purchase.card_declined', field: 'payments.0.card.number' }),
    ]);
    const open = await sale.f.api('GET', `/api/admin/baskets/${first.basket.id}`);
    expect(open.data).toMatchObject({ status: 'open' });
  });

  it('an intent authorized for another basket cannot pay for this one', async () => {
    const first = await sale.payWith('4000002760003184', ['C-3']);
    const clientSecret = clientSecretOf(first.res);
    await answerBank(clientSecret, 'succeed');
    const other = await sale.f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
    const basket = await sale.f.api('POST', `/api/admin/baskets/${other.data.id}/seats`, {
      eventId: sale.f.eventId,
      seatIds: [sale.f.seats.get('C-4')],
    });
    const stolen = await sale.f.api('POST', `/api/admin/baskets/${other.data.id}/checkout`, {
      idempotencyKey: key(),
      buyer,
      payments: [
        {
          type: 'CreditCard',
          amount: basket.data.total,
          paymentMethodId: clientSecret.split('_secret_')[0],
        },
      ],
    });
    expect(stolen.statusCode).toBe(400);
    expect(errorCode(stolen)).toBe('purchase.payment_method_unsupported');
    const still = await sale.f.api('GET', `/api/admin/baskets/${other.data.id}`);
    expect(still.data).toMatchObject({ status: 'open' });
  });
});

describe('the page may load Stripe.js from the configured address only', () => {
  const csp = (headers: Record<string, unknown>) =>
    new Map(
      String(headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name!, values.join(' ')] as const),
    );

  it('allows scripts and frames from STRIPE_JS_URL’s origin and calls to the configured Stripe API', async () => {
    const res = await call(t.app, { method: 'GET', url: '/admin/v2/auth/login' });
    const directives = csp(res.headers);
    expect(directives.get('script-src')).toBe("'self' http://127.0.0.1:9");
    expect(directives.get('frame-src')).toBe("'self' blob: http://127.0.0.1:9");
    expect(directives.get('connect-src')).toContain(local.url.origin);
    expect(res.headers['content-security-policy']).not.toContain('js.stripe.com');
  });

  it('defaults to Stripe’s own address, and production refuses a script over plain http', () => {
    expect(loadConfig({}).stripeJsUrl.href).toBe('https://js.stripe.com/v3/');
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PAYMENT_CREDENTIALS_KEY: 'a'.repeat(64),
        STRIPE_JS_URL: 'http://stripe.example.test/v3/',
      }),
    ).toThrow(/STRIPE_JS_URL/);
  });
});
