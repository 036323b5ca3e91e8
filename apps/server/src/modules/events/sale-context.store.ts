import {
  DEFAULT_BASKET_MINUTES,
  type EventSaleTiming,
  type Fee,
  type FeeCategory,
  type PriceTableEntry,
  type PriceTypeOffset,
  type Promotion,
  type SalesChannel,
  type TicketLimits,
  ticketLimitsOf,
} from '@tessera/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { arrayParam, jsonColumn, rows } from '@/db/sql';
import { type SaleTimingRow, saleTimingOf } from './sale-timing.service';
import { saleDatesJson } from './sale-timing.sql';

/** What selling an event needs to know: its template's timer, limits, price types and fees. */
export interface EventSaleContext {
  id: number;
  name: string;
  startsAt: Date;
  /** The venue's time zone: every event time is shown in it. */
  timeZone: string;
  active: boolean;
  templateId: number | null;
  /** The event refuses picks that would strand a single seat. */
  dontLeaveSingleSeats: boolean;
  basketMinutes: number;
  /** Its channels' on-sale and off-sale dates, admin off-sale, cutoff and periods (`requireOnSale`). */
  timing: EventSaleTiming;
  limits: TicketLimits;
  priceTypes: (PriceTypeOffset & { name: string; salesChannels: string[]; promotionId: number | null })[];
  fees: (Fee & { name: string })[];
  priceTable: PriceTableEntry[];
}

export interface EventRow {
  id: number;
  name: string;
  starts_at: Date | string;
  timezone: string;
  active: boolean;
  template_id: number | null;
  dont_leave_single_seats: boolean;
  /** The event's own maximum of tickets per order, over its template's. */
  order_ticket_limit: number | null;
  sale_timing: ({ basketExpirationMinutes?: number } & SaleTimingRow['sale_timing']) | null;
  sale_dates: SaleTimingRow['sale_dates'];
  ticket_limits: {
    maxTicketsPerOrder?: number;
    ticketLimitPerRequest?: number | null;
    aggregateTicketLimit?: number | null;
  } | null;
  types: TypeRow[] | string;
  fees: FeeRow[] | string;
  price_table: TableRow[] | string;
}

interface TypeRow {
  id: number;
  name: string;
  offset_type: PriceTypeOffset['offsetType'];
  default_discount: number;
  sales_channels: string[];
  promotion_id: number | null;
}

interface FeeRow {
  id: number;
  name: string;
  category: FeeCategory;
  type: 'PerTicket' | 'PerOrder';
  amount_kind: 'FlatAmount' | 'Percentage';
  amount: number;
  min: number | null;
  max: number | null;
  include_in_face_value: boolean;
  taxable: boolean;
  reverse_calculation: boolean;
}

interface TableRow {
  price_level_id: number;
  price_type_id: number;
  price: number;
}

/** A json array column (`jsonColumn`), never null. */
export function json<T>(value: T[] | string): T[] {
  return jsonColumn<T[]>(value) ?? [];
}

/**
 * The statement behind the sale contexts: the events matching `where` (on `events e`) with
 * their template's price types and fees and their own price table as JSON columns, one row per
 * event; always read fresh, so a changed price is seen at once. Callers that read more in the
 * same round trip use it as a CTE and turn its rows with `contextOf`.
 */
export function contextSelect(accountId: number, where: SQL): SQL {
  return sql`SELECT e.id, e.name, e.starts_at, e.active, e.template_id, e.dont_leave_single_seats, e.order_ticket_limit,
        (SELECT v.timezone FROM venues v WHERE v.id = e.venue_id) AS timezone,
        t.sale_timing, t.ticket_limits, ${saleDatesJson} AS sale_dates,
        coalesce((SELECT json_agg(json_build_object('id', p.id, 'name', p.name, 'offset_type', p.offset_type,
            'default_discount', p.default_discount, 'sales_channels', p.sales_channels, 'promotion_id', p.promotion_id)
            ORDER BY p.id)
          FROM price_types p
          WHERE p.account_id = e.account_id AND p.archived_at IS NULL AND p.template_id = e.template_id), '[]') AS types,
        coalesce((SELECT json_agg(json_build_object('id', f.id, 'name', f.name, 'category', f.category, 'type', f.type,
            'amount_kind', f.amount_kind, 'amount', f.amount, 'min', f.min, 'max', f.max,
            'include_in_face_value', f.include_in_face_value, 'taxable', f.taxable,
            'reverse_calculation', f.reverse_calculation) ORDER BY f.id)
          FROM fees f JOIN fee_sets s ON s.id = f.fee_set_id
          WHERE f.account_id = e.account_id AND f.archived_at IS NULL AND s.archived_at IS NULL
            AND s.template_id = e.template_id), '[]') AS fees,
        coalesce((SELECT json_agg(json_build_object('price_level_id', x.price_level_id,
            'price_type_id', x.price_type_id, 'price', x.price))
          FROM event_price_table_entries x JOIN price_levels pl ON pl.id = x.price_level_id
          WHERE x.account_id = e.account_id AND pl.event_id = e.id), '[]') AS price_table
      FROM events e LEFT JOIN event_templates t ON t.id = e.template_id AND t.account_id = e.account_id
      WHERE e.account_id = ${accountId} AND ${where}`;
}

/** Loads the sale context of these events (tenant-scoped); missing ids are simply absent. */
export async function loadEventContexts(
  db: Db,
  accountId: number,
  eventIds: readonly number[],
): Promise<Map<number, EventSaleContext>> {
  const ids = [...new Set(eventIds)];
  const result = new Map<number, EventSaleContext>();
  if (ids.length === 0) return result;
  const eventRows = await rows<EventRow>(
    db,
    contextSelect(accountId, sql`e.id = ANY(${arrayParam(ids)}::int[])`),
  );
  for (const e of eventRows) result.set(e.id, contextOf(e));
  return result;
}

/** A stored amount (a kind and one number) as the pricing engine's flat amount or percentage. */
function amountOf(kind: 'FlatAmount' | 'Percentage', value: number) {
  return kind === 'Percentage'
    ? { kind: 'Percentage' as const, basisPoints: value }
    : { kind: 'FlatAmount' as const, amount: value };
}

/** One row of `contextSelect` as the event's sale context. */
export function contextOf(e: EventRow): EventSaleContext {
  return {
    id: e.id,
    name: e.name,
    startsAt: new Date(e.starts_at),
    timeZone: e.timezone,
    active: e.active,
    templateId: e.template_id,
    dontLeaveSingleSeats: e.dont_leave_single_seats,
    basketMinutes: e.sale_timing?.basketExpirationMinutes ?? DEFAULT_BASKET_MINUTES,
    timing: saleTimingOf(e),
    limits: ticketLimitsOf(e.ticket_limits, e.order_ticket_limit),
    priceTypes: json<TypeRow>(e.types).map((t) => ({
      id: t.id,
      name: t.name,
      offsetType: t.offset_type,
      defaultDiscount: t.default_discount,
      salesChannels: t.sales_channels,
      promotionId: t.promotion_id,
    })),
    fees: json<FeeRow>(e.fees).map((f) => ({
      id: f.id,
      name: f.name,
      category: f.category,
      type: f.type,
      amount: amountOf(f.amount_kind, f.amount),
      min: f.min,
      max: f.max,
      includeInFaceValue: f.include_in_face_value,
      taxable: f.taxable,
      reverseCalculation: f.reverse_calculation,
    })),
    priceTable: json<TableRow>(e.price_table).map((r) => ({
      priceLevelId: r.price_level_id,
      priceTypeId: r.price_type_id,
      price: r.price,
    })),
  };
}

/** Price types a line may use: the template's, open to the basket's channel (none listed: all). */
export function priceTypesFor(
  context: EventSaleContext,
  channel: SalesChannel,
  promotionId: number | null = null,
) {
  return context.priceTypes.filter(
    (t) =>
      (t.salesChannels.length === 0 || t.salesChannels.includes(channel)) &&
      // A price type tied to a promotion is offered only with that promotion's code.
      (t.promotionId === null || t.promotionId === promotionId),
  );
}

/** A promotions row as the pricing engine's Promotion. */
export interface PromotionRow {
  id: number;
  template_id: number;
  name: string;
  code: string;
  active: boolean;
  starts_at: Date | string;
  ends_at: Date | string;
  discount_kind: 'FlatAmount' | 'Percentage';
  discount: number;
  required_customer_tags: string[];
  price_level_ids: number[];
  event_rules: { startsAt: string; endsAt: string }[];
}

export function promotionOf(row: PromotionRow): Promotion {
  return {
    id: row.id,
    code: row.code,
    active: row.active,
    startsAt: new Date(row.starts_at),
    endsAt: new Date(row.ends_at),
    requiredCustomerTags: row.required_customer_tags,
    discount: amountOf(row.discount_kind, row.discount),
    priceLevelIds: row.price_level_ids,
    eventRules: row.event_rules.map((r) => ({ startsAt: new Date(r.startsAt), endsAt: new Date(r.endsAt) })),
  };
}

/** A promotion found by a code; an archived one is refused at sale (decisions/0056). */
export interface FoundPromotion {
  promotion: Promotion;
  templateId: number;
  groupCodeId: number | null;
  archived: boolean;
}

/** A promotion by its code or one of its single-use group codes (unused), tenant-scoped. */
export async function findPromotion(db: Db, accountId: number, code: string): Promise<FoundPromotion | null> {
  const [row] = await rows<
    PromotionRow & { group_code_id: number | null; archived_at: Date | string | null }
  >(
    db,
    sql`SELECT p.*, NULL::int AS group_code_id FROM promotions p
        WHERE p.account_id = ${accountId} AND upper(p.code) = upper(${code})
      UNION ALL
      SELECT p.*, g.id AS group_code_id FROM group_codes g JOIN promotions p ON p.id = g.promotion_id
        WHERE g.account_id = ${accountId} AND g.code = upper(${code}) AND g.used_at IS NULL
      LIMIT 1`,
  );
  if (!row) return null;
  return {
    templateId: row.template_id,
    groupCodeId: row.group_code_id,
    archived: row.archived_at !== null,
    promotion: promotionOf(row),
  };
}
