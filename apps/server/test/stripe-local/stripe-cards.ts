import { fail, type Json, type Params } from './stripe-wire';

/** A card as a PaymentMethod holds it (the number stays inside the local server). */
export interface CardRecord {
  number: string;
  brand: string;
  last4: string;
  funding: string;
  expMonth: number;
  expYear: number;
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return /^\d{12,19}$/.test(digits) && sum % 10 === 0;
}

function brandOf(number: string): string {
  if (/^3[47]/.test(number)) return 'amex';
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^6/.test(number)) return 'discover';
  return 'unknown';
}

/** The card of a `POST /v1/payment_methods`, checked as Stripe checks it, on the day given. */
export function cardOf(params: Params, today: Date): CardRecord {
  if (params.type !== 'card') throw fail(400, 'invalid_request_error', 'Invalid type', { param: 'type' });
  const card = (params.card ?? {}) as Record<string, string>;
  const number = (card.number ?? '').replace(/\s/g, '');
  if (!luhn(number))
    throw fail(402, 'card_error', 'Your card number is incorrect.', {
      code: 'incorrect_number',
      param: 'number',
    });
  const expMonth = Number(card.exp_month);
  const expYear = Number(card.exp_year);
  if (!(expMonth >= 1 && expMonth <= 12))
    throw fail(402, 'card_error', "Your card's expiration month is invalid.", {
      code: 'invalid_expiry_month',
      param: 'exp_month',
    });
  if (
    !(
      expYear > today.getUTCFullYear() ||
      (expYear === today.getUTCFullYear() && expMonth >= today.getUTCMonth() + 1)
    )
  )
    throw fail(402, 'card_error', "Your card's expiration year is invalid.", {
      code: 'invalid_expiry_year',
      param: 'exp_year',
    });
  if (!/^\d{3,4}$/.test(card.cvc ?? ''))
    throw fail(402, 'card_error', "Your card's security code is invalid.", {
      code: 'invalid_cvc',
      param: 'cvc',
    });
  return {
    number,
    brand: brandOf(number),
    last4: number.slice(-4),
    funding: number === '4000056655665556' ? 'debit' : 'credit',
    expMonth,
    expYear,
  };
}

/** What confirming a PaymentIntent with this magic card does, as in Stripe's test mode. */
export type CardOutcome =
  | { kind: 'succeeds' }
  | { kind: 'requires_action' }
  | { kind: 'declined'; code: string; declineCode?: string; message: string };

export function outcomeOf(card: CardRecord): CardOutcome {
  switch (card.number) {
    case '4000000000000002':
      return {
        kind: 'declined',
        code: 'card_declined',
        declineCode: 'generic_decline',
        message: 'Your card was declined.',
      };
    case '4000000000009995':
      return {
        kind: 'declined',
        code: 'card_declined',
        declineCode: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      };
    case '4000000000000341':
      // Saving it succeeds (stripe-customers.ts); every charge is declined.
      return {
        kind: 'declined',
        code: 'card_declined',
        declineCode: 'generic_decline',
        message: 'Your card was declined.',
      };
    case '4000000000000069':
      return { kind: 'declined', code: 'expired_card', message: 'Your card has expired.' };
    case '4000000000000127':
      return { kind: 'declined', code: 'incorrect_cvc', message: "Your card's security code is incorrect." };
    case '4000002760003184':
    case '4000002500003155':
      return { kind: 'requires_action' };
    default:
      return { kind: 'succeeds' };
  }
}

/** Refunds of this card fail later; captures of this one are disputed later. */
export const refundFailsLater = (card: CardRecord | undefined) => card?.number === '4000000000005126';
export const disputedLater = (card: CardRecord | undefined) => card?.number === '4000000000000259';

/** A PaymentMethod object as Stripe answers it. */
export function paymentMethodJson(
  id: string,
  pm: { card: CardRecord; created: number; customer?: string | null },
): Json {
  return {
    id,
    object: 'payment_method',
    type: 'card',
    created: pm.created,
    customer: pm.customer ?? null,
    livemode: false,
    metadata: {},
    billing_details: { address: null, email: null, name: null, phone: null },
    card: {
      brand: pm.card.brand,
      country: 'US',
      exp_month: pm.card.expMonth,
      exp_year: pm.card.expYear,
      funding: pm.card.funding,
      last4: pm.card.last4,
      fingerprint: pm.card.number.slice(-8),
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
  };
}

/** What Stripe.js sends from typed card data to make a PaymentMethod. */
export function paymentMethodForm(card: {
  number: string;
  expMonth?: number;
  expYear?: number;
  cvc?: string;
}) {
  return {
    type: 'card',
    'card[number]': card.number,
    'card[exp_month]': String(card.expMonth ?? 12),
    'card[exp_year]': String(card.expYear ?? 2030),
    'card[cvc]': card.cvc ?? '123',
  };
}
