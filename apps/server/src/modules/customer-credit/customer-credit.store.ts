import type { AccountCreditEntryKind } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';

/** A customer's account credit balance (0 when nothing was ever credited). */
export async function creditBalance(db: Db, accountId: number, customerId: number): Promise<number> {
  const [row] = await rows<{ balance: number }>(
    db,
    sql`SELECT balance FROM customer_credits WHERE account_id = ${accountId} AND customer_id = ${customerId}`,
  );
  return row?.balance ?? 0;
}

/**
 * Moves the balance by `amount` in one guarded statement and answers the balance after, or null
 * when it would go below zero (nothing changes then). Concurrent moves of the same customer wait
 * on the row and see each other's result, so two spends never both take the last of it.
 */
export async function moveBalance(
  tx: Db,
  accountId: number,
  customerId: number,
  amount: number,
  now: Date,
): Promise<number | null> {
  if (amount > 0) {
    const [row] = await rows<{ balance: number }>(
      tx,
      sql`INSERT INTO customer_credits (account_id, customer_id, balance, updated_at)
        VALUES (${accountId}, ${customerId}, ${amount}, ${now})
        ON CONFLICT (account_id, customer_id)
        DO UPDATE SET balance = customer_credits.balance + EXCLUDED.balance, updated_at = EXCLUDED.updated_at
        RETURNING balance`,
    );
    return row!.balance;
  }
  const [row] = await rows<{ balance: number }>(
    tx,
    sql`UPDATE customer_credits SET balance = balance + ${amount}, updated_at = ${now}
      WHERE account_id = ${accountId} AND customer_id = ${customerId} AND balance + ${amount} >= 0
      RETURNING balance`,
  );
  return row?.balance ?? null;
}

export interface NewCreditEntry {
  customerId: number;
  kind: AccountCreditEntryKind;
  amount: number;
  balanceAfter: number;
  orderId?: number | null;
  refundId?: number | null;
  paymentId?: number | null;
  reason?: string | null;
  userId: number | null;
  actor: 'staff' | 'customer' | 'system';
}

export async function insertCreditEntry(
  tx: Db,
  accountId: number,
  e: NewCreditEntry,
  now: Date,
): Promise<number> {
  const [row] = await rows<{ id: number | string }>(
    tx,
    sql`INSERT INTO customer_credit_entries
      (account_id, customer_id, kind, amount, balance_after, order_id, refund_id, payment_id, reason, user_id,
       actor, created_at)
      VALUES (${accountId}, ${e.customerId}, ${e.kind}, ${e.amount}, ${e.balanceAfter}, ${e.orderId ?? null},
        ${e.refundId ?? null}, ${e.paymentId ?? null}, ${e.reason ?? null}, ${e.userId}, ${e.actor}, ${now})
      RETURNING id`,
  );
  return Number(row!.id);
}

export interface CreditEntryRow {
  id: number | string;
  kind: AccountCreditEntryKind;
  amount: number;
  balance_after: number;
  order_id: number | string | null;
  refund_id: number | string | null;
  payment_id: number | string | null;
  reason: string | null;
  actor: string;
  user_name: string | null;
  created_at: string | Date;
}

/** A customer's ledger, newest first (at most `limit` entries). */
export async function creditEntries(
  db: Db,
  accountId: number,
  customerId: number,
  limit = 200,
): Promise<CreditEntryRow[]> {
  return rows<CreditEntryRow>(
    db,
    sql`SELECT e.id, e.kind, e.amount, e.balance_after, e.order_id, e.refund_id, e.payment_id, e.reason,
        e.actor, NULLIF(TRIM(CONCAT(u.first_name, ' ', u.last_name)), '') AS user_name, e.created_at
      FROM customer_credit_entries e LEFT JOIN users u ON u.id = e.user_id
      WHERE e.account_id = ${accountId} AND e.customer_id = ${customerId}
      ORDER BY e.created_at DESC, e.id DESC LIMIT ${limit}`,
  );
}

/** The customer whose account credit paid the order (its first spend), if any did. */
export async function spenderOfOrder(db: Db, accountId: number, orderId: number): Promise<number | null> {
  const [row] = await rows<{ customer_id: number }>(
    db,
    sql`SELECT customer_id FROM customer_credit_entries
      WHERE account_id = ${accountId} AND order_id = ${orderId} AND kind = 'spend' ORDER BY id LIMIT 1`,
  );
  return row?.customer_id ?? null;
}

/** The customer of an order (null for a guest or walk-up sale without one). */
export async function orderCustomerId(db: Db, accountId: number, orderId: number): Promise<number | null> {
  const [row] = await rows<{ customer_id: number | null }>(
    db,
    sql`SELECT customer_id FROM orders WHERE account_id = ${accountId} AND id = ${orderId}`,
  );
  return row?.customer_id ?? null;
}
