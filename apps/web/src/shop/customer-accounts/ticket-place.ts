import type { TFunction } from 'i18next';

/** Where a ticket sits, as the buyer reads it: section, row and seat, or the standing area alone. */
export function ticketPlace(t: TFunction, ticket: { section: string; row: string; seat: string }): string {
  return ticket.row
    ? t('shopAccount.tickets.seat', { section: ticket.section, row: ticket.row, seat: ticket.seat })
    : ticket.section;
}
