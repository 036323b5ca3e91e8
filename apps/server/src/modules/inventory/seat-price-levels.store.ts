import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { arrayParam, rows } from '@/db/sql';
import { nextChange } from './seat-state.sql';

/** Seats and general-admission areas of an event painted with a price level. */
export async function placesPaintedWith(
  db: Db,
  accountId: number,
  eventId: number,
  priceLevelId: number,
): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`SELECT (SELECT count(*) FROM event_seats WHERE account_id = ${accountId} AND event_id = ${eventId}
          AND price_level_id = ${priceLevelId})::int
      + (SELECT count(*) FROM event_ga_areas WHERE account_id = ${accountId} AND event_id = ${eventId}
          AND price_level_id = ${priceLevelId})::int AS n`,
  );
  return row?.n ?? 0;
}

/**
 * Paints every seat and general-admission area of an event that has one price level with
 * another, whatever the seat's status (spec §4: an archived level's seats need a replacement).
 * Seats take a new change number so open seat maps pick the new colour up.
 */
export async function repaintPriceLevel(
  tx: Db,
  accountId: number,
  eventId: number,
  fromLevelId: number,
  toLevelId: number,
): Promise<number> {
  const seats = await rows<{ id: number }>(
    tx,
    sql`UPDATE event_seats SET price_level_id = ${toLevelId}, change_seq = ${nextChange}
      WHERE account_id = ${accountId} AND event_id = ${eventId} AND price_level_id = ${fromLevelId}
      RETURNING id`,
  );
  const areas = await rows<{ id: number }>(
    tx,
    sql`UPDATE event_ga_areas SET price_level_id = ${toLevelId}
      WHERE account_id = ${accountId} AND event_id = ${eventId} AND price_level_id = ${fromLevelId}
      RETURNING id`,
  );
  return seats.length + areas.length;
}

/** Paints each named section's seats and each named area with a price level (names to level ids). */
export async function paintByName(
  tx: Db,
  accountId: number,
  eventId: number,
  sections: Map<string, number>,
  areas: Map<string, number>,
): Promise<void> {
  if (sections.size > 0) {
    await tx.execute(sql`UPDATE event_seats s SET price_level_id = z.level
      FROM unnest(${arrayParam([...sections.keys()])}::text[], ${arrayParam([...sections.values()])}::int[])
        AS z(section, level)
      WHERE s.account_id = ${accountId} AND s.event_id = ${eventId} AND s.section = z.section`);
  }
  if (areas.size > 0) {
    await tx.execute(sql`UPDATE event_ga_areas g SET price_level_id = z.level
      FROM unnest(${arrayParam([...areas.keys()])}::text[], ${arrayParam([...areas.values()])}::int[])
        AS z(name, level)
      WHERE g.account_id = ${accountId} AND g.event_id = ${eventId} AND g.name = z.name`);
  }
}

/** Paints single seats with a price level (their own price zone, set in the map designer). */
export async function paintSeats(
  tx: Db,
  accountId: number,
  eventId: number,
  seats: readonly { section: string; row: string; seat: string; priceLevelId: number }[],
): Promise<void> {
  if (seats.length === 0) return;
  await tx.execute(sql`UPDATE event_seats s SET price_level_id = z.level
    FROM unnest(${arrayParam(seats.map((x) => x.section))}::text[], ${arrayParam(seats.map((x) => x.row))}::text[],
      ${arrayParam(seats.map((x) => x.seat))}::text[], ${arrayParam(seats.map((x) => x.priceLevelId))}::int[])
      AS z(section, row, seat, level)
    WHERE s.account_id = ${accountId} AND s.event_id = ${eventId}
      AND s.section = z.section AND s.row = z.row AND s.seat = z.seat`);
}

/**
 * Each seat and general-admission area of a copied event takes the copy's price level of the
 * same name as its original's.
 */
export async function paintLikeEvent(
  tx: Db,
  accountId: number,
  sourceId: number,
  copyId: number,
): Promise<void> {
  await tx.execute(sql`
    UPDATE event_seats AS c SET price_level_id = np.id
    FROM event_seats AS s
    JOIN price_levels AS op ON op.id = s.price_level_id
    JOIN price_levels AS np ON np.event_id = ${copyId} AND np.account_id = ${accountId} AND np.name = op.name
    WHERE c.account_id = ${accountId} AND c.event_id = ${copyId}
      AND s.account_id = ${accountId} AND s.event_id = ${sourceId}
      AND s.section = c.section AND s.row = c.row AND s.seat = c.seat`);
  await tx.execute(sql`
    UPDATE event_ga_areas AS c SET price_level_id = np.id
    FROM event_ga_areas AS s
    JOIN price_levels AS op ON op.id = s.price_level_id
    JOIN price_levels AS np ON np.event_id = ${copyId} AND np.account_id = ${accountId} AND np.name = op.name
    WHERE c.account_id = ${accountId} AND c.event_id = ${copyId}
      AND s.account_id = ${accountId} AND s.event_id = ${sourceId} AND s.name = c.name`);
}
