import { formatMoney, giftCertificateMailTexts, isShippedLocale, type ShippedLocale } from '@tessera/domain';
import type { Config } from '@/config';
import type { Db } from '@/db/client';
import type { Mailer } from '@/platform/mail/mailer';
import { shopLinkOrigin } from '@/platform/tenancy';
import { giftCertificateMail } from './gift-certificates.mail';
import { accountTerms, giftCertificateById } from './gift-certificates.store';

/** The recipient's mail of a certificate bought in the shop, queued by the sale (decisions/0067). */
export const GIFT_CERTIFICATE_MAIL_JOB = 'gift-certificate-mail';

export interface GiftCertificateMailPayload {
  accountId: number;
  giftCertificateId: number;
  /** The buyer's language. */
  locale: ShippedLocale;
  /** The host name the buyer used: it only picks among the account's own for the link. */
  hostName: string;
}

export interface GiftCertificateMailIo {
  readonly db: Db;
  readonly now: () => Date;
  readonly mailer: Mailer;
  readonly config: Pick<Config, 'publicUrl'>;
}

/**
 * Mails the recipient the amount, the buyer's message, the expiry and the link to the
 * certificate, built from PUBLIC_URL and the account's host names (never the request's headers).
 */
export async function sendGiftCertificateMail(io: GiftCertificateMailIo, p: GiftCertificateMailPayload) {
  const cert = await giftCertificateById(io.db, p.accountId, p.giftCertificateId);
  if (!cert?.bundle_code || !cert.recipient_email) return;
  const locale = isShippedLocale(p.locale) ? p.locale : 'en-US';
  const account = await accountTerms(io.db, p.accountId);
  const origin = await shopLinkOrigin(io.db, io.config, p.accountId, p.hostName);
  const currency = cert.currency ?? 'USD';
  const amount = formatMoney(cert.amount, currency, locale);
  // The last instant it is good for, so a static expiry reads as its own day.
  const expiresOn = cert.expires_at
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: account.timeZone }).format(
        new Date(new Date(cert.expires_at).getTime() - 1),
      )
    : null;
  await io.mailer.send(
    io.db,
    p.accountId,
    giftCertificateMail(giftCertificateMailTexts[locale], {
      to: cert.recipient_email,
      lang: locale,
      recipientName: cert.recipient_name,
      buyerName: cert.buyer_name,
      accountName: account.name,
      amount,
      message: cert.message,
      expiresOn,
      number: cert.number,
      link: `${origin}/shop/giftcertificates/${cert.bundle_code}/${cert.number}`,
      bundleCode: cert.bundle_code,
    }),
    io.now(),
  );
}
