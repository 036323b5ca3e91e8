import { listShopBasketPaymentPlans } from '@tessera/contract';
import { isoSchedule, plansOfBasket } from '@/modules/instalments/basket-plans.service';
import { authenticateCustomer } from '@/platform/auth/customer-session';
import { implement } from '@/platform/http/implement';
import { browserBasketId } from './shop.store';
import { browserSecretHash } from './shop-basket-cookie.http';

/**
 * The payment plans this browser's basket may be paid under (decisions/0107): a plan charges a
 * kept card later, so only a signed-in customer is offered one.
 */
export const shopPaymentPlanRoutes = [
  implement(listShopBasketPaymentPlans, async ({ deps, accountId, request }) => {
    const customer = await authenticateCustomer(request, deps, accountId);
    const secretHash = browserSecretHash(request);
    const basketId = customer && secretHash ? await browserBasketId(deps.db, accountId, secretHash) : null;
    if (!basketId) return [];
    return (await plansOfBasket(deps.db, accountId, basketId, deps.now())).plans.map(isoSchedule);
  }),
];
