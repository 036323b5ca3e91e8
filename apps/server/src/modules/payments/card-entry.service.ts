import type { CardEntry } from '@tessera/contract';
import { STRIPE_ADAPTER } from '@tessera/domain';
import { stripeKeys } from '@/modules/payment-settings/stripe-credentials.service';
import type { ProcessorIo } from './payment-processor.port';
import { type CardMerchant, cardMerchantForAccount, cardMerchantForEvents } from './processors.service';
import { stripeAccountRow } from './stripe/stripe.store';

/**
 * How a card is entered for a sale of these events (decisions/0089): the card payment account
 * their venues name decides, as it decides who takes the money. A Stripe account with keys is
 * Stripe's Payment Element, with its publishable key and Stripe.js from STRIPE_JS_URL; anything
 * else (the sandbox, venues paid to different accounts, a processor without an adapter) is our
 * card form, and the checkout then answers what it answers for that card.
 */
export async function cardEntryForEvents(
  io: Required<ProcessorIo>,
  stripeJsUrl: URL,
  accountId: number,
  eventIds: readonly number[],
): Promise<CardEntry> {
  return entryOf(io, stripeJsUrl, accountId, () => cardMerchantForEvents(io, accountId, eventIds));
}

/**
 * How a card is entered to keep it in a customer's shop account (decisions/0107): from the card
 * payment account the account's venues name, the one that keeps the card (`cardMerchantForAccount`).
 */
export async function cardEntryForAccount(
  io: Required<ProcessorIo>,
  stripeJsUrl: URL,
  accountId: number,
): Promise<CardEntry> {
  return entryOf(io, stripeJsUrl, accountId, () => cardMerchantForAccount(io, accountId));
}

async function entryOf(
  io: Required<ProcessorIo>,
  stripeJsUrl: URL,
  accountId: number,
  choose: () => Promise<CardMerchant>,
): Promise<CardEntry> {
  let paymentAccountId: number | null;
  try {
    const { merchant, processor } = await choose();
    if (processor.id !== STRIPE_ADAPTER) return { kind: 'form' };
    paymentAccountId = merchant.paymentAccountId;
  } catch {
    return { kind: 'form' };
  }
  if (paymentAccountId === null) return { kind: 'form' };
  const row = await stripeAccountRow(io.db, accountId, paymentAccountId);
  const keys = row && stripeKeys(io.config.paymentCredentialsKey, row.credentials_encrypted);
  if (!keys) return { kind: 'form' };
  return { kind: 'stripe', publishableKey: keys.publishableKey, scriptUrl: stripeJsUrl.href };
}
