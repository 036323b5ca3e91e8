import type { OrderProduct } from '@tessera/contract';
import {
  feeLines,
  formatMoney,
  pickLocale,
  type ShippedLocale,
  ticketPlace,
  ticketTexts,
  ticketWhen,
} from '@tessera/domain';
import type { Config } from '@/config';
import type { Db } from '@/db/client';
import { accountTemplateText } from '@/modules/mail/email-templates.store';
import { confirmationDone, confirmationSentAhead } from '@/modules/orders/confirmations-due.store';
import { recordOrderActivity } from '@/modules/orders/order-activity.store';
import { nameReader } from '@/platform/i18n/venue-names';
import type { Mailer } from '@/platform/mail/mailer';
import { shopLinkOrigin } from '@/platform/tenancy';
import { type ConfirmationPart, orderConfirmationMail } from './confirmation.mail';
import { orderNotesOfEvents } from './order-notes.store';
import { orderNotificationAddresses } from './order-notifications.store';
import { orderBundleLinks } from './ticket-bundles.service';
import { markOrderTicketsDelivered, shareOrderKey } from './ticket-changes.store';
import { orderTicketsPdf } from './tickets.service';
import { type OrderHead, priceTypeNameOf, type TicketRow } from './tickets.store';

export interface ConfirmationResult {
  to: string;
  status: 'kept' | 'sent' | 'failed';
}

/**
 * The OrderConfirmation email (spec §3 email types): a short message in the buyer's language
 * with the order's print-at-home tickets attached as one PDF, through the mail outbox. Marks
 * the tickets delivered and records the email in the order activity.
 *
 * `part` (decisions/0071): `ahead` is the confirmation of an order whose tickets are held until
 * a later date, without them (nor the links to them), saying when they come; `tickets` is the
 * email on that date that carries them. Staff resends are always the whole confirmation.
 */
export async function sendOrderConfirmation(
  deps: { db: Db; mailer: Mailer; config: Pick<Config, 'publicUrl'> },
  accountId: number,
  orderId: number,
  /** `settleDue`: the background sender's attempt; a message that went out ends the order's due confirmation in the same transaction as its activity entry. */
  options: {
    now: Date;
    userId?: number | null;
    to?: string;
    settleDue?: boolean;
    part?: { kind: 'whole' } | { kind: 'ahead'; ticketsAt: Date } | { kind: 'tickets' };
  },
): Promise<ConfirmationResult> {
  const part = options.part ?? { kind: 'whole' };
  const withTickets = part.kind !== 'ahead';
  const { db, mailer } = deps;
  const {
    pdf,
    head,
    tickets,
    products,
    hidePrice,
    language: locale,
  } = await orderTicketsPdf(db, accountId, orderId);
  const t = ticketTexts[locale];
  const to = options.to ?? head.buyer.email;
  // The tickets online, a link per bundle, on the account's shop (decisions/0073).
  const origin = await shopLinkOrigin(db, deps.config, accountId, '');
  const links = withTickets ? await orderBundleLinks(db, accountId, orderId, locale, options.now) : [];
  const bundles = links.map((b) => ({ label: b.label, href: `${origin}${b.path}` }));
  const mailPart: ConfirmationPart =
    part.kind === 'ahead'
      ? { kind: 'ahead', ticketsOn: ticketWhen(part.ticketsAt, tickets[0]?.timezone ?? 'UTC', locale) }
      : part;
  // The order notes: the account's email template, then the events' templates' (decisions/0069).
  const accountNotes = await accountTemplateText(db, accountId, 'orderNotes');
  const eventNotes = await orderNotesOfEvents(db, accountId, [...new Set(tickets.map((x) => x.event_id))]);
  const notes = [...new Set([accountNotes, ...eventNotes].filter((n) => n.length > 0))];
  const invoiceFooter = await accountTemplateText(db, accountId, 'invoiceFooter');
  const mail = orderConfirmationMail(t, {
    to,
    lang: locale,
    orderNumber: String(orderId),
    firstName: head.buyer.firstName,
    tickets: tickets.length,
    lines: orderLines(head, tickets, products, hidePrice, locale),
    notes,
    invoiceFooter,
    bundles,
    part: mailPart,
  });
  const row = await mailer.send(
    db,
    accountId,
    {
      ...mail,
      attachments: withTickets
        ? [{ filename: `tickets-${orderId}.pdf`, content: pdf, contentType: 'application/pdf' }]
        : [],
    },
    options.now,
  );
  if (options.settleDue && row.status !== 'failed' && part.kind !== 'tickets') {
    await sendAdminOrderConfirmation(deps, accountId, head, { tickets, products, hidePrice }, options.now);
  }
  await db.transaction(async (tx) => {
    // The order first, as every change to an order takes it (cancel, void, reissue): the
    // activity entry's key check would otherwise wait for the order after this transaction
    // has locked its tickets, while a cancel holding the order waits for those tickets.
    await shareOrderKey(tx, accountId, orderId);
    if (row.status !== 'failed' && withTickets) {
      await markOrderTicketsDelivered(tx, accountId, orderId, options.now);
      if (options.settleDue) await confirmationDone(tx, accountId, orderId);
    } else if (row.status !== 'failed' && options.settleDue) {
      await confirmationSentAhead(tx, accountId, orderId, options.now);
    }
    await recordOrderActivity(
      tx,
      accountId,
      orderId,
      {
        kind: part.kind === 'tickets' ? 'email.tickets' : 'email.order_confirmation',
        userId: options.userId ?? null,
        actor: options.userId ? 'staff' : 'system',
        details: {
          to,
          status: row.status,
          locale,
          tickets: tickets.length,
          ...(part.kind === 'ahead' ? { ticketsAt: part.ticketsAt.toISOString() } : {}),
        },
      },
      options.now,
    );
  });
  return { to, status: row.status };
}

/**
 * The AdminOrderConfirmation: a copy of what the order holds, to the notification addresses of
 * the venues of its events for its sales channel (venue settings), in the account's language
 * (staff read it), once, when the buyer's confirmation first went out (decisions/0069). A
 * refusal by the mail server stays in the outbox as failed; the buyer's confirmation stands.
 */
async function sendAdminOrderConfirmation(
  deps: { db: Db; mailer: Mailer; config: Pick<Config, 'publicUrl'> },
  accountId: number,
  head: OrderHead,
  sold: { tickets: readonly TicketRow[]; products: readonly OrderProduct[]; hidePrice: boolean },
  now: Date,
): Promise<void> {
  const { channel, addresses } = await orderNotificationAddresses(deps.db, accountId, head.id);
  if (addresses.length === 0) return;
  const locale = pickLocale([head.default_language]);
  const t = ticketTexts[locale];
  const buyer = [head.buyer.firstName, head.buyer.lastName].filter(Boolean).join(' ');
  const lines = orderLines(head, sold.tickets, sold.products, false, locale);
  const intro = t.adminConfirmationIntro(buyer, head.buyer.email ?? '', channel);
  const text = [intro, '', ...lines].join('\n');
  const subject = t.adminConfirmationSubject(String(head.id), buyer);
  const href = `${deps.config.publicUrl}/admin/v2/orders/${head.id}`;
  for (const to of addresses) {
    await deps.mailer.send(
      deps.db,
      accountId,
      {
        to,
        subject,
        text: `${text}\n\n${t.adminOpenOrder}: ${href}`,
        layout: {
          lang: locale,
          preview: subject,
          blocks: [
            { kind: 'text', text: intro, data: 'admin-order-confirmation' },
            { kind: 'text', text: lines.join('\n'), data: 'order-lines' },
            { kind: 'button', href, label: t.adminOpenOrder },
          ],
        },
      },
      now,
    );
  }
}

/**
 * What the confirmation lists, in the buyer's language: each event once (its name, date and
 * time at the venue as on the tickets, and the venue) with its tickets' places and price types
 * (only their count when the account hides seat locations on the order's channel),
 * the product items, then, unless the seller's user group hides prices on what the consumer
 * receives (spec §3), each fee and the order total. The venue's names are named as sold.
 */
function orderLines(
  head: OrderHead,
  tickets: readonly TicketRow[],
  products: readonly OrderProduct[],
  hidePrice: boolean,
  locale: ShippedLocale,
): string[] {
  const t = ticketTexts[locale];
  const name = nameReader(locale, head.default_language);
  const money = (minor: number) => formatMoney(minor, head.currency, locale);
  const events = new Map<number, string[]>();
  for (const x of tickets.filter((ticket) => !ticket.hide_seat)) {
    const lines = events.get(x.event_id) ?? [
      x.event_name,
      ticketWhen(x.starts_at, x.timezone, locale),
      x.venue_name,
    ];
    lines.push([ticketPlace(x, locale), priceTypeNameOf(x, name)].filter(Boolean).join(' · '));
    events.set(x.event_id, lines);
  }
  // Seat locations hidden (group sales, house seats): each event with its count of tickets.
  const hidden = tickets.filter((ticket) => ticket.hide_seat);
  for (const x of hidden) {
    if (events.has(x.event_id)) continue;
    const count = hidden.filter((ticket) => ticket.event_id === x.event_id).length;
    events.set(x.event_id, [
      x.event_name,
      ticketWhen(x.starts_at, x.timezone, locale),
      x.venue_name,
      t.ticketCount(count),
    ]);
  }
  const items = products.map(
    (p) => `${p.quantity} × ${p.variantName ? `${p.name} · ${p.variantName}` : p.name} (${p.eventName})`,
  );
  const charges = [...tickets.flatMap((x) => x.fees ?? []), ...head.fees].map((c) => ({
    ...c,
    name: name(c.name, c.nameTranslations),
  }));
  const lines = [
    ...[...events.values()].flatMap((event) => [...event, '']),
    ...(items.length > 0 ? [...items, ''] : []),
    ...(hidePrice
      ? []
      : [
          ...feeLines(charges).map((f) => `${f.name}: ${money(f.amount)}`),
          `${t.confirmationTotal}: ${money(head.total)}`,
        ]),
  ];
  while (lines.at(-1) === '') lines.pop();
  return lines;
}
