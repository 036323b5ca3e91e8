import { parseExpiry } from './checkout-attempts';

/** A card as the buyer types it. */
export interface TypedCard {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

/** A card as the API takes it (the sandbox processor's form; live processors use their own fields). */
export interface EnteredCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
}

export const emptyCard: TypedCard = { number: '', expiry: '', cvc: '', name: '' };

type CardProblem =
  | 'shopBuy.payment.cardNumberInvalid'
  | 'shopBuy.payment.expiryInvalid'
  | 'shopBuy.payment.cvcInvalid';

export type CardProblems = Partial<Record<'card.number' | 'card.expiry' | 'card.cvc', CardProblem>>;

/** The problems as messages by field, in the reader's language. */
export function cardProblemMessages(problems: CardProblems, t: (key: CardProblem) => string) {
  return Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, t(key)]));
}

/**
 * Reads a typed card: the catalogue keys of what is plainly wrong (a number too short to be a
 * card, an expiry that is not MM/YY, a security code that is not 3 or 4 digits), or the card as
 * the API takes it. The server still decides whether the processor accepts it.
 */
export function readCard(card: TypedCard): { problems: CardProblems; card: EnteredCard | null } {
  const number = card.number.replace(/\s+/g, '');
  const expiry = parseExpiry(card.expiry);
  const cvc = card.cvc.trim();
  const problems: CardProblems = {};
  if (number.length < 12) problems['card.number'] = 'shopBuy.payment.cardNumberInvalid';
  if (!expiry) problems['card.expiry'] = 'shopBuy.payment.expiryInvalid';
  if (!/^\d{3,4}$/.test(cvc)) problems['card.cvc'] = 'shopBuy.payment.cvcInvalid';
  if (!expiry || Object.keys(problems).length > 0) return { problems, card: null };
  return { problems, card: { number, ...expiry, cvc, name: card.name.trim() } };
}
