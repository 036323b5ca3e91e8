import { and, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client';
import { customers, eventSeats, events, orderRefunds, orders, orderTickets, payments } from '@/db/schema';

/** Tools → Utility objects (decisions/0104): one row of the account, and the ids tied to it. */
type Owned = PgTable & { id: PgColumn; accountId: PgColumn };

export async function ownRow(db: Db, table: Owned, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.accountId, accountId), eq(table.id, id)));
  return (row as Record<string, unknown> | undefined) ?? null;
}

async function ids(db: Db, column: PgColumn, from: PgTable, where: SQL, limit = 200): Promise<number[]> {
  const rows = await db.select({ id: column }).from(from).where(where).orderBy(desc(column)).limit(limit);
  return [...new Set(rows.map((r) => Number(r.id)))];
}

export const relatedIds = {
  orderTickets: (db: Db, accountId: number, orderId: number) =>
    ids(
      db,
      orderTickets.id,
      orderTickets,
      and(eq(orderTickets.accountId, accountId), eq(orderTickets.orderId, orderId))!,
    ),
  orderEvents: (db: Db, accountId: number, orderId: number) =>
    ids(
      db,
      orderTickets.eventId,
      orderTickets,
      and(eq(orderTickets.accountId, accountId), eq(orderTickets.orderId, orderId))!,
    ),
  orderSeats: (db: Db, accountId: number, orderId: number) =>
    ids(
      db,
      orderTickets.eventSeatId,
      orderTickets,
      and(
        eq(orderTickets.accountId, accountId),
        eq(orderTickets.orderId, orderId),
        isNotNull(orderTickets.eventSeatId),
      )!,
    ),
  orderPayments: (db: Db, accountId: number, orderId: number) =>
    ids(db, payments.id, payments, and(eq(payments.accountId, accountId), eq(payments.orderId, orderId))!),
  orderRefunds: (db: Db, accountId: number, orderId: number) =>
    ids(
      db,
      orderRefunds.id,
      orderRefunds,
      and(eq(orderRefunds.accountId, accountId), eq(orderRefunds.orderId, orderId))!,
    ),
  paymentRefunds: (db: Db, accountId: number, paymentId: number) =>
    ids(
      db,
      orderRefunds.id,
      orderRefunds,
      and(eq(orderRefunds.accountId, accountId), eq(orderRefunds.paymentId, paymentId))!,
    ),
  customerOrders: (db: Db, accountId: number, customerId: number) =>
    ids(db, orders.id, orders, and(eq(orders.accountId, accountId), eq(orders.customerId, customerId))!),
  customerHeldTickets: (db: Db, accountId: number, customerId: number) =>
    ids(
      db,
      orderTickets.id,
      orderTickets,
      and(eq(orderTickets.accountId, accountId), eq(orderTickets.holderCustomerId, customerId))!,
    ),
  seatTickets: (db: Db, accountId: number, seatId: number) =>
    ids(
      db,
      orderTickets.id,
      orderTickets,
      and(eq(orderTickets.accountId, accountId), eq(orderTickets.eventSeatId, seatId))!,
    ),
};

export const utilityTables = {
  order: orders,
  ticket: orderTickets,
  customer: customers,
  event: events,
  seat: eventSeats,
  payment: payments,
} as const satisfies Record<string, Owned>;
