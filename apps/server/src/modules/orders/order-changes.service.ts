import { seatKey } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';
import { moveOrderSeat } from '@/modules/inventory/order-seats.store';
import { AppError } from '@/platform/http/app-error';
import { recordOrderActivity } from './order-activity.store';
import { orderRow } from './orders.store';

/** Runs a change to one order in a transaction that holds the order's lock, then audits it. */
async function changeOrder<T>(
  db: Db,
  accountId: number,
  orderId: number,
  change: (tx: Db, order: NonNullable<Awaited<ReturnType<typeof orderRow>>>) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const order = await orderRow(tx, accountId, orderId, true);
    if (!order) throw new AppError('purchase.order_not_found');
    return change(tx, order);
  });
}

const staffLine = (userId: number, kind: string, details: Record<string, unknown>) => ({
  kind,
  userId,
  actor: 'staff' as const,
  details,
});

export async function addNote(
  db: Db,
  accountId: number,
  orderId: number,
  note: { text: string; private: boolean },
  userId: number,
  now: Date,
): Promise<void> {
  await changeOrder(db, accountId, orderId, (tx) =>
    recordOrderActivity(tx, accountId, orderId, staffLine(userId, 'note.added', note), now),
  );
}

export async function setDeliveryDate(
  db: Db,
  accountId: number,
  orderId: number,
  deliveryDate: string | null,
  userId: number,
  now: Date,
): Promise<void> {
  await changeOrder(db, accountId, orderId, async (tx) => {
    const [before] = await rows<{ delivery_date: Date | string | null }>(
      tx,
      sql`SELECT delivery_date FROM orders WHERE id = ${orderId}`,
    );
    await tx.execute(
      sql`UPDATE orders SET delivery_date = ${deliveryDate ? new Date(deliveryDate) : null}
        WHERE account_id = ${accountId} AND id = ${orderId}`,
    );
    await recordOrderActivity(
      tx,
      accountId,
      orderId,
      staffLine(userId, 'delivery_date.changed', {
        from: before?.delivery_date ? new Date(before.delivery_date).toISOString() : null,
        to: deliveryDate,
      }),
      now,
    );
  });
}

/** Removes the buyer's personal data from one order; money, tickets and activity stay. */
export async function anonymizeOrder(
  db: Db,
  accountId: number,
  orderId: number,
  userId: number,
  now: Date,
): Promise<void> {
  await changeOrder(db, accountId, orderId, async (tx, order) => {
    if (order.anonymized_at) throw new AppError('admin.order_anonymized');
    const buyer = { title: null, firstName: 'Anonymous', lastName: 'Buyer', email: '', phone: '' };
    await tx.execute(
      sql`UPDATE orders SET buyer = ${JSON.stringify(buyer)}::jsonb, customer_id = NULL, anonymized_at = ${now}
        WHERE account_id = ${accountId} AND id = ${orderId}`,
    );
    // The activity keeps no personal data either: notes may name the buyer.
    await tx.execute(
      sql`UPDATE order_activity SET details = jsonb_set(details, '{text}', '""'::jsonb)
        WHERE account_id = ${accountId} AND order_id = ${orderId} AND kind = 'note.added'`,
    );
    await recordOrderActivity(tx, accountId, orderId, staffLine(userId, 'order.anonymized', {}), now);
  });
}

export async function setPaymentType(
  db: Db,
  accountId: number,
  orderId: number,
  paymentId: number,
  type: string,
  userId: number,
  now: Date,
): Promise<void> {
  await changeOrder(db, accountId, orderId, async (tx) => {
    const [payment] = await rows<{ type: string }>(
      tx,
      sql`SELECT type FROM payments WHERE account_id = ${accountId} AND order_id = ${orderId} AND id = ${paymentId}`,
    );
    if (!payment) throw new AppError('common.not_found');
    await tx.execute(sql`UPDATE payments SET type = ${type} WHERE id = ${paymentId}`);
    await recordOrderActivity(
      tx,
      accountId,
      orderId,
      staffLine(userId, 'payment.type_changed', { paymentId, from: payment.type, to: type }),
      now,
    );
  });
}

/** Moves a ticket to another open seat of its event through the inventory module. */
export async function moveTicket(
  db: Db,
  accountId: number,
  orderId: number,
  ticketId: number,
  toSeatId: number,
  userId: number,
  now: Date,
): Promise<void> {
  await changeOrder(db, accountId, orderId, async (tx) => {
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
    if (!ticket || ticket.event_seat_id === null) throw new AppError('admin.order_ticket_not_found');
    if (ticket.status === 'voided') throw new AppError('admin.order_ticket_already_voided');
    const seat = await moveOrderSeat(
      tx,
      accountId,
      orderId,
      Number(ticket.event_seat_id),
      toSeatId,
      now,
      userId,
    );
    const key = seatKey(ticket.event_id, seat.section, seat.row, seat.seat);
    await tx.execute(
      sql`UPDATE order_tickets SET event_seat_id = ${seat.id}, seat_key = ${key}, section = ${seat.section},
          "row" = ${seat.row}, seat = ${seat.seat}
        WHERE id = ${ticketId}`,
    );
    await recordOrderActivity(
      tx,
      accountId,
      orderId,
      staffLine(userId, 'ticket.moved', { ticketId, from: ticket.seat_key, to: key }),
      now,
    );
  });
}

/** Credits the order to another staff user of the account. */
export async function setOrderUser(
  db: Db,
  accountId: number,
  orderId: number,
  newUserId: number,
  userId: number,
  now: Date,
): Promise<void> {
  await changeOrder(db, accountId, orderId, async (tx) => {
    const [user] = await rows<{ id: number; name: string }>(
      tx,
      sql`SELECT id, first_name || ' ' || last_name AS name FROM users WHERE account_id = ${accountId} AND id = ${newUserId}`,
    );
    if (!user) throw new AppError('admin.order_user_not_found', 'userId');
    const [before] = await rows<{ user_id: number | null }>(
      tx,
      sql`SELECT user_id FROM orders WHERE id = ${orderId}`,
    );
    await tx.execute(
      sql`UPDATE orders SET user_id = ${newUserId} WHERE account_id = ${accountId} AND id = ${orderId}`,
    );
    await recordOrderActivity(
      tx,
      accountId,
      orderId,
      staffLine(userId, 'order.user_changed', {
        from: before?.user_id ?? null,
        to: newUserId,
        name: user.name,
      }),
      now,
    );
  });
}
