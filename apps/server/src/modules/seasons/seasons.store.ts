import type { SeasonPackageKind } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { arrayParam, rows } from '@/db/sql';

/** Seasons and season packages (decisions/0086): the SQL. */

export interface SeasonRow {
  id: number;
  name: string;
  starts_on: string;
  ends_on: string;
  archived: boolean;
  events: { id: number; name: string; startsAt: string }[];
  price_types: { id: number; name: string }[];
}

const seasonSelect = sql`SELECT s.id, s.name, to_char(s.starts_on, 'YYYY-MM-DD') AS starts_on,
    to_char(s.ends_on, 'YYYY-MM-DD') AS ends_on, s.archived_at IS NOT NULL AS archived,
    coalesce((SELECT json_agg(json_build_object('id', e.id, 'name', e.name, 'startsAt', e.starts_at) ORDER BY e.starts_at, e.id)
      FROM season_events se JOIN events e ON e.id = se.event_id WHERE se.season_id = s.id), '[]'::json) AS events,
    coalesce((SELECT json_agg(json_build_object('id', pt.id, 'name', pt.name) ORDER BY pt.name, pt.id)
      FROM price_types pt WHERE pt.account_id = s.account_id AND pt.template_id IN (
        SELECT e.template_id FROM season_events se JOIN events e ON e.id = se.event_id WHERE se.season_id = s.id)
    ), '[]'::json) AS price_types
  FROM seasons s`;

export function seasonRows(db: Db, accountId: number, seasonId?: number): Promise<SeasonRow[]> {
  return rows<SeasonRow>(
    db,
    sql`${seasonSelect} WHERE s.account_id = ${accountId} ${seasonId === undefined ? sql`` : sql`AND s.id = ${seasonId}`}
      ORDER BY s.starts_on DESC, s.id`,
  );
}

/** How many of these ids are events of the account. */
export async function countAccountEvents(
  db: Db,
  accountId: number,
  eventIds: readonly number[],
): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM events WHERE account_id = ${accountId} AND id = ANY(${arrayParam(eventIds)}::int[])`,
  );
  return row?.n ?? 0;
}

/** How many of these ids are price types of the account. */
export async function countAccountPriceTypes(
  db: Db,
  accountId: number,
  priceTypeIds: readonly number[],
): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM price_types WHERE account_id = ${accountId} AND id = ANY(${arrayParam(priceTypeIds)}::int[])`,
  );
  return row?.n ?? 0;
}

export interface SeasonWrite {
  name: string;
  startsOn: string;
  endsOn: string;
  eventIds: readonly number[];
  archived: boolean;
}

/** Writes a season (new when `seasonId` is null) and its events; null when there is no such season. */
export async function writeSeason(
  tx: Db,
  accountId: number,
  seasonId: number | null,
  season: SeasonWrite,
  now: Date,
): Promise<number | null> {
  const archivedAt = season.archived ? now : null;
  const [row] = await rows<{ id: number }>(
    tx,
    seasonId === null
      ? sql`INSERT INTO seasons (account_id, name, starts_on, ends_on, created_at, archived_at)
          VALUES (${accountId}, ${season.name}, ${season.startsOn}::date, ${season.endsOn}::date, ${now}, ${archivedAt})
          RETURNING id`
      : sql`UPDATE seasons SET name = ${season.name}, starts_on = ${season.startsOn}::date, ends_on = ${season.endsOn}::date,
            archived_at = CASE WHEN ${season.archived}::boolean THEN coalesce(archived_at, ${now}) ELSE NULL END
          WHERE account_id = ${accountId} AND id = ${seasonId} RETURNING id`,
  );
  if (!row) return null;
  await tx.execute(sql`DELETE FROM season_events WHERE season_id = ${row.id}`);
  if (season.eventIds.length)
    await tx.execute(
      sql`INSERT INTO season_events (account_id, season_id, event_id)
        SELECT ${accountId}, ${row.id}, unnest(${arrayParam([...new Set(season.eventIds)])}::int[])`,
    );
  return row.id;
}

export async function seasonExists(db: Db, accountId: number, seasonId: number): Promise<boolean> {
  const found = await rows(
    db,
    sql`SELECT 1 FROM seasons WHERE account_id = ${accountId} AND id = ${seasonId}`,
  );
  return found.length > 0;
}

export interface PackageRow {
  id: number;
  season_id: number;
  season_name: string;
  name: string;
  kind: SeasonPackageKind;
  choose_count: number | null;
  archived: boolean;
  prices: { priceTypeId: number; priceTypeName: string; price: number }[];
  events: { id: number; name: string; startsAt: string; timezone: string }[];
}

export function packageRows(
  db: Db,
  accountId: number,
  filter: { packageId?: number; onSale?: boolean } = {},
): Promise<PackageRow[]> {
  return rows<PackageRow>(
    db,
    sql`SELECT p.id, p.season_id, s.name AS season_name, p.name, p.kind, p.choose_count, p.archived_at IS NOT NULL AS archived,
        coalesce((SELECT json_agg(json_build_object('priceTypeId', pp.price_type_id, 'priceTypeName', pt.name, 'price', pp.price) ORDER BY pt.name, pt.id)
          FROM season_package_prices pp JOIN price_types pt ON pt.id = pp.price_type_id WHERE pp.package_id = p.id), '[]'::json) AS prices,
        coalesce((SELECT json_agg(json_build_object('id', e.id, 'name', e.name, 'startsAt', e.starts_at, 'timezone', v.timezone) ORDER BY e.starts_at, e.id)
          FROM season_events se JOIN events e ON e.id = se.event_id JOIN venues v ON v.id = e.venue_id
          WHERE se.season_id = p.season_id), '[]'::json) AS events
      FROM season_packages p JOIN seasons s ON s.id = p.season_id
      WHERE p.account_id = ${accountId}
        ${filter.packageId === undefined ? sql`` : sql`AND p.id = ${filter.packageId}`}
        ${filter.onSale ? sql`AND p.archived_at IS NULL AND s.archived_at IS NULL` : sql``}
      ORDER BY s.starts_on DESC, p.name, p.id`,
  );
}

export interface PackageWrite {
  seasonId: number;
  name: string;
  kind: SeasonPackageKind;
  chooseCount: number | null;
  prices: readonly { priceTypeId: number; price: number }[];
  archived: boolean;
}

/** Writes a package (new when `packageId` is null) and its prices; null when there is no such package. */
export async function writePackage(
  tx: Db,
  accountId: number,
  packageId: number | null,
  pkg: PackageWrite,
  now: Date,
): Promise<number | null> {
  const [row] = await rows<{ id: number }>(
    tx,
    packageId === null
      ? sql`INSERT INTO season_packages (account_id, season_id, name, kind, choose_count, created_at, archived_at)
          VALUES (${accountId}, ${pkg.seasonId}, ${pkg.name}, ${pkg.kind}, ${pkg.chooseCount}, ${now}, ${pkg.archived ? now : null}) RETURNING id`
      : sql`UPDATE season_packages SET season_id = ${pkg.seasonId}, name = ${pkg.name}, kind = ${pkg.kind}, choose_count = ${pkg.chooseCount},
            archived_at = CASE WHEN ${pkg.archived}::boolean THEN coalesce(archived_at, ${now}) ELSE NULL END
          WHERE account_id = ${accountId} AND id = ${packageId} RETURNING id`,
  );
  if (!row) return null;
  await tx.execute(sql`DELETE FROM season_package_prices WHERE package_id = ${row.id}`);
  for (const p of pkg.prices)
    await tx.execute(
      sql`INSERT INTO season_package_prices (account_id, package_id, price_type_id, price)
        VALUES (${accountId}, ${row.id}, ${p.priceTypeId}, ${p.price})
        ON CONFLICT (package_id, price_type_id) DO UPDATE SET price = excluded.price`,
    );
  return row.id;
}

export interface BoughtRow {
  id: number;
  package_id: number;
  package_name: string;
  season_name: string;
  order_id: number;
  section: string;
  row: string;
  seat: string;
  price_type_name: string;
  tickets: {
    id: number;
    eventId: number;
    eventName: string;
    eventStartsAt: string;
    status: 'new' | 'used' | 'voided';
    total: number;
  }[];
}

/** The season packages bought in the customer's orders, newest first. */
export function boughtPackages(db: Db, accountId: number, customerId: number): Promise<BoughtRow[]> {
  return rows<BoughtRow>(
    db,
    sql`SELECT l.id, l.package_id, p.name AS package_name, s.name AS season_name, o.id AS order_id,
        l.section, l.row, l.seat, pt.name AS price_type_name,
        coalesce((SELECT json_agg(json_build_object('id', t.id, 'eventId', t.event_id, 'eventName', e.name,
            'eventStartsAt', e.starts_at, 'status', t.status, 'total', t.total) ORDER BY e.starts_at, t.id)
          FROM order_tickets t JOIN events e ON e.id = t.event_id
          WHERE t.order_id = o.id AND t.package_line_id = l.id), '[]'::json) AS tickets
      FROM season_package_lines l
      JOIN orders o ON o.basket_id = l.basket_id AND o.account_id = l.account_id
      JOIN season_packages p ON p.id = l.package_id
      JOIN seasons s ON s.id = p.season_id
      JOIN price_types pt ON pt.id = l.price_type_id
      WHERE l.account_id = ${accountId} AND o.customer_id = ${customerId}
      ORDER BY l.id DESC`,
  );
}
