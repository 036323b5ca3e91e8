import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { arrayParam, rows } from '@/db/sql';
import { placesOf } from '@/modules/events/events-dashboard.store';
import { seatStatusNow } from '@/modules/inventory/seat-state.sql';
import { and } from './report-filters.sql';

/** The inventory report's question (decisions/0080): performances starting between two instants. */
export interface InventoryQuery {
  accountId: number;
  from: Date;
  to: Date;
  eventIds: readonly number[];
  venueId?: number;
  eventScope?: SQL;
}

export interface InventoryRow {
  eventId: number;
  name: string;
  startsAt: Date;
  venueName: string | null;
  capacity: number;
  sold: number;
  comp: number;
  held: number;
  killed: number;
  reserved: number;
  open: number;
  soldValue: number;
}

const num = (v: unknown) => Number(v ?? 0);

function chosenEvents(q: InventoryQuery): SQL {
  const where = [
    sql`events.account_id = ${q.accountId}`,
    sql`events.starts_at >= ${q.from}`,
    sql`events.starts_at < ${q.to}`,
    sql`events.status <> 'Cancelled'`,
    ...(q.eventIds.length > 0 ? [sql`events.id = ANY(${arrayParam(q.eventIds)}::int[])`] : []),
    ...(q.venueId !== undefined ? [sql`events.venue_id = ${q.venueId}`] : []),
    ...(q.eventScope ? [q.eventScope] : []),
  ];
  return sql`SELECT events.id FROM events WHERE ${and(where)}`;
}

/**
 * Every chosen performance's places by their state now, exactly as the event dashboard counts
 * them (events-dashboard.store: seats by `seatStatusNow`, general-admission areas by their
 * reservations), and the totals of its live tickets.
 */
export async function inventoryByEvent(db: Db, q: InventoryQuery, now: Date): Promise<InventoryRow[]> {
  const list = await rows<Record<string, unknown>>(
    db,
    sql`WITH chosen AS (${chosenEvents(q)}),
    places AS (${placesOf(q.accountId, sql`SELECT id FROM chosen`, now)}),
    figures AS (
      SELECT event_id, coalesce(sum(n), 0) AS capacity,
        coalesce(sum(n) FILTER (WHERE status = 'sold'), 0) AS sold,
        coalesce(sum(n) FILTER (WHERE status = 'comp'), 0) AS comp,
        coalesce(sum(n) FILTER (WHERE status = 'hold'), 0) AS held,
        coalesce(sum(n) FILTER (WHERE status = 'kill'), 0) AS killed,
        coalesce(sum(n) FILTER (WHERE status = 'reserved'), 0) AS reserved,
        coalesce(sum(n) FILTER (WHERE status = 'open'), 0) AS open
      FROM places GROUP BY event_id
    ),
    money AS (
      SELECT t.event_id, sum(t.total) AS sold_value FROM order_tickets t
      WHERE t.account_id = ${q.accountId} AND t.status <> 'voided' AND t.event_id IN (SELECT id FROM chosen)
      GROUP BY t.event_id
    )
    SELECT e.id, e.name, e.starts_at, v.name AS venue_name, f.capacity, f.sold, f.comp, f.held, f.killed,
      f.reserved, f.open, m.sold_value
    FROM chosen c JOIN events e ON e.id = c.id LEFT JOIN venues v ON v.id = e.venue_id
      LEFT JOIN figures f ON f.event_id = c.id LEFT JOIN money m ON m.event_id = c.id
    ORDER BY e.starts_at, e.id`,
  );
  return list.map((r) => ({
    eventId: num(r.id),
    name: String(r.name),
    startsAt: new Date(String(r.starts_at)),
    venueName: r.venue_name == null ? null : String(r.venue_name),
    capacity: num(r.capacity),
    sold: num(r.sold),
    comp: num(r.comp),
    held: num(r.held),
    killed: num(r.killed),
    reserved: num(r.reserved),
    open: num(r.open),
    soldValue: num(r.sold_value),
  }));
}

/** The seats resting in each (not kill) hold now, per chosen performance, by hold name. */
export async function heldByHold(
  db: Db,
  q: InventoryQuery,
  now: Date,
): Promise<{ eventId: number; holdId: number; name: string; places: number }[]> {
  const list = await rows<Record<string, unknown>>(
    db,
    sql`WITH chosen AS (${chosenEvents(q)})
    SELECT s.event_id, h.id AS hold_id, h.name, count(*) AS places
    FROM event_seats s JOIN holds h ON h.id = s.hold_id
    WHERE s.account_id = ${q.accountId} AND s.event_id IN (SELECT id FROM chosen)
      AND ${seatStatusNow(now)} = 'hold'
    GROUP BY s.event_id, h.id, h.name ORDER BY s.event_id, h.name, h.id`,
  );
  return list.map((r) => ({
    eventId: num(r.event_id),
    holdId: num(r.hold_id),
    name: String(r.name),
    places: num(r.places),
  }));
}
