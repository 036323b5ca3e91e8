import type { TFunction } from 'i18next';

/** "Row B · Seat 12 (Orchestra)" for a seat, "General admission (Floor)" for a GA place. */
export function placeLabel(t: TFunction, p: { section: string; row: string; seat: string }): string {
  return p.row || p.seat
    ? t('tickets.place.seat', { section: p.section, row: p.row, seat: p.seat })
    : t('tickets.place.ga', { section: p.section });
}
