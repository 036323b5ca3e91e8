import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import type { Outcome } from '@/db/group-queue';
import { arrayParam, rows } from '@/db/sql';
import { AppError } from '@/platform/http/app-error';
import type { Buyer } from './seat-state.sql';

/** One buyer's take of places in a general-admission area. */
export interface PlaceTake {
  quantity: number;
  buyer: Buyer;
  until: Date;
  now: Date;
}

/**
 * Many takes of one GA area in one statement: lock the area row, reclaim its reservations
 * that had expired by the earliest of the takes' times, then walk the takes in arrival order
 * (a recursive step per take) and let each one in only while the places left still cover it,
 * exactly as the takes would fare one statement after another. `taken` moves once, by what
 * was let in less what was reclaimed, under the same CHECK. The group queue puts at most one
 * take per basket in a group, so each new reservation is found again by its basket.
 */
export function gaGroupStatement(
  accountId: number,
  eventId: number,
  areaId: number,
  takes: readonly PlaceTake[],
): SQL {
  const column = <T>(pick: (t: PlaceTake, req: number) => T) => arrayParam(takes.map(pick));
  const earliest = new Date(Math.min(...takes.map((t) => t.now.getTime())));
  return sql`WITH RECURSIVE b AS (
      SELECT * FROM unnest(${column((_, req) => req)}::int[], ${column((t) => t.quantity)}::int[],
        ${column((t) => t.buyer.basketId)}::uuid[], ${column((t) => t.buyer.channel)}::text[],
        ${column((t) => t.buyer.userId)}::int[], ${column((t) => t.until.toISOString())}::timestamptz[],
        ${column((t) => t.now.toISOString())}::timestamptz[])
        AS b(req, quantity, basket_id, channel, user_id, until, now)
    ), area AS (
      SELECT id, taken, capacity FROM event_ga_areas
      WHERE id = ${areaId} AND account_id = ${accountId} AND event_id = ${eventId} FOR UPDATE
    ), expired AS (
      UPDATE ga_reservations SET status = 'expired', ended_at = ${earliest}
      WHERE area_id = ${areaId} AND status = 'reserved' AND reserved_until <= ${earliest} AND EXISTS (SELECT 1 FROM area)
      RETURNING account_id, event_id, quantity
    ), freed AS (SELECT coalesce(sum(quantity), 0)::int AS n FROM expired),
    walk AS (
      SELECT -1 AS req, area.capacity - area.taken + freed.n AS room, false AS ok FROM area, freed
      UNION ALL
      SELECT b.req, CASE WHEN b.quantity <= walk.room THEN walk.room - b.quantity ELSE walk.room END,
        b.quantity <= walk.room
      FROM walk JOIN b ON b.req = walk.req + 1
    ), admitted AS (SELECT b.* FROM b JOIN walk ON walk.req = b.req WHERE walk.ok),
    counted AS (
      UPDATE event_ga_areas a SET taken = a.taken - (SELECT n FROM freed)
        + (SELECT coalesce(sum(quantity), 0) FROM admitted)::int
      WHERE a.id = (SELECT id FROM area) RETURNING a.id
    ), reservation AS (
      INSERT INTO ga_reservations (account_id, event_id, area_id, basket_id, quantity, status, channel, reserved_until, created_at)
      SELECT ${accountId}, ${eventId}, counted.id, admitted.basket_id, admitted.quantity, 'reserved', admitted.channel, admitted.until, admitted.now
      FROM admitted, counted
      RETURNING id, basket_id
    ), logged AS (
      INSERT INTO seat_history (account_id, event_id, ga_area_id, quantity, from_status, to_status, basket_id, channel, user_id, reason_code, created_at)
      SELECT ${accountId}::int, ${eventId}::int, ${areaId}::int, admitted.quantity, 'open', 'reserved', admitted.basket_id,
        admitted.channel, admitted.user_id, NULL::text, admitted.now
      FROM admitted
      UNION ALL
      SELECT account_id, event_id, ${areaId}::int, quantity, 'reserved', 'open', NULL::uuid, NULL::text, NULL::int, 'expired', ${earliest}::timestamptz
      FROM expired
    )
    SELECT b.req, EXISTS (SELECT 1 FROM area) AS found, r.id FROM b LEFT JOIN reservation r ON r.basket_id = b.basket_id`;
}

/** Runs a group of GA takes and gives each its reservation id, or why it got none. */
export async function runGaGroup(
  db: Db,
  accountId: number,
  eventId: number,
  areaId: number,
  takes: PlaceTake[],
): Promise<Outcome<number>[]> {
  const result = await rows<{ req: number; found: boolean; id: number | string | null }>(
    db,
    gaGroupStatement(accountId, eventId, areaId, takes),
  );
  const byReq = new Map(result.map((r) => [Number(r.req), r]));
  return takes.map((_, req) => {
    const r = byReq.get(req);
    if (!r?.found) return { ok: false, error: new AppError('common.not_found') };
    if (r.id === null) return { ok: false, error: new AppError('purchase.seats_unavailable') };
    return { ok: true, value: Number(r.id) };
  });
}
