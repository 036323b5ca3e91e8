import type Stripe from 'stripe';
import { stripeKeys } from '@/modules/payment-settings/stripe-credentials.service';
import type { Merchant, ProcessorIo } from '@/modules/payments/payment-processor.port';
import { stripeClient } from './stripe.adapter';
import { connectedAccountRow, stripeAccountRows } from './stripe.store';

type StripeMerchant = Merchant & { paymentAccountId: number };

/** The library's `webhooks.constructEvent` (the body's HMAC and the signature's age); null when `secret` did not sign it. */
function constructed(
  io: ProcessorIo,
  secretKey: string,
  rawBody: string,
  signature: string,
  secret: string,
): Stripe.Event | null {
  try {
    return stripeClient(secretKey, io.config!.stripe).webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    // Not signed with this secret (or not by Stripe).
    return null;
  }
}

/**
 * A Stripe event whose `Stripe-Signature` one of our secrets verifies, with the merchant it
 * belongs to; null when none does. The platform's Connect endpoint secret
 * (`STRIPE_PLATFORM_WEBHOOK_SECRET`) signs connected accounts' events, each naming its
 * connected account, whose Stripe Unified Account payment account is the merchant (null when no
 * payment account has it); each Stripe account's own signing secret signs that account's events.
 */
export async function verifiedStripeEvent(
  io: ProcessorIo,
  rawBody: string,
  signature: string,
): Promise<{ event: Stripe.Event; merchant: StripeMerchant | null } | null> {
  const config = io.config;
  if (!config) return null;
  const { platformSecretKey, platformWebhookSecret } = config.stripe;
  if (platformSecretKey && platformWebhookSecret) {
    const event = constructed(io, platformSecretKey, rawBody, signature, platformWebhookSecret);
    if (event) {
      const row = event.account ? await connectedAccountRow(io.db, event.account) : undefined;
      return { event, merchant: row ? { accountId: row.account_id, paymentAccountId: row.id } : null };
    }
  }
  for (const row of await stripeAccountRows(io.db)) {
    const keys = stripeKeys(config.paymentCredentialsKey, row.credentials_encrypted);
    if (!keys) continue;
    const event = constructed(io, keys.secretKey, rawBody, signature, keys.webhookSigningSecret);
    if (event) return { event, merchant: { accountId: row.account_id, paymentAccountId: row.id } };
  }
  return null;
}
