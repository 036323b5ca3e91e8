import type { CardType, ErrorCode } from '@tessera/domain';
import Stripe from 'stripe';
import { AppError } from '@/platform/http/app-error';

/** What Stripe answers, in our words: card brands and fundings, and its errors as the catalogue's. */
export const brands: Readonly<Record<string, CardType>> = {
  visa: 'Visa',
  mastercard: 'MasterCard',
  amex: 'American Express',
  discover: 'Discover',
};

export const fundings: readonly string[] = ['credit', 'debit', 'prepaid'];

/** Stripe's card error codes that mean the card was typed wrong, by the field they concern. */
const cardProblemCodes: Readonly<Record<string, { code: ErrorCode; part: string }>> = {
  incorrect_number: { code: 'purchase.card_number_invalid', part: 'number' },
  invalid_number: { code: 'purchase.card_number_invalid', part: 'number' },
  expired_card: { code: 'purchase.card_expired', part: 'expiry' },
  invalid_expiry_month: { code: 'purchase.card_expiry_invalid', part: 'expiry' },
  invalid_expiry_year: { code: 'purchase.card_expiry_invalid', part: 'expiry' },
  incorrect_cvc: { code: 'purchase.card_cvc_invalid', part: 'cvc' },
  invalid_cvc: { code: 'purchase.card_cvc_invalid', part: 'cvc' },
};

export const isStripeError = (error: unknown): error is Stripe.errors.StripeError =>
  error instanceof Stripe.errors.StripeError;

/** An intent or refund Stripe does not know (another account's, or never made). */
export const isMissing = (error: unknown) => isStripeError(error) && error.code === 'resource_missing';

/** Stripe refuses the move from the state the intent is in (captured, canceled…). */
export const isUnexpectedState = (error: unknown) =>
  isStripeError(error) &&
  error.type === 'StripeInvalidRequestError' &&
  (error.code === 'payment_intent_unexpected_state' || error.code === 'charge_already_captured');

/** Stripe's refusal of an authorization, as the catalogue's error on the card's field. */
export function authorizationError(error: unknown, field: string): unknown {
  if (!isStripeError(error)) return error;
  if (error instanceof Stripe.errors.StripeCardError) {
    const problem = cardProblemCodes[error.code ?? ''];
    if (problem) return new AppError(problem.code, `${field}.card.${problem.part}`);
    if (error.code === 'authentication_required')
      return new AppError('purchase.card_authentication_required', `${field}.card.number`);
    return new AppError(
      error.decline_code === 'insufficient_funds'
        ? 'purchase.card_insufficient_funds'
        : 'purchase.card_declined',
      `${field}.card.number`,
    );
  }
  if (error instanceof Stripe.errors.StripeIdempotencyError)
    return new AppError('purchase.idempotency_key_reused');
  if (error instanceof Stripe.errors.StripeConnectionError) return new AppError('purchase.payment_timeout');
  if (error instanceof Stripe.errors.StripeAuthenticationError)
    return new AppError('purchase.payment_processor_unavailable');
  if (error instanceof Stripe.errors.StripeInvalidRequestError && error.param === 'payment_method')
    return new AppError('purchase.payment_method_unsupported', `${field}.card.number`);
  return new AppError('purchase.payment_failed');
}
