import type { OrderActivityEntry as ActivityLine } from '@tessera/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';
import { webhookEventOfOrderActivity } from '@/modules/webhooks/webhook-events.rules';
import { recordWebhookEvent } from '@/modules/webhooks/webhook-outbox.store';

export interface OrderActivityEntry {
  kind: string;
  /** The staff member who did it; null when the buyer or the system did. */
  userId: number | null;
  actor: 'staff' | 'customer' | 'system';
  details?: Record<string, unknown>;
}

/** Adds one line to an order's activity, inside the caller's transaction. */
export async function recordOrderActivity(
  tx: Db,
  accountId: number,
  orderId: number,
  entry: OrderActivityEntry,
  now: Date,
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO order_activity (account_id, order_id, kind, user_id, actor, details, created_at)
      VALUES (${accountId}, ${orderId}, ${entry.kind}, ${entry.userId}, ${entry.actor},
        ${JSON.stringify(entry.details ?? {})}::jsonb, ${now})`,
  );
  // The change's webhook event, in the same transaction (decisions/0049).
  const event = webhookEventOfOrderActivity(entry.kind, orderId, entry.details ?? {});
  if (event) await recordWebhookEvent(tx, accountId, event.type, event.data, now);
}

/** An order's activity, newest first, with the staff member's name. */
export async function listOrderActivity(db: Db, accountId: number, orderId: number): Promise<ActivityLine[]> {
  const list = await rows<{
    id: number | string;
    kind: string;
    created_at: Date | string;
    actor: 'staff' | 'customer' | 'system';
    by: string | null;
    details: Record<string, unknown>;
  }>(
    db,
    sql`SELECT a.id, a.kind, a.created_at, a.actor, a.details, u.first_name || ' ' || u.last_name AS by
      FROM order_activity a LEFT JOIN users u ON u.id = a.user_id
      WHERE a.account_id = ${accountId} AND a.order_id = ${orderId} ORDER BY a.created_at DESC, a.id DESC`,
  );
  return list.map((a) => ({
    id: Number(a.id),
    kind: a.kind,
    at: new Date(a.created_at).toISOString(),
    actor: a.actor,
    by: a.by,
    details: a.details,
  }));
}
