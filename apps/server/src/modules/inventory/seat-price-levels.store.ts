import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';
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
