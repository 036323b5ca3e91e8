import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';

export interface DueConfirmation {
  order_id: number;
  account_id: number;
  user_id: number | null;
  attempts: number;
  due_at: Date | string;
  /** Set once the confirmation went out without its tickets (decisions/0071). */
  confirmed_at: Date | string | null;
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

/** The confirmation still due for this order, if any (none once sent or given up). */
export async function dueConfirmation(
  db: Db,
  accountId: number,
  orderId: number,
): Promise<DueConfirmation | undefined> {
  const [due] = await rows<DueConfirmation>(
    db,
    sql`SELECT order_id, account_id, user_id, attempts, due_at, confirmed_at FROM order_confirmations_due
      WHERE account_id = ${accountId} AND order_id = ${orderId}`,
  );
  return due;
}

/** The confirmation is in the outbox: nothing more is due. */
export async function confirmationDone(db: Db, accountId: number, orderId: number): Promise<void> {
  await db.execute(
    sql`DELETE FROM order_confirmations_due WHERE account_id = ${accountId} AND order_id = ${orderId}`,
  );
}

/** The attempt failed: counted, with what went wrong (the job queue tries again later). */
export async function confirmationFailed(
  db: Db,
  accountId: number,
  orderId: number,
  error: string,
  now: Date,
): Promise<void> {
  await db.execute(
    sql`UPDATE order_confirmations_due SET attempts = attempts + 1, last_error = ${error}, due_at = ${now}
      WHERE account_id = ${accountId} AND order_id = ${orderId}`,
  );
}

/**
 * The confirmation went out without its tickets, which are delivered later (decisions/0071):
 * the row now stands for the tickets email, and its failures so far are forgotten.
 */
export async function confirmationSentAhead(db: Db, accountId: number, orderId: number, now: Date) {
  await db.execute(
    sql`UPDATE order_confirmations_due SET confirmed_at = ${now}, attempts = 0, last_error = NULL
      WHERE account_id = ${accountId} AND order_id = ${orderId}`,
  );
}
