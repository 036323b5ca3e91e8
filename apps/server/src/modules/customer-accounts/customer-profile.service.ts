import { type CustomerProfile, templateSections } from '@tessera/contract';
import { consumerTitles, type NameTranslations, type ShippedLocale, selfExchangeOpen } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import type { PostalAddress } from '@/db/schema';
import { rows } from '@/db/sql';
import { AppError } from '@/platform/http/app-error';
import { nameReader } from '@/platform/i18n/venue-names';
import type { CustomerRow } from './customer-accounts.store';

type Title = (typeof consumerTitles)[number];

export function profileOf(row: CustomerRow): CustomerProfile {
  const a = row.billingAddress;
  return {
    id: row.id,
    title:
      row.title && (consumerTitles as readonly string[]).includes(row.title) ? (row.title as Title) : null,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    address: a
      ? {
          line1: a.line1,
          line2: a.line2 ?? '',
          city: a.city,
          region: a.region ?? '',
          postalCode: a.postalCode,
          country: a.country,
        }
      : null,
  };
}

export function addressOf(address: CustomerProfile['address']): PostalAddress | null {
  return address ? { ...address } : null;
}

interface OrderRow {
  id: number | string;
  created_at: Date | string;
  status: string;
  total: number;
  currency: string;
  ticket_count: number | string;
  delivery_method_type: string | null;
  delivery_method_name: string | null;
  delivery_method_translations: NameTranslations | null;
  default_language: string;
}

/** An order of the list, its delivery method named in the buyer's `locale` (else its type). */
function summaryOf(r: OrderRow, locale: ShippedLocale) {
  const name = nameReader(locale, r.default_language);
  return {
    id: Number(r.id),
    createdAt: new Date(r.created_at).toISOString(),
    status: r.status,
    total: r.total,
    currency: r.currency,
    ticketCount: Number(r.ticket_count),
    deliveryMethod:
      r.delivery_method_type === null
        ? null
        : name(r.delivery_method_name ?? '', r.delivery_method_translations) || r.delivery_method_type,
  };
}

const orderSelect = (accountId: number, customerId: number) => sql`
  SELECT o.id, o.created_at, o.status, o.total, a.currency, a.default_language,
    (SELECT count(*) FROM order_tickets t WHERE t.account_id = o.account_id AND t.order_id = o.id) AS ticket_count,
    dm.type AS delivery_method_type, dm.display_name AS delivery_method_name,
    dm.name_translations AS delivery_method_translations
  FROM orders o JOIN accounts a ON a.id = o.account_id
  LEFT JOIN delivery_methods dm ON dm.id = o.delivery_method_id AND dm.account_id = o.account_id
  WHERE o.account_id = ${accountId} AND o.customer_id = ${customerId}`;

/** The customer's orders, newest first (orders link to customers through customer_id). */
export async function customerOrders(db: Db, accountId: number, customerId: number, locale: ShippedLocale) {
  const list = await rows<OrderRow>(
    db,
    sql`${orderSelect(accountId, customerId)} ORDER BY o.created_at DESC, o.id DESC`,
  );
  return list.map((r) => summaryOf(r, locale));
}

interface TicketRow {
  id: number | string;
  order_id: number | string;
  event_name: string;
  starts_at: Date | string;
  venue_name: string;
  timezone: string;
  section: string;
  row: string;
  seat: string;
  price_type_name: string | null;
  price_type_name_translations: NameTranslations | null;
  default_language: string;
  total: number;
  status: string;
  barcode: string;
  event_id: number | string;
  template_id: number | string | null;
  exchange_fee_override: number | null;
  waive_exchange_fees: boolean;
  self_exchange_off_sale_at: Date | string | null;
  lock_at: Date | string | null;
  exchanges: unknown;
  pending_transfer_id: number | string | null;
}

const dateOf = (v: Date | string | null) => (v === null ? null : new Date(v));

/** Whether the customer may exchange this ticket in the shop now (domain `selfExchangeOpen`). */
function exchangeableNow(t: TicketRow, now: Date): boolean {
  if (t.status !== 'new' || t.pending_transfer_id !== null) return false;
  return selfExchangeOpen(
    {
      exchangeFeeOverride: t.exchange_fee_override,
      waiveExchangeFees: t.waive_exchange_fees,
      selfExchangeOffSaleAt: dateOf(t.self_exchange_off_sale_at),
      lockAt: dateOf(t.lock_at),
      startsAt: dateOf(t.starts_at),
    },
    templateSections.exchanges.parse(t.exchanges ?? {}),
    now,
  );
}

/** A ticket of the customer's, its price type named as sold in the buyer's `locale`. */
const ticketOf = (t: TicketRow, locale: ShippedLocale, now: Date) => ({
  id: Number(t.id),
  orderId: Number(t.order_id),
  eventId: Number(t.event_id),
  seriesId: t.template_id === null ? null : Number(t.template_id),
  exchangeable: exchangeableNow(t, now),
  eventName: t.event_name,
  eventStartsAt: new Date(t.starts_at).toISOString(),
  eventTimeZone: t.timezone,
  venueName: t.venue_name,
  section: t.section,
  row: t.row,
  seat: t.seat,
  priceTypeName:
    t.price_type_name === null
      ? null
      : nameReader(locale, t.default_language)(t.price_type_name, t.price_type_name_translations),
  total: t.total,
  status: t.status,
  barcode: t.barcode,
});

const ticketSelect = (accountId: number, customerId: number) => sql`
  SELECT t.id, t.order_id, e.name AS event_name, e.starts_at, v.name AS venue_name, v.timezone,
    t.section, t.row, t.seat, t.price_type_name, t.price_type_name_translations, a.default_language,
    t.total, t.status, t.barcode, t.event_id, e.template_id, e.exchange_fee_override, e.waive_exchange_fees,
    e.self_exchange_off_sale_at, e.lock_at, et.exchanges, t.pending_transfer_id
  FROM order_tickets t
  JOIN orders o ON o.id = t.order_id AND o.account_id = t.account_id
  JOIN events e ON e.id = t.event_id
  LEFT JOIN event_templates et ON et.id = e.template_id
  JOIN venues v ON v.id = e.venue_id
  JOIN accounts a ON a.id = t.account_id
  WHERE t.account_id = ${accountId} AND COALESCE(t.holder_customer_id, o.customer_id) = ${customerId}`;

export async function customerOrder(
  db: Db,
  accountId: number,
  customerId: number,
  orderId: number,
  locale: ShippedLocale,
  now: Date,
) {
  const [order] = await rows<OrderRow>(db, sql`${orderSelect(accountId, customerId)} AND o.id = ${orderId}`);
  if (!order) throw new AppError('purchase.order_not_found');
  const tickets = await rows<TicketRow>(
    db,
    sql`${ticketSelect(accountId, customerId)} AND t.order_id = ${orderId} ORDER BY t.id`,
  );
  return { ...summaryOf(order, locale), tickets: tickets.map((t) => ticketOf(t, locale, now)) };
}

/** Live tickets: not voided, for events that have not ended yet, named in the buyer's `locale`. */
export async function customerTickets(
  db: Db,
  accountId: number,
  customerId: number,
  now: Date,
  locale: ShippedLocale,
) {
  const list = await rows<TicketRow>(
    db,
    sql`${ticketSelect(accountId, customerId)} AND t.status <> 'voided'
      AND COALESCE(e.ends_at, e.starts_at) > ${now} ORDER BY e.starts_at, t.id`,
  );
  return list.map((t) => ticketOf(t, locale, now));
}
