import { randomBytes } from 'node:crypto';
import {
  type CardInput,
  cardBrand,
  cardProblems,
  type ErrorCode,
  normaliseCardNumber,
  type SandboxOutcome,
  sandboxOutcome,
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

/** What a sandbox token carries: how its test card answers a charge, and what identifies it. */
export interface SandboxVaultedCard {
  brand: string;
  last4: string;
  outcome: SandboxOutcome;
}

/**
 * The sandbox processor's card vault: checks a card and answers an opaque token for it with
 * what identifies it to a person (brand, last 4, expiry). The number itself is not kept anywhere:
 * the token carries how the test card answers (docs/sandbox-cards.md), its brand and last 4, so a
 * stored decline card declines later charges as a real one would.
 */
export function tokenizeCard(card: CardInput, field: string, now: Date): CardToken {
  const digits = checkedCardDigits(card, field, now);
  const vaulted: SandboxVaultedCard = {
    brand: cardBrand(digits),
    last4: digits.slice(-4),
    outcome: sandboxOutcome(digits),
  };
  return {
    token: `tok_sandbox_${randomBytes(16).toString('hex')}.${Buffer.from(JSON.stringify(vaulted)).toString('base64url')}`,
    brand: cardBrand(digits),
    last4: digits.slice(-4),
    expMonth: card.expMonth,
    expYear: card.expYear < 100 ? 2000 + card.expYear : card.expYear,
  };
}

/** The card behind a sandbox token; null for a token the vault did not make. */
export function vaultedCard(token: string): SandboxVaultedCard | null {
  const match = /^tok_sandbox_[0-9a-f]{32}\.([A-Za-z0-9_-]+)$/.exec(token);
  if (!match) return null;
  try {
    const card = JSON.parse(Buffer.from(match[1]!, 'base64url').toString()) as SandboxVaultedCard;
    return typeof card.last4 === 'string' && typeof card.brand === 'string' && card.outcome ? card : null;
  } catch {
    return null;
  }
}
