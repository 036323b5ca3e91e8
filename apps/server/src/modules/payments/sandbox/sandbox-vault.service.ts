import { randomBytes } from 'node:crypto';
import {
  type CardInput,
  cardBrand,
  cardProblems,
  type ErrorCode,
  normaliseCardNumber,
} from '@tessera/domain';
import type { CardToken } from '@/modules/payments/payment-processor.port';
import { AppError } from '@/platform/http/app-error';

const problemCodes: Record<string, ErrorCode> = {
  'number:invalid': 'purchase.card_number_invalid',
  'expiry:expired': 'purchase.card_expired',
  'expiry:invalid': 'purchase.card_expiry_invalid',
  'cvc:invalid': 'purchase.card_cvc_invalid',
};

/**
 * Checks a card as typed and answers its digits; a problem throws its catalogue error on
 * `<field>.<part>` (`number`, `expMonth`, `cvc`).
 */
export function checkedCardDigits(card: CardInput, field: string, now: Date): string {
  const [problem] = cardProblems(card, now);
  if (problem) {
    const part = problem.field === 'expiry' ? 'expMonth' : problem.field;
    throw new AppError(problemCodes[`${problem.field}:${problem.reason}`]!, `${field}.${part}`);
  }
  return normaliseCardNumber(card.number);
}

/**
 * The sandbox processor's card vault: checks a card and answers an opaque token for it with
 * what identifies it to a person (brand, last 4, expiry). The number itself is not kept anywhere.
 */
export function tokenizeCard(card: CardInput, field: string, now: Date): CardToken {
  const digits = checkedCardDigits(card, field, now);
  return {
    token: `tok_sandbox_${randomBytes(16).toString('hex')}`,
    brand: cardBrand(digits),
    last4: digits.slice(-4),
    expMonth: card.expMonth,
    expYear: card.expYear < 100 ? 2000 + card.expYear : card.expYear,
  };
}
