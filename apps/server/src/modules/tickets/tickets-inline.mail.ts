import type { TicketLayout, TicketTexts } from '@tessera/domain';
import type { OutgoingMail } from '@/platform/mail/mailer';

/** The content id of a ticket's barcode image in the InlineTickets message. */
export const barcodeCid = (barcode: string) => `barcode-${barcode}@tessera`;

/**
 * The InlineTickets message (decisions/0082): each ticket in the message, in the buyer's
 * language, as on its PDF (event, date and time at the venue, venue, place, price type, price
 * unless hidden) with its barcode as an inline image and in digits, for phones that cannot open
 * a PDF. The caller attaches each barcode PNG under `barcodeCid`.
 */
export function inlineTicketsMail(
  t: TicketTexts,
  m: {
    to: string;
    lang: string;
    orderNumber: string;
    firstName: string;
    tickets: readonly TicketLayout[];
    bundles: readonly { label: string; href: string }[];
  },
): OutgoingMail {
  const subject = t.ticketsSubject(m.orderNumber);
  const opening = t.ticketsInlineBody(m.tickets.length, m.orderNumber);
  const linesOf = (x: TicketLayout) =>
    [...x.subtitles, x.when, x.venue, x.place, x.priceType, x.price, x.fees].filter((line) => line !== '');
  const text = [
    t.confirmationGreeting(m.firstName),
    opening,
    ...m.tickets.map((x) => [x.title, ...linesOf(x), x.barcode].join('\n')),
    ...(m.bundles.length > 0
      ? [[t.bundleLinks, ...m.bundles.map((b) => `${b.label}: ${b.href}`)].join('\n')]
      : []),
    t.confirmationClosing,
  ].join('\n\n');
  return {
    to: m.to,
    subject,
    text,
    layout: {
      lang: m.lang,
      preview: subject,
      blocks: [
        { kind: 'text', text: t.confirmationGreeting(m.firstName) },
        { kind: 'text', text: opening },
        ...m.tickets.map((x) => ({
          kind: 'ticket' as const,
          title: x.title,
          lines: linesOf(x),
          barcodeSrc: `cid:${barcodeCid(x.barcode)}`,
          barcode: x.barcode,
        })),
        ...(m.bundles.length > 0
          ? [{ kind: 'links' as const, title: t.bundleLinks, links: m.bundles, data: 'ticket-bundles' }]
          : []),
        { kind: 'text', text: t.confirmationClosing },
      ],
    },
  };
}
