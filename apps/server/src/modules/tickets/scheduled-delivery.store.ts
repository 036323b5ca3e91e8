import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { arrayParam, rows } from '@/db/sql';

/** The scheduled ticket delivery date of each event the order has tickets for. */
export async function orderEventDeliveryDates(
  db: Db,
  accountId: number,
  orderId: number,
): Promise<(Date | null)[]> {
  const list = await rows<{ ticket_delivery_at: Date | string | null }>(
    db,
    sql`SELECT DISTINCT e.ticket_delivery_at FROM order_tickets ot JOIN events e ON e.id = ot.event_id
      WHERE ot.account_id = ${accountId} AND ot.order_id = ${orderId}`,
  );
  return list.map((r) => (r.ticket_delivery_at === null ? null : new Date(r.ticket_delivery_at)));
}

/** Events that have not ended (started less than a day ago), soonest first, with their date. */
export async function eventsForDelivery(db: Db, accountId: number, now: Date, scope: SQL | undefined) {
  return rows<{
    id: number;
    name: string;
    starts_at: Date | string;
    venue_name: string;
    ticket_delivery_at: Date | string | null;
  }>(
    db,
    // Not aliased: the events scope condition names the events table.
    sql`SELECT events.id, events.name, events.starts_at, v.name AS venue_name, events.ticket_delivery_at
      FROM events JOIN venues v ON v.id = events.venue_id
      WHERE events.account_id = ${accountId} AND events.starts_at > ${new Date(now.getTime() - 86_400_000)}
        ${scope ? sql`AND ${scope}` : sql``}
      ORDER BY events.starts_at, events.id LIMIT 500`,
  );
}

/** Sets the events' ticket delivery date; answers the ids of the account's events it changed. */
export async function setEventsDeliveryAt(
  tx: Db,
  accountId: number,
  eventIds: readonly number[],
  at: Date | null,
): Promise<number[]> {
  const done = await rows<{ id: number }>(
    tx,
    sql`UPDATE events SET ticket_delivery_at = ${at}
      WHERE account_id = ${accountId} AND id = ANY(${arrayParam([...eventIds])}::int[]) RETURNING id`,
  );
  return done.map((r) => Number(r.id));
}

/** Orders with tickets for these events whose confirmation (with the tickets) is still due. */
export async function dueOrdersOfEvents(tx: Db, accountId: number, eventIds: readonly number[]) {
  return rows<{ order_id: number | string; user_id: number | null }>(
    tx,
    sql`SELECT d.order_id, d.user_id FROM order_confirmations_due d
      WHERE d.account_id = ${accountId} AND EXISTS (SELECT 1 FROM order_tickets ot
        WHERE ot.order_id = d.order_id AND ot.event_id = ANY(${arrayParam([...eventIds])}::int[]))`,
  );
}

/** The order's confirmation waits for its tickets' delivery date. */
export async function deferConfirmation(
  db: Db,
  accountId: number,
  orderId: number,
  until: Date,
): Promise<void> {
  await db.execute(
    sql`UPDATE order_confirmations_due SET due_at = ${until} WHERE account_id = ${accountId} AND order_id = ${orderId}`,
  );
}
