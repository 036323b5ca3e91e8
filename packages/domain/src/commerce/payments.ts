import { sum } from '../pricing/arithmetic';

/** Spec §3 payment types, and the customer's account credit ("on account", decisions/0087). */
export const paymentTypes = [
  'AccountCredit',
  'AfterPay',
  'Cash',
  'Check',
  'Comp',
  'CreditCard',
  'Custom',
  'GiftCertificate',
  'Manual',
  'PayPal',
  'RequestorPays',
  'StripeTerminal',
  'TheatreToken',
] as const;
export type PaymentType = (typeof paymentTypes)[number];

/** Payment types the product completes itself, without an outside processor. */
export const offlinePaymentTypes = [
  'Cash',
  'Check',
  'Comp',
  'Custom',
  'Manual',
] as const satisfies readonly PaymentType[];

export interface PaymentLine {
  readonly type: PaymentType;
  /** Minor units. */
  readonly amount: number;
  /** Check: the amount written on the check. */
  readonly checkAmount?: number;
}

export type PaymentProblem =
  | { index: number; field: 'amount'; reason: 'not_positive' }
  | { index: number; field: 'amount'; reason: 'below_minimum'; minimum: number }
  | { index: number; field: 'checkAmount'; reason: 'check_mismatch' }
  | { index: number; field: 'type'; reason: 'comp_with_other_payments' }
  | { field: 'payments'; reason: 'total_mismatch'; expected: number; applied: number };

/**
 * Whether the payments settle an order total exactly (spec §5: the check amount must match the
 * order total; a minimum payment amount). A comp order is a single Comp payment of the total.
 */
export function paymentProblems(
  total: number,
  payments: readonly PaymentLine[],
  minimumPayment = 0,
): PaymentProblem[] {
  const problems: PaymentProblem[] = [];
  payments.forEach((p, index) => {
    // A comp covers the whole total; its amount is not read.
    if (p.type !== 'Comp' && p.amount <= 0) {
      problems.push({ index, field: 'amount', reason: 'not_positive' });
    } else if (p.type !== 'Comp' && p.amount < minimumPayment) {
      problems.push({ index, field: 'amount', reason: 'below_minimum', minimum: minimumPayment });
    }
    if (p.type === 'Check' && p.checkAmount !== undefined && p.checkAmount !== total) {
      problems.push({ index, field: 'checkAmount', reason: 'check_mismatch' });
    }
    if (p.type === 'Comp' && payments.length > 1) {
      problems.push({ index, field: 'type', reason: 'comp_with_other_payments' });
    }
  });
  const isComp = payments.length === 1 && payments[0]?.type === 'Comp';
  const applied = isComp ? total : sum(payments.map((p) => p.amount));
  if (applied !== total && (total > 0 || payments.length > 0)) {
    problems.push({ field: 'payments', reason: 'total_mismatch', expected: total, applied });
  }
  return problems;
}

/** Spec §5: a gift certificate number is 6 to 20 digits. */
export function giftCertificateNumberValid(value: string): boolean {
  return /^\d{6,20}$/.test(value);
}

/** Spec §5: a zip code has at least 5 digits. */
export function zipCodeValid(value: string): boolean {
  return (value.match(/\d/g) ?? []).length >= 5;
}

/** Spec §3 payment processors (ten values). */
export const paymentProcessors = [
  'Adyen',
  'GiftCertificate',
  'None',
  'PayPal',
  'Payworks',
  'Stripe',
  'StripeUnified',
  'TheatreToken',
  'Wirecard',
  'Worldpay',
] as const;
export type PaymentProcessor = (typeof paymentProcessors)[number];
