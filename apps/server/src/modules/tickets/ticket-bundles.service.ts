import { randomBytes } from 'node:crypto';
import type { ShopTicketBundle } from '@tessera/contract';
import { buyerSeatLocation, type ShippedLocale, ticketPlace, ticketTexts } from '@tessera/domain';
import type { Db } from '@/db/client';
import { AppError } from '@/platform/http/app-error';
import {
  addBundles,
  bundleByCode,
  bundlesOfOrder,
  bundlesTicketsAutomatically,
  type TicketBundleRow,
} from './ticket-bundles.store';
import { orderTicketsPdf } from './tickets.service';
import { priceTypeNameOf, ticketNames, ticketsOfBundle } from './tickets.store';
import { hasWalletPassSettings } from './wallet-pass.store';

const BUNDLE_CODE = /^[A-Za-z0-9_-]{16,64}$/;

export interface BundleLink {
  /** What the link opens, in the buyer's language: the event and the place or count. */
  label: string;
  /** The shop page, from the shop's origin: `/shop/tickets/bundle/{code}/event/{eventId}`. */
  path: string;
}

/**
 * The links to the order's tickets (decisions/0073), making the bundles not made yet: with
 * automatic ticket bundling on, one per event holding the order's tickets for it; off, one per
 * ticket. Only the tickets still the buyer's (not voided, not transferred away) get a link.
 */
export async function orderBundleLinks(
  db: Db,
  accountId: number,
  orderId: number,
  locale: ShippedLocale,
  now: Date,
): Promise<BundleLink[]> {
  const t = ticketTexts[locale];
  const grouped = await bundlesTicketsAutomatically(db, accountId);
  // The buyer's held tickets of the order in one read, by event in the order sold.
  const byEvent = new Map<number, Awaited<ReturnType<typeof ticketsOfBundle>>>();
  for (const x of await ticketsOfBundle(db, accountId, { orderId, eventId: null, ticketId: null }))
    byEvent.set(x.event_id, [...(byEvent.get(x.event_id) ?? []), x]);
  const wanted: { eventId: number; ticketId: number | null; label: string }[] = [];
  for (const [eventId, tickets] of byEvent) {
    const first = tickets[0];
    if (!first) continue;
    if (grouped) {
      wanted.push({
        eventId,
        ticketId: null,
        label: t.bundleLink(first.event_name, t.ticketCount(tickets.length)),
      });
      continue;
    }
    for (const x of tickets) {
      const place = x.hide_seat ? t.seatAssignedAtVenue : ticketPlace(x, locale);
      wanted.push({ eventId, ticketId: x.id, label: t.bundleLink(x.event_name, place) });
    }
  }
  const key = (b: { eventId: number; ticketId: number | null }) => `${b.eventId}:${b.ticketId ?? ''}`;
  const made = new Set((await bundlesOfOrder(db, accountId, orderId)).map(key));
  const missing: TicketBundleRow[] = wanted
    .filter((w) => !made.has(key(w)))
    .map((w) => ({ ...w, orderId, code: randomBytes(16).toString('base64url') }));
  if (missing.length > 0) await addBundles(db, accountId, missing, now);
  // Read back: a bundle another sender made at the same moment keeps its code.
  const codes = new Map((await bundlesOfOrder(db, accountId, orderId)).map((b) => [key(b), b.code]));
  return wanted.flatMap((w) => {
    const code = codes.get(key(w));
    return code ? [{ label: w.label, path: `/shop/tickets/bundle/${code}/event/${w.eventId}` }] : [];
  });
}

/** The bundle a link names; a wrong code or another event: "not found". */
export async function bundleOfLink(
  db: Db,
  accountId: number,
  code: string,
  eventId: number,
): Promise<TicketBundleRow> {
  const bundle = BUNDLE_CODE.test(code) ? await bundleByCode(db, accountId, code, eventId) : undefined;
  if (!bundle) throw new AppError('purchase.ticket_bundle_not_found');
  return bundle;
}

/** The bundle a link names, and its tickets; a wrong code, another event or no tickets left: "not found". */
async function requireBundle(db: Db, accountId: number, code: string, eventId: number) {
  const bundle = await bundleOfLink(db, accountId, code, eventId);
  const tickets = await ticketsOfBundle(db, accountId, bundle);
  if (tickets.length === 0) throw new AppError('purchase.ticket_bundle_not_found');
  return { bundle, tickets };
}

/** What the bundle page shows, in the shop's language. */
export async function shopTicketBundle(
  db: Db,
  accountId: number,
  code: string,
  eventId: number,
  locale: ShippedLocale,
): Promise<ShopTicketBundle> {
  const { tickets } = await requireBundle(db, accountId, code, eventId);
  const first = tickets[0]!;
  return {
    eventName: first.event_name,
    eventStartsAt: first.starts_at.toISOString(),
    timezone: first.timezone,
    venueName: first.venue_name,
    walletPasses: await hasWalletPassSettings(db, accountId),
    tickets: tickets.map((x) => ({
      id: x.id,
      ...buyerSeatLocation(x, x.hide_seat),
      priceTypeName: priceTypeNameOf(x, ticketNames(x, locale)),
      status: x.status === 'used' ? 'used' : 'new',
    })),
  };
}

/** The bundle's tickets as one print-at-home PDF. */
export async function shopTicketBundlePdf(
  db: Db,
  accountId: number,
  code: string,
  eventId: number,
  locale: ShippedLocale,
): Promise<Buffer> {
  const { bundle, tickets } = await requireBundle(db, accountId, code, eventId);
  const { pdf } = await orderTicketsPdf(
    db,
    accountId,
    bundle.orderId,
    locale,
    tickets.map((x) => x.id),
  );
  return pdf;
}
