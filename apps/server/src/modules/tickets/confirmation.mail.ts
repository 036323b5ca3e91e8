import type { TicketTexts } from '@tessera/domain';
import { escapeMailHtml } from '@/platform/mail/branding';
import type { OutgoingMail } from '@/platform/mail/mailer';

/**
 * The OrderConfirmation message in the buyer's language: greeting, what was bought, the order
 * notes (the account's email template first, then each event template's; decisions/0069) as
 * the venue wrote them, and the closing. The caller attaches the tickets.
 */
export function orderConfirmationMail(
  t: TicketTexts,
  m: {
    to: string;
    orderNumber: string;
    firstName: string;
    tickets: number;
    lines: string[];
    notes: string[];
  },
): OutgoingMail {
  const body = [t.confirmationGreeting(m.firstName), '', t.confirmationBody(m.tickets), '', ...m.lines].join(
    '\n',
  );
  const block = (content: string, data = '') =>
    `<div${data} style="white-space:pre-wrap;font-family:sans-serif;margin:0 0 16px">${escapeMailHtml(content)}</div>`;
  return {
    to: m.to,
    subject: t.confirmationSubject(m.orderNumber),
    text: [body, ...m.notes, t.confirmationClosing].join('\n\n'),
    html: [
      block(body),
      ...m.notes.map((note) => block(note, ' data-order-notes')),
      block(t.confirmationClosing),
    ].join(''),
  };
}
