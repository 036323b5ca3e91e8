import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';

export interface DueConfirmation {
  order_id: number;
  account_id: number;
  user_id: number | null;
  attempts: number;
}

/** Records, in the checkout's transaction, that the order's confirmation is to be sent. */
export async function confirmationDue(
  tx: Db,
  accountId: number,
  orderId: number,
  userId: number | null,
  now: Date,
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO order_confirmations_due (order_id, account_id, user_id, due_at, created_at)
      VALUES (${orderId}, ${accountId}, ${userId}, ${now}, ${now}) ON CONFLICT (order_id) DO NOTHING`,
  );
}

/**
 * Claims up to `limit` confirmations whose time has come, for every account (the sender is a
 * system job): each is pushed `leaseMs` ahead and counted as an attempt, so another sender
 * (another server process) skips it, and a sender that dies mid-send leaves it to be tried
 * again once the lease runs out.
 */
export async function claimDue(
  db: Db,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<DueConfirmation[]> {
  return rows<DueConfirmation>(
    db,
    sql`UPDATE order_confirmations_due d
      SET due_at = ${new Date(now.getTime() + leaseMs)}, attempts = d.attempts + 1
      WHERE d.order_id IN (
        SELECT order_id FROM order_confirmations_due WHERE due_at <= ${now}
        ORDER BY due_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
      RETURNING d.order_id, d.account_id, d.user_id, d.attempts`,
  );
}

/** The confirmation is in the outbox: nothing more is due. */
export async function confirmationDone(db: Db, accountId: number, orderId: number): Promise<void> {
  await db.execute(
    sql`DELETE FROM order_confirmations_due WHERE account_id = ${accountId} AND order_id = ${orderId}`,
  );
}

/** The attempt failed: the next one waits until `dueAt`. */
export async function confirmationRetry(
  db: Db,
  accountId: number,
  orderId: number,
  dueAt: Date,
  error: string,
): Promise<void> {
  await db.execute(
    sql`UPDATE order_confirmations_due SET due_at = ${dueAt}, last_error = ${error}
      WHERE account_id = ${accountId} AND order_id = ${orderId}`,
  );
}
