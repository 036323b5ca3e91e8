import {
  cancelOrderPaymentPlan,
  changeOrderPaymentPlanCard,
  getBasketDeposit,
  getOrderPaymentPlan,
  listBasketPaymentPlans,
  listOrderPaymentPlans,
  payOrderPaymentPlanNow,
} from '@tessera/contract';
import { listOrderPlans } from '@/modules/payment-plans/payment-plans.store';
import { cardSourceOf } from '@/modules/payments/card-source.service';
import { implement } from '@/platform/http/implement';
import { depositOfBasket } from './basket-deposit.service';
import { isoSchedule, plansOfBasket } from './basket-plans.service';
import {
  cancelOrderPlan,
  changePlanCard,
  orderPlanOrNotFound,
  payNextInstalmentNow,
} from './instalments.service';

export const instalmentsAdminRoutes = [
  implement(listBasketPaymentPlans, async ({ deps, accountId, params }) =>
    (await plansOfBasket(deps.db, accountId, params.basketId, deps.now())).plans.map(isoSchedule),
  ),
  implement(getBasketDeposit, ({ deps, accountId, params }) =>
    depositOfBasket(deps.db, accountId, params.basketId, deps.now()),
  ),
  implement(listOrderPaymentPlans, async ({ deps, accountId, query }) =>
    listOrderPlans(deps.db, accountId, { status: query.status }),
  ),
  implement(getOrderPaymentPlan, async ({ deps, accountId, params }) =>
    orderPlanOrNotFound(deps.db, accountId, params.id),
  ),
  implement(cancelOrderPaymentPlan, async ({ deps, accountId, params, staff }) =>
    cancelOrderPlan(deps.db, accountId, params.id, staff.userId, deps.now()),
  ),
  implement(payOrderPaymentPlanNow, async ({ deps, accountId, params, staff }) =>
    payNextInstalmentNow(deps, accountId, params.id, staff.userId),
  ),
  implement(changeOrderPaymentPlanCard, async ({ deps, accountId, params, body, staff }) =>
    changePlanCard(deps, accountId, params.id, cardSourceOf(body), staff.userId),
  ),
];
