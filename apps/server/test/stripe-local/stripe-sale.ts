import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { expect } from 'vitest';
import { rows } from '@/db/sql';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import type { TestApp } from '../harness';
import { buyer, key } from '../orders/order-fixture';
import { stripeTestKeys } from './stripe-account';
import type { StripeLocal } from './stripe-local';

/**
 * Makes the fixture's venue take cards through a Stripe account on the local Stripe-compatible
 * server, set up as staff would: a payment account made through the payment settings API and
 * named as the venue's card payment account. Answers the payment account's id.
 */
export async function takeCardsThroughStripe(
  t: TestApp,
  f: SaleFixture,
  keys = stripeTestKeys(),
): Promise<number> {
  const account = await f.api('POST', '/api/admin/payment-accounts', {
    name: 'Stripe',
    processor: 'Stripe',
    isLive: true,
    onboardingComplete: true,
    stripe: keys,
  });
  expect(account.statusCode, account.body).toBe(201);
  const [event] = await rows<{ venue_id: number }>(
    t.database.db,
    sql`SELECT venue_id FROM events WHERE id = ${f.eventId}`,
  );
  const venue = await f.api('GET', `/api/admin/venues/${event!.venue_id}`);
  const saved = await f.api('PUT', `/api/admin/venues/${event!.venue_id}`, {
    ...venue.data,
    cardPaymentAccountId: account.data.id,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return account.data.id as number;
}

/**
 * A sale fixture whose venue takes cards through a Stripe account (set up through the payment
 * settings API) on the local Stripe-compatible server, and the box office paying with cards
 * entered in Stripe's fields.
 */
export async function stripeSale(t: TestApp, local: StripeLocal) {
  const keys = stripeTestKeys();
  const f: SaleFixture = await saleFixture(t);
  const paymentAccountId = await takeCardsThroughStripe(t, f, keys);
  const url = local.url;
  // The venue's own look at its Stripe account (as its dashboard would show it).
  const stripe = new Stripe(keys.secretKey, { host: url.hostname, port: url.port, protocol: 'http' });

  async function basketOf(places: string[]) {
    const open = await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
    const basket = await f.api('POST', `/api/admin/baskets/${open.data.id}/seats`, {
      eventId: f.eventId,
      seatIds: places.map((p) => f.seats.get(p)),
    });
    expect(basket.statusCode, basket.body).toBe(200);
    return { id: open.data.id as string, total: basket.data.total as number };
  }

  /** Pays for these seats at the box office with a card entered in Stripe's fields. */
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

  const paymentsOf = (orderId: number) =>
    rows<{ processor: string; provider_id: string; status: string; method: string; last4: string }>(
      t.database.db,
      sql`SELECT processor, provider_id, status, method, last4 FROM payments WHERE order_id = ${orderId}`,
    );

  return { f, keys, stripe, payWith, paymentsOf, paymentAccountId };
}
