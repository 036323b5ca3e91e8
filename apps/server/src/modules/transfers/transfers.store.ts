import { hidesSeatLocations, type TransferState, transferLabel } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { arrayParam, rows } from '@/db/sql';

/** Whether ticket transfer is on in the account settings. */
export async function transfersEnabled(db: Db, accountId: number): Promise<boolean> {
  const [row] = await rows<{ on: boolean }>(
    db,
    sql`SELECT ticket_transfer_enabled AS on FROM accounts WHERE id = ${accountId}`,
  );
  return row?.on ?? false;
}

export interface TransferTicketRow {
  id: number;
  eventId: number;
  status: 'new' | 'used' | 'voided';
  pending: boolean;
  seatKey: string;
  barcode: string;
  issued_at: Date | string;
  /** Who holds it now: the claimer of a transfer, else the order's customer. */
  holderCustomerId: number | null;
}

/** Tickets of an order, locked, with who holds them. */
export async function ticketsOfOrderForTransfer(
  tx: Db,
  accountId: number,
  orderId: number,
  ticketIds: readonly number[],
): Promise<TransferTicketRow[]> {
  const list = await rows<{
    id: number | string;
    event_id: number | string;
    status: 'new' | 'used' | 'voided';
    pending_transfer_id: number | string | null;
    seat_key: string;
    barcode: string;
    issued_at: Date | string;
    holder: number | null;
  }>(
    tx,
    sql`SELECT t.id, t.event_id, t.status, t.pending_transfer_id, t.seat_key, t.barcode, t.issued_at,
        COALESCE(t.holder_customer_id, o.customer_id) AS holder
      FROM order_tickets t JOIN orders o ON o.id = t.order_id
      WHERE t.account_id = ${accountId} AND t.order_id = ${orderId}
        AND t.id = ANY(${arrayParam([...ticketIds])}::bigint[])
      ORDER BY t.id FOR UPDATE OF t`,
  );
  return list.map((r) => ({
    id: Number(r.id),
    eventId: Number(r.event_id),
    status: r.status,
    pending: r.pending_transfer_id !== null,
    seatKey: r.seat_key,
    barcode: r.barcode,
    issued_at: r.issued_at,
    holderCustomerId: r.holder,
  }));
}

/** The email of a customer, or of the order's buyer when the tickets have no customer. */
export async function holderEmail(
  db: Db,
  accountId: number,
  orderId: number,
  customerId: number | null,
): Promise<string | null> {
  const [row] = await rows<{ email: string | null }>(
    db,
    customerId !== null
      ? sql`SELECT email FROM customers WHERE account_id = ${accountId} AND id = ${customerId}`
      : sql`SELECT buyer->>'email' AS email FROM orders WHERE account_id = ${accountId} AND id = ${orderId}`,
  );
  return row?.email ?? null;
}

export async function insertTransfer(
  tx: Db,
  accountId: number,
  t: {
    orderId: number;
    ticketIds: readonly number[];
    recipientName: string;
    recipientEmail: string;
    claimTokenHash: string;
    fromCustomerId: number | null;
    userId: number | null;
    actor: 'staff' | 'customer';
  },
  now: Date,
): Promise<number> {
  const [row] = await rows<{ id: number | string }>(
    tx,
    sql`INSERT INTO ticket_transfers (account_id, order_id, ticket_ids, recipient_name, recipient_email,
        claim_token_hash, from_customer_id, user_id, actor, created_at)
      VALUES (${accountId}, ${t.orderId}, ${arrayParam([...t.ticketIds])}::bigint[], ${t.recipientName},
        ${t.recipientEmail}, ${t.claimTokenHash}, ${t.fromCustomerId}, ${t.userId}, ${t.actor}, ${now})
      RETURNING id`,
  );
  const id = Number(row!.id);
  await tx.execute(
    sql`UPDATE order_tickets SET pending_transfer_id = ${id}
      WHERE account_id = ${accountId} AND id = ANY(${arrayParam([...t.ticketIds])}::bigint[])`,
  );
  return id;
}

export interface TransferRow {
  id: number;
  orderId: number;
  state: TransferState;
  ticketIds: number[];
  recipientName: string;
  recipientEmail: string;
  fromCustomerId: number | null;
}

/** A transfer by its claim secret's hash, locked when asked. */
export async function transferByTokenHash(
  db: Db,
  accountId: number,
  tokenHash: string,
  lock = false,
): Promise<TransferRow | null> {
  const [row] = await rows<{
    id: number | string;
    order_id: number | string;
    state: TransferState;
    ticket_ids: (number | string)[];
    recipient_name: string;
    recipient_email: string;
    from_customer_id: number | null;
  }>(
    db,
    sql`SELECT id, order_id, state, ticket_ids, recipient_name, recipient_email, from_customer_id
      FROM ticket_transfers WHERE account_id = ${accountId} AND claim_token_hash = ${tokenHash}
      ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  if (!row) return null;
  return {
    id: Number(row.id),
    orderId: Number(row.order_id),
    state: row.state,
    ticketIds: row.ticket_ids.map(Number),
    recipientName: row.recipient_name,
    recipientEmail: row.recipient_email,
    fromCustomerId: row.from_customer_id,
  };
}

/** Moves an initiated transfer on (to complete or canceled); false when it had already moved. */
export async function settleTransfer(
  tx: Db,
  accountId: number,
  transferId: number,
  to: 'complete' | 'canceled',
  toCustomerId: number | null,
  now: Date,
): Promise<boolean> {
  const moved = await rows<{ id: number | string }>(
    tx,
    to === 'complete'
      ? sql`UPDATE ticket_transfers SET state = 'complete', to_customer_id = ${toCustomerId}, completed_at = ${now}
          WHERE account_id = ${accountId} AND id = ${transferId} AND state = 'initiated' RETURNING id`
      : sql`UPDATE ticket_transfers SET state = 'canceled', canceled_at = ${now}
          WHERE account_id = ${accountId} AND id = ${transferId} AND state = 'initiated' RETURNING id`,
  );
  if (moved.length === 0) return false;
  await tx.execute(
    sql`UPDATE order_tickets SET pending_transfer_id = NULL
        ${to === 'complete' ? sql`, holder_customer_id = ${toCustomerId}` : sql``}
      WHERE account_id = ${accountId} AND pending_transfer_id = ${transferId}`,
  );
  return true;
}

/** The transfer of an order, locked. */
export async function orderTransfer(tx: Db, accountId: number, orderId: number, transferId: number) {
  const [row] = await rows<{
    id: number | string;
    state: TransferState;
    ticket_ids: (number | string)[];
    recipient_name: string;
  }>(
    tx,
    sql`SELECT id, state, ticket_ids, recipient_name FROM ticket_transfers
      WHERE account_id = ${accountId} AND order_id = ${orderId} AND id = ${transferId} FOR UPDATE`,
  );
  return row;
}

/**
 * The tickets a transfer names, with their seats and events, and whether their buyers are kept
 * from seeing the seat location (domain `hidesSeatLocations`).
 */
export async function transferTickets(db: Db, accountId: number, ticketIds: readonly number[]) {
  const list = await rows<{
    id: number | string;
    seat_key: string;
    event_name: string;
    starts_at: Date | string;
    barcode: string;
    issued_at: Date | string;
    channel: string;
    hide_seat_locations_group_house: boolean;
  }>(
    db,
    sql`SELECT t.id, t.seat_key, e.name AS event_name, e.starts_at, t.barcode, t.issued_at,
        o.channel, a.hide_seat_locations_group_house
      FROM order_tickets t JOIN events e ON e.id = t.event_id JOIN orders o ON o.id = t.order_id
        JOIN accounts a ON a.id = t.account_id
      WHERE t.account_id = ${accountId} AND t.id = ANY(${arrayParam([...ticketIds])}::bigint[]) ORDER BY t.id`,
  );
  return list.map(({ channel, hide_seat_locations_group_house, ...t }) => ({
    ...t,
    seat_hidden: hidesSeatLocations(channel, hide_seat_locations_group_house),
  }));
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Transfers of an order, or those a customer made or received, newest first, as the API shows them. */
export async function listTransfers(
  db: Db,
  accountId: number,
  of: { orderId: number } | { customerId: number },
) {
  const list = await rows<{
    id: number | string;
    order_id: number | string;
    state: TransferState;
    seat_keys: string[] | null;
    channel: string;
    hide_seat_locations_group_house: boolean;
    recipient_name: string;
    recipient_email: string;
    resale_order_id: number | string | null;
    actor: 'staff' | 'customer';
    by: string | null;
    created_at: Date | string;
    completed_at: Date | string | null;
    canceled_at: Date | string | null;
  }>(
    db,
    sql`SELECT x.id, x.order_id, x.state, x.recipient_name, x.recipient_email, x.resale_order_id, x.actor,
        x.created_at, x.completed_at, x.canceled_at,
        (SELECT array_agg(t.seat_key ORDER BY t.id) FROM order_tickets t WHERE t.id = ANY(x.ticket_ids)) AS seat_keys,
        CASE WHEN u.id IS NOT NULL THEN u.first_name || ' ' || u.last_name END AS by,
        o.channel, a.hide_seat_locations_group_house
      FROM ticket_transfers x LEFT JOIN users u ON u.id = x.user_id
        JOIN orders o ON o.id = x.order_id JOIN accounts a ON a.id = x.account_id
      WHERE x.account_id = ${accountId} AND ${
        'orderId' in of
          ? sql`x.order_id = ${of.orderId}`
          : sql`(x.from_customer_id = ${of.customerId} OR x.to_customer_id = ${of.customerId})`
      }
      ORDER BY x.created_at DESC, x.id DESC`,
  );
  return list.map((x) => {
    const resaleOrderId = x.resale_order_id === null ? null : Number(x.resale_order_id);
    return {
      id: Number(x.id),
      orderId: Number(x.order_id),
      state: x.state,
      label: transferLabel(x.state, resaleOrderId),
      // Staff see the seats; a buyer whose seat locations are hidden does not (decisions/0057, 0054).
      seatKeys:
        'customerId' in of && hidesSeatLocations(x.channel, x.hide_seat_locations_group_house)
          ? []
          : (x.seat_keys ?? []),
      recipientName: x.recipient_name,
      recipientEmail: x.recipient_email,
      resaleOrderId,
      actor: x.actor,
      by: x.by,
      createdAt: iso(x.created_at)!,
      completedAt: iso(x.completed_at),
      canceledAt: iso(x.canceled_at),
    };
  });
}

/** How many transfers the account has (the on-sale rehearsal's checker counts them). */
export async function transferCount(db: Db, accountId: number): Promise<number> {
  const [row] = await rows<{ n: number | string }>(
    db,
    sql`SELECT count(*) AS n FROM ticket_transfers WHERE account_id = ${accountId}`,
  );
  return Number(row?.n ?? 0);
}
