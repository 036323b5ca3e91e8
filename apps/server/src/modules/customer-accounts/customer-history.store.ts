import type { NameTranslations } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';

/** What a signed-in customer sees of their orders and tickets, as the database keeps it. */

export interface OrderRow {
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

const orderSelect = (accountId: number, customerId: number) => sql`
  SELECT o.id, o.created_at, o.status, o.total, a.currency, a.default_language,
    (SELECT count(*) FROM order_tickets t WHERE t.account_id = o.account_id AND t.order_id = o.id) AS ticket_count,
    dm.type AS delivery_method_type, dm.display_name AS delivery_method_name,
    dm.name_translations AS delivery_method_translations
  FROM orders o JOIN accounts a ON a.id = o.account_id
  LEFT JOIN delivery_methods dm ON dm.id = o.delivery_method_id AND dm.account_id = o.account_id
  WHERE o.account_id = ${accountId} AND o.customer_id = ${customerId}`;

/** The customer's orders, newest first (orders link to customers through customer_id). */
export const customerOrderRows = (db: Db, accountId: number, customerId: number) =>
  rows<OrderRow>(db, sql`${orderSelect(accountId, customerId)} ORDER BY o.created_at DESC, o.id DESC`);

export async function customerOrderRow(
  db: Db,
  accountId: number,
  customerId: number,
  orderId: number,
): Promise<OrderRow | undefined> {
  const [order] = await rows<OrderRow>(db, sql`${orderSelect(accountId, customerId)} AND o.id = ${orderId}`);
  return order;
}

export interface TicketRow {
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
  /** The order's sales channel and the account's "hide seat locations" setting. */
  channel: string;
  hide_seat_locations_group_house: boolean;
}

/** Tickets the customer holds: bought by them and not passed on, or passed on to them. */
const ticketSelect = (accountId: number, customerId: number) => sql`
  SELECT t.id, t.order_id, e.name AS event_name, e.starts_at, v.name AS venue_name, v.timezone,
    t.section, t.row, t.seat, t.price_type_name, t.price_type_name_translations, a.default_language,
    t.total, t.status, t.barcode, t.event_id, e.template_id, e.exchange_fee_override, e.waive_exchange_fees,
    e.self_exchange_off_sale_at, e.lock_at, et.exchanges, t.pending_transfer_id,
    o.channel, a.hide_seat_locations_group_house
  FROM order_tickets t
  JOIN orders o ON o.id = t.order_id AND o.account_id = t.account_id
  JOIN events e ON e.id = t.event_id
  LEFT JOIN event_templates et ON et.id = e.template_id
  JOIN venues v ON v.id = e.venue_id
  JOIN accounts a ON a.id = t.account_id
  WHERE t.account_id = ${accountId} AND COALESCE(t.holder_customer_id, o.customer_id) = ${customerId}`;

export const customerOrderTicketRows = (db: Db, accountId: number, customerId: number, orderId: number) =>
  rows<TicketRow>(db, sql`${ticketSelect(accountId, customerId)} AND t.order_id = ${orderId} ORDER BY t.id`);

/** Live tickets: not voided, for events that have not ended yet. */
export const customerLiveTicketRows = (db: Db, accountId: number, customerId: number, now: Date) =>
  rows<TicketRow>(
    db,
    sql`${ticketSelect(accountId, customerId)} AND t.status <> 'voided'
      AND COALESCE(e.ends_at, e.starts_at) > ${now} ORDER BY e.starts_at, t.id`,
  );
