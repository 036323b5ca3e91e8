import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { arrayParam, rows } from '@/db/sql';

/** Season package lines of baskets (decisions/0086): the SQL. */

export interface PackageLineRow {
  id: number;
  package_id: number;
  name: string;
  section: string;
  row: string;
  seat: string;
  price_type_name: string;
}

/** A basket's season package lines, in the order they were added. */
export async function packageLinesOf(db: Db, accountId: number, basketId: string): Promise<PackageLineRow[]> {
  const list = await rows<PackageLineRow & { id: number | string }>(
    db,
    sql`SELECT l.id, l.package_id, p.name, l.section, l.row, l.seat, pt.name AS price_type_name
      FROM season_package_lines l
      JOIN season_packages p ON p.id = l.package_id
      JOIN price_types pt ON pt.id = l.price_type_id
      WHERE l.account_id = ${accountId} AND l.basket_id = ${basketId}::uuid
      ORDER BY l.id`,
  );
  return list.map((r) => ({ ...r, id: Number(r.id) }));
}

/** Deletes a package line and its parts (their seats are released by the caller). */
export async function deletePackageLine(
  tx: Db,
  accountId: number,
  basketId: string,
  lineId: number,
): Promise<void> {
  await tx.execute(
    sql`DELETE FROM basket_items WHERE account_id = ${accountId} AND basket_id = ${basketId}::uuid AND package_line_id = ${lineId}`,
  );
  await tx.execute(
    sql`DELETE FROM season_package_lines WHERE account_id = ${accountId} AND basket_id = ${basketId}::uuid AND id = ${lineId}`,
  );
}

export interface PlacedSeat {
  id: number;
  event_id: number;
  section: string;
  row: string;
  seat: string;
  price_level_id: number | null;
}

/** The seats of these events at the places of the picked seats (the same section, row and seat). */
export async function seatsAtPlacesOf(
  db: Db,
  accountId: number,
  eventIds: readonly number[],
  pickedSeatIds: readonly number[],
): Promise<{ picked: PlacedSeat[]; placed: PlacedSeat[] }> {
  const list = await rows<PlacedSeat & { id: number | string; picked: boolean }>(
    db,
    sql`WITH picked AS (
        SELECT id, event_id, section, row, seat FROM event_seats
        WHERE account_id = ${accountId} AND id = ANY(${arrayParam(pickedSeatIds)}::bigint[])
          AND event_id = ANY(${arrayParam(eventIds)}::int[])
      )
      SELECT p.id, p.event_id, p.section, p.row, p.seat, NULL::int AS price_level_id, true AS picked FROM picked p
      UNION ALL
      SELECT s.id, s.event_id, s.section, s.row, s.seat, s.price_level_id, false AS picked
      FROM event_seats s JOIN picked p ON s.section = p.section AND s.row = p.row AND s.seat = p.seat
      WHERE s.account_id = ${accountId} AND s.event_id = ANY(${arrayParam(eventIds)}::int[])`,
  );
  const out = list.map((r) => ({ ...r, id: Number(r.id) }));
  const unique = (l: typeof out) => [...new Map(l.map((r) => [r.id, r])).values()];
  return { picked: out.filter((r) => r.picked), placed: unique(out.filter((r) => !r.picked)) };
}

export interface PackagePart {
  eventId: number;
  eventSeatId: number;
  priceLevelId: number | null;
  unitPrice: number;
}

/** Writes a package line and its parts, one basket line per event; the line's id. */
export async function insertPackageLine(
  tx: Db,
  accountId: number,
  line: {
    basketId: string;
    packageId: number;
    priceTypeId: number;
    place: { section: string; row: string; seat: string };
    price: number;
    parts: readonly PackagePart[];
    /** The renewal this line renews (decisions/0096). */
    renewalId?: number | null;
  },
  now: Date,
): Promise<number> {
  const [row] = await rows<{ id: number | string }>(
    tx,
    sql`INSERT INTO season_package_lines (account_id, package_id, basket_id, price_type_id, section, row, seat, price, created_at, renewal_id)
      VALUES (${accountId}, ${line.packageId}, ${line.basketId}::uuid, ${line.priceTypeId}, ${line.place.section},
        ${line.place.row}, ${line.place.seat}, ${line.price}, ${now}, ${line.renewalId ?? null})
      RETURNING id`,
  );
  const id = Number(row!.id);
  for (const part of line.parts)
    await tx.execute(
      sql`INSERT INTO basket_items (account_id, basket_id, event_id, kind, event_seat_id, quantity, price_level_id,
          price_type_id, package_line_id, package_unit_price, created_at)
        VALUES (${accountId}, ${line.basketId}::uuid, ${part.eventId}, 'seat', ${part.eventSeatId}, 1, ${part.priceLevelId},
          ${line.priceTypeId}, ${id}, ${part.unitPrice}, ${now})`,
    );
  return id;
}

/** The accessibility types of the seats at the places of the picked seats in these events. */
export async function adaTypesAtPlaces(
  db: Db,
  accountId: number,
  eventIds: readonly number[],
  pickedSeatIds: readonly number[],
): Promise<{ adaType: string | null }[]> {
  return rows<{ adaType: string | null }>(
    db,
    sql`SELECT s.ada_type AS "adaType" FROM event_seats s
      JOIN event_seats p ON p.account_id = s.account_id AND p.section = s.section AND p.row = s.row AND p.seat = s.seat
      WHERE s.account_id = ${accountId} AND p.id = ANY(${arrayParam(pickedSeatIds)}::bigint[])
        AND s.event_id = ANY(${arrayParam(eventIds)}::int[])`,
  );
}

/** The renewal deadline of each package line of the basket that renews a holder's seats. */
export async function renewalDeadlines(
  db: Db,
  accountId: number,
  basketId: string,
): Promise<Map<number, Date>> {
  const found = await rows<{ id: number | string; deadline: Date | string | null }>(
    db,
    sql`SELECT l.id, p.renewal_deadline AS deadline
      FROM season_package_lines l JOIN season_packages p ON p.id = l.package_id AND p.account_id = l.account_id
      WHERE l.account_id = ${accountId} AND l.basket_id = ${basketId} AND l.renewal_id IS NOT NULL`,
  );
  return new Map(found.flatMap((r) => (r.deadline ? [[Number(r.id), new Date(r.deadline)] as const] : [])));
}
