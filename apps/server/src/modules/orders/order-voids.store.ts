import type { OrderStatus } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { arrayParam, rows } from '@/db/sql';

/** A ticket of the order as a void weighs it. */
export interface TicketForVoid {
  id: number | string;
  status: OrderStatus;
  total: number;
  event_seat_id: number | string | null;
  ga_reservation_id: number | string | null;
  seat_key: string;
  /** The season package the ticket is a part of (decisions/0086). */
  package_line_id: number | string | null;
  bundle_line_id: number | string | null;
}

/** The id of a hold seats may return to (one of the account's, not archived), or null. */
export async function liveHoldId(tx: Db, accountId: number, holdId: number): Promise<number | null> {
  const [hold] = await rows<{ id: number }>(
    tx,
    sql`SELECT id FROM holds WHERE account_id = ${accountId} AND id = ${holdId} AND archived_at IS NULL`,
  );
  return hold ? Number(hold.id) : null;
}

/** The order's payments with what has been refunded of each. */
export async function refundablePayments(tx: Db, accountId: number, orderId: number) {
  const list = await rows<{
    id: number | string;
    type: string;
    amount: number;
    provider_id: string | null;
    refunded: number | string;
  }>(
    tx,
    // Refunds in every state count: a failed one keeps its share until it is retried.
    sql`SELECT p.id, p.type, p.amount, p.provider_id,
        COALESCE((SELECT sum(r.amount) FROM order_refunds r WHERE r.payment_id = p.id), 0) AS refunded
      FROM payments p WHERE p.account_id = ${accountId} AND p.order_id = ${orderId} ORDER BY p.id`,
  );
  return list.map((p) => ({
    id: Number(p.id),
    type: p.type,
    amount: p.amount,
    providerId: p.provider_id,
    refunded: Number(p.refunded),
  }));
}

export const orderTicketsForVoid = (tx: Db, accountId: number, orderId: number) =>
  rows<TicketForVoid>(
    tx,
    sql`SELECT id, status, total, event_seat_id, ga_reservation_id, seat_key, package_line_id, bundle_line_id FROM order_tickets
      WHERE account_id = ${accountId} AND order_id = ${orderId} ORDER BY id`,
  );

/** Voids the order's named tickets that are still live; returns how many it voided. */
export async function voidTicketRows(
  tx: Db,
  accountId: number,
  orderId: number,
  ticketIds: readonly number[],
  now: Date,
): Promise<number> {
  const voided = await rows<{ id: number | string }>(
    tx,
    sql`UPDATE order_tickets SET status = 'voided', voided_at = ${now}
      WHERE account_id = ${accountId} AND order_id = ${orderId} AND status <> 'voided'
        AND id = ANY(${arrayParam([...ticketIds])}::bigint[]) RETURNING id`,
  );
  return voided.length;
}

export async function setOrderStatus(tx: Db, accountId: number, orderId: number, status: OrderStatus) {
  await tx.execute(
    sql`UPDATE orders SET status = ${status} WHERE account_id = ${accountId} AND id = ${orderId}`,
  );
}
