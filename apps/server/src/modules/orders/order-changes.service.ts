import { seatKey } from '@tessera/domain';
import type { Db } from '@/db/client';
import { moveOrderSeat } from '@/modules/inventory/order-seats.store';
import { AppError } from '@/platform/http/app-error';
import { recordOrderActivity } from './order-activity.store';
import {
  accountUserName,
  anonymizeOrderRow,
  orderDeliveryDate,
  orderPaymentType,
  orderTicketSeat,
  orderUserId,
  seatTicketAt,
  setOrderDeliveryDate,
  setOrderPaymentType,
  setOrderUserId,
} from './order-changes.store';
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
    const before = await orderDeliveryDate(tx, orderId);
    await setOrderDeliveryDate(tx, accountId, orderId, deliveryDate ? new Date(deliveryDate) : null);
    await recordOrderActivity(
      tx,
      accountId,
      orderId,
      staffLine(userId, 'delivery_date.changed', {
        from: before ? new Date(before).toISOString() : null,
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
    await anonymizeOrderRow(tx, accountId, orderId, buyer, now);
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
    const payment = await orderPaymentType(tx, accountId, orderId, paymentId);
    if (!payment) throw new AppError('common.not_found');
    // Account credit moves only with its ledger (decisions/0087): no payment is relabelled into or out of it.
    if (payment.type !== type && (payment.type === 'AccountCredit' || type === 'AccountCredit')) {
      throw new AppError('purchase.payment_type_not_allowed', 'type');
    }
    await setOrderPaymentType(tx, paymentId, type);
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
    const ticket = await orderTicketSeat(tx, accountId, orderId, ticketId);
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
    await seatTicketAt(tx, ticketId, seat, key);
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
    const user = await accountUserName(tx, accountId, newUserId);
    if (!user) throw new AppError('admin.order_user_not_found', 'userId');
    const before = await orderUserId(tx, orderId);
    await setOrderUserId(tx, accountId, orderId, newUserId);
    await recordOrderActivity(
      tx,
      accountId,
      orderId,
      staffLine(userId, 'order.user_changed', {
        from: before,
        to: newUserId,
        name: user.name,
      }),
      now,
    );
  });
}
