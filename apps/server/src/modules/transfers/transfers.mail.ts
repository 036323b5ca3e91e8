import type { TicketTexts } from '@tessera/domain';
import { escapeMailHtml, mailButton } from '@/platform/mail/branding';
import type { OutgoingMail } from '@/platform/mail/mailer';

/**
 * The recipient's mail, in the sending order's language: who sends which tickets, and the
 * claim link (its token hidden in the outbox).
 */
export function transferMail(
  t: TicketTexts,
  m: {
    to: string;
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
  return {
    to: m.to,
    subject: t.transferSubject(m.accountName),
    secrets: [m.token],
    text: `${lines.join('\n\n')}\n\n${m.link}\n`,
    html: `${lines.map((p) => `<p>${escapeMailHtml(p)}</p>`).join('')}<p>${mailButton(m.link, t.transferButton)}</p><p style="color:#666;font-size:12px">${escapeMailHtml(m.link)}</p>`,
  };
}
