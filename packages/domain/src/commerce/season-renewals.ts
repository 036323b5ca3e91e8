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

/** Counts per status, every status present (the staff report's totals). */
export function renewalTotals(statuses: readonly RenewalStatus[]): Record<RenewalStatus, number> {
  const totals: Record<RenewalStatus, number> = { renewed: 0, pending: 0, released: 0, unavailable: 0 };
  for (const s of statuses) totals[s] += 1;
  return totals;
}
