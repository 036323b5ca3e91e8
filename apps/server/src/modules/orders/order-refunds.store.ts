import type { RefundState } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';

/** Refund records (`order_refunds`, decisions/0040). */

export async function insertRefund(
  tx: Db,
  accountId: number,
  refund: { orderId: number; paymentId: number; amount: number; userId: number | null; state: RefundState },
  now: Date,
): Promise<number> {
  const [row] = await rows<{ id: number | string }>(
    tx,
    sql`INSERT INTO order_refunds (account_id, order_id, payment_id, amount, user_id, state, settled_at, created_at)
      VALUES (${accountId}, ${refund.orderId}, ${refund.paymentId}, ${refund.amount}, ${refund.userId}, ${refund.state},
        ${refund.state === 'succeeded' ? now : null}, ${now})
      RETURNING id`,
  );
  return Number(row!.id);
}

export interface RefundToExecute {
  id: number;
  orderId: number;
  paymentId: number;
  amount: number;
  state: RefundState;
  attempt: number;
  paymentType: string;
  paymentAmount: number;
  paymentStatus: string;
  providerId: string | null;
  processor: string | null;
  paymentAccountId: number | null;
}

/** A refund with what the processor needs to carry it out (its payment's charge). */
export async function refundToExecute(
  db: Db,
  accountId: number,
  refundId: number,
): Promise<RefundToExecute | null> {
  const [r] = await rows<{
    id: number | string;
    order_id: number | string;
    payment_id: number | string;
    amount: number;
    state: RefundState;
    attempt: number;
    payment_type: string;
    payment_amount: number;
    payment_status: string;
    provider_id: string | null;
    processor: string | null;
    payment_account_id: number | null;
  }>(
    db,
    sql`SELECT r.id, r.order_id, r.payment_id, r.amount, r.state, r.attempt, p.type AS payment_type,
        p.amount AS payment_amount, p.status AS payment_status, p.provider_id, p.processor, p.payment_account_id
      FROM order_refunds r JOIN payments p ON p.id = r.payment_id
      WHERE r.account_id = ${accountId} AND r.id = ${refundId}`,
  );
  if (!r) return null;
  return {
    id: Number(r.id),
    orderId: Number(r.order_id),
    paymentId: Number(r.payment_id),
    amount: r.amount,
    state: r.state,
    attempt: r.attempt,
    paymentType: r.payment_type,
    paymentAmount: r.payment_amount,
    paymentStatus: r.payment_status,
    providerId: r.provider_id,
    processor: r.processor,
    paymentAccountId: r.payment_account_id,
  };
}

/**
 * Settles a requested refund with the processor's answer to the given attempt; false when it
 * was settled already (a second worker, an older attempt).
 */
export async function settleRefund(
  tx: Db,
  accountId: number,
  refund: { id: number; attempt: number },
  outcome: { state: 'succeeded' | 'failed'; processorRef: string | null; failureCode: string | null },
  now: Date,
): Promise<boolean> {
  const done = await rows<{ id: number | string }>(
    tx,
    sql`UPDATE order_refunds SET state = ${outcome.state}, processor_ref = ${outcome.processorRef},
        failure_code = ${outcome.failureCode}, settled_at = ${now}
      WHERE account_id = ${accountId} AND id = ${refund.id} AND attempt = ${refund.attempt} AND state = 'requested'
      RETURNING id`,
  );
  return done.length === 1;
}

/** The processor's reference of a refund it accepted and settles later. */
export async function notePendingRefund(db: Db, accountId: number, refundId: number, processorRef: string) {
  await db.execute(
    sql`UPDATE order_refunds SET processor_ref = ${processorRef}
      WHERE account_id = ${accountId} AND id = ${refundId} AND state = 'requested'`,
  );
}

/** Every refund of a payment (to tell whether it is all given back). */
export async function paymentRefunds(tx: Db, paymentId: number) {
  return rows<{ amount: number; state: RefundState }>(
    tx,
    sql`SELECT amount, state FROM order_refunds WHERE payment_id = ${paymentId}`,
  );
}

export async function markPaymentRefunded(tx: Db, paymentId: number): Promise<void> {
  await tx.execute(sql`UPDATE payments SET status = 'refunded' WHERE id = ${paymentId}`);
}

/** Error code kept on a refund whose outcome is unknown (the processor did not answer in time). */
export const UNANSWERED_REFUND = 'common.unavailable';

/**
 * Asks again for a failed refund of this order (a guarded update: of two staff retrying at
 * once, one wins). A refund the processor refused is tried under a new attempt (a new
 * idempotency key); one it never answered keeps its attempt, so a refund that did happen is
 * found rather than made again.
 */
export async function requestAgain(
  tx: Db,
  accountId: number,
  orderId: number,
  refundId: number,
): Promise<{ amount: number } | 'not_found' | 'not_failed'> {
  const [done] = await rows<{ amount: number }>(
    tx,
    sql`UPDATE order_refunds SET state = 'requested', failure_code = NULL, settled_at = NULL,
        attempt = attempt + CASE WHEN failure_code = ${UNANSWERED_REFUND} THEN 0 ELSE 1 END
      WHERE account_id = ${accountId} AND order_id = ${orderId} AND id = ${refundId} AND state = 'failed'
      RETURNING amount`,
  );
  if (done) return done;
  const [exists] = await rows<{ id: number | string }>(
    tx,
    sql`SELECT id FROM order_refunds WHERE account_id = ${accountId} AND order_id = ${orderId} AND id = ${refundId}`,
  );
  return exists ? 'not_failed' : 'not_found';
}

export interface UnsettledRefundRow {
  id: number;
  order_id: number;
  payment_id: number;
  payment_type: string;
  method: string | null;
  last4: string | null;
  amount: number;
  state: RefundState;
  failure_code: string | null;
  attempt: number;
  by: string | null;
  created_at: Date;
}

/** The account's refunds not given back yet (failed or under way), newest first, a page at a time. */
export async function pageUnsettledRefunds(
  db: Db,
  accountId: number,
  query: { state?: 'requested' | 'failed' | undefined; page: number; pageSize: number },
): Promise<{ items: UnsettledRefundRow[]; total: number }> {
  const state = query.state ? sql`r.state = ${query.state}` : sql`r.state <> 'succeeded'`;
  const items = await rows<UnsettledRefundRow>(
    db,
    sql`SELECT r.id, r.order_id, r.payment_id, p.type AS payment_type, p.method, p.last4, r.amount, r.state,
        r.failure_code, r.attempt, u.first_name || ' ' || u.last_name AS by, r.created_at
      FROM order_refunds r JOIN payments p ON p.id = r.payment_id LEFT JOIN users u ON u.id = r.user_id
      WHERE r.account_id = ${accountId} AND ${state}
      ORDER BY r.created_at DESC, r.id DESC LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
  );
  const [count] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM order_refunds r WHERE r.account_id = ${accountId} AND ${state}`,
  );
  return {
    items: items.map((r) => ({
      ...r,
      id: Number(r.id),
      order_id: Number(r.order_id),
      payment_id: Number(r.payment_id),
      created_at: new Date(r.created_at),
    })),
    total: count?.n ?? 0,
  };
}
