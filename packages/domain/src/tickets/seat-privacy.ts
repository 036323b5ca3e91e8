/**
 * The channels whose buyers may be kept from seeing where they sit (spec: account settings,
 * "hide seat locations for group sales and house seats"): the venue seats the group or the
 * guest itself.
 */
export const seatPrivateChannels = ['GroupSales', 'HouseSeats'] as const;

/**
 * Whether what the buyer of an order on `channel` receives (confirmation page and mail, ticket
 * PDF, the shop account) leaves out section, row and seat: only when the account's setting is
 * on and the order was sold on group sales or house seats. Staff screens always show them.
 */
export function hidesSeatLocations(channel: string, hideForGroupAndHouse: boolean): boolean {
  return hideForGroupAndHouse && (seatPrivateChannels as readonly string[]).includes(channel);
}

/** A ticket's place as its buyer may see it: the location, or nulls when hidden. */
export function buyerSeatLocation<T extends { section: string; row: string; seat: string }>(
  ticket: T,
  hidden: boolean,
): { section: string | null; row: string | null; seat: string | null } {
  return hidden
    ? { section: null, row: null, seat: null }
    : { section: ticket.section, row: ticket.row, seat: ticket.seat };
}
