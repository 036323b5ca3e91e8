import { PassThrough } from 'node:stream';
import { ticketLayout } from '@tessera/domain';
import { ZipArchive } from 'archiver';
import type { Db } from '@/db/client';
import { ticketTemplateOf } from '@/modules/ticket-templates/ticket-templates.service';
import { sellersHidingPrice } from '@/modules/user-groups/group-policy.service';
import { AppError } from '@/platform/http/app-error';
import { ticketsPdf } from './ticket-pdf.render';
import { buyerLocale } from './tickets.service';
import { eventAndAccountLanguage, factsOf, liveTicketsOfEvent, type TicketRow } from './tickets.store';

/**
 * A zip of an event's print-at-home tickets, one PDF per order (`order-{id}.pdf`), each in
 * its buyer's language. The zip is streamed: each PDF is rendered and appended in turn.
 */
export async function eventTicketsZip(db: Db, accountId: number, eventId: number): Promise<PassThrough> {
  const account = await eventAndAccountLanguage(db, accountId, eventId);
  if (!account) throw new AppError('common.not_found');
  const tickets = await liveTicketsOfEvent(db, accountId, eventId);
  const hiding = await sellersHidingPrice(
    db,
    accountId,
    tickets.map((t) => t.seller_user_id),
  );
  const { layout } = await ticketTemplateOf(db, accountId);
  const byOrder = new Map<number, TicketRow[]>();
  for (const t of tickets) byOrder.set(t.order_id, [...(byOrder.get(t.order_id) ?? []), t]);

  const out = new PassThrough();
  const zip = new ZipArchive({ zlib: { level: 6 } });
  zip.on('error', (error: Error) => out.destroy(error));
  zip.pipe(out);
  void (async () => {
    try {
      for (const [orderId, list] of byOrder) {
        const locale = buyerLocale({
          buyer: list[0]!.buyer,
          default_language: account.default_language ?? 'en-US',
        });
        const pdf = await ticketsPdf(
          list.map((t) => ticketLayout(factsOf(t, locale, hiding.has(Number(t.seller_user_id))), locale)),
          String(orderId),
          [],
          layout,
        );
        zip.append(pdf, { name: `order-${orderId}.pdf` });
      }
      await zip.finalize();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}
