import type Stripe from 'stripe';
import { stripeKeys } from '@/modules/payment-settings/stripe-credentials.service';
import type { Merchant, ProcessorIo } from '@/modules/payments/payment-processor.port';
import { stripeClient } from './stripe.adapter';
import { stripeAccountRows } from './stripe.store';

/**
 * A Stripe event whose `Stripe-Signature` one of our Stripe accounts' signing secrets verifies
 * (the library's `webhooks.constructEvent`: the HMAC of the raw body, and the signature's age),
 * with the merchant it belongs to; null when none does.
 */
export async function verifiedStripeEvent(
  io: ProcessorIo,
  rawBody: string,
  signature: string,
): Promise<{ event: Stripe.Event; merchant: Merchant & { paymentAccountId: number } } | null> {
  const config = io.config;
  if (!config) return null;
  for (const row of await stripeAccountRows(io.db)) {
    const keys = stripeKeys(config.paymentCredentialsKey, row.credentials_encrypted);
    if (!keys) continue;
    try {
      const event = stripeClient(keys.secretKey, config.stripe).webhooks.constructEvent(
        rawBody,
        signature,
        keys.webhookSigningSecret,
      );
      return { event, merchant: { accountId: row.account_id, paymentAccountId: row.id } };
    } catch {
      // Not this account's secret (or not signed by Stripe): try the next one.
    }
  }
  return null;
}
