import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';
import { encryptCredentials } from '@/modules/payment-settings/credentials.service';

/** A Stripe account's three keys for the local server (its own account there, by the key's suffix). */
export function stripeTestKeys() {
  const id = randomBytes(8).toString('hex');
  return {
    secretKey: `sk_test_${id}`,
    publishableKey: `pk_test_${id}`,
    webhookSigningSecret: `whsec_${randomBytes(16).toString('hex')}`,
  };
}

/** Inserts a Stripe payment account with these keys, encrypted as the settings screen stores them. */
export async function insertStripeAccount(
  db: Db,
  key: Buffer,
  accountId: number,
  keys: ReturnType<typeof stripeTestKeys>,
): Promise<number> {
  const [row] = await rows<{ id: number }>(
    db,
    sql`INSERT INTO payment_accounts (account_id, name, processor, is_live, onboarding_complete, credentials_encrypted, created_at, updated_at)
      VALUES (${accountId}, ${`Stripe ${keys.secretKey.slice(-4)}`}, 'Stripe', false, true,
        ${encryptCredentials(key, JSON.stringify(keys))}, now(), now()) RETURNING id`,
  );
  return row!.id;
}
