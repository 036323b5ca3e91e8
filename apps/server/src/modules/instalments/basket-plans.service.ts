import type { ScheduledInstalment } from '@tessera/domain';
import type { Db } from '@/db/client';
import { pricedBasket } from '@/modules/baskets/baskets.service';
import { offeredPlans } from '@/modules/payment-plans/payment-plans.service';

/**
 * The payment plans a basket may be paid under now (its channel and events), each with its
 * schedule for the basket's total, and that total: the box office's and the shop's offer.
 */
export async function plansOfBasket(db: Db, accountId: number, basketId: string, now: Date) {
  const basket = await pricedBasket(db, accountId, basketId, now);
  const total = basket.priced.total;
  const plans = await offeredPlans(
    db,
    accountId,
    {
      channel: basket.basket.channel,
      eventIds: [
        ...new Set([
          ...basket.items.map((i) => i.event_id),
          ...basket.priced.products.map((p) => p.row.event_id),
        ]),
      ],
      total,
    },
    now,
  );
  return { total, plans };
}

/** A plan as the API answers it: due dates as ISO strings. */
export const isoSchedule = (plan: { id: number; name: string; instalments: ScheduledInstalment[] }) => ({
  ...plan,
  instalments: plan.instalments.map((i) => ({ ...i, dueAt: i.dueAt.toISOString() })),
});
