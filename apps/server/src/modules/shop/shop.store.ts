import type { SaleMode } from '@tessera/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { arrayParam, jsonColumn, rows } from '@/db/sql';
import type { SaleTimingRow } from '@/modules/events/sale-timing.service';
import { saleDatesJson } from '@/modules/events/sale-timing.sql';
import { sellableHolds } from '@/modules/inventory/seat-choice.sql';
import { seatAvailable } from '@/modules/inventory/seat-state.sql';

/** An active event of a series with what the shop needs to show it. */
export interface SeriesEventRow {
  id: number;
  name: string;
  template_id: number | null;
  template_name: string | null;
  venue_name: string;
  timezone: string;
  active: boolean;
  starts_at: Date | string;
  web_on_sale_at: Date | string | null;
  web_off_sale_at: Date | string | null;
  admin_off_sale_at: Date | string | null;
  /** Every channel's sale dates and the template's cutoff and periods (`saleTimingOf`). */
  sale_dates: SaleTimingRow['sale_dates'];
  sale_timing: SaleTimingRow['sale_timing'];
  heavy_on_sale: boolean;
  sale_mode: SaleMode;
  high_percent: number | null;
  low_percent: number | null;
  places_left: number;
  total_places: number;
  from_price: number | null;
}

/**
 * Events with their Web sale fields and places left: seats the Web may sell now
 * (`seatAvailable` with the Web's holds: open, in a hold sold on the Web, or reserved by a
 * basket whose time ran out) plus general-admission places left, out of every seat and place.
 */
function selectSeriesEvents(accountId: number, where: SQL, now: Date): SQL {
  const webHolds = sql`ARRAY(${sellableHolds(accountId, sql`'Web'`, null, sql`e.id`)})`;
  return sql`SELECT e.id, e.name, e.template_id, t.name AS template_name, v.name AS venue_name, v.timezone,
      e.active, e.starts_at, e.web_on_sale_at, e.web_off_sale_at, e.admin_off_sale_at, e.heavy_on_sale, e.sale_mode,
      ${saleDatesJson} AS sale_dates, t.sale_timing,
      (t.money->>'highAvailabilityPercent')::float AS high_percent,
      (t.money->>'lowAvailabilityPercent')::float AS low_percent,
      coalesce(c.open_seats, 0) + coalesce(g.places_left, 0) AS places_left,
      coalesce(c.total_seats, 0) + coalesce(g.capacity, 0) AS total_places,
      p.from_price
    FROM events e
    JOIN venues v ON v.id = e.venue_id AND v.account_id = e.account_id
    LEFT JOIN event_templates t ON t.id = e.template_id AND t.account_id = e.account_id
    LEFT JOIN LATERAL (
      SELECT count(*) FILTER (WHERE ${seatAvailable(now, { array: webHolds })})::int AS open_seats,
        count(*) FILTER (WHERE s.status <> 'kill')::int AS total_seats
      FROM event_seats s WHERE s.event_id = e.id AND s.account_id = e.account_id
    ) c ON TRUE
    LEFT JOIN LATERAL (
      SELECT sum(greatest(ga.capacity - ga.taken, 0))::int AS places_left, sum(ga.capacity)::int AS capacity
      FROM event_ga_areas ga WHERE ga.event_id = e.id AND ga.account_id = e.account_id
    ) g ON TRUE
    LEFT JOIN LATERAL (
      SELECT min(pl.default_price)::int AS from_price FROM price_levels pl
      WHERE pl.event_id = e.id AND pl.account_id = e.account_id AND pl.archived_at IS NULL
    ) p ON TRUE
    WHERE ${where}`;
}

const upcoming = (accountId: number, now: Date) =>
  sql`e.account_id = ${accountId} AND e.active AND e.status <> 'Cancelled' AND e.starts_at >= ${now}`;

/** Every upcoming active event made from a template, soonest first. */
export async function upcomingSeriesEvents(db: Db, accountId: number, now: Date): Promise<SeriesEventRow[]> {
  return rows<SeriesEventRow>(
    db,
    sql`${selectSeriesEvents(accountId, sql`${upcoming(accountId, now)} AND e.template_id IS NOT NULL`, now)}
      ORDER BY e.starts_at, e.id`,
  );
}

/** The upcoming active events of one series (template), soonest first. */
export async function seriesEvents(
  db: Db,
  accountId: number,
  templateId: number,
  now: Date,
): Promise<SeriesEventRow[]> {
  return rows<SeriesEventRow>(
    db,
    sql`${selectSeriesEvents(accountId, sql`${upcoming(accountId, now)} AND e.template_id = ${templateId}`, now)}
      ORDER BY e.starts_at, e.id`,
  );
}

/** An event's sale timing, and whether it sells through a waiting room (decisions/0055). */
type WebSaleFields = SaleTimingRow & { heavy_on_sale: boolean; sale_mode: SaleMode };

const webSaleSelect = (accountId: number, eventId: number) =>
  sql`SELECT e.active, e.starts_at, e.heavy_on_sale, e.sale_mode, ${saleDatesJson} AS sale_dates, t.sale_timing,
      (SELECT v.timezone FROM venues v WHERE v.id = e.venue_id) AS timezone
    FROM events e LEFT JOIN event_templates t ON t.id = e.template_id AND t.account_id = e.account_id
    WHERE e.account_id = ${accountId} AND e.id = ${eventId}`;

/** An event's sale timing alone (no places counted), whatever its state. */
export async function webSaleFields(
  db: Db,
  accountId: number,
  eventId: number,
): Promise<WebSaleFields | undefined> {
  const [row] = await rows<WebSaleFields>(db, webSaleSelect(accountId, eventId));
  return row;
}

/** One event with its Web sale fields, whatever its state. */
export async function seriesEvent(
  db: Db,
  accountId: number,
  eventId: number,
  now: Date,
): Promise<SeriesEventRow | undefined> {
  const [row] = await rows<SeriesEventRow>(
    db,
    selectSeriesEvents(accountId, sql`e.account_id = ${accountId} AND e.id = ${eventId}`, now),
  );
  return row;
}

/** A browser's open basket as an add needs it. */
export interface BrowserBasket {
  id: string;
  expires_at: Date | string | null;
  customer_id: number | null;
}

const browserBasketSelect = (accountId: number, secretHash: string) =>
  sql`SELECT id, expires_at, customer_id FROM baskets
    WHERE account_id = ${accountId} AND browser_secret_hash = ${secretHash}
      AND status = 'open' AND channel = 'Web' ORDER BY created_at DESC LIMIT 1`;

/** The newest open basket of this browser (by its cookie's hash) in this account. */
export async function browserBasket(
  db: Db,
  accountId: number,
  secretHash: string,
): Promise<BrowserBasket | null> {
  const [row] = await rows<BrowserBasket>(db, browserBasketSelect(accountId, secretHash));
  return row ?? null;
}

/**
 * What a shop add reads before its basket add, in one round trip: the event's Web sale fields
 * (undefined: no such event) and this browser's newest open basket.
 */
export async function webSaleAndBrowserBasket(
  db: Db,
  accountId: number,
  eventId: number,
  secretHash: string,
): Promise<{ event: WebSaleFields | undefined; basket: BrowserBasket | null }> {
  const [row] = await rows<{ event: WebSaleFields | string | null; basket: BrowserBasket | string | null }>(
    db,
    sql`SELECT (SELECT row_to_json(x) FROM (${webSaleSelect(accountId, eventId)}) x) AS event,
      (SELECT row_to_json(y) FROM (${browserBasketSelect(accountId, secretHash)}) y) AS basket`,
  );
  return { event: jsonColumn(row?.event) ?? undefined, basket: jsonColumn(row?.basket) };
}

/** The id of the newest open basket of this browser in this account. */
export async function browserBasketId(db: Db, accountId: number, secretHash: string): Promise<string | null> {
  return (await browserBasket(db, accountId, secretHash))?.id ?? null;
}

/** Whether the order was bought through a basket of this browser. */
export async function orderBoughtBy(
  db: Db,
  accountId: number,
  orderId: number,
  secretHash: string,
): Promise<boolean> {
  const [row] = await rows<{ id: number }>(
    db,
    sql`SELECT o.id FROM orders o JOIN baskets b ON b.id = o.basket_id AND b.account_id = o.account_id
      WHERE o.account_id = ${accountId} AND o.id = ${orderId} AND b.browser_secret_hash = ${secretHash}`,
  );
  return row !== undefined;
}

/**
 * Puts this browser's open Web baskets in the customer's name (null: a guest's again). The
 * customer id comes from a session looked up in this account, so it is always one of its own.
 */
export async function setBrowserBasketCustomer(
  db: Db,
  accountId: number,
  secretHash: string,
  customerId: number | null,
  now: Date,
) {
  await db.execute(
    sql`UPDATE baskets SET customer_id = ${customerId}, updated_at = ${now}
      WHERE account_id = ${accountId} AND browser_secret_hash = ${secretHash} AND status = 'open'
        AND channel = 'Web' AND customer_id IS DISTINCT FROM ${customerId}`,
  );
}

/** The delivery method an order was placed with, as the buyer saw it. */
export async function orderDeliveryMethod(db: Db, accountId: number, orderId: number) {
  const [row] = await rows<{ id: number; type: string; display_name: string }>(
    db,
    sql`SELECT dm.id, dm.type, dm.display_name FROM orders o
      JOIN delivery_methods dm ON dm.id = o.delivery_method_id AND dm.account_id = o.account_id
      WHERE o.account_id = ${accountId} AND o.id = ${orderId}`,
  );
  return row ?? null;
}

/** The default prices of these events' price levels not archived. */
export const activeLevelPrices = (db: Db, accountId: number, eventIds: readonly number[]) =>
  rows<{ id: number; event_id: number; default_price: number }>(
    db,
    sql`SELECT id, event_id, default_price FROM price_levels
      WHERE account_id = ${accountId} AND event_id = ANY(${arrayParam([...eventIds])}::int[]) AND archived_at IS NULL`,
  );
