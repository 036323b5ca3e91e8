import { mailButton } from '@/platform/mail/branding';
import type { OutgoingMail } from '@/platform/mail/mailer';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The recipient's mail: who sends which tickets, and the claim link (its token hidden in the outbox). */
export function transferMail(m: {
  to: string;
  recipientName: string;
  accountName: string;
  /** A null seat: the order's seat locations are hidden from its buyers; the mail names the event only. */
  tickets: readonly { eventName: string; seatKey: string | null }[];
  link: string;
  token: string;
}): OutgoingMail {
  const lines = [
    `Hello ${m.recipientName},`,
    `Tickets from ${m.accountName} have been transferred to you:`,
    ...m.tickets.map((t) => (t.seatKey === null ? `• ${t.eventName}` : `• ${t.eventName} — ${t.seatKey}`)),
    'Claim them with the link below. You can sign in, or create your account on the way; your tickets get new barcodes.',
  ];
  return {
    to: m.to,
    subject: `${m.accountName}: tickets transferred to you`,
    secrets: [m.token],
    text: `${lines.join('\n\n')}\n\n${m.link}\n`,
    html: `${lines.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}<p>${mailButton(m.link, 'Claim my tickets')}</p><p style="color:#666;font-size:12px">${escapeHtml(m.link)}</p>`,
  };
}
