import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { arrayParam, rows } from '@/db/sql';
import { nextChange } from './seat-state.sql';

/** How many seats rest in (or will return to) these holds. */
export async function seatsInHolds(db: Db, accountId: number, holdIds: readonly number[]): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM event_seats WHERE account_id = ${accountId}
      AND hold_id = ANY(${arrayParam(holdIds)}::int[]) AND status IN ('hold', 'kill', 'reserved')`,
  );
  return row?.n ?? 0;
}

/**
 * Moves the seats of archived holds to another hold, or returns them to open (spec §4).
 * Seats in a basket keep their basket and will rest in the new place when released.
 */
export async function reassignHoldSeats(
  tx: Db,
  accountId: number,
  fromHoldIds: readonly number[],
  toHoldId: number | null,
  userId: number,
  now: Date,
): Promise<number> {
  const resting =
    toHoldId === null
      ? sql`'open'`
      : sql`(SELECT CASE WHEN act_as_kill THEN 'kill' ELSE 'hold' END FROM holds WHERE id = ${toHoldId}::int)`;
  const moved = await rows<{ id: number }>(
    tx,
    sql`WITH old AS (
        SELECT id, status FROM event_seats WHERE account_id = ${accountId}
          AND hold_id = ANY(${arrayParam(fromHoldIds)}::int[]) AND status IN ('hold', 'kill', 'reserved')
        ORDER BY id FOR UPDATE
      ), upd AS (
        UPDATE event_seats s SET hold_id = ${toHoldId}::int,
          status = CASE WHEN old.status = 'reserved' THEN 'reserved' ELSE ${resting} END, change_seq = ${nextChange}
        FROM old WHERE s.id = old.id RETURNING s.id, s.event_id, old.status AS from_status, s.status, s.hold_id
      ), logged AS (
        INSERT INTO seat_history (account_id, event_id, event_seat_id, from_status, to_status, user_id, hold_id, reason_code, created_at)
        SELECT ${accountId}, event_id, id, from_status, status, ${userId}, hold_id, 'holdArchived', ${now} FROM upd
        WHERE from_status <> 'reserved'
      )
      SELECT id FROM upd`,
  );
  return moved.length;
}
