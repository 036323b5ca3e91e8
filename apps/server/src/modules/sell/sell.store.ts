import type { SellableEvent, SellSeatAlert } from '@tessera/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { arrayParam, rows } from '@/db/sql';
import { seatAvailable } from '@/modules/inventory/seat-state.sql';

/** Which events a seller's user group lets them reach (events aliased `e`). */
export type EventsReach =
  | { kind: 'all' }
  | { kind: 'eventTemplates'; ids: readonly number[] }
  | { kind: 'venues'; ids: readonly number[] };

function reachCondition(reach: EventsReach): SQL {
  if (reach.kind === 'all') return sql`TRUE`;
  const ids = sql`${arrayParam(reach.ids)}::int[]`;
  return reach.kind === 'eventTemplates' ? sql`e.template_id = ANY(${ids})` : sql`e.venue_id = ANY(${ids})`;
}

interface EventRow {
  id: number;
  name: string;
  venue_name: string;
  timezone: string;
  starts_at: Date | string;
  open_seats: number;
  total_seats: number;
  series_id: number | null;
  series_name: string | null;
}

/**
 * Events with their seat counts: seats open now (`seatAvailable` without holds: open, or
 * reserved by a basket whose time ran out) plus general-admission places left, out of every
 * seat and place.
 */
function selectEvents(where: SQL, now: Date): SQL {
  return sql`SELECT e.id, e.name, v.name AS venue_name, v.timezone, e.starts_at,
      e.template_id AS series_id, (SELECT t.name FROM event_templates t WHERE t.id = e.template_id) AS series_name,
      coalesce(c.open_seats, 0) + coalesce(g.places_left, 0) AS open_seats,
      coalesce(c.total_seats, 0) + coalesce(g.capacity, 0) AS total_seats
    FROM events e
    JOIN venues v ON v.id = e.venue_id AND v.account_id = e.account_id
    LEFT JOIN LATERAL (
      SELECT count(*) FILTER (WHERE ${seatAvailable(now, [])})::int AS open_seats,
        count(*)::int AS total_seats
      FROM event_seats s WHERE s.event_id = e.id AND s.account_id = e.account_id
    ) c ON TRUE
    LEFT JOIN LATERAL (
      SELECT sum(greatest(ga.capacity - ga.taken, 0))::int AS places_left, sum(ga.capacity)::int AS capacity
      FROM event_ga_areas ga WHERE ga.event_id = e.id AND ga.account_id = e.account_id
    ) g ON TRUE
    WHERE ${where}`;
}

function toSellable(row: EventRow): SellableEvent {
  return {
    id: row.id,
    name: row.name,
    venueName: row.venue_name,
    timezone: row.timezone,
    startsAt: new Date(row.starts_at).toISOString(),
    openSeats: Number(row.open_seats),
    totalSeats: Number(row.total_seats),
    seriesId: row.series_id,
    seriesName: row.series_name,
  };
}

const escapeLike = (text: string) => text.replace(/[%_\\]/g, '\\$&');

/** Active events not cancelled, starting from now on, within the seller's reach, soonest first. */
export async function pageSellableEvents(
  db: Db,
  accountId: number,
  options: {
    reach: EventsReach;
    search?: string;
    seriesId?: number;
    page: number;
    pageSize: number;
    now: Date;
  },
): Promise<{ items: SellableEvent[]; total: number }> {
  const where = sql`e.account_id = ${accountId} AND e.active AND e.status <> 'Cancelled'
    AND e.starts_at >= ${options.now}
    AND ${reachCondition(options.reach)}
    ${options.search ? sql`AND e.name ILIKE ${`%${escapeLike(options.search)}%`}` : sql``}
    ${options.seriesId === undefined ? sql`` : sql`AND e.template_id = ${options.seriesId}`}`;
  const [items, [counted]] = await Promise.all([
    rows<EventRow>(
      db,
      sql`${selectEvents(where, options.now)} ORDER BY e.starts_at, e.id
        LIMIT ${options.pageSize} OFFSET ${(options.page - 1) * options.pageSize}`,
    ),
    rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM events e WHERE ${where}`),
  ]);
  return { items: items.map(toSellable), total: Number(counted?.n ?? 0) };
}

/** One event within the seller's reach, whatever its state, or undefined. */
export async function findReachableEvent(
  db: Db,
  accountId: number,
  eventId: number,
  reach: EventsReach,
  now: Date,
): Promise<SellableEvent | undefined> {
  const [row] = await rows<EventRow>(
    db,
    selectEvents(sql`e.account_id = ${accountId} AND e.id = ${eventId} AND ${reachCondition(reach)}`, now),
  );
  return row ? toSellable(row) : undefined;
}

/**
 * The seat alerts shown on an event's seats at sale, and the event's alert override, which
 * every seat with an alert shows in place of its own (`seatAlertShown`).
 */
export async function eventSeatAlerts(
  db: Db,
  accountId: number,
  eventId: number,
): Promise<{ overrideId: number | null; alerts: SellSeatAlert[] }> {
  const list = await rows<{
    id: number;
    name: string;
    message: string;
    requires_acknowledgement: boolean;
    override_id: number | null;
  }>(
    db,
    sql`WITH ev AS (SELECT alert_override_id FROM events WHERE account_id = ${accountId} AND id = ${eventId})
      SELECT a.id, a.name, a.message, a.requires_acknowledgement, (SELECT alert_override_id FROM ev) AS override_id
      FROM (SELECT NULL) one LEFT JOIN seat_alerts a ON a.account_id = ${accountId} AND a.id IN (
        SELECT DISTINCT coalesce((SELECT alert_override_id FROM ev), seat_alert_id) FROM event_seats
        WHERE account_id = ${accountId} AND event_id = ${eventId} AND seat_alert_id IS NOT NULL)
      ORDER BY a.id`,
  );
  return {
    overrideId: list[0]?.override_id ?? null,
    alerts: list
      .filter((a) => a.id !== null)
      .map((a) => ({
        id: a.id,
        name: a.name,
        message: a.message,
        requiresAcknowledgement: a.requires_acknowledgement,
      })),
  };
}
