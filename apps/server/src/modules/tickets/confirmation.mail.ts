import type { TicketTexts } from '@tessera/domain';
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
    /** The buyer's language, as the HTML's `lang`. */
    lang: string;
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
  const links =
    m.bundles.length === 0
      ? []
      : [[t.bundleLinks, ...m.bundles.map((b) => `${b.label}: ${b.href}`)].join('\n')];
  const subject =
    m.part.kind === 'tickets' ? t.ticketsSubject(m.orderNumber) : t.confirmationSubject(m.orderNumber);
  return {
    to: m.to,
    subject,
    text: [
      body,
      ...links,
      ...m.notes,
      t.confirmationClosing,
      ...(m.invoiceFooter ? [`—\n${m.invoiceFooter}`] : []),
    ].join('\n\n'),
    layout: {
      lang: m.lang,
      preview: subject,
      blocks: [
        { kind: 'text', text: t.confirmationGreeting(m.firstName) },
        { kind: 'text', text: opening },
        ...(m.lines.length > 0
          ? [{ kind: 'text' as const, text: m.lines.join('\n'), data: 'order-lines' }]
          : []),
        ...(m.bundles.length > 0
          ? [{ kind: 'links' as const, title: t.bundleLinks, links: m.bundles, data: 'ticket-bundles' }]
          : []),
        ...m.notes.map((note) => ({ kind: 'text' as const, text: note, data: 'order-notes' })),
        { kind: 'text', text: t.confirmationClosing },
        ...(m.invoiceFooter
          ? [{ kind: 'fineprint' as const, text: m.invoiceFooter, data: 'invoice-footer' }]
          : []),
      ],
    },
  };
}
