import type { DashboardFigures } from '@tessera/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { arrayParam, rows } from '@/db/sql';
import { seatStatusNow } from '@/modules/inventory/seat-state.sql';

interface FigureRow {
  is_total: number;
  price_level_id: number | null;
  name: string | null;
  color: string | null;
  price: number | null;
  capacity: number;
  open: number;
  reserved: number;
  held: number;
  killed: number;
  sold: number;
  comp: number;
  gross: string | number;
}

function figuresOf(row: FigureRow | undefined): DashboardFigures {
  const capacity = row?.capacity ?? 0;
  const sold = row?.sold ?? 0;
  return {
    capacity,
    open: row?.open ?? 0,
    reserved: row?.reserved ?? 0,
    held: row?.held ?? 0,
    killed: row?.killed ?? 0,
    sold,
    comp: row?.comp ?? 0,
    gross: Number(row?.gross ?? 0),
    percentSold: capacity === 0 ? 0 : Math.round((sold / capacity) * 1000) / 10,
  };
}

/**
 * Every place of the given events with its status now, one row per seat and one per
 * general-admission area and status (a reservation past its expiry counts as open, as it is for
 * buyers): the one reading of an event's figures, for one event or many.
 */
export function placesOf(accountId: number, eventIds: readonly number[] | SQL, now: Date): SQL {
  // A list of ids, or a statement answering them (a report's chosen events).
  const chosen = Array.isArray(eventIds)
    ? sql`SELECT unnest(${arrayParam(eventIds)}::int[])`
    : (eventIds as SQL);
  return sql`
      SELECT s.event_id, s.price_level_id,
             ${seatStatusNow(now)} AS status,
             1 AS n
      FROM event_seats s
      WHERE s.account_id = ${accountId} AND s.event_id IN (${chosen})
      UNION ALL
      SELECT a.event_id, a.price_level_id, v.status, v.n
      FROM event_ga_areas a
      CROSS JOIN LATERAL (
        SELECT coalesce(sum(r.quantity) FILTER (WHERE r.status = 'sold'), 0)::int AS sold,
               coalesce(sum(r.quantity) FILTER (WHERE r.status = 'comp'), 0)::int AS comp
        FROM ga_reservations r
        WHERE r.account_id = a.account_id AND r.area_id = a.id
      ) g
      CROSS JOIN LATERAL (
        VALUES ('sold', g.sold), ('comp', g.comp), ('hold', a.house_seats_held),
          ('reserved', a.taken - g.sold - g.comp - a.house_seats_held), ('open', a.capacity - a.taken)
      ) AS v(status, n)
      WHERE a.account_id = ${accountId} AND a.event_id IN (${chosen})`;
}

/**
 * An event's sales figures in one aggregate statement: every seat by status (a reservation
 * past its expiry counts as open, as it is for buyers) and every general-admission area's
 * places, grouped by price level with a grand total row. Gross is the face value of sold
 * places at their price level's price.
 */
export async function eventDashboard(db: Db, accountId: number, eventId: number, now: Date) {
  const result = (await db.execute(sql`
    WITH places AS (
      ${placesOf(accountId, [eventId], now)}
    )
    SELECT GROUPING(p.price_level_id) AS is_total,
           p.price_level_id, pl.name, pl.color, pl.default_price AS price,
           coalesce(sum(p.n), 0)::int AS capacity,
           coalesce(sum(p.n) FILTER (WHERE p.status = 'open'), 0)::int AS open,
           coalesce(sum(p.n) FILTER (WHERE p.status = 'reserved'), 0)::int AS reserved,
           coalesce(sum(p.n) FILTER (WHERE p.status = 'hold'), 0)::int AS held,
           coalesce(sum(p.n) FILTER (WHERE p.status = 'kill'), 0)::int AS killed,
           coalesce(sum(p.n) FILTER (WHERE p.status = 'sold'), 0)::int AS sold,
           coalesce(sum(p.n) FILTER (WHERE p.status = 'comp'), 0)::int AS comp,
           coalesce(sum(p.n * pl.default_price) FILTER (WHERE p.status = 'sold'), 0)::bigint AS gross
    FROM places p
    LEFT JOIN price_levels pl ON pl.id = p.price_level_id AND pl.account_id = ${accountId}
    GROUP BY GROUPING SETS ((p.price_level_id, pl.name, pl.color, pl.default_price), ())
    ORDER BY GROUPING(p.price_level_id), pl.name NULLS LAST
  `)) as unknown as { rows: FigureRow[] };
  const total = result.rows.find((r) => Number(r.is_total) === 1);
  return {
    totals: figuresOf(total),
    priceLevels: result.rows
      .filter((r) => Number(r.is_total) === 0)
      .map((r) => ({
        ...figuresOf(r),
        priceLevelId: r.price_level_id,
        name: r.name,
        color: r.color,
        price: r.price,
      })),
  };
}

/** Sold places against capacity for each of the given events, in one statement. */
export async function soldAndCapacityByEvent(
  db: Db,
  accountId: number,
  eventIds: readonly number[],
  now: Date,
): Promise<Map<number, { sold: number; capacity: number }>> {
  if (eventIds.length === 0) return new Map();
  const found = await rows<{ event_id: number; sold: number; capacity: number }>(
    db,
    sql`WITH places AS (${placesOf(accountId, eventIds, now)})
      SELECT p.event_id, coalesce(sum(p.n), 0)::int AS capacity,
             coalesce(sum(p.n) FILTER (WHERE p.status = 'sold'), 0)::int AS sold
      FROM places p GROUP BY p.event_id`,
  );
  return new Map(found.map((r) => [Number(r.event_id), { sold: r.sold, capacity: r.capacity }]));
}
