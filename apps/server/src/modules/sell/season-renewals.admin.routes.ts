import { renewSeasonPackageInBasket } from '@tessera/contract';
import { eventsScopeApplies, hasPermission, salePolicyProblem } from '@tessera/domain';
import { basketInLocale } from '@/modules/baskets/basket-names.service';
import { renewIntoBasket } from '@/modules/baskets/basket-renewals.service';
import { basketRow } from '@/modules/baskets/baskets.store';
import { requireSellerChannel, staffSeller } from '@/modules/baskets/sellers.service';
import { scopedEvents } from '@/modules/user-groups/group-policy.service';
import { AppError } from '@/platform/http/app-error';
import { implement } from '@/platform/http/implement';

/** Box office and call center: a holder's renewal into the basket, with an upgrade (decisions/0096). */
export const seasonRenewalSaleRoutes = [
  implement(renewSeasonPackageInBasket, async ({ deps, accountId, staff, params, body, locale }) => {
    const seller = await staffSeller(deps.db, staff);
    const found = await basketRow(deps.db, accountId, params.basketId);
    if (!found) throw new AppError('purchase.basket_not_found');
    requireSellerChannel(seller, found.channel);
    // A flex renewal's chosen events are judged against the seller's events scope at once
    // (decisions/0119); addSeasonPackage judges them again with the package's events.
    if (body.eventIds?.length && seller.policy && eventsScopeApplies(seller.policy)) {
      const problem = salePolicyProblem(seller.policy, {
        events: await scopedEvents(deps.db, accountId, body.eventIds),
      });
      if (problem) throw new AppError(problem.code, 'eventIds');
    }
    const basket = await renewIntoBasket(deps.db, accountId, params.basketId, seller, body, deps.now(), {
      rights: {
        accessibleSeatingRenewals: hasPermission(staff, 'accessibleSeatingRenewals'),
        seasonPackageManagement: hasPermission(staff, 'seasonPackageManagement'),
      },
    });
    return basketInLocale(deps.db, accountId, locale, basket);
  }),
];
