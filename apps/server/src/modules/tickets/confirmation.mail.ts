import type { TicketTexts } from '@tessera/domain';
import { escapeMailHtml } from '@/platform/mail/branding';
import type { OutgoingMail } from '@/platform/mail/mailer';

/** Which message: the whole confirmation, the confirmation ahead of its tickets, or the tickets. */
export type ConfirmationPart = { kind: 'whole' } | { kind: 'ahead'; ticketsOn: string } | { kind: 'tickets' };

/**
 * The OrderConfirmation message in the buyer's language: greeting, what was bought, the order
 * notes (the account's email template first, then each event template's; decisions/0069) as
 * the venue wrote them, and the closing. The caller attaches the tickets.
 *
 * When the order's events deliver their tickets later (decisions/0071) it goes in two parts:
 * the confirmation at once, saying when the tickets follow (`ahead`), then on that date the
 * tickets email (`tickets`), which carries them.
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
    /** The account's email invoice footer, closing the message ('' for none). */
    invoiceFooter: string;
    /** The links to the order's ticket bundles (decisions/0073). */
    bundles: readonly { label: string; href: string }[];
    part: ConfirmationPart;
  },
): OutgoingMail {
  const opening =
    m.part.kind === 'ahead'
      ? t.confirmationTicketsLater(m.tickets, m.part.ticketsOn)
      : m.part.kind === 'tickets'
        ? t.ticketsBody(m.tickets, m.orderNumber)
        : t.confirmationBody(m.tickets);
  const body = [t.confirmationGreeting(m.firstName), '', opening, '', ...m.lines].join('\n');
  const block = (content: string, data = '') =>
    `<div${data} style="white-space:pre-wrap;font-family:sans-serif;margin:0 0 16px">${escapeMailHtml(content)}</div>`;
  const links =
    m.bundles.length === 0
      ? []
      : [[t.bundleLinks, ...m.bundles.map((b) => `${b.label}: ${b.href}`)].join('\n')];
  const linksHtml =
    m.bundles.length === 0
      ? []
      : [
          `<div data-ticket-bundles style="font-family:sans-serif;margin:0 0 16px"><p>${escapeMailHtml(t.bundleLinks)}</p><ul>${m.bundles
            .map((b) => `<li><a href="${escapeMailHtml(b.href)}">${escapeMailHtml(b.label)}</a></li>`)
            .join('')}</ul></div>`,
        ];
  return {
    to: m.to,
    subject:
      m.part.kind === 'tickets' ? t.ticketsSubject(m.orderNumber) : t.confirmationSubject(m.orderNumber),
    text: [
      body,
      ...links,
      ...m.notes,
      t.confirmationClosing,
      ...(m.invoiceFooter ? [`—\n${m.invoiceFooter}`] : []),
    ].join('\n\n'),
    html: [
      block(body),
      ...linksHtml,
      ...m.notes.map((note) => block(note, ' data-order-notes')),
      block(t.confirmationClosing),
      ...(m.invoiceFooter
        ? [
            `<div data-invoice-footer style="white-space:pre-wrap;font-family:sans-serif;font-size:12px;color:#555;border-top:1px solid #ddd;padding-top:12px">${escapeMailHtml(m.invoiceFooter)}</div>`,
          ]
        : []),
    ].join(''),
  };
}
