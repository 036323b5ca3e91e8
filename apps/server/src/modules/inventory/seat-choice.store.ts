import type { SalesChannel } from '@tessera/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { events } from '@/db/schema';
import { arrayParam, rows } from '@/db/sql';
import { pickAlerts, sellableHolds } from './seat-choice.sql';
import { seatAvailable, seatStatusNow } from './seat-state.sql';

/** The holds a buyer of this channel (and staff user group) may see and sell in the event. */
export async function sellableHoldIds(
  db: Db,
  accountId: number,
  eventId: number,
  channel: SalesChannel,
  userGroupId: number | null,
): Promise<number[]> {
  const list = await rows<{ id: number }>(
    db,
    sellableHolds(accountId, sql`${channel}`, userGroupId, eventId),
  );
  return list.map((r) => r.id);
}

/** The names of these rows of `holds` or `sale_types` (group policies list them by name). */
export async function namedRows(
  db: Db,
  accountId: number,
  table: 'holds' | 'sale_types',
  ids: readonly number[],
): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return [];
  const named = await rows<{ id: number; name: string }>(
    db,
    sql`SELECT id, name FROM ${sql.identifier(table)}
      WHERE account_id = ${accountId} AND id = ANY(${arrayParam([...ids])}::int[])`,
  );
  return named.map((r) => ({ id: Number(r.id), name: r.name }));
}

/** The event's single-seat rule; undefined when the account has no such event. */
export async function eventSingleSeatRule(db: Db, accountId: number, eventId: number) {
  const [event] = await db
    .select({ dontLeaveSingleSeats: events.dontLeaveSingleSeats })
    .from(events)
    .where(and(eq(events.accountId, accountId), eq(events.id, eventId)));
  return event;
}

/** The event's single-seat rule and the picked seats' alerts to acknowledge, in one round trip. */
export async function pickRulesRow(db: Db, accountId: number, eventId: number, seatIds: readonly number[]) {
  const [rules] = await rows<{ dont_leave_single_seats: boolean; alerts: (number | string)[] }>(
    db,
    sql`SELECT e.dont_leave_single_seats, ${pickAlerts(sql`${eventId}`, seatIds)} AS alerts
      FROM events e WHERE e.account_id = ${accountId} AND e.id = ${eventId}`,
  );
  return rules;
}

/** Every seat of the rows the picked seats are in, with whether it is available to the buyer now. */
export async function rowsOfPickedSeats(
  db: Db,
  eventId: number,
  seatIds: readonly number[],
  allowedHoldIds: readonly number[],
  now: Date,
) {
  const ids = arrayParam([...new Set(seatIds)]);
  const rowSeats = await rows<{
    id: number | string;
    section: string;
    row: string;
    position: number;
    available: boolean;
  }>(
    db,
    sql`SELECT s.id, s.section, s.row, s.position, ${seatAvailable(now, allowedHoldIds)} AS available
      FROM event_seats s WHERE s.event_id = ${eventId} AND (s.section, s.row) IN
        (SELECT section, row FROM event_seats WHERE event_id = ${eventId} AND id = ANY(${ids}::bigint[]))`,
  );
  return rowSeats.map((r) => ({ ...r, id: Number(r.id) }));
}

/** Whether any of these seats is sold, comped or in another basket now. */
export async function seatsTakenByOthers(
  db: Db,
  accountId: number,
  eventId: number,
  seatIds: readonly number[],
  basketId: string,
  now: Date,
): Promise<boolean> {
  const [row] = await rows<{ taken: boolean | null }>(
    db,
    sql`SELECT bool_or(${seatStatusNow(now)} IN ('sold', 'comp')
        OR (${seatStatusNow(now)} = 'reserved' AND s.basket_id <> ${basketId}::uuid)) AS taken FROM event_seats s
      WHERE s.account_id = ${accountId} AND s.event_id = ${eventId}
        AND s.id = ANY(${arrayParam([...new Set(seatIds)])}::bigint[])`,
  );
  return row?.taken === true;
}

/** A seat best available may choose, with its venue-wide score (`rank`) and price. */
export type Candidate = {
  id: number | string;
  section: string;
  row: string;
  position: number;
  rank: number;
  price_level_id: number | null;
  price: number;
};

const availableTo = (accountId: number, eventId: number, allowedHolds: readonly number[], now: Date) =>
  sql`s.account_id = ${accountId} AND s.event_id = ${eventId}
    AND ${seatAvailable(now, allowedHolds)} AND s.seat_alert_id IS NULL`;

/** Available seats without alerts, each ranked by its distance from the middle of these seats. */
export function candidatesNear(
  db: Db,
  accountId: number,
  eventId: number,
  nearSeatIds: readonly number[],
  allowedHolds: readonly number[],
  now: Date,
) {
  const near = sql`${arrayParam([...new Set(nearSeatIds)])}::bigint[]`;
  return rows<Candidate>(
    db,
    sql`WITH target AS (SELECT avg(t.x) AS x, avg(t.y) AS y FROM event_seats t
          WHERE t.account_id = ${accountId} AND t.event_id = ${eventId} AND t.id = ANY(${near}))
      SELECT s.id, s.section, s.row, s.position, s.price_level_id, coalesce(pl.default_price, 0) AS price,
          round(10 * sqrt(power(s.x - target.x, 2) + power(s.y - target.y, 2)))::int AS rank
        FROM event_seats s CROSS JOIN target LEFT JOIN price_levels pl ON pl.id = s.price_level_id
        WHERE ${availableTo(accountId, eventId, allowedHolds, now)} AND target.x IS NOT NULL`,
  );
}

/**
 * The available seats in the rows of the `limit` best-scored ones, each with the score below
 * which every available seat was looked at (`floor`; null when fewer than `limit` are available).
 */
export function candidatesInBestRows(
  db: Db,
  accountId: number,
  eventId: number,
  allowedHolds: readonly number[],
  now: Date,
  limit: number,
) {
  const available = availableTo(accountId, eventId, allowedHolds, now);
  return rows<Candidate & { floor: number | null }>(
    db,
    sql`WITH top AS (SELECT s.section, s.row, s.rank FROM event_seats s WHERE ${available}
          ORDER BY s.rank, s.id LIMIT ${limit}),
        bound AS (SELECT CASE WHEN count(*) < ${limit} THEN NULL ELSE max(rank) END AS floor FROM top)
      SELECT s.id, s.section, s.row, s.position, s.rank, s.price_level_id,
          coalesce(pl.default_price, 0) AS price, (SELECT floor FROM bound) AS floor
        FROM event_seats s LEFT JOIN price_levels pl ON pl.id = s.price_level_id
        WHERE ${available} AND (s.section, s.row) IN (SELECT DISTINCT section, row FROM top)`,
  );
}

/** Every available seat without an alert. */
export function allCandidates(
  db: Db,
  accountId: number,
  eventId: number,
  allowedHolds: readonly number[],
  now: Date,
) {
  return rows<Candidate>(
    db,
    sql`SELECT s.id, s.section, s.row, s.position, s.rank, s.price_level_id, coalesce(pl.default_price, 0) AS price
      FROM event_seats s LEFT JOIN price_levels pl ON pl.id = s.price_level_id
      WHERE ${availableTo(accountId, eventId, allowedHolds, now)}`,
  );
}

/** These seats of the event, in seat order. */
export async function seatsInOrder(db: Db, accountId: number, eventId: number, seatIds: number[]) {
  return rows<{
    id: number | string;
    section: string;
    row: string;
    seat: string;
    price_level_id: number | null;
  }>(
    db,
    sql`SELECT s.id, s.section, s.row, s.seat, s.price_level_id FROM event_seats s
      WHERE s.account_id = ${accountId} AND s.event_id = ${eventId} AND s.id = ANY(${arrayParam(seatIds)}::bigint[])
      ORDER BY s.section, s.row, s.position`,
  );
}
