import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';

export interface UnifiedAccountRow {
  id: number;
  name: string;
  stripe_account_id: string | null;
  is_live: boolean;
  onboarding_complete: boolean;
}

/** The account's Stripe Unified Account payment accounts, by name. */
export const unifiedAccounts = (db: Db, accountId: number) =>
  rows<UnifiedAccountRow>(
    db,
    sql`SELECT id, name, stripe_account_id, is_live, onboarding_complete FROM payment_accounts
      WHERE account_id = ${accountId} AND processor = 'StripeUnified' ORDER BY lower(name), id`,
  );

/** A payment account of the account, with its processor (any processor). */
export async function unifiedAccount(
  db: Db,
  accountId: number,
  paymentAccountId: number,
): Promise<(UnifiedAccountRow & { processor: string }) | undefined> {
  const [row] = await rows<UnifiedAccountRow & { processor: string }>(
    db,
    sql`SELECT id, name, processor, stripe_account_id, is_live, onboarding_complete FROM payment_accounts
      WHERE account_id = ${accountId} AND id = ${paymentAccountId}`,
  );
  return row;
}

/** Keeps the connected account made for a payment account; the one kept first stays. */
export async function keepConnectedAccount(
  db: Db,
  accountId: number,
  paymentAccountId: number,
  connectedAccountId: string,
  now: Date,
): Promise<string> {
  const [row] = await rows<{ stripe_account_id: string }>(
    db,
    sql`UPDATE payment_accounts SET stripe_account_id = COALESCE(stripe_account_id, ${connectedAccountId}),
        updated_at = ${now}
      WHERE account_id = ${accountId} AND id = ${paymentAccountId} RETURNING stripe_account_id`,
  );
  return row?.stripe_account_id ?? connectedAccountId;
}

/** The payment account's onboarding and live flags, as Stripe answered them. */
export async function followOnboarding(
  db: Db,
  accountId: number,
  paymentAccountId: number,
  state: { onboardingComplete: boolean; isLive: boolean },
  now: Date,
): Promise<void> {
  await db.execute(
    sql`UPDATE payment_accounts SET onboarding_complete = ${state.onboardingComplete}, is_live = ${state.isLive},
        updated_at = ${now}
      WHERE account_id = ${accountId} AND id = ${paymentAccountId}
        AND (onboarding_complete <> ${state.onboardingComplete} OR is_live <> ${state.isLive})`,
  );
}
