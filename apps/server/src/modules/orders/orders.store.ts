import type { Order } from '@tessera/contract';
import type { OrderStatus } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { orderTickets, payments } from '@/db/schema';
import { rows } from '@/db/sql';

export async function orderIdByKey(
  db: Db,
  accountId: number,
  idempotencyKey: string,
): Promise<{ id: number; basketId: string } | null> {
  const [row] = await rows<{ id: number | string; basket_id: string }>(
    db,
    sql`SELECT id, basket_id FROM orders WHERE account_id = ${accountId} AND idempotency_key = ${idempotencyKey}`,
  );
  return row ? { id: Number(row.id), basketId: row.basket_id } : null;
}

export interface NewOrder {
  globalId: string;
  basketId: string;
  idempotencyKey: string;
  channel: string;
  buyer: Order['buyer'];
  faceValueTotal: number;
  feeTotal: number;
  discountTotal: number;
  total: number;
  promoCode: string | null;
  userId: number | null;
}

export async function insertOrder(tx: Db, accountId: number, order: NewOrder, now: Date): Promise<number> {
  const [row] = await rows<{ id: number | string }>(
    tx,
    sql`INSERT INTO orders (global_id, account_id, basket_id, idempotency_key, channel, buyer, face_value_total,
        fee_total, discount_total, total, promo_code, user_id, created_at)
      VALUES (${order.globalId}::uuid, ${accountId}, ${order.basketId}::uuid, ${order.idempotencyKey}, ${order.channel},
        ${JSON.stringify(order.buyer)}::jsonb, ${order.faceValueTotal}, ${order.feeTotal}, ${order.discountTotal},
        ${order.total}, ${order.promoCode}, ${order.userId}, ${now})
      RETURNING id`,
  );
  return Number(row!.id);
}

export interface NewTicket {
  eventId: number;
  eventSeatId: number | null;
  gaReservationId: number | null;
  seatKey: string;
  section: string;
  row: string;
  seat: string;
  priceLevelId: number | null;
  priceTypeId: number | null;
  faceValue: number;
  discount: number;
  fees: unknown;
  total: number;
  barcode: string;
}

/** Every ticket of an order in one statement. */
export async function insertTickets(
  tx: Db,
  accountId: number,
  orderId: number,
  tickets: readonly NewTicket[],
  now: Date,
): Promise<void> {
  if (tickets.length === 0) return;
  await tx.insert(orderTickets).values(tickets.map((t) => ({ ...t, accountId, orderId, issuedAt: now })));
}

export interface NewPayment {
  type: string;
  amount: number;
  method: string | null;
  last4: string | null;
  providerId: string | null;
}

/** Every payment of an order in one statement. */
export async function insertPayments(
  tx: Db,
  accountId: number,
  orderId: number,
  list: readonly NewPayment[],
  now: Date,
): Promise<void> {
  if (list.length === 0) return;
  await tx
    .insert(payments)
    .values(list.map((p) => ({ ...p, accountId, orderId, status: 'captured' as const, createdAt: now })));
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** An order with its tickets and payments, tenant-scoped; null when there is none. */
export async function orderDetail(db: Db, accountId: number, orderId: number): Promise<Order | null> {
  const [o] = await rows<{
    id: number | string;
    global_id: string;
    status: OrderStatus;
    channel: string;
    buyer: Order['buyer'];
    face_value_total: number;
    fee_total: number;
    discount_total: number;
    delivery_total: number;
    total: number;
    promo_code: string | null;
    created_at: Date | string;
  }>(db, sql`SELECT * FROM orders WHERE account_id = ${accountId} AND id = ${orderId}`);
  if (!o) return null;
  const tickets = await rows<{
    id: number | string;
    event_id: number;
    event_name: string;
    starts_at: Date | string;
    seat_key: string;
    section: string;
    row: string;
    seat: string;
    price_level_name: string | null;
    price_type_name: string | null;
    face_value: number;
    discount: number;
    fees: Order['tickets'][number]['fees'];
    total: number;
    status: OrderStatus;
    barcode: string;
  }>(
    db,
    sql`SELECT t.id, t.event_id, e.name AS event_name, e.starts_at, t.seat_key, t.section, t.row, t.seat,
        pl.name AS price_level_name, pt.name AS price_type_name, t.face_value, t.discount, t.fees, t.total, t.status, t.barcode
      FROM order_tickets t JOIN events e ON e.id = t.event_id
      LEFT JOIN price_levels pl ON pl.id = t.price_level_id LEFT JOIN price_types pt ON pt.id = t.price_type_id
      WHERE t.account_id = ${accountId} AND t.order_id = ${orderId} ORDER BY t.id`,
  );
  const paymentRows = await rows<{
    id: number | string;
    type: string;
    amount: number;
    method: string | null;
    last4: string | null;
    status: string;
  }>(
    db,
    sql`SELECT id, type, amount, method, last4, status FROM payments
      WHERE account_id = ${accountId} AND order_id = ${orderId} ORDER BY id`,
  );
  return {
    id: Number(o.id),
    globalId: o.global_id,
    status: o.status,
    channel: o.channel,
    buyer: o.buyer,
    tickets: tickets.map((t) => ({
      id: Number(t.id),
      eventId: t.event_id,
      eventName: t.event_name,
      eventStartsAt: iso(t.starts_at),
      seatKey: t.seat_key,
      section: t.section,
      row: t.row,
      seat: t.seat,
      priceLevelName: t.price_level_name,
      priceTypeName: t.price_type_name,
      faceValue: t.face_value,
      discount: t.discount,
      fees: t.fees,
      total: t.total,
      status: t.status,
      barcode: t.barcode,
    })),
    payments: paymentRows.map((p) => ({ ...p, id: Number(p.id) })),
    faceValueTotal: o.face_value_total,
    feeTotal: o.fee_total,
    discountTotal: o.discount_total,
    deliveryTotal: o.delivery_total,
    total: o.total,
    promoCode: o.promo_code,
    createdAt: iso(o.created_at),
  };
}
