import type { WebhookEventType } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';

/**
 * Writes a webhook event to the outbox, in the caller's transaction (the change it describes):
 * it exists exactly when the change commits, and the dispatcher sends it after. Nothing is
 * written when no enabled endpoint of the account wants this type, so an account without
 * webhooks pays one indexed look-up and no write (decisions/0049).
 */
export async function recordWebhookEvent(
  tx: Db,
  accountId: number,
  type: WebhookEventType,
  data: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO webhook_events (account_id, type, data, created_at)
      SELECT ${accountId}, ${type}, ${JSON.stringify(data)}::jsonb, ${now}
      WHERE EXISTS (SELECT 1 FROM webhook_endpoints
        WHERE account_id = ${accountId} AND enabled AND ${type} = ANY(events))`,
  );
}
