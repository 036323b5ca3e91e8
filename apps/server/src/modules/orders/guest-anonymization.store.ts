import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';

export async function anonymizesGuestOrders(db: Db, accountId: number): Promise<boolean> {
  const [row] = await rows<{ on: boolean }>(
    db,
    sql`SELECT anonymize_guest_orders AS on FROM accounts WHERE id = ${accountId}`,
  );
  return row?.on === true;
}

/**
 * The account's shop orders by guests (no customer, or a customer without a shop login) not yet
 * anonymized, all of whose events have ended (their end, or their start when they have none).
 */
export async function guestOrdersDue(db: Db, accountId: number, now: Date, limit: number): Promise<number[]> {
  const found = await rows<{ id: number | string }>(
    db,
    sql`SELECT o.id FROM orders o
      LEFT JOIN customers c ON c.id = o.customer_id
      WHERE o.account_id = ${accountId} AND o.channel = 'Web' AND o.anonymized_at IS NULL
        AND (o.customer_id IS NULL OR c.password_hash IS NULL)
        AND EXISTS (SELECT 1 FROM order_tickets t WHERE t.order_id = o.id)
        AND NOT EXISTS (
          SELECT 1 FROM order_tickets t JOIN events e ON e.id = t.event_id
          WHERE t.order_id = o.id AND COALESCE(e.ends_at, e.starts_at) > ${now})
      ORDER BY o.id LIMIT ${limit}`,
  );
  return found.map((r) => Number(r.id));
}
