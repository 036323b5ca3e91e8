import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';
import { nextChange, restingStatus, seatReservationOver } from './seat-state.sql';

/**
 * Tidies seat reservations whose time has run out: seats go back to open or their hold, GA
 * places back to their area. Correctness does not depend on it (takers treat expired
 * reservations as available); it keeps counts and seat maps current. Works in batches.
 */
export async function sweepExpiredSeats(
  db: Db,
  now: Date,
  batch: number,
): Promise<{ seats: number; places: number }> {
  const seats = await rows<{ id: number }>(
    db,
    sql`WITH rel AS (
        SELECT s.id, ${restingStatus} AS resting FROM event_seats s LEFT JOIN holds h ON h.id = s.hold_id
        WHERE ${seatReservationOver(now)}
        ORDER BY s.id LIMIT ${batch} FOR UPDATE OF s SKIP LOCKED
      ), upd AS (
        UPDATE event_seats s SET status = rel.resting, basket_id = NULL, reserved_until = NULL, channel = NULL, change_seq = ${nextChange}
        FROM rel WHERE s.id = rel.id AND s.status = 'reserved'
        RETURNING s.id, s.account_id, s.event_id, s.status, s.hold_id
      ), logged AS (
        INSERT INTO seat_history (account_id, event_id, event_seat_id, from_status, to_status, hold_id, reason_code, created_at)
        SELECT account_id, event_id, id, 'reserved', status, hold_id, 'expired', ${now} FROM upd
      )
      SELECT id FROM upd`,
  );
  const areas = await rows<{ area_id: number }>(
    db,
    sql`SELECT DISTINCT area_id FROM ga_reservations WHERE status = 'reserved' AND reserved_until <= ${now} ORDER BY area_id LIMIT ${batch}`,
  );
  let places = 0;
  for (const { area_id: areaId } of areas) {
    places += await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM event_ga_areas WHERE id = ${areaId} FOR UPDATE`);
      const [freed] = await rows<{ n: number | null }>(
        tx,
        sql`WITH expired AS (
            UPDATE ga_reservations SET status = 'expired', ended_at = ${now}
            WHERE area_id = ${areaId} AND status = 'reserved' AND reserved_until <= ${now}
            RETURNING account_id, event_id, quantity
          ), dec AS (
            UPDATE event_ga_areas SET taken = taken - (SELECT coalesce(sum(quantity), 0) FROM expired) WHERE id = ${areaId}
          ), logged AS (
            INSERT INTO seat_history (account_id, event_id, ga_area_id, quantity, from_status, to_status, reason_code, created_at)
            SELECT account_id, event_id, ${areaId}, quantity, 'reserved', 'open', 'expired', ${now} FROM expired
          )
          SELECT sum(quantity)::int AS n FROM expired`,
      );
      return freed?.n ?? 0;
    });
  }
  return { seats: seats.length, places };
}
