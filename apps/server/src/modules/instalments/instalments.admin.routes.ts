import {
  cancelOrderPaymentPlan,
  changeOrderPaymentPlanCard,
  getOrderPaymentPlan,
  listBasketPaymentPlans,
  listOrderPaymentPlans,
  payOrderPaymentPlanNow,
} from '@tessera/contract';
import { pricedBasket } from '@/modules/baskets/baskets.service';
import { offeredPlans } from '@/modules/payment-plans/payment-plans.service';
import { listOrderPlans } from '@/modules/payment-plans/payment-plans.store';
import { cardSourceOf } from '@/modules/payments/card-source.service';
import { implement } from '@/platform/http/implement';
import {
  cancelOrderPlan,
  changePlanCard,
  orderPlanOrNotFound,
  payNextInstalmentNow,
} from './instalments.service';

const iso = <T extends { dueAt: Date }>(i: T) => ({ ...i, dueAt: i.dueAt.toISOString() });

export const instalmentsAdminRoutes = [
  implement(listBasketPaymentPlans, async ({ deps, accountId, params }) => {
    const now = deps.now();
    const basket = await pricedBasket(deps.db, accountId, params.basketId, now);
    const plans = await offeredPlans(
      deps.db,
      accountId,
      {
        channel: basket.basket.channel,
        eventIds: [
          ...new Set([
            ...basket.items.map((i) => i.event_id),
            ...basket.priced.products.map((p) => p.row.event_id),
          ]),
        ],
        total: basket.priced.total,
      },
      now,
    );
    return plans.map((p) => ({ ...p, instalments: p.instalments.map(iso) }));
  }),
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
