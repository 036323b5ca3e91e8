import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';

/** Processors whose payment accounts the Stripe adapter serves. */
export const STRIPE_PROCESSORS = ['Stripe'] as const;

export interface StripeAccountRow {
  id: number;
  account_id: number;
  credentials_encrypted: string | null;
  currency: string;
}

const accountColumns = sql`pa.id, pa.account_id, pa.credentials_encrypted, a.currency`;

/** A Stripe payment account of the tenant account, with the currency its charges are made in. */
export async function stripeAccountRow(
  db: Db,
  accountId: number,
  paymentAccountId: number,
): Promise<StripeAccountRow | undefined> {
  const [row] = await rows<StripeAccountRow>(
    db,
    sql`SELECT ${accountColumns} FROM payment_accounts pa JOIN accounts a ON a.id = pa.account_id
      WHERE pa.account_id = ${accountId} AND pa.id = ${paymentAccountId} AND pa.processor = 'Stripe'`,
  );
  return row;
}

/** Every Stripe payment account with keys stored (reconciliation and webhooks look at each). */
export const stripeAccountRows = (db: Db) =>
  rows<StripeAccountRow>(
    db,
    sql`SELECT ${accountColumns} FROM payment_accounts pa JOIN accounts a ON a.id = pa.account_id
      WHERE pa.processor = 'Stripe' AND pa.credentials_encrypted IS NOT NULL ORDER BY pa.id`,
  );
