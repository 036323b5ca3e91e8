import type { GiftCertificateMailTexts } from '@tessera/domain';
import { paragraphsLayout } from '@/platform/mail/layout';
import type { OutgoingMail } from '@/platform/mail/mailer';

/** The recipient's mail for a gift certificate bought in the shop, in the buyer's language. */
export function giftCertificateMail(
  t: GiftCertificateMailTexts,
  m: {
    to: string;
    /** The buyer's language, as the HTML's `lang`. */
    lang: string;
    recipientName: string;
    buyerName: string;
    accountName: string;
    /** Formatted in the buyer's language. */
    amount: string;
    message: string;
    /** Formatted in the buyer's language; null when it never expires. */
    expiresOn: string | null;
    number: string;
    link: string;
    /** The code in the link: only the recipient reads it, the outbox hides it. */
    bundleCode: string;
  },
): OutgoingMail {
  const lines = [
    t.greeting(m.recipientName),
    t.gift(m.buyerName, m.amount, m.accountName),
    ...(m.message ? [`${t.messageIntro}\n${m.message}`] : []),
    m.expiresOn === null ? t.noExpiry : t.expires(m.expiresOn),
    t.number(m.number),
    t.link(m.link),
    m.accountName,
  ];
  const subject = t.subject(m.accountName, m.buyerName);
  return {
    to: m.to,
    subject,
    text: `${lines.join('\n\n')}\n`,
    secrets: [m.bundleCode],
    layout: paragraphsLayout(m.lang, subject, lines),
  };
}
