import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';

/** Renewals of season packages (decisions/0096): the SQL. */

export interface RenewalSetupRow {
  id: number;
  name: string;
  season_id: number;
  season_name: string;
  kind: 'fixed' | 'flex';
  choose_count: number | null;
  archived: boolean;
  renews_package_id: number | null;
  renews_package_name: string | null;
  renewal_deadline: string | Date | null;
  renewal_hold_id: number | null;
  renewals_rolled_at: string | Date | null;
  renewals_released_at: string | Date | null;
  event_ids: number[];
}

/** A package with its renewal settings and its season's events (id order). */
export async function renewalSetup(
  db: Db,
  accountId: number,
  packageId: number,
): Promise<RenewalSetupRow | undefined> {
  const [row] = await rows<RenewalSetupRow>(
    db,
    sql`SELECT p.id, p.name, p.season_id, s.name AS season_name, p.kind, p.choose_count,
        (p.archived_at IS NOT NULL OR s.archived_at IS NOT NULL) AS archived,
        p.renews_package_id, f.name AS renews_package_name, p.renewal_deadline, p.renewal_hold_id,
        p.renewals_rolled_at, p.renewals_released_at,
        coalesce((SELECT array_agg(se.event_id ORDER BY se.event_id) FROM season_events se WHERE se.season_id = p.season_id), '{}') AS event_ids
      FROM season_packages p JOIN seasons s ON s.id = p.season_id
      LEFT JOIN season_packages f ON f.id = p.renews_package_id
      WHERE p.account_id = ${accountId} AND p.id = ${packageId}`,
  );
  return row;
}

/** Sets the package's renewal source, deadline and hold, once; false when already set. */
export async function setRenewalTerms(
  tx: Db,
  accountId: number,
  packageId: number,
  terms: { fromPackageId: number; deadline: Date; holdId: number },
): Promise<boolean> {
  const done = await rows(
    tx,
    sql`UPDATE season_packages SET renews_package_id = ${terms.fromPackageId}, renewal_deadline = ${terms.deadline},
        renewal_hold_id = ${terms.holdId}
      WHERE account_id = ${accountId} AND id = ${packageId} AND renews_package_id IS NULL RETURNING id`,
  );
  return done.length > 0;
}

/**
 * One renewal per package line of the source package that an order holds with a ticket not
 * voided and a customer, at the line's place and price type; none twice (the source key).
 * Returns how many were added.
 */
export async function insertRenewals(
  tx: Db,
  accountId: number,
  packageId: number,
  fromPackageId: number,
  now: Date,
): Promise<number> {
  const [row] = await rows<{ n: number }>(
    tx,
    sql`WITH added AS (
        INSERT INTO season_renewals (account_id, package_id, source_line_id, customer_id, price_type_id, section, row, seat, status, created_at)
        SELECT l.account_id, ${packageId}, l.id, o.customer_id, l.price_type_id, l.section, l.row, l.seat, 'unavailable', ${now}
        FROM season_package_lines l JOIN orders o ON o.basket_id = l.basket_id AND o.account_id = l.account_id
        WHERE l.account_id = ${accountId} AND l.package_id = ${fromPackageId} AND o.customer_id IS NOT NULL
          AND EXISTS (SELECT 1 FROM order_tickets t WHERE t.order_id = o.id AND t.package_line_id = l.id AND t.status <> 'voided')
        ORDER BY l.id
        ON CONFLICT (package_id, source_line_id) DO NOTHING
        RETURNING id
      )
      SELECT count(*)::int AS n FROM added`,
  );
  return row?.n ?? 0;
}

/** Refreshes the planner's counts of renewals (a roll adds thousands at once). */
export async function analyzeRenewals(tx: Db): Promise<void> {
  await tx.execute(sql`ANALYZE season_renewals`);
}

export async function markRolled(tx: Db, accountId: number, packageId: number, now: Date): Promise<void> {
  await tx.execute(
    sql`UPDATE season_packages SET renewals_rolled_at = ${now} WHERE account_id = ${accountId} AND id = ${packageId}`,
  );
}

export async function markReleased(tx: Db, accountId: number, packageId: number, now: Date): Promise<void> {
  await tx.execute(
    sql`UPDATE season_packages SET renewals_released_at = ${now} WHERE account_id = ${accountId} AND id = ${packageId}`,
  );
}

export interface RenewalRow {
  id: number;
  package_id: number;
  package_name: string;
  season_name: string;
  kind: 'fixed' | 'flex';
  choose_count: number | null;
  customer_id: number;
  customer_name: string;
  customer_email: string | null;
  price_type_id: number;
  price_type_name: string;
  section: string;
  row: string;
  seat: string;
  stored: 'held' | 'unavailable' | 'released';
  deadline: string | Date | null;
  hold_id: number | null;
  order_id: number | null;
  seats: {
    eventId: number;
    eventName: string;
    eventSeatId: number;
    adaType: string | null;
    startsAt: string;
    timezone: string;
  }[];
}

const renewalSelect = sql`SELECT r.id, r.package_id, p.name AS package_name, s.name AS season_name, p.kind, p.choose_count, r.customer_id,
    trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')) AS customer_name, c.email AS customer_email,
    r.price_type_id, pt.name AS price_type_name, r.section, r.row, r.seat, r.status AS stored,
    p.renewal_deadline AS deadline, p.renewal_hold_id AS hold_id,
    (SELECT o.id FROM season_package_lines l JOIN orders o ON o.basket_id = l.basket_id AND o.account_id = l.account_id
      WHERE l.renewal_id = r.id ORDER BY o.id LIMIT 1) AS order_id,
    coalesce((SELECT json_agg(json_build_object('eventId', rs.event_id, 'eventName', e.name, 'eventSeatId', rs.event_seat_id,
        'adaType', es.ada_type, 'startsAt', e.starts_at, 'timezone', v.timezone) ORDER BY e.starts_at, e.id)
      FROM season_renewal_seats rs JOIN events e ON e.id = rs.event_id JOIN event_seats es ON es.id = rs.event_seat_id
      JOIN venues v ON v.id = e.venue_id
      WHERE rs.renewal_id = r.id), '[]'::json) AS seats
  FROM season_renewals r
  JOIN season_packages p ON p.id = r.package_id
  JOIN seasons s ON s.id = p.season_id
  JOIN customers c ON c.id = r.customer_id
  JOIN price_types pt ON pt.id = r.price_type_id`;

function renewalRows(db: Db, where: SQL): Promise<RenewalRow[]> {
  return rows<RenewalRow>(db, sql`${renewalSelect} WHERE ${where} ORDER BY r.section, r.row, r.seat, r.id`);
}

/** A package's renewals, those of holders matching `search` (name or email) when given. */
export function packageRenewals(
  db: Db,
  accountId: number,
  packageId: number,
  search: string | undefined,
): Promise<RenewalRow[]> {
  const like = search ? `%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
  return renewalRows(
    db,
    sql`r.account_id = ${accountId} AND r.package_id = ${packageId}
      ${like === null ? sql`` : sql`AND (c.first_name || ' ' || c.last_name ILIKE ${like} OR c.email ILIKE ${like})`}`,
  );
}

/** One renewal of the account, or undefined. */
export async function renewalRow(
  db: Db,
  accountId: number,
  renewalId: number,
): Promise<RenewalRow | undefined> {
  const [row] = await renewalRows(db, sql`r.account_id = ${accountId} AND r.id = ${renewalId}`);
  return row;
}

/** A customer's renewals, newest package first. */
export function customerRenewals(db: Db, accountId: number, customerId: number): Promise<RenewalRow[]> {
  return renewalRows(db, sql`r.account_id = ${accountId} AND r.customer_id = ${customerId}`);
}

/** Moves a renewal to a new place (an upgrade): its seats become these, one per event. */
export async function moveRenewal(
  tx: Db,
  renewalId: number,
  place: { section: string; row: string; seat: string },
  seats: readonly { eventId: number; eventSeatId: number }[],
): Promise<void> {
  await tx.execute(
    sql`UPDATE season_renewals SET section = ${place.section}, row = ${place.row}, seat = ${place.seat} WHERE id = ${renewalId}`,
  );
  await tx.execute(sql`DELETE FROM season_renewal_seats WHERE renewal_id = ${renewalId}`);
  for (const s of seats)
    await tx.execute(
      sql`INSERT INTO season_renewal_seats (renewal_id, event_id, event_seat_id) VALUES (${renewalId}, ${s.eventId}, ${s.eventSeatId})`,
    );
}

/**
 * Locks a renewal for the transaction taking it into a basket: two takes of one renewal (the
 * box office and the shop at once) run one after the other, so a flex renewal's seats given
 * back by one are never counted as held by the other (decisions/0119).
 */
export async function lockRenewal(tx: Db, renewalId: number): Promise<void> {
  await tx.execute(sql`SELECT id FROM season_renewals WHERE id = ${renewalId} FOR UPDATE`);
}
