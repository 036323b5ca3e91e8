import type { AdminRole } from '../access/roles';
import type { ErrorCode } from '../errors/catalogue';

/** Spec §4: "Price change request: draft, approval requested, then approved or denied." */
export const priceChangeStatuses = ['draft', 'approval_requested', 'approved', 'denied'] as const;
export type PriceChangeStatus = (typeof priceChangeStatuses)[number];

export const priceChangeActions = ['edit', 'request_approval', 'approve', 'deny'] as const;
export type PriceChangeAction = (typeof priceChangeActions)[number];

/** The only moves a request can make; editing keeps a draft a draft. */
const moves: Readonly<Record<PriceChangeAction, { from: PriceChangeStatus; to: PriceChangeStatus }>> = {
  edit: { from: 'draft', to: 'draft' },
  request_approval: { from: 'draft', to: 'approval_requested' },
  approve: { from: 'approval_requested', to: 'approved' },
  deny: { from: 'approval_requested', to: 'denied' },
};

export type PriceChangeTransition =
  | { ok: true; to: PriceChangeStatus }
  | { ok: false; code: Extract<ErrorCode, 'admin.price_change_transition_invalid'> };

export function priceChangeTransition(
  from: PriceChangeStatus,
  action: PriceChangeAction,
): PriceChangeTransition {
  const move = moves[action];
  return move.from === from
    ? { ok: true, to: move.to }
    : { ok: false, code: 'admin.price_change_transition_invalid' };
}

/** Approved and denied requests are final. */
export function isFinalPriceChange(status: PriceChangeStatus): boolean {
  return status === 'approved' || status === 'denied';
}

/**
 * Who decides a request, beyond holding the approval permission: not the person who asked
 * for the approval, so two people see every price change, except an administrator, who may
 * decide their own (a small account may have only one).
 */
export function mayDecidePriceChange(
  decider: { readonly userId: number; readonly role: AdminRole },
  requestedBy: number | null,
): boolean {
  return decider.role === 'Admin' || requestedBy !== decider.userId;
}

/** One change asked for: a level's default price (no price type) or one price table cell. */
export interface PriceChangeItem {
  readonly priceLevelId: number;
  readonly priceTypeId: number | null;
  readonly price: number;
}

/** Where two items would set the same price, the index of the later one, or -1. */
export function duplicatePriceChangeItem(items: readonly PriceChangeItem[]): number {
  const seen = new Set<string>();
  for (const [i, item] of items.entries()) {
    const key = `${item.priceLevelId}:${item.priceTypeId ?? 'default'}`;
    if (seen.has(key)) return i;
    seen.add(key);
  }
  return -1;
}
