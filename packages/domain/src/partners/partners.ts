import { sum } from '../pricing/arithmetic';
import { chargeFees, type Fee, isPartnerCommission } from '../pricing/fees';

/**
 * Partners (resellers and group-sales agencies, spec §1) and what a sale credited to one owes
 * them (decisions/0053). Pure: the server loads the facts and writes what these answer.
 */

export type SalePartnerResult =
  | { readonly ok: true; readonly partnerId: number | null }
  | { readonly ok: false; readonly code: 'purchase.partner_not_allowed'; readonly field: 'partnerId' };

/**
 * The partner a sale is credited to. A partner's own user sells for that partner, always (a
 * different one chosen is refused); any other seller may choose one at checkout, or none.
 */
export function salePartner(facts: {
  readonly sellerPartnerId: number | null;
  readonly chosenPartnerId: number | null;
}): SalePartnerResult {
  const { sellerPartnerId, chosenPartnerId } = facts;
  if (sellerPartnerId !== null) {
    if (chosenPartnerId !== null && chosenPartnerId !== sellerPartnerId) {
      return { ok: false, code: 'purchase.partner_not_allowed', field: 'partnerId' };
    }
    return { ok: true, partnerId: sellerPartnerId };
  }
  return { ok: true, partnerId: chosenPartnerId };
}

/** Tickets of a sale priced under one fee set (one event template): their face values and fees. */
export interface CommissionGroup {
  readonly fees: readonly Fee[];
  /** Each ticket's face value after any promotion, in minor units. */
  readonly faceValues: readonly number[];
}

export interface PartnerCommission {
  /** The commission in minor units: what the venue owes the partner for this sale. */
  readonly amount: number;
  /** Whether any PartnerCommission fee applied to the sale (a rule of 0 still applies). */
  readonly applies: boolean;
  /** The amount per fee, in the order first charged. */
  readonly fees: readonly { readonly feeId: number; readonly amount: number }[];
}

/**
 * The partner commission of a sale, by the fee engine: each PartnerCommission fee of a group
 * charged like any fee (per ticket on the ticket's face value, per order once on the group's
 * face total), but owed to the partner instead of added to the buyer's total.
 */
export function partnerCommission(groups: readonly CommissionGroup[]): PartnerCommission {
  const perFee = new Map<number, number>();
  let applies = false;
  for (const group of groups) {
    if (group.faceValues.length === 0) continue;
    const fees = group.fees.filter(isPartnerCommission);
    if (fees.length === 0) continue;
    applies = true;
    const perTicket = fees.filter((f) => f.type === 'PerTicket');
    const perOrder = fees.filter((f) => f.type === 'PerOrder');
    const charges = [
      ...group.faceValues.flatMap((face) => chargeFees(face, perTicket)),
      ...chargeFees(sum(group.faceValues), perOrder),
    ];
    for (const c of charges) perFee.set(c.feeId, (perFee.get(c.feeId) ?? 0) + c.amount);
  }
  const fees = [...perFee.entries()].map(([feeId, amount]) => ({ feeId, amount }));
  return { amount: sum(fees.map((f) => f.amount)), applies, fees };
}

/** A payment method that needs a partner requires one (spec §5): refused on an order without one. */
export function partnerRequiredProblem(facts: {
  readonly partnerId: number | null;
  /** Per payment line: whether its payment method needs a partner on the order. */
  readonly paymentsNeedPartner: readonly boolean[];
}): { readonly code: 'purchase.partner_required'; readonly field: 'partnerId' } | null {
  return facts.partnerId === null && facts.paymentsNeedPartner.includes(true)
    ? { code: 'purchase.partner_required', field: 'partnerId' }
    : null;
}

/**
 * When the account requires commissions on partner orders (spec §3), a partner order no
 * commission rule applies to is refused; an order without a partner needs none.
 */
export function partnerCommissionProblem(facts: {
  readonly partnerId: number | null;
  readonly requireCommissions: boolean;
  readonly commission: Pick<PartnerCommission, 'applies'>;
}): { readonly code: 'purchase.partner_commission_required'; readonly field: 'partnerId' } | null {
  return facts.partnerId !== null && facts.requireCommissions && !facts.commission.applies
    ? { code: 'purchase.partner_commission_required', field: 'partnerId' }
    : null;
}

/** The commission kept with an order: none unless it is credited to a partner. */
export const orderCommission = (partnerId: number | null, commission: PartnerCommission) =>
  partnerId === null ? 0 : commission.amount;
