import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';

/** Processors whose payment accounts the Stripe adapter serves. */
export const STRIPE_PROCESSORS = ['Stripe', 'StripeUnified'] as const;

export interface StripeAccountRow {
  id: number;
  account_id: number;
  processor: (typeof STRIPE_PROCESSORS)[number];
  credentials_encrypted: string | null;
  /** StripeUnified: the venue's connected account on the platform (decisions/0090). */
  stripe_account_id: string | null;
  /** StripeUnified: Stripe lets the connected account take charges (as last read from Stripe). */
  is_live: boolean;
  currency: string;
}

const accountColumns = sql`pa.id, pa.account_id, pa.processor, pa.credentials_encrypted, pa.stripe_account_id, pa.is_live, a.currency`;

/** A Stripe payment account of the tenant account, with the currency its charges are made in. */
export async function stripeAccountRow(
  db: Db,
  accountId: number,
  paymentAccountId: number,
): Promise<StripeAccountRow | undefined> {
  const [row] = await rows<StripeAccountRow>(
    db,
    sql`SELECT ${accountColumns} FROM payment_accounts pa JOIN accounts a ON a.id = pa.account_id
      WHERE pa.account_id = ${accountId} AND pa.id = ${paymentAccountId} AND pa.processor IN ('Stripe', 'StripeUnified')`,
  );
  return row;
}

/**
 * Every Stripe payment account that can be reached: with keys stored, or a connected account of
 * the Stripe Unified Account (reconciliation and webhooks look at each).
 */
export const stripeAccountRows = (db: Db) =>
  rows<StripeAccountRow>(
    db,
    sql`SELECT ${accountColumns} FROM payment_accounts pa JOIN accounts a ON a.id = pa.account_id
      WHERE (pa.processor = 'Stripe' AND pa.credentials_encrypted IS NOT NULL)
        OR (pa.processor = 'StripeUnified' AND pa.stripe_account_id IS NOT NULL) ORDER BY pa.id`,
  );

/** The Stripe Unified Account payment account whose connected account this is, of any tenant. */
export async function connectedAccountRow(
  db: Db,
  connectedAccountId: string,
): Promise<StripeAccountRow | undefined> {
  const [row] = await rows<StripeAccountRow>(
    db,
    sql`SELECT ${accountColumns} FROM payment_accounts pa JOIN accounts a ON a.id = pa.account_id
      WHERE pa.processor = 'StripeUnified' AND pa.stripe_account_id = ${connectedAccountId}`,
  );
  return row;
}
