import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { arrayParam, rows } from '@/db/sql';
import { seatAvailable } from '@/modules/inventory/seat-state.sql';

/** Template packages and event plans in baskets (decisions/0112): the SQL. */

export interface BundleLineRow {
  id: number;
  kind: 'templatePackage' | 'eventPlan';
  name: string;
}

/** A basket's template package and event plan lines, in the order they were added. */
export async function bundleLinesOf(db: Db, accountId: number, basketId: string): Promise<BundleLineRow[]> {
  const list = await rows<BundleLineRow & { id: number | string }>(
    db,
    sql`SELECT id, kind, name FROM bundle_lines
      WHERE account_id = ${accountId} AND basket_id = ${basketId}::uuid ORDER BY id`,
  );
  return list.map((r) => ({ ...r, id: Number(r.id) }));
}

/** Writes a bundle line; its id. */
export async function insertBundleLine(
  tx: Db,
  accountId: number,
  line: { basketId: string; kind: BundleLineRow['kind']; refId: number; name: string },
  now: Date,
): Promise<number> {
  const packageId = line.kind === 'templatePackage' ? line.refId : null;
  const planId = line.kind === 'eventPlan' ? line.refId : null;
  const [row] = await rows<{ id: number | string }>(
    tx,
    sql`INSERT INTO bundle_lines (account_id, basket_id, kind, package_id, plan_id, name, created_at)
      VALUES (${accountId}, ${line.basketId}::uuid, ${line.kind}, ${packageId}, ${planId}, ${line.name}, ${now})
      RETURNING id`,
  );
  return Number(row!.id);
}

/** A ticket part: one basket line for one seat, at its price in the package or plan. */
export interface BundleSeatPart {
  eventId: number;
  eventSeatId: number;
  priceLevelId: number | null;
  priceTypeId: number | null;
  unitPrice: number;
}

export async function insertBundleSeats(
  tx: Db,
  accountId: number,
  basketId: string,
  bundleLineId: number,
  parts: readonly BundleSeatPart[],
  now: Date,
): Promise<void> {
  for (const part of parts)
    await tx.execute(
      sql`INSERT INTO basket_items (account_id, basket_id, event_id, kind, event_seat_id, quantity, price_level_id,
          price_type_id, bundle_line_id, package_unit_price, created_at)
        VALUES (${accountId}, ${basketId}::uuid, ${part.eventId}, 'seat', ${part.eventSeatId}, 1, ${part.priceLevelId},
          ${part.priceTypeId}, ${bundleLineId}, ${part.unitPrice}, ${now})`,
    );
}

/** A product part: units of a product (or one variant) at one price each in the package. */
export async function insertBundleProduct(
  tx: Db,
  accountId: number,
  basketId: string,
  bundleLineId: number,
  line: {
    eventId: number;
    productId: number;
    variantId: number | null;
    quantity: number;
    stockReserved: number;
    unitPrice: number;
  },
  now: Date,
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO basket_products (account_id, basket_id, event_id, product_id, product_variant_id, quantity,
        stock_reserved, bundle_line_id, bundle_unit_price, created_at)
      VALUES (${accountId}, ${basketId}::uuid, ${line.eventId}, ${line.productId}, ${line.variantId}, ${line.quantity},
        ${line.stockReserved}, ${bundleLineId}, ${line.unitPrice}, ${now})`,
  );
}

/**
 * Locks up to `count` available seats of an event for a bundle, best first (rank, then place),
 * at one price level, or at any level that sells on its own when none is named. Seats another
 * transaction has locked are skipped (never waited on), so two bundles never wait on each other.
 */
export async function lockSeatsFor(
  tx: Db,
  accountId: number,
  eventId: number,
  want: {
    priceLevelId: number | null;
    count: number;
    allowedHoldIds: readonly number[];
    notIds: readonly number[];
  },
  now: Date,
): Promise<{ id: number; price_level_id: number | null }[]> {
  const level =
    want.priceLevelId === null
      ? sql`s.price_level_id IN (SELECT id FROM price_levels WHERE account_id = ${accountId} AND event_id = ${eventId}
          AND package_only = false AND archived_at IS NULL)`
      : sql`s.price_level_id = ${want.priceLevelId}`;
  const list = await rows<{ id: number | string; price_level_id: number | null }>(
    tx,
    sql`SELECT s.id, s.price_level_id FROM event_seats s
      WHERE s.account_id = ${accountId} AND s.event_id = ${eventId} AND ${level}
        AND s.id <> ALL(${arrayParam(want.notIds)}::bigint[]) AND ${seatAvailable(now, want.allowedHoldIds)}
      ORDER BY s.rank, s.section, s.row, s.position, s.id
      LIMIT ${want.count} FOR UPDATE OF s SKIP LOCKED`,
  );
  return list.map((r) => ({ ...r, id: Number(r.id) }));
}

/** The event's price level copied from a template price level (live), if any. */
export async function eventLevelOf(
  db: Db,
  accountId: number,
  eventId: number,
  templateLevelId: number,
): Promise<{ id: number; name: string } | undefined> {
  const [row] = await rows<{ id: number; name: string }>(
    db,
    sql`SELECT id, name FROM price_levels WHERE account_id = ${accountId} AND event_id = ${eventId}
      AND template_price_level_id = ${templateLevelId} AND archived_at IS NULL ORDER BY id LIMIT 1`,
  );
  return row;
}

/** Deletes a bundle line and its parts (the caller gives back their seats and stock first). */
export async function deleteBundleLine(tx: Db, accountId: number, basketId: string, lineId: number) {
  await tx.execute(
    sql`DELETE FROM basket_items WHERE account_id = ${accountId} AND basket_id = ${basketId}::uuid AND bundle_line_id = ${lineId}`,
  );
  await tx.execute(
    sql`DELETE FROM basket_products WHERE account_id = ${accountId} AND basket_id = ${basketId}::uuid AND bundle_line_id = ${lineId}`,
  );
  await tx.execute(
    sql`DELETE FROM bundle_lines WHERE account_id = ${accountId} AND basket_id = ${basketId}::uuid AND id = ${lineId}`,
  );
}

/** An event's template and name (undefined when it is not the account's). */
export async function eventOf(
  db: Db,
  accountId: number,
  eventId: number,
): Promise<{ template_id: number; name: string; active: boolean } | undefined> {
  const [row] = await rows<{ template_id: number; name: string; active: boolean }>(
    db,
    sql`SELECT template_id, name, active FROM events WHERE account_id = ${accountId} AND id = ${eventId}`,
  );
  return row;
}

/** The bundle lines a basket became an order with, or these ones, with their names. */
export async function bundleLinesById(
  db: Db,
  accountId: number,
  ids: readonly number[],
): Promise<BundleLineRow[]> {
  if (ids.length === 0) return [];
  const list = await rows<BundleLineRow & { id: number | string }>(
    db,
    sql`SELECT id, kind, name FROM bundle_lines
      WHERE account_id = ${accountId} AND id = ANY(${arrayParam(ids)}::bigint[]) ORDER BY id`,
  );
  return list.map((r) => ({ ...r, id: Number(r.id) }));
}
