import type { SeatHistoryReason } from '@tessera/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import type { Outcome } from '@/db/group-queue';
import { arrayParam, rows } from '@/db/sql';
import { nextChange, restingStatus } from './seat-state.sql';

/** Everything one basket holds, given back. */
export interface BasketRelease {
  basketId: string;
  now: Date;
  userId: number | null;
  reason: SeatHistoryReason | null;
}

/**
 * Whole-basket releases of one account in one statement: each basket's reserved seats return
 * to open or their hold, its GA places to their areas (locked in id order, like every other
 * statement that changes `taken`), with a history entry for each.
 */
export function releaseGroupStatement(accountId: number, releases: readonly BasketRelease[]): SQL {
  const column = <T>(pick: (r: BasketRelease, req: number) => T) => arrayParam(releases.map(pick));
  return sql`WITH b AS (
      SELECT * FROM unnest(${column((_, req) => req)}::int[], ${column((r) => r.basketId)}::uuid[],
        ${column((r) => r.userId)}::int[], ${column((r) => r.reason)}::text[], ${column((r) => r.now.toISOString())}::timestamptz[])
        AS b(req, basket_id, user_id, reason, now)
    ), rel AS (
      SELECT s.id, b.req, ${restingStatus} AS resting FROM event_seats s
      JOIN b ON s.basket_id = b.basket_id LEFT JOIN holds h ON h.id = s.hold_id
      WHERE s.account_id = ${accountId} AND s.status = 'reserved'
      ORDER BY s.id FOR UPDATE OF s
    ), upd AS (
      UPDATE event_seats s SET status = rel.resting, basket_id = NULL, reserved_until = NULL, channel = NULL, change_seq = ${nextChange}
      FROM rel WHERE s.id = rel.id RETURNING s.id, s.event_id, s.status, s.hold_id, rel.req
    ), logged AS (
      INSERT INTO seat_history (account_id, event_id, event_seat_id, from_status, to_status, basket_id, user_id, hold_id, reason_code, created_at)
      SELECT ${accountId}, upd.event_id, upd.id, 'reserved', upd.status, b.basket_id, b.user_id, upd.hold_id, b.reason, b.now
      FROM upd JOIN b ON b.req = upd.req
    ), areas AS (
      SELECT id FROM event_ga_areas WHERE id IN (
        SELECT g.area_id FROM ga_reservations g JOIN b ON g.basket_id = b.basket_id
        WHERE g.account_id = ${accountId} AND g.status = 'reserved'
      ) ORDER BY id FOR UPDATE
    ), grel AS (
      UPDATE ga_reservations g SET status = 'released', ended_at = b.now FROM b
      WHERE g.account_id = ${accountId} AND g.basket_id = b.basket_id AND g.status = 'reserved'
        AND g.area_id IN (SELECT id FROM areas)
      RETURNING g.area_id, g.event_id, g.quantity, b.req
    ), per_area AS (SELECT area_id, sum(quantity)::int AS q FROM grel GROUP BY area_id),
    dec AS (UPDATE event_ga_areas a SET taken = a.taken - p.q FROM per_area p WHERE a.id = p.area_id RETURNING a.id),
    glogged AS (
      INSERT INTO seat_history (account_id, event_id, ga_area_id, quantity, from_status, to_status, basket_id, user_id, reason_code, created_at)
      SELECT ${accountId}, grel.event_id, grel.area_id, grel.quantity, 'reserved', 'open', b.basket_id, b.user_id, b.reason, b.now
      FROM grel JOIN b ON b.req = grel.req
    )
    SELECT b.req, coalesce(us.n, 0)::int AS seats, coalesce(gs.q, 0)::int AS places FROM b
    LEFT JOIN (SELECT req, count(*) AS n FROM upd GROUP BY req) us ON us.req = b.req
    LEFT JOIN (SELECT req, sum(quantity) AS q FROM grel GROUP BY req) gs ON gs.req = b.req`;
}

export async function runReleaseGroup(
  db: Db,
  accountId: number,
  releases: BasketRelease[],
): Promise<Outcome<{ seats: number; places: number }>[]> {
  const result = await rows<{ req: number; seats: number; places: number }>(
    db,
    releaseGroupStatement(accountId, releases),
  );
  const byReq = new Map(result.map((r) => [Number(r.req), r]));
  return releases.map((_, req) => ({
    ok: true,
    value: { seats: Number(byReq.get(req)?.seats ?? 0), places: Number(byReq.get(req)?.places ?? 0) },
  }));
}
