import type { CardInput, ErrorCode } from '@tessera/domain';
import type { Config } from '@/config';
import type { Db } from '@/db/client';

/**
 * The payment port (decisions/0040-payment-port-and-refund-records.md): everything the product
 * asks of a card processor, in one place. Checkout, voids and refunds, reconciliation and stored
 * cards speak only to this interface; an adapter per processor answers it (the built-in sandbox
 * is the first, `sandbox/`). No method is ever called inside a database transaction that holds
 * a seat, basket or order lock: an adapter may be a network call away.
 */
export interface PaymentProcessor {
  /** The adapter's name, kept on payments and stored cards so later calls reach the same one. */
  readonly id: string;

  /**
   * Authorizes an amount on a card. One charge per idempotency key: a retry with the same key
   * answers the same charge (authorizing it again if it was voided meanwhile). A card the
   * processor refuses throws an `AppError` of the catalogue (`purchase.card_*`,
   * `purchase.payment_failed`) on the field `<field>.card.<part>`.
   */
  authorize(merchant: Merchant, request: AuthorizeRequest): Promise<Authorization>;

  /**
   * Captures an authorization: true when it is captured (now or before), false when the
   * processor will not capture it (voided, expired). Throws when the answer is unknown.
   */
  capture(merchant: Merchant, chargeId: string): Promise<boolean>;

  /** Releases an authorization no order took: true when this call voided it. */
  void(merchant: Merchant, chargeId: string): Promise<boolean>;

  /**
   * Gives back part or all of a captured charge. One refund per idempotency key: asking again
   * with the same key answers the first answer and never refunds twice. Throws when the answer
   * is unknown (the caller asks again with the same key).
   */
  refund(merchant: Merchant, request: RefundRequest): Promise<RefundOutcome>;

  /**
   * A card kept for later (a stored card, a payment plan): the processor's token and what
   * identifies the card to a person. The card is typed (the sandbox) or the processor's own
   * reference (Stripe: a PaymentMethod saved on a new Customer by a confirmed SetupIntent, or the
   * saved card of an intent that asked the bank's 3-D Secure step). A card the processor refuses
   * to keep throws its catalogue error on `<field>.<part>`. `holder` names the payer to the
   * processor; its `idempotencyKey` makes a retry keep the same card once.
   */
  tokenize(merchant: Merchant, card: CardSource, field: string, holder?: CardHolder): Promise<CardToken>;

  /**
   * Authorizes an amount on a stored card (its `tokenize` token), the buyer not present (a later
   * instalment of a payment plan). Same idempotency as `authorize`; a card the processor refuses
   * throws its catalogue error (`purchase.card_declined`, `purchase.card_insufficient_funds`), a
   * processing failure `purchase.payment_failed` (nothing charged: ask again).
   */
  authorizeStored(merchant: Merchant, request: StoredAuthorizeRequest): Promise<Authorization>;

  /** Forgets a stored card's token. */
  forget(merchant: Merchant, token: string): Promise<void>;

  /** One charge as the processor holds it; null when it knows none by that reference. */
  charge(merchant: Merchant, chargeId: string): Promise<Charge | null>;

  /**
   * Authorizations not captured nor voided, last changed before `before`, oldest first, of
   * every merchant this adapter serves here (reconciliation: charges a checkout left behind).
   */
  openCharges(query: { before: Date; limit: number }): Promise<Charge[]>;

  /**
   * Card-present payments on a card reader (decisions/0090), when the processor has readers
   * (Stripe Terminal); absent otherwise.
   */
  readonly terminal?: CardTerminal;
}

/** A processor's card readers: the box office takes a card presented on its workstation's reader. */
export interface CardTerminal {
  /** A short-lived token a reader's software connects with (Stripe Terminal connection tokens). */
  connectionToken(merchant: Merchant): Promise<string>;

  /**
   * Authorizes an amount with the card presented on this reader, waiting for it (the server
   * drives the reader): the same idempotency as `authorize`, the charge captured later like any
   * card's. A card the reader declines throws its catalogue error; a reader that is unknown,
   * offline or busy throws `purchase.card_terminal_unavailable`; no card in time throws
   * `purchase.payment_timeout` and nothing is held.
   */
  authorizeOnReader(merchant: Merchant, request: ReaderAuthorizeRequest): Promise<Authorization>;
}

export interface ReaderAuthorizeRequest {
  idempotencyKey: string;
  amount: number;
  /** The reader's id at the processor (the workstation's card terminal). */
  readerId: string;
  field: string;
  basketId?: string;
}

/** Whose money: the tenant account and its payment account (null: none set up, the sandbox). */
export interface Merchant {
  readonly accountId: number;
  readonly paymentAccountId: number | null;
}

/**
 * The card as the payer gave it: typed into our form (the sandbox), or entered in the
 * processor's own browser fields, which answer a reference (a Stripe PaymentMethod id) and keep
 * the number from our servers. An adapter refuses the kind it does not take
 * (`purchase.payment_method_unsupported`).
 */
export type CardSource = CardInput | { readonly paymentMethodId: string };

export const isCardReference = (card: CardSource): card is { readonly paymentMethodId: string } =>
  'paymentMethodId' in card;

export interface AuthorizeRequest {
  idempotencyKey: string;
  amount: number;
  card: CardSource;
  /** The field of the request that carried the card: a card problem is reported below it. */
  field: string;
  /** Our reference kept with the charge (the basket paid for), as processors keep metadata. */
  basketId?: string;
  /**
   * The card was just kept (`tokenize`'s token, a payment plan's first instalment): the charge
   * names the card's holder at the processor, as Stripe requires of a saved PaymentMethod.
   */
  storedToken?: string;
}

export interface CardHolder {
  email?: string;
  name?: string;
  idempotencyKey?: string;
  /**
   * The processor's own record of this holder from an earlier card (`CardToken.processorCustomer`,
   * Stripe: a Customer): the card is kept on it rather than on a new one (decisions/0107).
   */
  processorCustomer?: string;
  /**
   * Our own reference of the holder (`customer:<id>`), written on what the processor keeps while
   * the card is set up: a setup resumed after the bank's step is taken only by the same holder.
   */
  reference?: string;
}

export interface StoredAuthorizeRequest {
  idempotencyKey: string;
  amount: number;
  /** The token `tokenize` answered. */
  token: string;
}

export interface Authorization {
  chargeId: string;
  brand: string;
  last4: string;
  funding: string;
}

export interface RefundRequest {
  chargeId: string;
  amount: number;
  idempotencyKey: string;
}

export type RefundOutcome =
  | { status: 'succeeded'; refundId: string }
  /** Accepted, settled later (a processor that answers by webhook). */
  | { status: 'pending'; refundId: string }
  | { status: 'failed'; refundId: string | null; code: ErrorCode };

export interface CardToken {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** The processor's record of the holder the card is kept on (Stripe: `cus_…`); none for the sandbox. */
  processorCustomer?: string;
}

export type ChargeStatus = 'authorized' | 'captured' | 'voided' | 'refunded';

export interface Charge {
  chargeId: string;
  merchant: Merchant;
  amount: number;
  refunded: number;
  status: ChargeStatus;
  idempotencyKey: string;
  /** The basket it paid for, when the caller said. */
  basketId: string | null;
  updatedAt: Date;
}

/** What an adapter reads besides the processor itself: our database (the sandbox's ledger) and the clock. */
export interface ProcessorIo {
  readonly db: Db;
  readonly now: () => Date;
  /**
   * What a network adapter needs: the key processor credentials are encrypted with and the
   * Stripe settings. Without it only the sandbox can be reached.
   */
  readonly config?: ProcessorConfig;
}

export type ProcessorConfig = Pick<Config, 'paymentCredentialsKey' | 'stripe'>;
