import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rows } from '@/db/sql';
import type { SaleFixture } from '../commerce/sale-fixture';
import type { TestApp } from '../harness';
import type { StripeLocal } from '../stripe-local/stripe-local';

/**
 * What the Stripe Unified Account tests share (decisions/0090, 0116): the fixture's venue paid
 * to a payment account, and a card entered in Stripe's fields loaded for a connected account.
 */
export function connectedAccountSales(t: TestApp, f: SaleFixture, local: StripeLocal, platformId: string) {
  return {
    async venuePaidTo(paymentAccountId: number) {
      const [event] = await rows<{ venue_id: number }>(
        t.database.db,
        sql`SELECT venue_id FROM events WHERE id = ${f.eventId}`,
      );
      const venue = await f.api('GET', `/api/admin/venues/${event!.venue_id}`);
      const saved = await f.api('PUT', `/api/admin/venues/${event!.venue_id}`, {
        ...venue.data,
        cardPaymentAccountId: paymentAccountId,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    },

    /** A card entered in Stripe's fields loaded for the connected account (Stripe.js's `stripeAccount`). */
    async connectedPaymentMethod(connectedAccountId: string) {
      const res = await fetch(new URL('/v1/payment_methods', local.url), {
        method: 'POST',
        headers: {
          authorization: `Bearer pk_test_${platformId}`,
          'stripe-account': connectedAccountId,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(
          local.paymentMethodFor({ number: '4242424242424242' }) as Record<string, string>,
        ).toString(),
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { id: string }).id;
    },
  };
}
