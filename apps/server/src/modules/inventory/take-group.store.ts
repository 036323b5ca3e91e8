import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import type { Outcome } from '@/db/group-queue';
import { arrayParam, rows } from '@/db/sql';
import { AppError } from '@/platform/http/app-error';
import { type Buyer, nextChange, seatAvailable } from './seat-state.sql';

/** One buyer's take: exactly these (distinct) seats, all or nothing. */
export interface SeatTake {
  ids: readonly number[];
  buyer: Buyer;
  until: Date;
  now: Date;
}

/**
 * Many takes of one event's seats in one statement. Each take is judged on its own, exactly
 * as the single take statement judges it: its seats are locked (in id order, so concurrent
 * statements cannot deadlock) when available to that buyer at that buyer's `now` — open, in
 * a hold the buyer may sell, or reserved by a basket whose time has run out — and reserved
 * only if every one of them was. The group queue never puts two takes of one seat in the same
 * group; should it ever happen, both are refused rather than one seat given to two baskets.
 */
export function takeGroupStatement(accountId: number, eventId: number, takes: readonly SeatTake[]): SQL {
  const wantedReq: number[] = [];
  const wantedSeat: number[] = [];
  const holdReq: number[] = [];
  const holdId: number[] = [];
  takes.forEach((t, req) => {
    for (const id of t.ids) {
      wantedReq.push(req);
      wantedSeat.push(id);
    }
    for (const h of t.buyer.allowedHoldIds) {
      holdReq.push(req);
      holdId.push(h);
    }
  });
  const column = <T>(pick: (t: SeatTake, req: number) => T) => arrayParam(takes.map(pick));
  // A hold the buyer may sell, for the take on the same row.
  const mayTakeFromHold = sql`EXISTS (SELECT 1 FROM h WHERE h.req = w.req AND h.hold_id = s.hold_id)`;
  return sql`WITH b AS (
      SELECT * FROM unnest(${column((_, req) => req)}::int[], ${column((t) => t.buyer.basketId)}::uuid[],
        ${column((t) => t.buyer.channel)}::text[], ${column((t) => t.buyer.userId)}::int[],
        ${column((t) => t.until.toISOString())}::timestamptz[], ${column((t) => t.now.toISOString())}::timestamptz[],
        ${column((t) => t.ids.length)}::int[])
        AS b(req, basket_id, channel, user_id, until, now, wanted)
    ), w AS (
      SELECT * FROM unnest(${arrayParam(wantedReq)}::int[], ${arrayParam(wantedSeat)}::bigint[]) AS w(req, seat_id)
    ), h AS (
      SELECT * FROM unnest(${arrayParam(holdReq)}::int[], ${arrayParam(holdId)}::int[]) AS h(req, hold_id)
    ), wanted AS (
      SELECT s.id, w.req, s.status AS from_status FROM event_seats s
      JOIN w ON w.seat_id = s.id JOIN b ON b.req = w.req
      WHERE s.account_id = ${accountId} AND s.event_id = ${eventId}
        AND ${seatAvailable(sql`b.now`, { condition: mayTakeFromHold })}
      ORDER BY s.id FOR UPDATE OF s
    ), got AS (SELECT req, count(*) AS n FROM wanted GROUP BY req),
    shared AS (
      SELECT DISTINCT w.req FROM w WHERE w.seat_id IN (SELECT seat_id FROM w GROUP BY seat_id HAVING count(*) > 1)
    ), ok AS (
      SELECT b.* FROM b JOIN got ON got.req = b.req
      WHERE got.n = b.wanted AND b.req NOT IN (SELECT req FROM shared)
    ), taken AS (
      UPDATE event_seats s SET status = 'reserved', basket_id = ok.basket_id, reserved_until = ok.until,
        channel = ok.channel, change_seq = ${nextChange}
      FROM wanted JOIN ok ON ok.req = wanted.req WHERE s.id = wanted.id
      RETURNING s.id, wanted.req, wanted.from_status, ok.basket_id, ok.channel, ok.user_id, ok.now
    ), logged AS (
      INSERT INTO seat_history (account_id, event_id, event_seat_id, from_status, to_status, basket_id, channel, user_id, created_at)
      SELECT ${accountId}, ${eventId}, id, from_status, 'reserved', basket_id, channel, user_id, now FROM taken
    )
    SELECT req, id FROM taken ORDER BY id`;
}

/** Runs a group of takes and gives each its seats, or purchase.seats_unavailable. */
export async function runTakeGroup(
  db: Db,
  accountId: number,
  eventId: number,
  takes: SeatTake[],
): Promise<Outcome<number[]>[]> {
  const taken = await rows<{ req: number; id: number | string }>(
    db,
    takeGroupStatement(accountId, eventId, takes),
  );
  const got = takes.map(() => [] as number[]);
  for (const r of taken) got[r.req]!.push(Number(r.id));
  return takes.map((t, req) =>
    got[req]!.length === t.ids.length
      ? { ok: true, value: got[req]! }
      : { ok: false, error: new AppError('purchase.seats_unavailable') },
  );
}
