import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';

/** The order payment that took a processor's charge, with its order's buyer. */
export async function orderPaymentOfCharge(db: Db, accountId: number, chargeId: string) {
  const [row] = await rows<{ order_id: number; status: string; first_name: string; last_name: string }>(
    db,
    sql`SELECT p.order_id, p.status, o.buyer->>'firstName' AS first_name, o.buyer->>'lastName' AS last_name
      FROM payments p
      JOIN orders o ON o.id = p.order_id AND o.account_id = p.account_id
      WHERE p.account_id = ${accountId} AND p.provider_id = ${chargeId}`,
  );
  return row;
}

/** Order card payments of the account whose capture is not confirmed, oldest first. */
export const capturePending = (db: Db, accountId: number, limit: number) =>
  rows<{
    provider_id: string;
    amount: number;
    created_at: Date | string;
    payment_account_id: number | null;
    order_id: number;
    basket_id: string | null;
  }>(
    db,
    sql`SELECT p.provider_id, p.amount, p.created_at, p.payment_account_id, p.order_id, o.basket_id
      FROM payments p JOIN orders o ON o.id = p.order_id AND o.account_id = p.account_id
      WHERE p.account_id = ${accountId} AND p.status = 'authorized' AND p.provider_id IS NOT NULL
      ORDER BY p.created_at, p.id LIMIT ${limit}`,
  );

/** Payment accounts of the account whose charges Stripe holds, with their names. */
export const stripePaymentAccounts = (db: Db, accountId: number) =>
  rows<{ id: number; name: string }>(
    db,
    sql`SELECT id, name FROM payment_accounts
      WHERE account_id = ${accountId} AND processor IN ('Stripe', 'StripeUnified') ORDER BY id`,
  );
