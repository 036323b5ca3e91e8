/** Spec §4: order and ticket status. */
export const orderStatuses = ['new', 'used', 'voided'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

const ticketMoves: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  new: ['used', 'voided'],
  // A scanned ticket can still be voided (a refund after the door), never un-scanned.
  used: ['voided'],
  voided: [],
};

export function ticketCanMove(from: OrderStatus, to: OrderStatus): boolean {
  return ticketMoves[from].includes(to);
}

/** An order is voided when every ticket is, used when any is used, new otherwise. */
export function orderStatusOf(ticketStatuses: readonly OrderStatus[]): OrderStatus {
  if (ticketStatuses.length > 0 && ticketStatuses.every((s) => s === 'voided')) return 'voided';
  if (ticketStatuses.some((s) => s === 'used')) return 'used';
  return 'new';
}

/** Where a voided ticket's seat goes (spec §4: tickets return to Open or Hold). */
export type VoidDestination = { status: 'open' } | { status: 'hold'; holdId: number };
