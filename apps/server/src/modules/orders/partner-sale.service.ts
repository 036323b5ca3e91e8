import {
  type CommissionGroup,
  type PartnerCommission,
  partnerCommission,
  partnerCommissionProblem,
  salePartner,
} from '@tessera/domain';
import type { Db } from '@/db/client';
import { requireAccount } from '@/modules/accounts/accounts.service';
import type { PricedBasketView } from '@/modules/baskets/basket-pricing.rules';
import { requireActivePartner } from '@/modules/partners/partners.service';
import { partnerOfUser } from '@/modules/partners/partners.store';
import { AppError } from '@/platform/http/app-error';

export type SalePartner = { id: number; name: string } | null;

/**
 * The partner a sale is credited to (decisions/0053): a partner user's own, or the one a staff
 * seller chose; an active partner of the account (a partner user's own may have been archived
 * since: their sales still go to it).
 */
export async function partnerOfSale(
  db: Db,
  accountId: number,
  sellerUserId: number | null,
  chosenPartnerId: number | null,
): Promise<SalePartner> {
  const sellerPartnerId = sellerUserId === null ? null : await partnerOfUser(db, accountId, sellerUserId);
  const result = salePartner({ sellerPartnerId, chosenPartnerId });
  if (!result.ok) throw new AppError(result.code, result.field);
  if (result.partnerId === null) return null;
  return requireActivePartner(db, accountId, result.partnerId, 'purchase.partner_not_found', sellerPartnerId);
}

/** The basket's tickets by fee set (one per event template), as the fee engine charges them. */
function commissionGroups(priced: PricedBasketView): CommissionGroup[] {
  const groups = new Map<string, { fees: CommissionGroup['fees']; faceValues: number[] }>();
  for (const line of priced.lines) {
    // Grouped as the basket is priced: events of one template share its fee set.
    const key = String(line.context.templateId ?? `event-${line.item.event_id}`);
    const group = groups.get(key) ?? { fees: line.context.fees, faceValues: [] };
    group.faceValues.push(...line.tickets.map((t) => t.faceValue));
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The commission a partner sale owes; refused when the account requires one and none applies. */
export async function commissionOfSale(
  db: Db,
  accountId: number,
  partner: SalePartner,
  priced: PricedBasketView,
): Promise<PartnerCommission> {
  const commission = partnerCommission(commissionGroups(priced));
  if (partner) {
    const account = await requireAccount(db, accountId);
    const problem = partnerCommissionProblem({
      partnerId: partner.id,
      requireCommissions: account.requireCommissionsOnPartnerOrders,
      commission,
    });
    if (problem) throw new AppError(problem.code, problem.field);
  }
  return commission;
}
