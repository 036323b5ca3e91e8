import type { SeatHistoryReason } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';
import { nextChange } from './seat-state.sql';

/**
 * Returns to general sale the seats of an event still resting in a hold open to `channel`
 * (decisions/0054: house seats nobody requested). One guarded statement: only a seat whose
 * status is still `hold` changes, so a seat a basket took a moment before (reserved, sold) is
 * left alone, and a buyer can take a released seat only once it is open. Answers how many.
 */
export async function releaseChannelHolds(
  db: Db,
  accountId: number,
  eventId: number,
  channel: string,
  reason: SeatHistoryReason,
  now: Date,
): Promise<number> {
  const released = await rows<{ id: number }>(
    db,
    sql`WITH upd AS (
        UPDATE event_seats s SET status = 'open', hold_id = NULL, change_seq = ${nextChange}
        FROM holds h
        WHERE s.account_id = ${accountId} AND s.event_id = ${eventId} AND s.status = 'hold'
          AND h.id = s.hold_id AND h.account_id = ${accountId} AND NOT h.act_as_kill
          AND ${channel} = ANY(h.allowed_channels)
        RETURNING s.id, s.event_id, h.id AS hold_id
      ), logged AS (
        INSERT INTO seat_history (account_id, event_id, event_seat_id, from_status, to_status, hold_id, reason_code, created_at)
        SELECT ${accountId}, event_id, id, 'hold', 'open', hold_id, ${reason}, ${now} FROM upd
      )
      SELECT id FROM upd`,
  );
  return released.length;
}
