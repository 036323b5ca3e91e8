import {
  DELIVERY_MOVE_ORDERS_MAX,
  type DeliveryMoveOrder,
  type deliveryMoveRefusalCodes,
  type listDeliveryMoveOrders,
} from '@tessera/contract';
import { type DeliveryMethodType, type DeliveryMoveProblem, deliveryMoveProblem } from '@tessera/domain';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { listPlans } from '@/modules/delivery-plans/delivery-plans.store';
import { requireEventsInScope } from '@/modules/user-groups/group-policy.service';
import type { StaffPrincipal } from '@/platform/auth/principal';
import { AppError } from '@/platform/http/app-error';
import { recordOrderActivity } from './order-activity.store';
import {
  accountMethod,
  eventPlanId,
  eventsOfOrders,
  lockedOrderDelivery,
  ordersForDeliveryMove,
  setOrderDeliveryMethod,
} from './order-delivery-moves.store';

type ListQuery = z.output<NonNullable<(typeof listDeliveryMoveOrders)['query']>>;
type RefusalCode = (typeof deliveryMoveRefusalCodes)[number];

const iso = (d: Date | string) => new Date(d).toISOString();

/** The event's orders matching the filter, and the methods of the event's delivery plan. */
export async function deliveryMoveOrders(db: Db, accountId: number, query: ListQuery) {
  const planId = await eventPlanId(db, accountId, query.eventId);
  const [plan] = planId === null ? [] : await listPlans(db, accountId, planId);
  const found = await ordersForDeliveryMove(db, accountId, query, DELIVERY_MOVE_ORDERS_MAX);
  const orders: DeliveryMoveOrder[] = found.slice(0, DELIVERY_MOVE_ORDERS_MAX).map((o) => ({
    id: Number(o.id),
    createdAt: iso(o.created_at),
    buyerName: `${o.buyer.firstName ?? ''} ${o.buyer.lastName ?? ''}`.trim(),
    status: o.status,
    deliveryMethodId: o.delivery_method_id,
  }));
  return { methods: plan?.methods ?? [], orders, truncated: found.length > DELIVERY_MOVE_ORDERS_MAX };
}

const refusals: Record<DeliveryMoveProblem, RefusalCode> = {
  order_voided: 'admin.order_delivery_voided',
  method_not_in_plan: 'admin.order_delivery_method_not_in_plan',
  address_missing: 'admin.order_delivery_address_missing',
};

/**
 * Moves each order to the method, one transaction per order (a refused order does not undo
 * the others), each change recorded in the order's activity with the method before and after.
 */
export async function moveOrderDeliveries(
  db: Db,
  staff: StaffPrincipal,
  orderIds: readonly number[],
  methodId: number,
  now: Date,
) {
  const accountId = staff.accountId;
  const method = await accountMethod(db, accountId, methodId);
  if (!method) throw new AppError('admin.choice_unavailable', 'deliveryMethodId');
  const ids = [...new Set(orderIds)];
  await requireEventsInScope(db, staff, await eventsOfOrders(db, accountId, ids));
  const moved: number[] = [];
  const unchanged: number[] = [];
  const refused: { orderId: number; code: RefusalCode }[] = [];
  for (const orderId of ids) {
    const outcome = await db.transaction(async (tx) => {
      const order = await lockedOrderDelivery(tx, accountId, orderId);
      if (!order) return 'purchase.order_not_found' as const;
      if (order.delivery_method_id === method.id) return 'unchanged' as const;
      const problem = deliveryMoveProblem(
        { status: order.status, eventPlanIds: order.eventPlanIds, hasAddress: order.has_address },
        { planId: method.plan_id, type: method.type as DeliveryMethodType },
      );
      if (problem) return refusals[problem];
      await setOrderDeliveryMethod(tx, accountId, orderId, method.id);
      await recordOrderActivity(
        tx,
        accountId,
        orderId,
        {
          kind: 'delivery_method.changed',
          userId: staff.userId,
          actor: 'staff',
          details: { from: order.delivery_method_type, to: method.type, methodId: method.id },
        },
        now,
      );
      return 'moved' as const;
    });
    if (outcome === 'moved') moved.push(orderId);
    else if (outcome === 'unchanged') unchanged.push(orderId);
    else refused.push({ orderId, code: outcome });
  }
  return { moved, unchanged, refused };
}
