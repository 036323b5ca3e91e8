import { type StripeCredentials, stripeCredentials } from '@tessera/contract';
import { decryptCredentials } from './credentials.service';

/**
 * A Stripe account's keys, decrypted from the payment account's credentials (stored as JSON,
 * encrypted at rest with PAYMENT_CREDENTIALS_KEY); null when none or not Stripe's.
 */
export function stripeKeys(key: Buffer, stored: string | null): StripeCredentials | null {
  if (!stored) return null;
  try {
    const parsed = stripeCredentials.safeParse(JSON.parse(decryptCredentials(key, stored)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** What tells a secret apart without giving it away: its prefix and last four characters. */
export function secretHint(secret: string): string {
  const prefix = secret.match(/^[a-z]+_(test_|live_)?/)?.[0] ?? '';
  return `${prefix}…${secret.slice(-4)}`;
}
