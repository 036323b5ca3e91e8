import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';

/**
 * Where the AdminOrderConfirmation of an order goes: the notification addresses (venue
 * settings, per sales channel) of the venues of the order's events, for the order's channel,
 * each once (lower case). With the order's channel.
 */
export async function orderNotificationAddresses(
  db: Db,
  accountId: number,
  orderId: number,
): Promise<{ channel: string; addresses: string[] }> {
  const found = await rows<{ channel: string; email: string | null }>(
    db,
    sql`SELECT o.channel, lower(trim(addr)) AS email
      FROM orders o
      LEFT JOIN LATERAL (
        SELECT DISTINCT a AS addr FROM order_tickets ot
          JOIN events e ON e.id = ot.event_id
          JOIN venues v ON v.id = e.venue_id
          CROSS JOIN LATERAL jsonb_array_elements_text(
            CASE WHEN jsonb_typeof(v.notification_emails -> o.channel) = 'array'
              THEN v.notification_emails -> o.channel ELSE '[]'::jsonb END) a
          WHERE ot.order_id = o.id) n ON true
      WHERE o.account_id = ${accountId} AND o.id = ${orderId}`,
  );
  const addresses = [...new Set(found.map((r) => r.email).filter((e): e is string => Boolean(e)))];
  return { channel: found[0]?.channel ?? '', addresses };
}
