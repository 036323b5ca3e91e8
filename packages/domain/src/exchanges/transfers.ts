/**
 * Ticket transfers (spec §4 "Transfer", §5 "Transfer: cannot go to the same customer; recipient
 * email and name are required"): a ticket holder hands tickets to someone else, who claims them.
 */

/** Initiated (pending) until the recipient claims; complete, or canceled before that. */
export const transferStates = ['initiated', 'complete', 'canceled'] as const;
export type TransferState = (typeof transferStates)[number];

export type TransferEvent = 'claim' | 'cancel';

/** The state a transfer moves to on an event, or null when the event does not apply (spec §4). */
export function transferTransition(state: TransferState, event: TransferEvent): TransferState | null {
  if (state !== 'initiated') return null;
  return event === 'claim' ? 'complete' : 'canceled';
}

/** The label key of a transfer: complete shows "resale received" when a resale order exists. */
export type TransferLabel = 'resale_received' | 'transfer_complete' | 'initiated' | 'transfer_canceled';

export function transferLabel(state: TransferState, resaleOrderId: number | null): TransferLabel {
  if (state === 'complete') return resaleOrderId !== null ? 'resale_received' : 'transfer_complete';
  if (state === 'initiated') return 'initiated';
  return 'transfer_canceled';
}

export interface TransferRecipient {
  readonly name: string;
  readonly email: string;
}

export type TransferProblem =
  | { readonly code: 'purchase.transfer_recipient_required'; readonly field: 'name' | 'email' }
  | { readonly code: 'purchase.transfer_same_customer' }
  | { readonly code: 'purchase.transfer_nothing_chosen' }
  | { readonly code: 'purchase.transfer_ticket_not_live' };

const normalEmail = (email: string) => email.trim().toLowerCase();

/**
 * The first reason a transfer cannot be made, or null: a name and an email for the recipient,
 * never the customer who holds the tickets (compared by email, the way a customer is known),
 * at least one ticket, each still live and not scanned.
 */
export function transferProblem(input: {
  readonly recipient: TransferRecipient;
  readonly holderEmail: string | null;
  readonly tickets: readonly { readonly status: 'new' | 'used' | 'voided'; readonly pending: boolean }[];
}): TransferProblem | null {
  if (input.recipient.name.trim() === '')
    return { code: 'purchase.transfer_recipient_required', field: 'name' };
  if (input.recipient.email.trim() === '') {
    return { code: 'purchase.transfer_recipient_required', field: 'email' };
  }
  if (input.holderEmail && normalEmail(input.holderEmail) === normalEmail(input.recipient.email)) {
    return { code: 'purchase.transfer_same_customer' };
  }
  if (input.tickets.length === 0) return { code: 'purchase.transfer_nothing_chosen' };
  if (input.tickets.some((t) => t.status !== 'new' || t.pending))
    return { code: 'purchase.transfer_ticket_not_live' };
  return null;
}
