import type { OrderStatus } from '@tessera/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { arrayParam, rows } from '@/db/sql';

export interface DeliveryMoveFilter {
  eventId: number;
  from?: string | undefined;
  to?: string | undefined;
  deliveryMethodId?: number | 'none' | undefined;
}

/** The orders with tickets for the event matching the filter, newest first, `limit + 1` at most. */
export async function ordersForDeliveryMove(
  db: Db,
  accountId: number,
  filter: DeliveryMoveFilter,
  limit: number,
) {
  const where: SQL[] = [
    sql`o.account_id = ${accountId}`,
    sql`EXISTS (SELECT 1 FROM order_tickets t WHERE t.event_id = ${filter.eventId} AND t.order_id = o.id)`,
  ];
  if (filter.from) where.push(sql`o.created_at >= ${new Date(`${filter.from}T00:00:00Z`)}`);
  if (filter.to) {
    where.push(sql`o.created_at < ${new Date(new Date(`${filter.to}T00:00:00Z`).getTime() + 86_400_000)}`);
  }
  if (filter.deliveryMethodId === 'none') where.push(sql`o.delivery_method_id IS NULL`);
  else if (filter.deliveryMethodId) where.push(sql`o.delivery_method_id = ${filter.deliveryMethodId}`);
  return rows<{
    id: number | string;
    created_at: Date | string;
    buyer: { firstName?: string; lastName?: string };
    status: OrderStatus;
    delivery_method_id: number | null;
  }>(
    db,
    sql`SELECT o.id, o.created_at, o.buyer, o.status, o.delivery_method_id FROM orders o
      WHERE ${sql.join(where, sql` AND `)}
      ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit + 1}`,
  );
}

/** The delivery plan of the event's template (null: none, or no such event of the account). */
export async function eventPlanId(db: Db, accountId: number, eventId: number): Promise<number | null> {
  const [row] = await rows<{ plan_id: number | null }>(
    db,
    sql`SELECT (t.basic_info->>'deliveryPlanId')::int AS plan_id FROM events e
      JOIN event_templates t ON t.id = e.template_id AND t.account_id = e.account_id
      WHERE e.account_id = ${accountId} AND e.id = ${eventId}`,
  );
  return row?.plan_id ?? null;
}

/** A delivery method of the account with its plan. */
export async function accountMethod(db: Db, accountId: number, methodId: number) {
  const [row] = await rows<{ id: number; plan_id: number; type: string; display_name: string }>(
    db,
    sql`SELECT id, plan_id, type, display_name FROM delivery_methods
      WHERE account_id = ${accountId} AND id = ${methodId}`,
  );
  return row;
}

/** The events the orders have tickets for (to ask the user's events scope). */
export async function eventsOfOrders(
  db: Db,
  accountId: number,
  orderIds: readonly number[],
): Promise<number[]> {
  const list = await rows<{ event_id: number }>(
    db,
    sql`SELECT DISTINCT event_id FROM order_tickets
      WHERE account_id = ${accountId} AND order_id = ANY(${arrayParam([...orderIds])}::bigint[])`,
  );
  return list.map((r) => Number(r.event_id));
}

/**
 * What a move needs of one order, with the order row locked: its status, method, whether it
 * has a postal address, and the delivery plan of each event it has tickets for.
 */
export async function lockedOrderDelivery(tx: Db, accountId: number, orderId: number) {
  const [order] = await rows<{
    status: OrderStatus;
    delivery_method_id: number | null;
    delivery_method_type: string | null;
    has_address: boolean;
  }>(
    tx,
    sql`SELECT o.status, o.delivery_method_id, dm.type AS delivery_method_type,
        o.delivery_address IS NOT NULL AND o.delivery_address <> 'null'::jsonb AS has_address
      FROM orders o LEFT JOIN delivery_methods dm ON dm.id = o.delivery_method_id
      WHERE o.account_id = ${accountId} AND o.id = ${orderId} FOR UPDATE OF o`,
  );
  if (!order) return null;
  const plans = await rows<{ plan_id: number | null }>(
    tx,
    sql`SELECT DISTINCT (t.basic_info->>'deliveryPlanId')::int AS plan_id
      FROM order_tickets ot JOIN events e ON e.id = ot.event_id
      LEFT JOIN event_templates t ON t.id = e.template_id AND t.account_id = e.account_id
      WHERE ot.order_id = ${orderId}`,
  );
  return { ...order, eventPlanIds: plans.map((p) => (p.plan_id === null ? null : Number(p.plan_id))) };
}

export async function setOrderDeliveryMethod(tx: Db, accountId: number, orderId: number, methodId: number) {
  await tx.execute(
    sql`UPDATE orders SET delivery_method_id = ${methodId} WHERE account_id = ${accountId} AND id = ${orderId}`,
  );
}
