import { formatMoney } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';

/** The smallest amount one payment line may have; 0 when the account set none. */
export async function minimumPayment(db: Db, accountId: number): Promise<number> {
  const [row] = await rows<{ minimum_payment: number }>(
    db,
    sql`SELECT minimum_payment FROM payment_options WHERE account_id = ${accountId}`,
  );
  return row?.minimum_payment ?? 0;
}

/** Formats minor units in the account's currency, for amounts inside error messages. */
export async function accountMoney(db: Db, accountId: number): Promise<(minor: number) => string> {
  const [row] = await rows<{ currency: string }>(
    db,
    sql`SELECT currency FROM accounts WHERE id = ${accountId}`,
  );
  return (minor) => formatMoney(minor, row?.currency ?? 'USD');
}

/** Sets the account's minimum payment. */
export async function saveMinimumPayment(
  db: Db,
  accountId: number,
  minimum: number,
  now: Date,
): Promise<void> {
  await db.execute(
    sql`INSERT INTO payment_options (account_id, minimum_payment, updated_at) VALUES (${accountId}, ${minimum}, ${now})
      ON CONFLICT (account_id) DO UPDATE SET minimum_payment = EXCLUDED.minimum_payment, updated_at = EXCLUDED.updated_at`,
  );
}
