import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';

/** Lets a ticket in (first scan marks it used), unless voided or already in; false when refused. */
export async function admitByBarcode(
  tx: Db,
  accountId: number,
  barcode: string,
  now: Date,
): Promise<boolean> {
  const changed = await rows<{ id: number }>(
    tx,
    sql`UPDATE order_tickets SET status = 'used', admitted = true, first_scanned_at = COALESCE(first_scanned_at, ${now})
      WHERE account_id = ${accountId} AND barcode = ${barcode} AND status <> 'voided' AND NOT admitted
      RETURNING id`,
  );
  return changed.length > 0;
}

/** Lets an admitted ticket out; false when it was not in. */
export async function unadmitByBarcode(tx: Db, accountId: number, barcode: string): Promise<boolean> {
  const changed = await rows<{ id: number }>(
    tx,
    sql`UPDATE order_tickets SET admitted = false
      WHERE account_id = ${accountId} AND barcode = ${barcode} AND status = 'used' AND admitted
      RETURNING id`,
  );
  return changed.length > 0;
}

/** The ticket a barcode was retired from (when the ticket was reissued), with its event. */
export async function retiredBarcode(
  db: Db,
  accountId: number,
  barcode: string,
): Promise<{ ticket_id: number; event_id: number } | undefined> {
  const [row] = await rows<{ ticket_id: number; event_id: number }>(
    db,
    sql`SELECT r.ticket_id, t.event_id FROM retired_barcodes r JOIN order_tickets t ON t.id = r.ticket_id
      WHERE r.account_id = ${accountId} AND r.barcode = ${barcode}`,
  );
  return row;
}

/** The event an attendance report is about, with its venue's time zone. */
export async function attendanceEvent(db: Db, accountId: number, eventId: number) {
  const [event] = await rows<{ id: number; name: string; timezone: string }>(
    db,
    sql`SELECT e.id, e.name, v.timezone FROM events e JOIN venues v ON v.id = e.venue_id
      WHERE e.account_id = ${accountId} AND e.id = ${eventId}`,
  );
  return event;
}

/** Every scan at an event, oldest first. */
export function eventScans(db: Db, accountId: number, eventId: number) {
  return rows<{ direction: 'in' | 'out'; result: string; scanned_at: Date | string }>(
    db,
    sql`SELECT direction, result, scanned_at FROM ticket_scans
      WHERE account_id = ${accountId} AND event_id = ${eventId} ORDER BY scanned_at`,
  );
}

/** How many tickets of the event are not voided. */
export async function countLiveTickets(db: Db, accountId: number, eventId: number): Promise<number> {
  const [sold] = await rows<{ n: number | string }>(
    db,
    sql`SELECT count(*) AS n FROM order_tickets WHERE account_id = ${accountId} AND event_id = ${eventId} AND status <> 'voided'`,
  );
  return Number(sold?.n ?? 0);
}
