import type { ShippedLocale } from '@tessera/domain';
import type { OutgoingMail } from '@/platform/mail/mailer';

/** The line under a bulk email saying who sent it to whom, in the account's language. */
const footers: Record<ShippedLocale, (sender: string, account: string) => string> = {
  'en-US': (sender, account) => `Sent by ${sender} to the staff of ${account}.`,
  'en-AU': (sender, account) => `Sent by ${sender} to the staff of ${account}.`,
  'en-GB': (sender, account) => `Sent by ${sender} to the staff of ${account}.`,
  'es-ES': (sender, account) => `Enviado por ${sender} al personal de ${account}.`,
  fr: (sender, account) => `Envoyé par ${sender} au personnel de ${account}.`,
};

/** One staff member's copy of a bulk email: the message as written, then who sent it. */
export function adminBulkMail(
  locale: ShippedLocale,
  m: { to: string; subject: string; message: string; sender: string; accountName: string },
): OutgoingMail {
  const footer = footers[locale](m.sender, m.accountName);
  return {
    to: m.to,
    subject: m.subject,
    text: `${m.message}\n\n—\n${footer}\n`,
    layout: {
      lang: locale,
      preview: m.subject,
      blocks: [
        { kind: 'text', text: m.message, data: 'bulk-message' },
        { kind: 'fineprint', text: footer, data: 'bulk-sender' },
      ],
    },
  };
}
