import type { PaymentProcessor } from './payments';

/** The adapter of the built-in sandbox card processor (docs/sandbox-cards.md). */
export const SANDBOX_ADAPTER = 'sandbox';

/** The adapter that speaks to Stripe (decisions/0047). */
export const STRIPE_ADAPTER = 'stripe';

/** A venue's card payment account, as the choice below needs it. */
export interface CardPaymentAccount {
  readonly id: number;
  readonly processor: PaymentProcessor;
  readonly isLive: boolean;
}

export type CardMerchantChoice =
  | { readonly ok: true; readonly paymentAccountId: number | null; readonly adapter: string }
  | { readonly ok: false; readonly reason: 'accounts_differ' | 'processor_unavailable' };

/**
 * Which payment account takes a card payment, and which adapter of the payment port speaks to
 * its processor (decisions/0040). `venues` holds the card payment account of each venue whose
 * events are paid for (null: the venue names none). One charge goes to one account, so the
 * venues must agree. No account at all: the built-in sandbox takes test cards, as before any
 * account is set up. An account whose processor has an adapter here uses it; one that is not
 * live and has none takes test cards through the sandbox; a live one without an adapter
 * cannot take cards.
 */
export function chooseCardPaymentAccount(
  venues: readonly (CardPaymentAccount | null)[],
  adapters: Readonly<Partial<Record<PaymentProcessor, string>>>,
): CardMerchantChoice {
  const ids = new Set(venues.map((v) => v?.id ?? null));
  if (ids.size > 1) return { ok: false, reason: 'accounts_differ' };
  const account = venues.find((v) => v !== null) ?? null;
  if (!account) return { ok: true, paymentAccountId: null, adapter: SANDBOX_ADAPTER };
  const adapter = adapters[account.processor];
  if (adapter) return { ok: true, paymentAccountId: account.id, adapter };
  if (account.isLive) return { ok: false, reason: 'processor_unavailable' };
  return { ok: true, paymentAccountId: account.id, adapter: SANDBOX_ADAPTER };
}
