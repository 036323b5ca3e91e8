import { percentOf } from '../pricing/arithmetic';
import { type SavedBasketAlert, savedBasketAlertsOf } from './saved-baskets';

/**
 * A group sales request's life (decisions/0057): new → quoted (seats held for the group) →
 * confirmed (deposit paid, balance owed by a date) → paid (balance paid); declined from new or
 * quoted.
 */
export const groupSaleStatuses = ['new', 'quoted', 'confirmed', 'paid', 'declined'] as const;
export type GroupSaleStatus = (typeof groupSaleStatuses)[number];
export type GroupSaleAction = 'quote' | 'confirm' | 'payBalance' | 'decline';

/** Where an action takes a request, or null when its status does not allow it. */
export function groupSaleTransition(from: GroupSaleStatus, action: GroupSaleAction): GroupSaleStatus | null {
  switch (action) {
    case 'quote':
      // A quote may be redone (other seats) until it is confirmed.
      return from === 'new' || from === 'quoted' ? 'quoted' : null;
    case 'confirm':
      return from === 'quoted' ? 'confirmed' : null;
    case 'payBalance':
      return from === 'confirmed' ? 'paid' : null;
    case 'decline':
      return from === 'new' || from === 'quoted' ? 'declined' : null;
  }
}

/** A group size threshold: whole seats, or a whole percentage of the event's total seats. */
export type GroupThreshold =
  | { readonly kind: 'seats'; readonly value: number }
  | { readonly kind: 'percent'; readonly value: number };

/** A group pricing tier: groups of at least the threshold get `discountBp` (basis points) off face value. */
export interface GroupPriceTier {
  readonly threshold: GroupThreshold;
  readonly discountBp: number;
}

/**
 * The threshold in seats (spec §5: "Group size threshold is in seats. Percent of total seats
 * rounds up to whole seats"). Integer arithmetic: 10% of 95 seats is 9.5 → 10 seats.
 */
export function thresholdSeats(threshold: GroupThreshold, totalSeats: number): number {
  if (threshold.kind === 'seats') return threshold.value;
  return Math.floor((threshold.value * totalSeats + 99) / 100);
}

/**
 * The discount (basis points) a group of `groupSize` seats gets at an event of `totalSeats`
 * seats: the largest of the tiers whose threshold it reaches; 0 when none.
 */
export function groupDiscountBp(
  tiers: readonly GroupPriceTier[],
  groupSize: number,
  totalSeats: number,
): number {
  let best = 0;
  for (const tier of tiers) {
    if (groupSize >= thresholdSeats(tier.threshold, totalSeats) && tier.discountBp > best)
      best = tier.discountBp;
  }
  return best;
}

/** A ticket's face value for the group: the discount off, rounded half away, never below zero. */
export function groupFaceValue(faceValue: number, discountBp: number): number {
  if (discountBp <= 0) return faceValue;
  return Math.max(0, faceValue - percentOf(faceValue, discountBp));
}

/**
 * The alerts a group sale shows (spec §4 saved basket alerts): while quoted, its held seats
 * expire (expiring soon, expired); once confirmed, its balance falls due (due soon, past due).
 * Paid and declined groups show none.
 */
export function groupSaleAlerts(
  now: Date,
  group: { status: GroupSaleStatus; holdUntil: Date | null; balanceDueAt: Date | null },
): SavedBasketAlert[] {
  if (group.status === 'quoted')
    return savedBasketAlertsOf(now, { expiresAt: group.holdUntil, paymentDueAt: null });
  if (group.status === 'confirmed') {
    return savedBasketAlertsOf(now, { expiresAt: null, paymentDueAt: group.balanceDueAt });
  }
  return [];
}
