import type { TFunction } from 'i18next';

/**
 * Where a ticket sits, as the buyer reads it: section, row and seat, or the standing area alone;
 * when the venue keeps seat locations of group and house-seat orders to itself (no section), that.
 */
export function ticketPlace(
  t: TFunction,
  ticket: { section: string | null; row: string | null; seat: string | null },
): string {
  if (ticket.section === null) return t('shopAccount.tickets.seatHidden');
  return ticket.row
    ? t('shopAccount.tickets.seat', { section: ticket.section, row: ticket.row, seat: ticket.seat })
    : ticket.section;
}
