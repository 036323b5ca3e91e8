import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { arrayParam, rows } from '@/db/sql';

export interface BasketRow {
  id: string;
  channel: string;
  status: 'open' | 'checked_out' | 'abandoned';
  user_id: number | null;
  customer_id: number | null;
  promo_code: string | null;
  expires_at: Date | string | null;
  /** A group's basket: basis points off each ticket's face value (decisions/0057); not every read has it. */
  group_discount_bp?: number;
}

export async function insertBasket(
  db: Db,
  accountId: number,
  basket: {
    id: string;
    channel: string;
    userId: number | null;
    now: Date;
    /** Shop baskets: the buying browser's cookie hash and the signed-in customer. */
    browser?: { secretHash: string; customerId: number | null };
  },
): Promise<void> {
  await db.execute(
    basket.browser
      ? sql`INSERT INTO baskets (id, account_id, channel, user_id, browser_secret_hash, customer_id, created_at, updated_at)
      VALUES (${basket.id}::uuid, ${accountId}, ${basket.channel}, ${basket.userId}, ${basket.browser.secretHash},
        ${basket.browser.customerId}::int, ${basket.now}, ${basket.now})`
      : sql`INSERT INTO baskets (id, account_id, channel, user_id, created_at, updated_at)
      VALUES (${basket.id}::uuid, ${accountId}, ${basket.channel}, ${basket.userId}, ${basket.now}, ${basket.now})`,
  );
}

/** The basket row, locked for the rest of the transaction when asked. */
export async function basketRow(
  db: Db,
  accountId: number,
  basketId: string,
  lock = false,
): Promise<BasketRow | undefined> {
  const [row] = await rows<BasketRow>(
    db,
    sql`SELECT id, channel, status, user_id, customer_id, promo_code, expires_at, group_discount_bp FROM baskets
      WHERE account_id = ${accountId} AND id = ${basketId}::uuid ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row;
}

export async function updateBasket(
  db: Db,
  accountId: number,
  basketId: string,
  change: {
    expiresAt?: Date | null;
    promoCode?: string | null;
    status?: BasketRow['status'];
    groupDiscountBp?: number;
  },
  now: Date,
): Promise<void> {
  const sets = [sql`updated_at = ${now}`];
  if (change.groupDiscountBp !== undefined) sets.push(sql`group_discount_bp = ${change.groupDiscountBp}`);
  if (change.expiresAt !== undefined) sets.push(sql`expires_at = ${change.expiresAt}`);
  if (change.promoCode !== undefined) sets.push(sql`promo_code = ${change.promoCode}`);
  if (change.status !== undefined) sets.push(sql`status = ${change.status}`);
  await db.execute(
    sql`UPDATE baskets SET ${sql.join(sets, sql`, `)} WHERE account_id = ${accountId} AND id = ${basketId}::uuid`,
  );
}

export interface ItemRow {
  id: number;
  kind: 'seat' | 'ga';
  event_id: number;
  event_seat_id: number | null;
  ga_reservation_id: number | null;
  ga_area_id: number | null;
  quantity: number;
  price_level_id: number | null;
  price_type_id: number | null;
  section: string;
  row: string;
  seat: string;
  price_level_name: string | null;
  default_price: number | null;
  /** The template price level the event's level came from (promotions name those). */
  template_price_level_id: number | null;
  /** The season package this line is a part of, and its share of the package's price (decisions/0086). */
  package_line_id: number | null;
  package_unit_price: number | null;
  /** The template package or event plan this line is a part of (decisions/0112). */
  bundle_line_id: number | null;
  /** The price level sells only inside a package. */
  package_only: boolean;
}

/**
 * The lines of `lines` (rows of basket_items, aliased `i`) with their place and price level, in
 * the order they were added.
 */
function itemsOf(lines: SQL): SQL {
  return sql`SELECT i.id, i.kind, i.event_id, i.event_seat_id, i.ga_reservation_id, i.ga_area_id, i.quantity,
        i.price_level_id, i.price_type_id,
        coalesce(s.section, a.name) AS section, coalesce(s.row, '') AS row, coalesce(s.seat, '') AS seat,
        pl.name AS price_level_name, pl.default_price, pl.template_price_level_id,
        i.package_line_id, i.package_unit_price, i.bundle_line_id, coalesce(pl.package_only, false) AS package_only
      FROM ${lines} i
      LEFT JOIN event_seats s ON s.id = i.event_seat_id
      LEFT JOIN event_ga_areas a ON a.id = i.ga_area_id
      LEFT JOIN price_levels pl ON pl.id = i.price_level_id
      ORDER BY i.id`;
}

async function itemRows(db: Db, query: SQL): Promise<ItemRow[]> {
  const list = await rows<ItemRow & { id: number | string }>(db, query);
  return list.map((r) => ({
    ...r,
    id: Number(r.id),
    event_seat_id: r.event_seat_id === null ? null : Number(r.event_seat_id),
    ga_reservation_id: r.ga_reservation_id === null ? null : Number(r.ga_reservation_id),
    package_line_id: r.package_line_id === null ? null : Number(r.package_line_id),
    bundle_line_id: r.bundle_line_id == null ? null : Number(r.bundle_line_id),
  }));
}

/** The basket's lines with their place and price level, in the order they were added. */
export async function basketItems(db: Db, accountId: number, basketId: string): Promise<ItemRow[]> {
  return itemRows(
    db,
    itemsOf(
      sql`(SELECT * FROM basket_items WHERE account_id = ${accountId} AND basket_id = ${basketId}::uuid)`,
    ),
  );
}

/** Deletes the lines of the given seats or GA reservations from a basket. */
export async function deleteLines(
  db: Db,
  accountId: number,
  basketId: string,
  lines: { seatIds?: readonly number[]; gaReservationIds?: readonly number[] },
): Promise<void> {
  await db.execute(
    sql`DELETE FROM basket_items WHERE account_id = ${accountId} AND basket_id = ${basketId}::uuid
      AND (event_seat_id = ANY(${sql.param(lines.seatIds ?? [])}::bigint[])
        OR ga_reservation_id = ANY(${sql.param(lines.gaReservationIds ?? [])}::bigint[]))`,
  );
}

export async function deleteItem(db: Db, accountId: number, basketId: string, itemId: number): Promise<void> {
  await db.execute(
    sql`DELETE FROM basket_items WHERE account_id = ${accountId} AND basket_id = ${basketId}::uuid AND id = ${itemId}`,
  );
}

export async function setItemPriceType(
  db: Db,
  accountId: number,
  basketId: string,
  itemId: number,
  priceTypeId: number | null,
): Promise<void> {
  await db.execute(
    sql`UPDATE basket_items SET price_type_id = ${priceTypeId}
      WHERE account_id = ${accountId} AND basket_id = ${basketId}::uuid AND id = ${itemId}`,
  );
}

/** Sets the customer of an open basket. */
export async function setBasketCustomerId(
  db: Db,
  accountId: number,
  basketId: string,
  customerId: number | null,
  now: Date,
): Promise<void> {
  await db.execute(
    sql`UPDATE baskets SET customer_id = ${customerId}, updated_at = ${now}
      WHERE account_id = ${accountId} AND id = ${basketId}::uuid AND status = 'open'`,
  );
}

/** The order a basket became, if it did. */
export async function orderIdOfBasket(db: Db, accountId: number, basketId: string): Promise<number | null> {
  const [row] = await rows<{ id: number | string }>(
    db,
    sql`SELECT id FROM orders WHERE account_id = ${accountId} AND basket_id = ${basketId}::uuid`,
  );
  return row ? Number(row.id) : null;
}

/** The retail price of these price levels, for those that have one. */
export async function retailPricesOf(
  db: Db,
  accountId: number,
  levelIds: number[],
): Promise<Map<number, number | null>> {
  const found = await rows<{ id: number; retail_price: number | null }>(
    db,
    sql`SELECT id, retail_price FROM price_levels
      WHERE account_id = ${accountId} AND id = ANY(${arrayParam(levelIds)}::int[]) AND retail_price IS NOT NULL`,
  );
  return new Map(found.map((l) => [Number(l.id), l.retail_price]));
}

/** A group's discount (decisions/0057), for a basket row read without it. */
export async function basketGroupDiscount(db: Db, accountId: number, basketId: string): Promise<number> {
  const [row] = await rows<{ bp: number }>(
    db,
    sql`SELECT group_discount_bp AS bp FROM baskets WHERE account_id = ${accountId} AND id = ${basketId}::uuid`,
  );
  return Number(row?.bp ?? 0);
}
