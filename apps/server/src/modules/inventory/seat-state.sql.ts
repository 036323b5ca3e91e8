import type { SalesChannel } from '@tessera/domain';
import { type SQL, sql } from 'drizzle-orm';
import { arrayParam } from '@/db/sql';

/**
 * The one definition of a seat's state, on event_seats aliased `s`, for every statement that
 * reads or writes it (the take statements, the seat maps, the open-seat counts, the event
 * dashboard). The domain's `seatStatusNow` and `isSeatAvailable` say the same; a test checks
 * that they agree on every state.
 */

const at = (now: Date | SQL): SQL => (now instanceof Date ? sql`${now}::timestamptz` : now);

/** Whether the seat's reservation has run out at `now` (its basket's time is over). */
export const seatReservationOver = (now: Date | SQL) =>
  sql`(s.status = 'reserved' AND s.reserved_until <= ${at(now)})`;

/**
 * The seat's status now: the stored status, except that a reservation whose time has run out
 * is already where the seat rests (open, or its hold's hold or kill), so no reader waits for
 * the sweeper.
 */
export function seatStatusNow(now: Date | SQL): SQL {
  return sql`(CASE WHEN ${seatReservationOver(now)} THEN (CASE WHEN s.hold_id IS NULL THEN 'open'
      WHEN (SELECT hk.act_as_kill FROM holds hk WHERE hk.id = s.hold_id) THEN 'kill' ELSE 'hold' END)
    ELSE s.status END)`;
}

const isHoldList = (holds: unknown): holds is readonly number[] => Array.isArray(holds);

/**
 * "This seat can be taken now by this buyer": open now, or resting now in a hold the buyer may
 * sell (never a kill hold: see sellableHolds). `holds` is the buyer's sellable hold ids, an
 * SQL `int[]` expression, or a condition on `s.hold_id` (a grouped take's own holds).
 */
export function seatAvailable(
  now: Date | SQL,
  holds: readonly number[] | { array: SQL } | { condition: SQL },
): SQL {
  const holdAllowed = isHoldList(holds)
    ? sql`s.hold_id = ANY(${arrayParam(holds)}::int[])`
    : 'array' in holds
      ? sql`s.hold_id = ANY(${holds.array})`
      : holds.condition;
  return sql`(s.status = 'open'
    OR (s.status = 'hold' AND s.hold_id IS NOT NULL AND ${holdAllowed})
    OR (${seatReservationOver(now)} AND (s.hold_id IS NULL OR ${holdAllowed})))`;
}

/** Seats shown as taken by a live basket: the earliest time one of them comes free. */
export function heldUntilNow(now: Date): SQL {
  return sql`min(s.reserved_until) FILTER (WHERE s.status = 'reserved' AND s.reserved_until > ${now}::timestamptz)`;
}

/** Where a seat rests when nobody is buying it: open, or its hold's hold or kill (holds aliased `h`). */
export const restingStatus = sql`(CASE WHEN s.hold_id IS NULL THEN 'open' WHEN h.act_as_kill THEN 'kill' ELSE 'hold' END)`;

export const nextChange = sql`nextval('event_seat_changes')`;

/** Who takes seats: the basket, its channel, and the holds it may take from. */
export interface Buyer {
  basketId: string;
  channel: SalesChannel;
  /** Holds this buyer may take seats from (see allowedHoldIds). */
  allowedHoldIds: readonly number[];
  userId: number | null;
}
