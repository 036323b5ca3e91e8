import {
  type CardMerchantChoice,
  chooseCardPaymentAccount,
  type PaymentProcessor as ProcessorName,
  SANDBOX_ADAPTER,
  STRIPE_ADAPTER,
} from '@tessera/domain';
import { sandboxProcessor } from '@/modules/payments/sandbox/sandbox.adapter';
import { stripeProcessor } from '@/modules/payments/stripe/stripe.adapter';
import { AppError } from '@/platform/http/app-error';
import { venueCardAccounts } from './payment-accounts.store';
import type { Merchant, PaymentProcessor, ProcessorIo } from './payment-processor.port';

/** The adapters of the payment port, by name (the name kept on payments and stored cards). */
const adapters: Readonly<Record<string, (io: ProcessorIo) => PaymentProcessor>> = {
  [SANDBOX_ADAPTER]: sandboxProcessor,
  [STRIPE_ADAPTER]: stripeProcessor,
};

/**
 * The spec's processors (a payment account's `processor`) that have an adapter here: Stripe
 * (decisions/0047). A payment account whose processor is not listed takes test cards through the
 * sandbox while it is not live (decisions/0040).
 */
const adapterOfProcessor: Readonly<Partial<Record<ProcessorName, string>>> = {
  Stripe: STRIPE_ADAPTER,
  // The Stripe Unified Account: a venue's connected account on the platform (decisions/0090).
  StripeUnified: STRIPE_ADAPTER,
};

/** The adapter of this name; a name no adapter answers to is a programming error. */
export function paymentProcessor(name: string, io: ProcessorIo): PaymentProcessor {
  const make = adapters[name];
  if (!make) throw new Error(`no payment adapter named ${name}`);
  return make(io);
}

/** Every adapter (reconciliation asks each for the charges left open). */
export function everyPaymentProcessor(io: ProcessorIo): PaymentProcessor[] {
  return Object.values(adapters).map((make) => make(io));
}

export interface CardMerchant {
  merchant: Merchant;
  processor: PaymentProcessor;
}

function merchantOf(accountId: number, choice: CardMerchantChoice, io: ProcessorIo, field?: string) {
  if (!choice.ok) {
    throw new AppError(
      choice.reason === 'accounts_differ'
        ? 'purchase.payment_accounts_differ'
        : 'purchase.payment_processor_unavailable',
      field,
    );
  }
  return {
    merchant: { accountId, paymentAccountId: choice.paymentAccountId },
    processor: paymentProcessor(choice.adapter, io),
  };
}

/**
 * Who takes a card payment for these events: the card payment account their venues name and
 * the adapter of its processor. Venues paid to different accounts, or a live account whose
 * processor has no adapter, are refused with the catalogue's message.
 */
export async function cardMerchantForEvents(
  io: ProcessorIo,
  accountId: number,
  eventIds: readonly number[],
  field?: string,
): Promise<CardMerchant> {
  const venues = await venueCardAccounts(io.db, accountId, [...new Set(eventIds)]);
  return merchantOf(accountId, chooseCardPaymentAccount(venues, adapterOfProcessor), io, field);
}

/** Who keeps a customer's stored cards: the card payment account the account's venues name. */
export async function cardMerchantForAccount(
  io: ProcessorIo,
  accountId: number,
  field?: string,
): Promise<CardMerchant> {
  const venues = await venueCardAccounts(io.db, accountId, null);
  return merchantOf(accountId, chooseCardPaymentAccount(venues, adapterOfProcessor), io, field);
}

/** The processor and merchant that hold an existing charge or token, from what was kept with it. */
export function heldBy(
  io: ProcessorIo,
  held: { accountId: number; processor: string | null; paymentAccountId: number | null },
): CardMerchant {
  return {
    merchant: { accountId: held.accountId, paymentAccountId: held.paymentAccountId },
    processor: paymentProcessor(held.processor ?? SANDBOX_ADAPTER, io),
  };
}
