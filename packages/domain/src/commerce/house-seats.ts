/** Who a house seats request is for (spec §1: house seats go to the production's people). */
export const houseSeatRelationships = ['artist', 'producer', 'company'] as const;
export type HouseSeatRelationship = (typeof houseSeatRelationships)[number];

/** A house seats request's life: requested → approved → paid, or canceled before it is paid. */
export const houseSeatRequestStatuses = ['requested', 'approved', 'paid', 'canceled'] as const;
export type HouseSeatRequestStatus = (typeof houseSeatRequestStatuses)[number];

export type HouseSeatAction = 'approve' | 'pay' | 'cancel';

/** Where an action takes a request, or null when its status does not allow it. */
export function houseSeatTransition(
  from: HouseSeatRequestStatus,
  action: HouseSeatAction,
): HouseSeatRequestStatus | null {
  switch (action) {
    case 'approve':
      return from === 'requested' ? 'approved' : null;
    case 'pay':
      return from === 'approved' ? 'paid' : null;
    case 'cancel':
      return from === 'requested' || from === 'approved' ? 'canceled' : null;
  }
}

/**
 * When unused house seats go back to general sale: `hours` before the event starts; null when
 * the event keeps them held.
 */
export function houseSeatReleaseAt(startsAt: Date, hours: number | null): Date | null {
  return hours === null ? null : new Date(startsAt.getTime() - hours * 3_600_000);
}
