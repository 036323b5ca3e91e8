import { type SQL, sql } from 'drizzle-orm';
import { arrayParam } from '@/db/sql';

/**
 * The one definition of "this seat can be taken now by this buyer", on event_seats aliased
 * `s`: open; or held by a hold the buyer may sell; or reserved by a basket whose time has
 * run out (so correctness never waits for the sweeper).
 */
export function seatAvailable(now: Date, allowedHoldIds: readonly number[]): SQL {
  const holds = sql`${arrayParam(allowedHoldIds)}::int[]`;
  return sql`(s.status = 'open'
    OR (s.status = 'hold' AND s.hold_id = ANY(${holds}))
    OR (s.status = 'reserved' AND s.reserved_until <= ${now} AND (s.hold_id IS NULL OR s.hold_id = ANY(${holds}))))`;
}

/** Where a seat rests when nobody is buying it: open, or its hold's hold or kill (holds aliased `h`). */
export const restingStatus = sql`(CASE WHEN s.hold_id IS NULL THEN 'open' WHEN h.act_as_kill THEN 'kill' ELSE 'hold' END)`;

export const nextChange = sql`nextval('event_seat_changes')`;
