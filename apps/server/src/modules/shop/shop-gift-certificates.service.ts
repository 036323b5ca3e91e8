import type { ShopGiftCertificateBalance } from '@tessera/contract';
import { giftCertificateNumberValid } from '@tessera/domain';
import type { Db } from '@/db/client';
import {
  giftCertificateByNumber,
  giftCertificateOf,
} from '@/modules/gift-certificates/gift-certificates.store';
import { AppError } from '@/platform/http/app-error';

/**
 * What the holder of a certificate's number may see in the shop of its account: balance, state
 * and expiration, never the buyer or recipient. Any other number (malformed, unknown, another
 * account's) is only "not found"; the route is rate-limited against guessing.
 */
export async function shopCertificateBalance(
  db: Db,
  accountId: number,
  number: string,
  now: Date,
): Promise<ShopGiftCertificateBalance> {
  const trimmed = number.trim();
  const row = giftCertificateNumberValid(trimmed)
    ? await giftCertificateByNumber(db, accountId, trimmed)
    : undefined;
  if (!row) throw new AppError('purchase.gift_certificate_not_found', 'number');
  const cert = giftCertificateOf(row);
  return {
    balance: cert.balance,
    currency: row.currency ?? 'USD',
    status: cert.status,
    expired: cert.expiresAt !== null && new Date(cert.expiresAt).getTime() <= now.getTime(),
    expiresAt: cert.expiresAt,
  };
}
