import { randomBytes } from 'node:crypto';
import {
  type CardInput,
  cardBrand,
  cardProblems,
  type ErrorCode,
  normaliseCardNumber,
} from '@tessera/domain';
import { AppError } from '@/platform/http/app-error';

const problemCodes: Record<string, ErrorCode> = {
  'number:invalid': 'purchase.card_number_invalid',
  'expiry:expired': 'purchase.card_expired',
  'expiry:invalid': 'purchase.card_expiry_invalid',
  'cvc:invalid': 'purchase.card_cvc_invalid',
};

export interface CardToken {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/**
 * The sandbox processor's card vault: checks a card and answers an opaque token for it with
 * what identifies it to a person (brand, last 4, expiry). The number itself is not kept anywhere.
 */
export function tokenizeCard(card: CardInput, field: string, now: Date): CardToken {
  const [problem] = cardProblems(card, now);
  if (problem) {
    const name = problem.field === 'expiry' ? 'expMonth' : problem.field;
    throw new AppError(problemCodes[`${problem.field}:${problem.reason}`]!, `${field}.${name}`);
  }
  const digits = normaliseCardNumber(card.number);
  return {
    token: `tok_sandbox_${randomBytes(16).toString('hex')}`,
    brand: cardBrand(digits),
    last4: digits.slice(-4),
    expMonth: card.expMonth,
    expYear: card.expYear < 100 ? 2000 + card.expYear : card.expYear,
  };
}
