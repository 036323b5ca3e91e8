import type { SaleRefusal } from './sale-timing';

/**
 * Renewals of season packages (decisions/0096): this season's holders are offered next
 * season's package with their seats held for them until a deadline.
 */

/** What staff see of a renewal: renewed (an order holds it), pending, released or unavailable. */
export type RenewalStatus = 'renewed' | 'pending' | 'released' | 'unavailable';

export interface RenewalFacts {
  /** The stored state: seats held, never held (a seat was not open at the roll), or given back. */
  readonly stored: 'held' | 'unavailable' | 'released';
  /** Whether an order holds a package line renewing it. */
  readonly renewed: boolean;
}

export function renewalStatus(facts: RenewalFacts): RenewalStatus {
  if (facts.renewed) return 'renewed';
  if (facts.stored === 'held') return 'pending';
  return facts.stored;
}

export type RenewalRefusal =
  | 'purchase.season_renewal_already_renewed'
  | 'purchase.season_renewal_deadline_passed'
  | 'purchase.season_renewal_not_held';

/**
 * Why a renewal cannot be taken into a basket now, or null: renewed already, the deadline
 * passed (the job may not have run yet: the clock decides), or its seats were never held or
 * were given back.
 */
export function renewalRefusal(facts: RenewalFacts, deadline: Date | null, now: Date): RenewalRefusal | null {
  if (facts.renewed) return 'purchase.season_renewal_already_renewed';
  if (deadline === null || now.getTime() >= deadline.getTime())
    return 'purchase.season_renewal_deadline_passed';
  if (facts.stored !== 'held') return 'purchase.season_renewal_not_held';
  return null;
}

/**
 * Accessible seating for renewals needs season package management (spec §5): a staff member
 * renews (or upgrades into) an accessible seat only holding both rights. A seat is accessible
 * when it has an accessibility type.
 */
export function accessibleRenewalAllowed(
  seats: readonly { readonly adaType: string | null }[],
  rights: { readonly accessibleSeatingRenewals: boolean; readonly seasonPackageManagement: boolean },
): boolean {
  if (!seats.some((s) => s.adaType !== null && s.adaType !== '')) return true;
  return rights.accessibleSeatingRenewals && rights.seasonPackageManagement;
}

/**
 * How many of a package's events a renewal needs its place open in to be held at the roll
 * (decisions/0119): every event of a fixed package; a flex package's N, since its holder
 * re-chooses N events at renewal.
 */
export function renewalEventsNeeded(
  pkg: { readonly kind: 'fixed' | 'flex'; readonly chooseCount: number | null },
  events: number,
): number {
  if (pkg.kind === 'fixed') return events;
  return Math.min(Math.max(pkg.chooseCount ?? events, 1), events);
}

/**
 * The events a renewal takes (decisions/0119): a fixed package's every held event (none may be
 * named); a flex package's exactly N distinct events, every one of them among the events the
 * holder's place is held in. The wrong count is `purchase.season_package_events`, an event
 * without a held seat `purchase.season_renewal_events`.
 */
export function renewalEventsChosen(
  pkg: { readonly kind: 'fixed' | 'flex'; readonly chooseCount: number | null },
  heldEventIds: readonly number[],
  chosen: readonly number[] | undefined,
): { eventIds: number[] } | { error: 'purchase.season_package_events' | 'purchase.season_renewal_events' } {
  const held = [...new Set(heldEventIds)].sort((a, b) => a - b);
  if (pkg.kind === 'fixed')
    return chosen === undefined ? { eventIds: held } : { error: 'purchase.season_package_events' };
  const picked = [...new Set(chosen ?? [])].sort((a, b) => a - b);
  const n = pkg.chooseCount ?? 0;
  if (n < 1 || picked.length !== n || (chosen?.length ?? 0) !== n)
    return { error: 'purchase.season_package_events' };
  if (picked.some((id) => !held.includes(id))) return { error: 'purchase.season_renewal_events' };
  return { eventIds: picked };
}

/** Counts per status, every status present (the staff report's totals). */
export function renewalTotals(statuses: readonly RenewalStatus[]): Record<RenewalStatus, number> {
  const totals: Record<RenewalStatus, number> = { renewed: 0, pending: 0, released: 0, unavailable: 0 };
  for (const s of statuses) totals[s] += 1;
  return totals;
}

/**
 * The sale refusal of an event for a renewal's seats (decisions/0111): renewals come before the
 * general sale, so a renewal is sold before the channel's on-sale date, until its deadline.
 * Every other refusal (inactive, off sale, past the cutoff) stands, and after the deadline the
 * channel's on-sale date does too.
 */
export function renewalSaleRefusal(
  refusal: SaleRefusal | null,
  deadline: Date | null,
  now: Date,
): SaleRefusal | null {
  if (refusal?.reason !== 'not_yet_on_sale') return refusal;
  return deadline !== null && now.getTime() < deadline.getTime() ? null : refusal;
}
