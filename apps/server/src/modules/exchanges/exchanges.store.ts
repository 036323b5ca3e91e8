import { templateSections } from '@tessera/contract';
import type { ExchangedTicket } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { arrayParam, rows } from '@/db/sql';
import { AppError } from '@/platform/http/app-error';

export interface OldTicketRow extends ExchangedTicket {
  id: number;
  eventId: number;
  eventSeatId: number | null;
  gaReservationId: number | null;
  seatKey: string;
  pendingTransfer: boolean;
  /** The customer holding it: the one it was transferred to, else the order's customer. */
  holderCustomerId: number | null;
  /** Whether it was transferred to its holder (its replacement goes to the same holder). */
  transferredIn: boolean;
}

const date = (v: Date | string | null) => (v === null ? null : new Date(v));

/** Tickets of an order with their event's exchange fields and their template's exchange settings. */
export async function ticketsToExchange(
  db: Db,
  accountId: number,
  orderId: number,
  ticketIds: readonly number[],
): Promise<OldTicketRow[]> {
  const list = await rows<{
    id: number | string;
    status: 'new' | 'used' | 'voided';
    total: number;
    event_id: number | string;
    event_seat_id: number | string | null;
    ga_reservation_id: number | string | null;
    seat_key: string;
    pending_transfer_id: number | string | null;
    holder: number | string | null;
    transferred_in: boolean;
    exchange_fee_override: number | null;
    waive_exchange_fees: boolean;
    self_exchange_off_sale_at: Date | string | null;
    lock_at: Date | string | null;
    starts_at: Date | string | null;
    exchanges: unknown;
  }>(
    db,
    sql`SELECT t.id, t.status, t.total, t.event_id, t.event_seat_id, t.ga_reservation_id, t.seat_key, t.pending_transfer_id,
        COALESCE(t.holder_customer_id, o.customer_id) AS holder, t.holder_customer_id IS NOT NULL AS transferred_in,
        e.exchange_fee_override, e.waive_exchange_fees, e.self_exchange_off_sale_at, e.lock_at, e.starts_at,
        et.exchanges
      FROM order_tickets t
      JOIN orders o ON o.id = t.order_id AND o.account_id = t.account_id
      JOIN events e ON e.id = t.event_id
      LEFT JOIN event_templates et ON et.id = e.template_id
      WHERE t.account_id = ${accountId} AND t.order_id = ${orderId}
        AND t.id = ANY(${arrayParam([...ticketIds])}::bigint[])
      ORDER BY t.id`,
  );
  return list.map((r) => ({
    id: Number(r.id),
    status: r.status,
    total: r.total,
    eventId: Number(r.event_id),
    eventSeatId: r.event_seat_id === null ? null : Number(r.event_seat_id),
    gaReservationId: r.ga_reservation_id === null ? null : Number(r.ga_reservation_id),
    seatKey: r.seat_key,
    pendingTransfer: r.pending_transfer_id !== null,
    holderCustomerId: r.holder === null ? null : Number(r.holder),
    transferredIn: r.transferred_in,
    event: {
      exchangeFeeOverride: r.exchange_fee_override,
      waiveExchangeFees: r.waive_exchange_fees,
      selfExchangeOffSaleAt: date(r.self_exchange_off_sale_at),
      lockAt: date(r.lock_at),
      startsAt: date(r.starts_at),
    },
    settings: templateSections.exchanges.parse(r.exchanges ?? {}),
  }));
}

/** Voids the given live tickets of an order; answers how many it voided. */
export async function voidExchangedTickets(
  tx: Db,
  accountId: number,
  orderId: number,
  ticketIds: readonly number[],
  now: Date,
): Promise<number> {
  const voided = await rows<{ id: number | string }>(
    tx,
    sql`UPDATE order_tickets SET status = 'voided', voided_at = ${now}
      WHERE account_id = ${accountId} AND order_id = ${orderId} AND status = 'new'
        AND pending_transfer_id IS NULL AND id = ANY(${arrayParam([...ticketIds])}::bigint[]) RETURNING id`,
  );
  return voided.length;
}

/** The ids of the tickets just written for these seats and places of the order. */
export async function newTicketIds(
  tx: Db,
  accountId: number,
  orderId: number,
  barcodes: readonly string[],
): Promise<number[]> {
  const list = await rows<{ id: number | string }>(
    tx,
    sql`SELECT id FROM order_tickets WHERE account_id = ${accountId} AND order_id = ${orderId}
      AND barcode = ANY(${arrayParam([...barcodes])}::text[]) ORDER BY id`,
  );
  return list.map((r) => Number(r.id));
}

/** Makes a customer the holder of these tickets of the order (those replacing tickets transferred to them). */
export async function setTicketHolder(
  tx: Db,
  accountId: number,
  orderId: number,
  ticketIds: readonly number[],
  customerId: number,
): Promise<void> {
  await tx.execute(
    sql`UPDATE order_tickets SET holder_customer_id = ${customerId}
      WHERE account_id = ${accountId} AND order_id = ${orderId} AND id = ANY(${arrayParam([...ticketIds])}::bigint[])`,
  );
}

/** Adds the new tickets' value to the order's totals (its own charges stay what they were). */
export async function addToOrderTotals(
  tx: Db,
  accountId: number,
  orderId: number,
  add: { faceValue: number; fees: number; discount: number; total: number },
): Promise<void> {
  await tx.execute(
    sql`UPDATE orders SET face_value_total = face_value_total + ${add.faceValue},
        fee_total = fee_total + ${add.fees}, discount_total = discount_total + ${add.discount},
        total = total + ${add.total}
      WHERE account_id = ${accountId} AND id = ${orderId}`,
  );
}

export interface ExchangeRecord {
  orderId: number;
  basketId: string;
  credit: number;
  newValue: number;
  fees: number;
  difference: number;
  oldTicketIds: readonly number[];
  newTicketIds: readonly number[];
  userId: number | null;
  actor: 'staff' | 'customer';
}

export async function insertExchange(tx: Db, accountId: number, e: ExchangeRecord, now: Date): Promise<void> {
  await tx.execute(
    sql`INSERT INTO order_exchanges (account_id, order_id, basket_id, credit, new_value, fees, difference,
        old_ticket_ids, new_ticket_ids, user_id, actor, created_at)
      VALUES (${accountId}, ${e.orderId}, ${e.basketId}::uuid, ${e.credit}, ${e.newValue}, ${e.fees}, ${e.difference},
        ${arrayParam([...e.oldTicketIds])}::bigint[], ${arrayParam([...e.newTicketIds])}::bigint[], ${e.userId}, ${e.actor}, ${now})`,
  );
}

/** The order an exchange of this basket went to, if one was made. */
export async function exchangeOfBasket(db: Db, accountId: number, basketId: string): Promise<number | null> {
  const [row] = await rows<{ order_id: number | string }>(
    db,
    sql`SELECT order_id FROM order_exchanges WHERE account_id = ${accountId} AND basket_id = ${basketId}::uuid`,
  );
  return row ? Number(row.order_id) : null;
}

/** How many exchanges the account has made (the on-sale rehearsal's checker counts them). */
export async function exchangeCount(db: Db, accountId: number): Promise<number> {
  const [row] = await rows<{ n: number | string }>(
    db,
    sql`SELECT count(*) AS n FROM order_exchanges WHERE account_id = ${accountId}`,
  );
  return Number(row?.n ?? 0);
}

/** A live hold of the account to return seats to. */
export async function holdOf(tx: Db, accountId: number, holdId: number | undefined) {
  const [hold] = holdId
    ? await rows<{ id: number; name: string }>(
        tx,
        sql`SELECT id, name FROM holds WHERE account_id = ${accountId} AND id = ${holdId} AND archived_at IS NULL`,
      )
    : [];
  if (!hold) throw new AppError('admin.order_hold_not_found', 'holdId');
  return { status: 'hold' as const, holdId: hold.id, name: hold.name };
}

/** The general-admission reservations among these that no live ticket of the order holds any more. */
export async function gaReservationsWithoutLiveTickets(
  tx: Db,
  accountId: number,
  orderId: number,
  gaIds: readonly number[],
): Promise<number[]> {
  if (gaIds.length === 0) return [];
  const live = await rows<{ id: number | string }>(
    tx,
    sql`SELECT DISTINCT ga_reservation_id AS id FROM order_tickets
      WHERE account_id = ${accountId} AND order_id = ${orderId} AND status <> 'voided'
        AND ga_reservation_id = ANY(${arrayParam([...gaIds])}::bigint[])`,
  );
  const still = new Set(live.map((r) => Number(r.id)));
  return gaIds.filter((id) => !still.has(id));
}

/** The last four digits of each payment of an order. */
export function paymentLast4s(db: Db, accountId: number, orderId: number) {
  return rows<{ id: number | string; last4: string | null }>(
    db,
    sql`SELECT id, last4 FROM payments WHERE account_id = ${accountId} AND order_id = ${orderId}`,
  );
}
