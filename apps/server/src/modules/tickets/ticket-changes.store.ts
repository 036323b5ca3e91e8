import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { arrayParam, rows } from '@/db/sql';

/** The ticket printers of the venues these events are at. */
export function printersForEvents(db: Db, accountId: number, eventIds: number[]) {
  return rows<{ id: number; name: string; type: 'Boca' | 'Zebra'; ip_address: string }>(
    db,
    sql`SELECT DISTINCT p.id, p.name, p.type, p.ip_address FROM ticket_printers p
      JOIN events e ON e.venue_id = p.venue_id AND e.account_id = p.account_id
      WHERE p.account_id = ${accountId} AND e.id = ANY(${arrayParam(eventIds)}::int[]) ORDER BY p.name, p.id`,
  );
}

/** Keeps a ticket's old barcode, so a scan of it is answered "reissued". */
export async function retireBarcode(
  tx: Db,
  accountId: number,
  ticket: { id: number; barcode: string; issued_at: Date | string },
  userId: number | null,
  now: Date,
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO retired_barcodes (account_id, ticket_id, barcode, issued_at, retired_at, user_id)
      VALUES (${accountId}, ${ticket.id}, ${ticket.barcode}, ${ticket.issued_at}, ${now}, ${userId})`,
  );
}

/** Whether a barcode is on a ticket of the account or was retired from one. */
export async function barcodeInUse(tx: Db, accountId: number, barcode: string): Promise<boolean> {
  const [taken] = await rows<{ one: number }>(
    tx,
    sql`SELECT 1 AS one FROM retired_barcodes WHERE account_id = ${accountId} AND barcode = ${barcode}
      UNION ALL SELECT 1 FROM order_tickets WHERE account_id = ${accountId} AND barcode = ${barcode}`,
  );
  return taken !== undefined;
}

/** Issues a ticket a new barcode. */
export async function setTicketBarcode(
  tx: Db,
  accountId: number,
  ticketId: number,
  barcode: string,
  now: Date,
): Promise<void> {
  await tx.execute(
    sql`UPDATE order_tickets SET barcode = ${barcode}, barcodes_issued = barcodes_issued + 1, issued_at = ${now}
      WHERE account_id = ${accountId} AND id = ${ticketId}`,
  );
}

export async function writeUsherMessage(
  tx: Db,
  accountId: number,
  ticketId: number,
  message: string,
): Promise<void> {
  await tx.execute(
    sql`UPDATE order_tickets SET usher_message = ${message} WHERE account_id = ${accountId} AND id = ${ticketId}`,
  );
}

/** Counts one more print of each of these tickets. */
export async function markTicketsPrinted(
  tx: Db,
  accountId: number,
  ticketIds: number[],
  now: Date,
): Promise<void> {
  await tx.execute(
    sql`UPDATE order_tickets SET print_count = print_count + 1, printed_at = ${now}
      WHERE account_id = ${accountId} AND id = ANY(${arrayParam(ticketIds)}::bigint[])`,
  );
}

/** Takes the order's key-share lock, the lock every change to an order waits on first. */
export async function shareOrderKey(tx: Db, accountId: number, orderId: number): Promise<void> {
  await tx.execute(
    sql`SELECT 1 FROM orders WHERE account_id = ${accountId} AND id = ${orderId} FOR KEY SHARE`,
  );
}

/** Marks the order's tickets that are not voided as delivered. */
export async function markOrderTicketsDelivered(
  tx: Db,
  accountId: number,
  orderId: number,
  now: Date,
): Promise<void> {
  await tx.execute(
    sql`UPDATE order_tickets SET delivered_at = ${now}
      WHERE account_id = ${accountId} AND order_id = ${orderId} AND status <> 'voided'`,
  );
}
