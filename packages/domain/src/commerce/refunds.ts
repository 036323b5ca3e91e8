/**
 * Refund records (decisions/0040-payment-port-and-refund-records.md): an order change (void,
 * cancel, refund of items) records each refund it owes to a payment as `requested`; a refund
 * to a card is then carried out by the processor outside the order's lock and settles as
 * `succeeded` or `failed`; staff may ask again for a failed one. A refund of an offline
 * payment (cash, check…) has nothing to wait for and is recorded `succeeded`.
 */
export const refundStates = ['requested', 'succeeded', 'failed'] as const;
export type RefundState = (typeof refundStates)[number];

export type RefundEvent = 'processor_succeeded' | 'processor_failed' | 'staff_retry';

/** The state a refund moves to on an event, or null when the event does not apply to it. */
export function refundTransition(state: RefundState, event: RefundEvent): RefundState | null {
  if (state === 'requested' && event === 'processor_succeeded') return 'succeeded';
  if (state === 'requested' && event === 'processor_failed') return 'failed';
  if (state === 'failed' && event === 'staff_retry') return 'requested';
  return null;
}

export interface RefundRecord {
  readonly amount: number;
  readonly state: RefundState;
}

const total = (refunds: readonly RefundRecord[], keep: (state: RefundState) => boolean) =>
  refunds.reduce((sum, r) => sum + (keep(r.state) ? r.amount : 0), 0);

/** Money given back to the buyer: the refunds that succeeded. */
export function refundedAmount(refunds: readonly RefundRecord[]): number {
  return total(refunds, (state) => state === 'succeeded');
}

/** Money owed to the buyer and not yet given back: refunds requested or failed. */
export function refundsOutstanding(refunds: readonly RefundRecord[]): number {
  return total(refunds, (state) => state !== 'succeeded');
}

/**
 * What a payment can still give back: its amount less every refund recorded against it, in
 * any state. A failed refund keeps its share, so a later void never asks for the same money
 * again while that refund waits for a retry.
 */
export function refundableAmount(amount: number, refunds: readonly RefundRecord[]): number {
  return amount - total(refunds, () => true);
}

/** A payment is refunded once refunds that succeeded give back all of it. */
export function paymentFullyRefunded(amount: number, refunds: readonly RefundRecord[]): boolean {
  return amount > 0 && refundedAmount(refunds) >= amount;
}
