import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';

export interface TicketBundleRow {
  orderId: number;
  eventId: number;
  /** Null: the order's tickets for the event; else one ticket. */
  ticketId: number | null;
  code: string;
}

const toRow = (r: {
  order_id: number | string;
  event_id: number;
  ticket_id: number | string | null;
  code: string;
}) => ({
  orderId: Number(r.order_id),
  eventId: r.event_id,
  ticketId: r.ticket_id === null ? null : Number(r.ticket_id),
  code: r.code,
});

/** The order's bundles, as made so far. */
export async function bundlesOfOrder(db: Db, accountId: number, orderId: number): Promise<TicketBundleRow[]> {
  const list = await rows<{ order_id: number; event_id: number; ticket_id: number | null; code: string }>(
    db,
    sql`SELECT order_id, event_id, ticket_id, code FROM ticket_bundles
      WHERE account_id = ${accountId} AND order_id = ${orderId} ORDER BY id`,
  );
  return list.map(toRow);
}

/** Makes the bundles not made yet; one already there (another sender's) is kept as it is. */
export async function addBundles(
  db: Db,
  accountId: number,
  bundles: readonly TicketBundleRow[],
  now: Date,
): Promise<void> {
  for (const b of bundles) {
    await db.execute(
      sql`INSERT INTO ticket_bundles (account_id, order_id, event_id, ticket_id, code, created_at)
        VALUES (${accountId}, ${b.orderId}, ${b.eventId}, ${b.ticketId}, ${b.code}, ${now})
        ON CONFLICT DO NOTHING`,
    );
  }
}

/** The bundle a link names: its code and event must both match, in the host's account. */
export async function bundleByCode(
  db: Db,
  accountId: number,
  code: string,
  eventId: number,
): Promise<TicketBundleRow | undefined> {
  const [row] = await rows<{ order_id: number; event_id: number; ticket_id: number | null; code: string }>(
    db,
    sql`SELECT order_id, event_id, ticket_id, code FROM ticket_bundles
      WHERE account_id = ${accountId} AND code = ${code} AND event_id = ${eventId}`,
  );
  return row ? toRow(row) : undefined;
}

/** Whether the account groups an order's tickets for one event into one bundle. */
export async function bundlesTicketsAutomatically(db: Db, accountId: number): Promise<boolean> {
  const [row] = await rows<{ on: boolean }>(
    db,
    sql`SELECT automatic_ticket_bundling AS on FROM accounts WHERE id = ${accountId}`,
  );
  return row?.on ?? false;
}
