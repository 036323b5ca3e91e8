import type { SeatHistoryReason, SeatStatus } from '@tessera/domain';
import {
  hidesSeatLocations,
  type NameTranslations,
  type OrderStatus,
  type ShippedLocale,
  type TicketFacts,
  type ValuePlanPrints,
  type ValuePlanRule,
} from '@tessera/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import type { SoldFee } from '@/db/schema';
import { arrayParam, jsonColumn, rows } from '@/db/sql';
import { type NameReader, nameReader } from '@/platform/i18n/venue-names';

/** One ticket with everything printed on it and its delivery and admission state. */
export interface TicketRow {
  id: number;
  order_id: number;
  event_id: number;
  event_seat_id: number | null;
  event_name: string;
  starts_at: Date;
  hard_ticket_line_1: string;
  hard_ticket_line_2: string;
  ticket_text_1: string;
  ticket_text_2: string;
  ticket_text_3: string;
  venue_name: string;
  timezone: string;
  section: string;
  row: string;
  seat: string;
  /** The price type's name and translations as sold (decisions/0041). */
  price_type_name: string | null;
  price_type_name_translations: NameTranslations | null;
  fees: SoldFee[] | null;
  total: number;
  status: OrderStatus;
  barcode: string;
  barcodes_issued: number;
  issued_at: Date;
  print_count: number;
  printed_at: Date | null;
  voided_at: Date | null;
  delivered_at: Date | null;
  usher_message: string;
  first_scanned_at: Date | null;
  admitted: boolean;
  buyer: { firstName: string; lastName: string; email: string; locale?: ShippedLocale };
  currency: string;
  default_language: string;
  /** The staff user who sold the order (null: the shop). */
  seller_user_id: number | null;
  /** Whether its buyer is kept from seeing the seat location (domain `hidesSeatLocations`). */
  hide_seat: boolean;
  /** The account ticket template's text lines (decisions/0072). */
  template_lines: string[];
  /** The value plan of its price type, else the template's default plan (null: none). */
  value_plan: ValuePlanRule | null;
}

type StoredTicketRow = Omit<TicketRow, 'hide_seat' | 'template_lines' | 'value_plan'> & {
  channel: string;
  hide_seat_locations_group_house: boolean;
  text_lines: string[] | string | null;
  value_plan_prints: ValuePlanPrints | null;
  value_plan_text: string | null;
};

const asDate = (v: Date | string | null): Date | null => (v === null ? null : new Date(v));

function normalise({
  channel,
  hide_seat_locations_group_house,
  text_lines,
  value_plan_prints,
  value_plan_text,
  ...r
}: StoredTicketRow): TicketRow {
  return {
    ...r,
    template_lines: jsonColumn<string[]>(text_lines) ?? [],
    value_plan: value_plan_prints ? { prints: value_plan_prints, text: value_plan_text ?? '' } : null,
    hide_seat: hidesSeatLocations(channel, hide_seat_locations_group_house),
    id: Number(r.id),
    order_id: Number(r.order_id),
    event_seat_id: r.event_seat_id === null ? null : Number(r.event_seat_id),
    starts_at: new Date(r.starts_at),
    issued_at: new Date(r.issued_at),
    printed_at: asDate(r.printed_at),
    voided_at: asDate(r.voided_at),
    delivered_at: asDate(r.delivered_at),
    first_scanned_at: asDate(r.first_scanned_at),
  };
}

async function ticketRows(db: Db, accountId: number, where: SQL): Promise<TicketRow[]> {
  const found = await rows<StoredTicketRow>(
    db,
    sql`SELECT t.id, t.order_id, t.event_id, t.event_seat_id, e.name AS event_name, e.starts_at,
        e.hard_ticket_line_1, e.hard_ticket_line_2, e.ticket_text_1, e.ticket_text_2, e.ticket_text_3,
        v.name AS venue_name, v.timezone, t.section, t.row, t.seat, t.price_type_name,
        t.price_type_name_translations, t.fees, t.total,
        t.status, t.barcode, t.barcodes_issued, t.issued_at, t.print_count, t.printed_at, t.voided_at,
        t.delivered_at, t.usher_message, t.first_scanned_at, t.admitted, o.buyer, a.currency, a.default_language,
        o.user_id AS seller_user_id, o.channel, a.hide_seat_locations_group_house,
        tt.text_lines, vp.prints AS value_plan_prints, vp.text AS value_plan_text
      FROM order_tickets t
      JOIN orders o ON o.id = t.order_id AND o.account_id = t.account_id
      JOIN events e ON e.id = t.event_id AND e.account_id = t.account_id
      JOIN venues v ON v.id = e.venue_id
      JOIN accounts a ON a.id = t.account_id
      LEFT JOIN ticket_templates tt ON tt.account_id = t.account_id
      LEFT JOIN value_plan_price_types vpt ON vpt.price_type_id = t.price_type_id AND vpt.account_id = t.account_id
      LEFT JOIN value_plans vp ON vp.account_id = t.account_id
        AND vp.id = COALESCE(vpt.value_plan_id, tt.default_value_plan_id)
      WHERE t.account_id = ${accountId} AND ${where}
      ORDER BY t.order_id, t.id`,
  );
  return found.map(normalise);
}

export const ticketsOfOrder = (db: Db, accountId: number, orderId: number) =>
  ticketRows(db, accountId, sql`t.order_id = ${orderId}`);

/** Live tickets of an event, grouped by order by the caller (ordered by order). */
export const liveTicketsOfEvent = (db: Db, accountId: number, eventId: number) =>
  ticketRows(db, accountId, sql`t.event_id = ${eventId} AND t.status <> 'voided'`);

/**
 * The tickets a bundle link opens (decisions/0073): the order's tickets for the event (or the one
 * ticket) still the buyer's: not voided, not transferred to someone else, no transfer waiting.
 */
export const ticketsOfBundle = (
  db: Db,
  accountId: number,
  /** `eventId` null: the order's held tickets of every event. */
  bundle: { orderId: number; eventId: number | null; ticketId: number | null },
) =>
  ticketRows(
    db,
    accountId,
    sql`t.order_id = ${bundle.orderId} ${bundle.eventId === null ? sql`` : sql`AND t.event_id = ${bundle.eventId}`}
      AND t.status <> 'voided'
      AND t.holder_customer_id IS NULL AND t.pending_transfer_id IS NULL
      ${bundle.ticketId === null ? sql`` : sql`AND t.id = ${bundle.ticketId}`}`,
  );

export const ticketByBarcode = async (db: Db, accountId: number, barcode: string) =>
  (await ticketRows(db, accountId, sql`t.barcode = ${barcode}`))[0];

/** The ticket's price type, named as sold for a reader of `locale` (null: sold without one). */
export function priceTypeNameOf(t: TicketRow, name: NameReader): string | null {
  return t.price_type_name === null ? null : name(t.price_type_name, t.price_type_name_translations);
}

/** A reader of `locale` naming what the venue typed, with the ticket's account's language behind it. */
export const ticketNames = (t: Pick<TicketRow, 'default_language'>, locale: ShippedLocale) =>
  nameReader(locale, t.default_language);

/**
 * What a ticket prints, in `locale` (the words are the layout's, the venue's names are named
 * here); `hidePrice` when its seller's user group hides prices on consumer elements.
 */
export function factsOf(t: TicketRow, locale: ShippedLocale, hidePrice = false): TicketFacts {
  const name = ticketNames(t, locale);
  return {
    hidePrice,
    hideSeat: t.hide_seat,
    barcode: t.barcode,
    eventName: t.event_name,
    nameLines: [t.hard_ticket_line_1, t.hard_ticket_line_2],
    startsAt: t.starts_at,
    timeZone: t.timezone,
    venueName: t.venue_name,
    section: t.section,
    row: t.row,
    seat: t.seat,
    priceTypeName: priceTypeNameOf(t, name),
    price: t.total,
    fees: (t.fees ?? [])
      .filter((f) => f.added)
      .map((f) => ({ name: name(f.name, f.nameTranslations), amount: f.amount })),
    currency: t.currency,
    orderNumber: String(t.order_id),
    buyerName: `${t.buyer.firstName} ${t.buyer.lastName}`.trim(),
    ticketTexts: [t.ticket_text_1, t.ticket_text_2, t.ticket_text_3],
    templateLines: t.template_lines,
    valuePlan: t.value_plan,
  };
}

export interface OrderHead {
  id: number;
  status: OrderStatus;
  buyer: TicketRow['buyer'];
  total: number;
  created_at: Date;
  currency: string;
  default_language: string;
  /** The per-order fees, named as sold. */
  fees: SoldFee[];
  /** The staff user who sold the order (null: the shop). */
  user_id: number | null;
}

export async function orderHead(db: Db, accountId: number, orderId: number): Promise<OrderHead | undefined> {
  const [o] = await rows<OrderHead>(
    db,
    sql`SELECT o.id, o.status, o.buyer, o.total, o.created_at, a.currency, a.default_language, o.fees, o.user_id
      FROM orders o JOIN accounts a ON a.id = o.account_id
      WHERE o.account_id = ${accountId} AND o.id = ${orderId}`,
  );
  return o ? { ...o, id: Number(o.id), created_at: new Date(o.created_at) } : undefined;
}

export interface ScanRow {
  id: number;
  ticket_id: number | null;
  direction: 'in' | 'out';
  location: string;
  message: string;
  result: 'accepted' | 'refused';
  reason: string | null;
  barcode: string;
  scanned_at: Date;
}

export async function scansOfTickets(
  db: Db,
  accountId: number,
  ticketIds: readonly number[],
): Promise<ScanRow[]> {
  if (ticketIds.length === 0) return [];
  const found = await rows<ScanRow>(
    db,
    sql`SELECT id, ticket_id, direction, location, message, result, reason, barcode, scanned_at FROM ticket_scans
      WHERE account_id = ${accountId} AND ticket_id = ANY(${arrayParam(ticketIds)}::bigint[]) ORDER BY scanned_at, id`,
  );
  return found.map((s) => ({
    ...s,
    id: Number(s.id),
    ticket_id: s.ticket_id === null ? null : Number(s.ticket_id),
    scanned_at: new Date(s.scanned_at),
  }));
}

export interface SeatHistoryRow {
  id: number;
  event_seat_id: number;
  from_status: SeatStatus;
  to_status: SeatStatus;
  reason_code: SeatHistoryReason | null;
  reason: string | null;
  order_id: number | null;
  created_at: Date;
}

export async function seatHistoryOf(
  db: Db,
  accountId: number,
  seatIds: readonly number[],
): Promise<SeatHistoryRow[]> {
  if (seatIds.length === 0) return [];
  const found = await rows<SeatHistoryRow>(
    db,
    sql`SELECT id, event_seat_id, from_status, to_status, reason_code, reason, order_id, created_at FROM seat_history
      WHERE account_id = ${accountId} AND event_seat_id = ANY(${arrayParam(seatIds)}::bigint[])
      ORDER BY created_at, id`,
  );
  return found.map((h) => ({
    ...h,
    id: Number(h.id),
    event_seat_id: Number(h.event_seat_id),
    order_id: h.order_id === null ? null : Number(h.order_id),
    created_at: new Date(h.created_at),
  }));
}

export interface NewScan {
  eventId: number | null;
  ticketId: number | null;
  barcode: string;
  direction: 'in' | 'out';
  location: string;
  message: string;
  result: 'accepted' | 'refused';
  reason: string | null;
  userId: number | null;
}

export async function insertScan(db: Db, accountId: number, scan: NewScan, now: Date): Promise<void> {
  await db.execute(
    sql`INSERT INTO ticket_scans (account_id, event_id, ticket_id, barcode, direction, location, message, result, reason, user_id, scanned_at)
      VALUES (${accountId}, ${scan.eventId}, ${scan.ticketId}, ${scan.barcode}, ${scan.direction}, ${scan.location},
        ${scan.message}, ${scan.result}, ${scan.reason}, ${scan.userId}, ${now})`,
  );
}

/** The account's default language when the event is one of its events; undefined otherwise. */
export async function eventAndAccountLanguage(db: Db, accountId: number, eventId: number) {
  const [event] = await rows<{ id: number }>(
    db,
    sql`SELECT id FROM events WHERE account_id = ${accountId} AND id = ${eventId}`,
  );
  if (!event) return undefined;
  const [account] = await rows<{ default_language: string }>(
    db,
    sql`SELECT default_language FROM accounts WHERE id = ${accountId}`,
  );
  return { default_language: account?.default_language };
}
