import { randomInt } from 'node:crypto';
import type { OrderBundle, OrderProduct } from '@tessera/contract';
import {
  isShippedLocale,
  type ShippedLocale,
  type TicketPrinterType,
  ticketLayout,
  ticketPrintData,
  voucherLayout,
} from '@tessera/domain';
import type { Db } from '@/db/client';
import { recordOrderActivity } from '@/modules/orders/order-activity.store';
import { orderProductsOf } from '@/modules/orders/order-products.store';
import { ticketTemplateOf } from '@/modules/ticket-templates/ticket-templates.service';
import { sellersHidingPrice } from '@/modules/user-groups/group-policy.service';
import { AppError } from '@/platform/http/app-error';
import { nameReader } from '@/platform/i18n/venue-names';
import {
  barcodeInUse,
  markTicketsPrinted,
  printersForEvents,
  retireBarcode,
  setTicketBarcode,
  writeUsherMessage,
} from './ticket-changes.store';
import { ticketsPdf } from './ticket-pdf.render';
import {
  factsOf,
  type OrderHead,
  orderHead,
  priceTypeNameOf,
  scansOfTickets,
  seatHistoryOf,
  type TicketRow,
  ticketsOfOrder,
} from './tickets.store';
import { hasWalletPassSettings } from './wallet-pass.store';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The buyer's language: the one given at checkout, else the account's language. */
export function buyerLocale(head: Pick<OrderHead, 'buyer' | 'default_language'>): ShippedLocale {
  if (isShippedLocale(head.buyer.locale)) return head.buyer.locale;
  return isShippedLocale(head.default_language) ? head.default_language : 'en-US';
}

export async function requireOrderHead(db: Db, accountId: number, orderId: number): Promise<OrderHead> {
  const head = await orderHead(db, accountId, orderId);
  if (!head) throw new AppError('purchase.order_not_found');
  return head;
}

/**
 * The print-at-home PDF of an order's live tickets in the given language; with `only`, just
 * those tickets (a ticket bundle, decisions/0073) and no product vouchers.
 */
export async function orderTicketsPdf(
  db: Db,
  accountId: number,
  orderId: number,
  locale?: ShippedLocale,
  only?: readonly number[],
): Promise<{
  pdf: Buffer;
  head: OrderHead;
  tickets: TicketRow[];
  products: OrderProduct[];
  hidePrice: boolean;
  language: ShippedLocale;
}> {
  const head = await requireOrderHead(db, accountId, orderId);
  const hidePrice = (await sellersHidingPrice(db, accountId, [head.user_id])).size > 0;
  const tickets = (await ticketsOfOrder(db, accountId, orderId)).filter(
    (t) => t.status !== 'voided' && (!only || only.includes(t.id)),
  );
  const language = locale ?? buyerLocale(head);
  const products = only
    ? []
    : (await orderProductsOf(db, accountId, orderId, nameReader(language, head.default_language))).filter(
        (p) => p.status !== 'voided',
      );
  const buyerName = `${head.buyer.firstName} ${head.buyer.lastName}`.trim();
  const pdf = await ticketsPdf(
    tickets.map((t) => ticketLayout(factsOf(t, language, hidePrice), language)),
    `${orderId}`,
    products.map((p) =>
      voucherLayout(
        {
          productName: p.name,
          variantName: p.variantName,
          sku: p.sku,
          eventName: p.eventName,
          quantity: p.quantity,
          total: p.total,
          currency: head.currency,
          orderNumber: String(orderId),
          buyerName,
          redemptionInstructions: p.redemptionInstructions,
          hidePrice,
        },
        language,
      ),
    ),
    (await ticketTemplateOf(db, accountId)).layout,
  );
  return { pdf, head, tickets, products, hidePrice, language };
}

/** The order's bundle view for staff: price types named in the staff member's `locale`. */
export async function orderBundle(
  db: Db,
  accountId: number,
  orderId: number,
  locale: ShippedLocale,
): Promise<OrderBundle> {
  const head = await requireOrderHead(db, accountId, orderId);
  const name = nameReader(locale, head.default_language);
  const tickets = await ticketsOfOrder(db, accountId, orderId);
  const scans = await scansOfTickets(
    db,
    accountId,
    tickets.map((t) => t.id),
  );
  const history = await seatHistoryOf(
    db,
    accountId,
    tickets.flatMap((t) => (t.event_seat_id ? [t.event_seat_id] : [])),
  );
  const eventIds = [...new Set(tickets.map((t) => t.event_id))];
  const printers = eventIds.length === 0 ? [] : await printersForEvents(db, accountId, eventIds);
  return {
    printers: printers.map((p) => ({ id: p.id, name: p.name, type: p.type, ipAddress: p.ip_address })),
    walletPasses: await hasWalletPassSettings(db, accountId),
    orderId: head.id,
    status: head.status,
    buyer: { firstName: head.buyer.firstName, lastName: head.buyer.lastName, email: head.buyer.email },
    currency: head.currency,
    total: head.total,
    createdAt: head.created_at.toISOString(),
    tickets: tickets.map((t) => ({
      id: t.id,
      eventId: t.event_id,
      eventName: t.event_name,
      eventStartsAt: t.starts_at.toISOString(),
      timeZone: t.timezone,
      venueName: t.venue_name,
      section: t.section,
      row: t.row,
      seat: t.seat,
      priceTypeName: priceTypeNameOf(t, name),
      total: t.total,
      status: t.status,
      barcode: t.barcode,
      barcodesIssued: t.barcodes_issued,
      issuedAt: t.issued_at.toISOString(),
      printCount: t.print_count,
      printedAt: iso(t.printed_at),
      voidedAt: iso(t.voided_at),
      deliveredAt: iso(t.delivered_at),
      usherMessage: t.usher_message,
      firstScannedAt: iso(t.first_scanned_at),
      admitted: t.admitted,
      scans: scans
        .filter((s) => s.ticket_id === t.id)
        .map((s) => ({
          id: s.id,
          direction: s.direction,
          location: s.location,
          message: s.message,
          result: s.result,
          reason: s.reason,
          barcode: s.barcode,
          scannedAt: s.scanned_at.toISOString(),
        })),
      seatHistory: history
        .filter((h) => h.event_seat_id === t.event_seat_id)
        .map((h) => ({
          id: h.id,
          fromStatus: h.from_status,
          toStatus: h.to_status,
          reasonCode: h.reason_code,
          reason: h.reason,
          orderId: h.order_id,
          createdAt: h.created_at.toISOString(),
        })),
    })),
  };
}

/** The chosen tickets of the order; every id must belong to it. */
async function chosenTickets(
  db: Db,
  accountId: number,
  orderId: number,
  ticketIds: readonly number[],
  live: boolean,
): Promise<TicketRow[]> {
  await requireOrderHead(db, accountId, orderId);
  const all = await ticketsOfOrder(db, accountId, orderId);
  const chosen = [...new Set(ticketIds)].map((id) => {
    const t = all.find((x) => x.id === id);
    if (!t) throw new AppError('purchase.ticket_not_found', 'ticketIds');
    if (live && t.status === 'voided') throw new AppError('purchase.ticket_voided', 'ticketIds');
    return t;
  });
  return chosen;
}

/** An 18-digit barcode from a secure random source. */
export function newBarcode(): string {
  return `${randomInt(100_000, 1_000_000)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/**
 * Gives each ticket a new barcode inside the caller's transaction: the old one goes to
 * `retired_barcodes` (refused at the door as reissued); a clash with any barcode draws again.
 */
export async function newBarcodesFor(
  tx: Db,
  accountId: number,
  tickets: readonly { id: number; barcode: string; issued_at: Date | string }[],
  userId: number | null,
  now: Date,
): Promise<{ ticketId: number; from: string; to: string }[]> {
  const changes: { ticketId: number; from: string; to: string }[] = [];
  for (const t of tickets) {
    await retireBarcode(tx, accountId, t, userId, now);
    for (let attempt = 0; ; attempt++) {
      if (attempt === 20) throw new Error('no free barcode after 20 draws');
      const barcode = newBarcode();
      if (await barcodeInUse(tx, accountId, barcode)) continue;
      await setTicketBarcode(tx, accountId, t.id, barcode, now);
      changes.push({ ticketId: t.id, from: t.barcode, to: barcode });
      break;
    }
  }
  return changes;
}

/**
 * New barcodes for live tickets. The old barcode goes to `retired_barcodes` (so it never
 * scans and is never handed out again); a clash with any barcode, live or retired, draws again.
 */
export async function reissueBarcodes(
  db: Db,
  accountId: number,
  orderId: number,
  ticketIds: readonly number[],
  userId: number | null,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const chosen = await chosenTickets(tx, accountId, orderId, ticketIds, true);
    const changes = await newBarcodesFor(tx, accountId, chosen, userId, now);
    await recordOrderActivity(
      tx,
      accountId,
      orderId,
      { kind: 'tickets.barcodes_reissued', userId, actor: 'staff', details: { tickets: changes } },
      now,
    );
  });
}

export async function setUsherMessage(
  db: Db,
  accountId: number,
  orderId: number,
  ticketId: number,
  message: string,
  userId: number | null,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await chosenTickets(tx, accountId, orderId, [ticketId], false);
    await writeUsherMessage(tx, accountId, ticketId, message);
    await recordOrderActivity(
      tx,
      accountId,
      orderId,
      { kind: 'tickets.usher_message_set', userId, actor: 'staff', details: { ticketId, message } },
      now,
    );
  });
}

export async function printDataOf(
  db: Db,
  accountId: number,
  orderId: number,
  ticketIds: readonly number[],
  printerType: TicketPrinterType,
) {
  const head = await requireOrderHead(db, accountId, orderId);
  const chosen = await chosenTickets(db, accountId, orderId, ticketIds, true);
  const locale = buyerLocale(head);
  const hidePrice = (await sellersHidingPrice(db, accountId, [head.user_id])).size > 0;
  return chosen.map((t) => ({
    ticketId: t.id,
    data: ticketPrintData(ticketLayout(factsOf(t, locale, hidePrice), locale), printerType),
  }));
}

export async function recordPrinted(
  db: Db,
  accountId: number,
  orderId: number,
  ticketIds: readonly number[],
  printer: string,
  userId: number | null,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const chosen = await chosenTickets(tx, accountId, orderId, ticketIds, false);
    const ids = chosen.map((t) => t.id);
    await markTicketsPrinted(tx, accountId, ids, now);
    await recordOrderActivity(
      tx,
      accountId,
      orderId,
      { kind: 'tickets.printed', userId, actor: 'staff', details: { ticketIds: ids, printer } },
      now,
    );
  });
}
