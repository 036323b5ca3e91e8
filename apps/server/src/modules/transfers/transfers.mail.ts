import type { TicketTexts } from '@tessera/domain';
import { paragraphsLayout } from '@/platform/mail/layout';
import type { OutgoingMail } from '@/platform/mail/mailer';

/**
 * The recipient's mail, in the sending order's language: who sends which tickets, and the
 * claim link (its token hidden in the outbox).
 */
export function transferMail(
  t: TicketTexts,
  m: {
    to: string;
    /** The sending order's language, as the HTML's `lang`. */
    lang: string;
    recipientName: string;
    accountName: string;
    /** A null seat: the order's seat locations are hidden from its buyers; the mail names the event only. */
    tickets: readonly { eventName: string; seatKey: string | null }[];
    link: string;
    token: string;
  },
): OutgoingMail {
  const lines = [
    t.confirmationGreeting(m.recipientName),
    t.transferIntro(m.accountName),
    ...m.tickets.map((x) => (x.seatKey === null ? `• ${x.eventName}` : `• ${x.eventName} — ${x.seatKey}`)),
    t.transferClaim,
  ];
  const subject = t.transferSubject(m.accountName);
  return {
    to: m.to,
    subject,
    secrets: [m.token],
    text: `${lines.join('\n\n')}\n\n${m.link}\n`,
    layout: paragraphsLayout(m.lang, subject, lines, { href: m.link, label: t.transferButton }),
  };
}
