import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { arrayParam, rows } from '@/db/sql';
import { nextChange, seatAvailable } from './seat-state.sql';

/**
 * Renewal holds of season packages (decisions/0096): the seats of next season's package held
 * for this season's holders until the renewal deadline, and given back at it. Season renewals
 * are another area's rows; here they are the places and ids to hold and release.
 */

/**
 * Holds, in one statement, the seats of every renewal of the package still waiting for them
 * (`unavailable` and never released): for each renewal, the seat at its place (section, row,
 * seat) in every event of the package, locked in id order, and held only when at least `needed`
 * of them are open now (every event of a fixed package, a flex package's N: decisions/0119). A
 * seat taken by a buyer meanwhile is re-read after its lock and left out, so a renewal short of
 * `needed` holds nothing (all or nothing per renewal); the renewal-seat unique index makes a
 * seat held twice impossible. Returns how many renewals were held.
 */
export async function holdRenewalSeats(
  tx: Db,
  accountId: number,
  packageId: number,
  holdId: number,
  eventIds: readonly number[],
  needed: number,
  now: Date,
): Promise<number> {
  if (eventIds.length === 0 || needed < 1) return 0;
  const [result] = await rows<{ held: number }>(
    tx,
    sql`WITH cand AS (
        SELECT r.id AS renewal_id, s.id AS seat_id, s.event_id, s.status AS from_status
        FROM season_renewals r
        JOIN event_seats s ON s.account_id = r.account_id AND s.section = r.section AND s.row = r.row AND s.seat = r.seat
        WHERE r.account_id = ${accountId} AND r.package_id = ${packageId} AND r.status = 'unavailable'
          AND r.released_at IS NULL AND s.event_id = ANY(${arrayParam(eventIds)}::int[])
          AND ${seatAvailable(now, [])}
          AND NOT EXISTS (SELECT 1 FROM season_renewal_seats o WHERE o.event_seat_id = s.id)
        ORDER BY s.id FOR UPDATE OF s
      ), complete AS (
        SELECT renewal_id FROM cand GROUP BY renewal_id HAVING count(*) >= ${Math.min(needed, eventIds.length)}
      ), chosen AS (
        SELECT cand.* FROM cand JOIN complete USING (renewal_id)
      ), held AS (
        UPDATE event_seats s SET status = 'hold', hold_id = ${holdId}, basket_id = NULL, reserved_until = NULL,
          channel = NULL, change_seq = ${nextChange}
        FROM chosen WHERE s.id = chosen.seat_id
        RETURNING s.id, s.event_id, chosen.from_status
      ), logged AS (
        INSERT INTO seat_history (account_id, event_id, event_seat_id, from_status, to_status, hold_id, reason_code, created_at)
        SELECT ${accountId}, event_id, id, from_status, 'hold', ${holdId}, 'renewalHeld', ${now} FROM held
      ), seats AS (
        INSERT INTO season_renewal_seats (renewal_id, event_id, event_seat_id)
        SELECT renewal_id, event_id, seat_id FROM chosen
      ), marked AS (
        UPDATE season_renewals SET status = 'held' WHERE id IN (SELECT renewal_id FROM complete) RETURNING id
      )
      SELECT count(*)::int AS held FROM marked`,
  );
  return result?.held ?? 0;
}

/**
 * Gives back, at the deadline, the seats held for renewals nobody renewed: seats still resting
 * in the renewal hold go back to open; seats in a basket at that moment lose the hold, so they
 * rest open if that basket lets them go. The renewals are marked released and let go of their
 * seats (which may be held again for another package). Returns the seats given back.
 */
export async function releaseRenewalSeats(
  tx: Db,
  accountId: number,
  packageId: number,
  holdId: number,
  now: Date,
): Promise<number> {
  const [result] = await rows<{ released: number }>(
    tx,
    sql`WITH pending AS (
        SELECT r.id FROM season_renewals r
        WHERE r.account_id = ${accountId} AND r.package_id = ${packageId} AND r.status = 'held'
          AND NOT EXISTS (
            SELECT 1 FROM season_package_lines l JOIN orders o ON o.basket_id = l.basket_id AND o.account_id = l.account_id
            WHERE l.renewal_id = r.id)
      ), seats AS (
        SELECT s.id, s.status FROM event_seats s JOIN season_renewal_seats rs ON rs.event_seat_id = s.id
        WHERE rs.renewal_id IN (SELECT id FROM pending) AND s.hold_id = ${holdId} AND s.status IN ('hold', 'reserved')
        ORDER BY s.id FOR UPDATE OF s
      ), upd AS (
        UPDATE event_seats s SET status = CASE WHEN seats.status = 'hold' THEN 'open' ELSE s.status END,
          hold_id = NULL, change_seq = ${nextChange}
        FROM seats WHERE s.id = seats.id
        RETURNING s.id, s.event_id, seats.status AS from_status
      ), logged AS (
        INSERT INTO seat_history (account_id, event_id, event_seat_id, from_status, to_status, hold_id, reason_code, created_at)
        SELECT ${accountId}, event_id, id, 'hold', 'open', ${holdId}, 'renewalReleased', ${now} FROM upd
        WHERE from_status = 'hold'
      ), marked AS (
        UPDATE season_renewals SET status = 'released', released_at = ${now} WHERE id IN (SELECT id FROM pending)
      ), unlinked AS (
        DELETE FROM season_renewal_seats WHERE renewal_id IN (SELECT id FROM pending)
      )
      SELECT count(*) FILTER (WHERE from_status = 'hold')::int AS released FROM upd`,
  );
  return result?.released ?? 0;
}

/**
 * Gives back a renewal's held seats when its holder swaps them for better ones (an upgrade) or
 * leaves their events out of a flex renewal (`renewalNotChosen`, decisions/0119), inside the
 * caller's transaction: only seats still resting in the renewal hold. Returns how many were
 * given back.
 */
export async function releaseHeldSeats(
  tx: Db,
  accountId: number,
  holdId: number,
  seatIds: readonly number[],
  now: Date,
  reason: 'renewalUpgrade' | 'renewalNotChosen' = 'renewalUpgrade',
): Promise<number> {
  if (seatIds.length === 0) return 0;
  const released = await rows<{ id: number }>(
    tx,
    sql`WITH seats AS (
        SELECT s.id FROM event_seats s
        WHERE s.account_id = ${accountId} AND s.id = ANY(${arrayParam(seatIds)}::bigint[])
          AND s.status = 'hold' AND s.hold_id = ${holdId}
        ORDER BY s.id FOR UPDATE
      ), upd AS (
        UPDATE event_seats s SET status = 'open', hold_id = NULL, change_seq = ${nextChange}
        FROM seats WHERE s.id = seats.id RETURNING s.id, s.event_id
      ), logged AS (
        INSERT INTO seat_history (account_id, event_id, event_seat_id, from_status, to_status, hold_id, reason_code, created_at)
        SELECT ${accountId}, event_id, id, 'hold', 'open', ${holdId}, ${reason}, ${now} FROM upd
      )
      SELECT id FROM upd`,
  );
  return released.length;
}

/**
 * Seats a basket just took for a renewal upgrade rest in the renewal hold: if the basket lets
 * them go before it is paid, they stay held for the holder (until the deadline), not open.
 */
export async function restInRenewalHold(
  tx: Db,
  accountId: number,
  basketId: string,
  holdId: number,
  seatIds: readonly number[],
): Promise<void> {
  await tx.execute(
    sql`UPDATE event_seats SET hold_id = ${holdId}
      WHERE account_id = ${accountId} AND basket_id = ${basketId}::uuid AND status = 'reserved'
        AND id = ANY(${arrayParam(seatIds)}::bigint[])`,
  );
}
