import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';

export interface CancellationRow {
  id: number;
  event_id: number;
  status: 'running' | 'done';
  return_to: 'open' | 'hold';
  hold_id: number | null;
  notify_buyers: boolean;
  started_by: number;
  created_at: Date;
  finished_at: Date | null;
}

/** The event's name and start, locked against a second bulk cancel starting at once. */
export async function eventForCancel(tx: Db, accountId: number, eventId: number) {
  const [row] = await rows<{ id: number; name: string; starts_at: Date | null; timezone: string }>(
    tx,
    sql`SELECT e.id, e.name, e.starts_at, v.timezone FROM events e JOIN venues v ON v.id = e.venue_id
      WHERE e.account_id = ${accountId} AND e.id = ${eventId} FOR UPDATE OF e`,
  );
  return row;
}

/** Takes the event off sale for every channel from now (the admin off-sale). */
export async function takeOffSale(tx: Db, accountId: number, eventId: number, now: Date): Promise<void> {
  await tx.execute(
    sql`UPDATE events SET admin_off_sale_at = LEAST(COALESCE(admin_off_sale_at, ${now}), ${now})
      WHERE account_id = ${accountId} AND id = ${eventId}`,
  );
}

export async function runningCancellation(tx: Db, accountId: number, eventId: number) {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`SELECT id FROM event_cancellations
      WHERE account_id = ${accountId} AND event_id = ${eventId} AND status = 'running'`,
  );
  return row;
}

export async function insertCancellation(
  tx: Db,
  accountId: number,
  c: {
    eventId: number;
    returnTo: 'open' | 'hold';
    holdId: number | null;
    notifyBuyers: boolean;
    startedBy: number;
  },
  now: Date,
): Promise<number> {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`INSERT INTO event_cancellations (account_id, event_id, return_to, hold_id, notify_buyers, started_by, created_at)
      VALUES (${accountId}, ${c.eventId}, ${c.returnTo}, ${c.holdId}, ${c.notifyBuyers}, ${c.startedBy}, ${now})
      RETURNING id`,
  );
  return row!.id;
}

/** Lists every order with a live ticket of the event under the cancellation; answers how many. */
export async function enlistOrders(tx: Db, accountId: number, cancellationId: number, eventId: number) {
  const listed = await rows<{ order_id: number }>(
    tx,
    sql`INSERT INTO event_cancellation_orders (cancellation_id, order_id)
      SELECT DISTINCT ${cancellationId}::int, t.order_id FROM order_tickets t
      WHERE t.account_id = ${accountId} AND t.event_id = ${eventId} AND t.status <> 'voided'
      RETURNING order_id`,
  );
  return listed.length;
}

export async function cancellationRow(db: Db, accountId: number, cancellationId: number) {
  const [row] = await rows<CancellationRow>(
    db,
    sql`SELECT * FROM event_cancellations WHERE account_id = ${accountId} AND id = ${cancellationId}`,
  );
  return row;
}

export async function latestCancellation(db: Db, accountId: number, eventId: number) {
  const [row] = await rows<CancellationRow>(
    db,
    sql`SELECT * FROM event_cancellations WHERE account_id = ${accountId} AND event_id = ${eventId}
      ORDER BY id DESC LIMIT 1`,
  );
  return row;
}

/** The next orders the job has not reached, oldest first. */
export async function pendingOrders(db: Db, cancellationId: number, limit: number): Promise<number[]> {
  const found = await rows<{ order_id: number | string }>(
    db,
    sql`SELECT order_id FROM event_cancellation_orders
      WHERE cancellation_id = ${cancellationId} AND status = 'pending' ORDER BY order_id LIMIT ${limit}`,
  );
  return found.map((r) => Number(r.order_id));
}

/** The order's live tickets of the event. */
export async function liveTicketsOfEvent(db: Db, accountId: number, orderId: number, eventId: number) {
  const found = await rows<{ id: number | string }>(
    db,
    sql`SELECT id FROM order_tickets WHERE account_id = ${accountId} AND order_id = ${orderId}
      AND event_id = ${eventId} AND status <> 'voided' ORDER BY id`,
  );
  return found.map((r) => Number(r.id));
}

export async function markOrder(
  db: Db,
  cancellationId: number,
  orderId: number,
  outcome: { status: 'cancelled' | 'failed'; error: string | null },
  now: Date,
): Promise<void> {
  await db.execute(
    sql`UPDATE event_cancellation_orders SET status = ${outcome.status}, error = ${outcome.error}, done_at = ${now}
      WHERE cancellation_id = ${cancellationId} AND order_id = ${orderId} AND status = 'pending'`,
  );
}

export async function finishCancellation(db: Db, cancellationId: number, now: Date): Promise<void> {
  await db.execute(
    sql`UPDATE event_cancellations SET status = 'done', finished_at = ${now}
      WHERE id = ${cancellationId} AND status = 'running'`,
  );
}

/** The buyer, the order's total refunded and the event, for the cancellation mail. */
export async function mailFacts(db: Db, accountId: number, orderId: number) {
  const [row] = await rows<{
    email: string | null;
    first_name: string | null;
    locale: string | null;
    default_language: string | null;
    currency: string;
    refunded: number | string;
  }>(
    db,
    sql`SELECT o.buyer->>'email' AS email, o.buyer->>'firstName' AS first_name, o.buyer->>'locale' AS locale,
        a.default_language, a.currency,
        COALESCE((SELECT SUM(r.amount) FROM order_refunds r WHERE r.order_id = o.id AND r.state <> 'failed'), 0) AS refunded
      FROM orders o JOIN accounts a ON a.id = o.account_id
      WHERE o.account_id = ${accountId} AND o.id = ${orderId}`,
  );
  return row;
}

export async function orderCounts(db: Db, cancellationId: number) {
  const [row] = await rows<{ total: number | string; cancelled: number | string; failed: number | string }>(
    db,
    sql`SELECT count(*) AS total, count(*) FILTER (WHERE status = 'cancelled') AS cancelled,
        count(*) FILTER (WHERE status = 'failed') AS failed
      FROM event_cancellation_orders WHERE cancellation_id = ${cancellationId}`,
  );
  return { total: Number(row!.total), cancelled: Number(row!.cancelled), failed: Number(row!.failed) };
}

export async function failedOrders(db: Db, cancellationId: number) {
  return rows<{ order_id: number | string; error: string }>(
    db,
    sql`SELECT order_id, error FROM event_cancellation_orders
      WHERE cancellation_id = ${cancellationId} AND status = 'failed' ORDER BY order_id`,
  );
}

/** Card refunds of the cancellation's orders made since it started, not given back yet. */
export async function unsettledRefunds(db: Db, accountId: number, cancellationId: number, since: Date) {
  return rows<{
    id: number | string;
    order_id: number | string;
    amount: number;
    state: string;
    failure_code: string | null;
  }>(
    db,
    sql`SELECT r.id, r.order_id, r.amount, r.state, r.failure_code FROM order_refunds r
      JOIN event_cancellation_orders c ON c.order_id = r.order_id AND c.cancellation_id = ${cancellationId}
      WHERE r.account_id = ${accountId} AND r.created_at >= ${since} AND r.state <> 'succeeded'
      ORDER BY r.id`,
  );
}
