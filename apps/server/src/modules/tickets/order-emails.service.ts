import type { OrderEmailKind } from '@tessera/contract';
import { ticketLayout, ticketTexts } from '@tessera/domain';
import type { Config } from '@/config';
import type { Db } from '@/db/client';
import { recordOrderActivity } from '@/modules/orders/order-activity.store';
import { sellersHidingPrice } from '@/modules/user-groups/group-policy.service';
import { AppError } from '@/platform/http/app-error';
import type { Mailer } from '@/platform/mail/mailer';
import { shopLinkOrigin } from '@/platform/tenancy';
import { type ConfirmationResult, sendOrderConfirmation } from './confirmation.service';
import { orderBundleLinks } from './ticket-bundles.service';
import { markOrderTicketsDelivered, shareOrderKey } from './ticket-changes.store';
import { barcodePng } from './ticket-pdf.render';
import { buyerLocale, requireOrderHead } from './tickets.service';
import { factsOf, ticketsOfOrder } from './tickets.store';
import { barcodeCid, inlineTicketsMail } from './tickets-inline.mail';

type Deps = { db: Db; mailer: Mailer; config: Pick<Config, 'publicUrl'> };

/**
 * What staff send from the order's tickets screen (decisions/0082): the OrderConfirmation again,
 * the AttachedTickets email (the tickets alone as a PDF, the same message a scheduled delivery
 * sends on its date) or the InlineTickets email. Each goes in the order's language and is
 * recorded in the order's activity; the two tickets emails need live tickets.
 */
export async function sendOrderEmail(
  deps: Deps,
  accountId: number,
  orderId: number,
  kind: OrderEmailKind,
  options: { now: Date; userId: number; to?: string },
): Promise<ConfirmationResult> {
  if (kind === 'confirmation') return sendOrderConfirmation(deps, accountId, orderId, options);
  await requireOrderHead(deps.db, accountId, orderId);
  const live = (await ticketsOfOrder(deps.db, accountId, orderId)).filter((x) => x.status !== 'voided');
  if (live.length === 0) throw new AppError('purchase.no_live_tickets');
  if (kind === 'ticketsAttached') {
    return sendOrderConfirmation(deps, accountId, orderId, { ...options, part: { kind: 'tickets' } });
  }
  return sendInlineTickets(deps, accountId, orderId, options);
}

/** The InlineTickets email: every live ticket in the message with its barcode image. */
export async function sendInlineTickets(
  deps: Deps,
  accountId: number,
  orderId: number,
  options: { now: Date; userId?: number | null; to?: string },
): Promise<ConfirmationResult> {
  const { db, mailer } = deps;
  const head = await requireOrderHead(db, accountId, orderId);
  const locale = buyerLocale(head);
  const hidePrice = (await sellersHidingPrice(db, accountId, [head.user_id])).size > 0;
  const tickets = (await ticketsOfOrder(db, accountId, orderId)).filter((x) => x.status !== 'voided');
  const layouts = tickets.map((x) => ticketLayout(factsOf(x, locale, hidePrice), locale));
  const origin = await shopLinkOrigin(db, deps.config, accountId, '');
  const links = await orderBundleLinks(db, accountId, orderId, locale, options.now);
  const to = options.to ?? head.buyer.email ?? '';
  const mail = inlineTicketsMail(ticketTexts[locale], {
    to,
    lang: locale,
    orderNumber: String(orderId),
    firstName: head.buyer.firstName,
    tickets: layouts,
    bundles: links.map((b) => ({ label: b.label, href: `${origin}${b.path}` })),
  });
  const barcodes = await Promise.all(
    layouts.map(async (x) => ({
      filename: `barcode-${x.barcode}.png`,
      content: await barcodePng(x.barcode),
      contentType: 'image/png',
      cid: barcodeCid(x.barcode),
    })),
  );
  const row = await mailer.send(db, accountId, { ...mail, attachments: barcodes }, options.now);
  await db.transaction(async (tx) => {
    await shareOrderKey(tx, accountId, orderId);
    if (row.status !== 'failed') await markOrderTicketsDelivered(tx, accountId, orderId, options.now);
    await recordOrderActivity(
      tx,
      accountId,
      orderId,
      {
        kind: 'email.tickets_inline',
        userId: options.userId ?? null,
        actor: options.userId ? 'staff' : 'system',
        details: { to, status: row.status, locale, tickets: tickets.length },
      },
      options.now,
    );
  });
  return { to, status: row.status };
}
