import type { Db } from '@/db/client';
import { pricedBasket } from '@/modules/baskets/baskets.service';
import { depositSchedule } from '@/modules/payment-plans/template-deposit.service';

/** What the box office is offered for a basket: its deposit schedule, or null. */
export async function depositOfBasket(db: Db, accountId: number, basketId: string, now: Date) {
  const basket = await pricedBasket(db, accountId, basketId, now);
  const eventIds = [
    ...new Set([
      ...basket.items.map((i) => i.event_id),
      ...basket.priced.products.map((p) => p.row.event_id),
    ]),
  ];
  const instalments = await depositSchedule(
    db,
    accountId,
    { items: basket.items, eventIds, total: basket.priced.total },
    now,
  );
  return instalments
    ? { instalments: instalments.map((i) => ({ ...i, dueAt: i.dueAt.toISOString() })) }
    : null;
}
