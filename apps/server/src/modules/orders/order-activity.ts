import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';

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
}
