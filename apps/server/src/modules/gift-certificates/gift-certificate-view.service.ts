import type { ShopGiftCertificateView } from '@tessera/contract';
import { giftCertificateNumberValid } from '@tessera/domain';
import type { Db } from '@/db/client';
import { AppError } from '@/platform/http/app-error';
import { type GiftCertificateRow, giftCertificateByLink, giftCertificateOf } from './gift-certificates.store';

/** A certificate as its link shows it: amount, balance, state, expiry, from whom and the message. */
export function shopCertificateView(row: GiftCertificateRow, now: Date): ShopGiftCertificateView {
  const cert = giftCertificateOf(row);
  return {
    number: cert.number,
    bundleCode: row.bundle_code ?? '',
    amount: cert.amount,
    balance: cert.balance,
    currency: row.currency ?? 'USD',
    status: cert.status,
    expired: cert.expiresAt !== null && new Date(cert.expiresAt).getTime() <= now.getTime(),
    expiresAt: cert.expiresAt,
    buyerName: cert.buyerName,
    recipientName: cert.recipientName,
    message: row.message,
  };
}

const BUNDLE_CODE = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The certificate the recipient's link opens (decisions/0067): both the bundle code and the
 * number must match one certificate of the host's account. Anything else is the same "not
 * found", saying neither which part was wrong; the route is rate-limited against guessing.
 */
export async function certificateByLink(
  db: Db,
  accountId: number,
  bundleCode: string,
  number: string,
  now: Date,
): Promise<ShopGiftCertificateView> {
  const row =
    BUNDLE_CODE.test(bundleCode) && giftCertificateNumberValid(number)
      ? await giftCertificateByLink(db, accountId, bundleCode, number)
      : undefined;
  if (!row) throw new AppError('purchase.gift_certificate_link_not_found');
  return shopCertificateView(row, now);
}
