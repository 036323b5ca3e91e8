/** Spec §3 card types. */
export const cardTypes = ['American Express', 'Visa', 'MasterCard', 'Discover', 'Other'] as const;
export type CardType = (typeof cardTypes)[number];

/** Spec §3 funding types of a card (payment-method commissions are set per funding type). */
export const fundingTypes = ['credit', 'debit', 'prepaid', 'unknown'] as const;
export type FundingType = (typeof fundingTypes)[number];

/** Digits only; spaces and dashes as people type them are dropped. */
export function normaliseCardNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** The Luhn check every card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The card network from the number's leading digits (IIN ranges). */
export function cardBrand(digits: string): CardType {
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^4/.test(digits)) return 'Visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'MasterCard';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover';
  return 'Other';
}

export interface CardInput {
  readonly number: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly cvc: string;
}

export type CardProblem = { field: 'number' | 'expiry' | 'cvc'; reason: 'invalid' | 'expired' };

/** What is wrong with a card as typed, before any processor sees it. */
export function cardProblems(card: CardInput, now: Date): CardProblem[] {
  const problems: CardProblem[] = [];
  const digits = normaliseCardNumber(card.number);
  if (!luhnValid(digits)) problems.push({ field: 'number', reason: 'invalid' });
  const month = card.expMonth;
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) {
    problems.push({ field: 'expiry', reason: 'invalid' });
  } else if (
    year < now.getUTCFullYear() ||
    (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
  ) {
    problems.push({ field: 'expiry', reason: 'expired' });
  }
  const cvcLength = cardBrand(digits) === 'American Express' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) problems.push({ field: 'cvc', reason: 'invalid' });
  return problems;
}

export type SandboxOutcome =
  | { kind: 'approved'; funding: FundingType }
  | { kind: 'declined'; reason: 'card_declined' | 'insufficient_funds' | 'unknown_test_card' }
  | { kind: 'processing_error' };

/**
 * The built-in sandbox processor's test cards (documented in docs/sandbox-cards.md). Like a
 * card network's test mode, it only knows its test numbers: any other number is declined.
 */
export const sandboxTestCards: Readonly<Record<string, SandboxOutcome>> = {
  '4242424242424242': { kind: 'approved', funding: 'credit' },
  '4000056655665556': { kind: 'approved', funding: 'debit' },
  '5555555555554444': { kind: 'approved', funding: 'credit' },
  '5200828282828210': { kind: 'approved', funding: 'debit' },
  '378282246310005': { kind: 'approved', funding: 'credit' },
  '6011111111111117': { kind: 'approved', funding: 'credit' },
  '5105105105105100': { kind: 'approved', funding: 'prepaid' },
  '4000000000000002': { kind: 'declined', reason: 'card_declined' },
  '4000000000009995': { kind: 'declined', reason: 'insufficient_funds' },
  '4000000000000119': { kind: 'processing_error' },
  '4000000000005126': { kind: 'approved', funding: 'credit' },
  '4000000000007726': { kind: 'approved', funding: 'credit' },
};

/** Sandbox charges of this card (Visa ending 5126) approve, but refunding them fails. */
export const SANDBOX_REFUND_FAILS_LAST4 = '5126';

/** Sandbox charges of this card (Visa ending 7726) approve; their first refund fails, a retry succeeds. */
export const SANDBOX_FIRST_REFUND_FAILS_LAST4 = '7726';

/** Whether the sandbox processor fails a refund of a charge (it keeps only brand and last 4). */
export function sandboxRefundFails(last4: string, earlierFailedRefunds = 0): boolean {
  if (last4 === SANDBOX_REFUND_FAILS_LAST4) return true;
  return last4 === SANDBOX_FIRST_REFUND_FAILS_LAST4 && earlierFailedRefunds === 0;
}

export function sandboxOutcome(digits: string): SandboxOutcome {
  return sandboxTestCards[digits] ?? { kind: 'declined', reason: 'unknown_test_card' };
}
