import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';

export async function orderDeliveryDate(tx: Db, orderId: number): Promise<Date | string | null> {
  const [row] = await rows<{ delivery_date: Date | string | null }>(
    tx,
    sql`SELECT delivery_date FROM orders WHERE id = ${orderId}`,
  );
  return row?.delivery_date ?? null;
}

export async function setOrderDeliveryDate(
  tx: Db,
  accountId: number,
  orderId: number,
  deliveryDate: Date | null,
): Promise<void> {
  await tx.execute(
    sql`UPDATE orders SET delivery_date = ${deliveryDate} WHERE account_id = ${accountId} AND id = ${orderId}`,
  );
}

/**
 * Replaces an order's buyer, unlinks its customer and blanks the text of its notes (which may
 * name the buyer).
 */
export async function anonymizeOrderRow(
  tx: Db,
  accountId: number,
  orderId: number,
  buyer: Record<string, string | null>,
  now: Date,
): Promise<void> {
  await tx.execute(
    sql`UPDATE orders SET buyer = ${JSON.stringify(buyer)}::jsonb, customer_id = NULL, anonymized_at = ${now}
      WHERE account_id = ${accountId} AND id = ${orderId}`,
  );
  await tx.execute(
    sql`UPDATE order_activity SET details = jsonb_set(details, '{text}', '""'::jsonb)
      WHERE account_id = ${accountId} AND order_id = ${orderId} AND kind = 'note.added'`,
  );
}

/** The type of one payment of the order. */
export async function orderPaymentType(tx: Db, accountId: number, orderId: number, paymentId: number) {
  const [payment] = await rows<{ type: string }>(
    tx,
    sql`SELECT type FROM payments WHERE account_id = ${accountId} AND order_id = ${orderId} AND id = ${paymentId}`,
  );
  return payment;
}

export async function setOrderPaymentType(tx: Db, paymentId: number, type: string): Promise<void> {
  await tx.execute(sql`UPDATE payments SET type = ${type} WHERE id = ${paymentId}`);
}

/** One ticket of the order with its event, seat and status. */
export async function orderTicketSeat(tx: Db, accountId: number, orderId: number, ticketId: number) {
  const [ticket] = await rows<{
    event_id: number;
    event_seat_id: number | string | null;
    status: string;
    seat_key: string;
  }>(
    tx,
    sql`SELECT event_id, event_seat_id, status, seat_key FROM order_tickets
      WHERE account_id = ${accountId} AND order_id = ${orderId} AND id = ${ticketId}`,
  );
  return ticket;
}

/** Points a ticket at the seat it moved to. */
export async function seatTicketAt(
  tx: Db,
  ticketId: number,
  seat: { id: number; section: string; row: string; seat: string },
  key: string,
): Promise<void> {
  await tx.execute(
    sql`UPDATE order_tickets SET event_seat_id = ${seat.id}, seat_key = ${key}, section = ${seat.section},
        "row" = ${seat.row}, seat = ${seat.seat}
      WHERE id = ${ticketId}`,
  );
}

/** A staff user of the account, with their full name. */
export async function accountUserName(tx: Db, accountId: number, userId: number) {
  const [user] = await rows<{ id: number; name: string }>(
    tx,
    sql`SELECT id, first_name || ' ' || last_name AS name FROM users WHERE account_id = ${accountId} AND id = ${userId}`,
  );
  return user;
}

export async function orderUserId(tx: Db, orderId: number): Promise<number | null> {
  const [row] = await rows<{ user_id: number | null }>(
    tx,
    sql`SELECT user_id FROM orders WHERE id = ${orderId}`,
  );
  return row?.user_id ?? null;
}

export async function setOrderUserId(
  tx: Db,
  accountId: number,
  orderId: number,
  userId: number,
): Promise<void> {
  await tx.execute(
    sql`UPDATE orders SET user_id = ${userId} WHERE account_id = ${accountId} AND id = ${orderId}`,
  );
}
