import type { SeatHistoryReason } from '@tessera/domain';
import { type SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client';
import { queueFor } from '@/db/group-queue';
import { arrayParam, rows } from '@/db/sql';
import { AppError } from '@/platform/http/app-error';
import { type PlaceTake, runGaGroup } from './ga-group.store';
import { type BasketRelease, runReleaseGroup } from './release-group.store';
import { type Buyer, nextChange, restingStatus, seatAvailable } from './seat-state.sql';
import { runTakeGroup, type SeatTake } from './take-group.store';

/**
 * The reservation core: the only code that moves a seat between open/hold, reserved, sold
 * and comp. Baskets and orders are other areas' rows; here they are just ids.
 */
export type { Buyer } from './seat-state.sql';

/**
 * The take statement: lock the seats that are available (in id order, so concurrent takers
 * cannot deadlock) and reserve them only if every one of them was, logging each change.
 * Exposed so the benchmark can issue the very same statement straight through `pg`.
 */
export function takeSeatsStatement(
  accountId: number,
  eventId: number,
  ids: readonly number[],
  buyer: Buyer,
  until: Date,
  now: Date,
): SQL {
  return sql`WITH wanted AS (
      SELECT s.id, s.status AS from_status FROM event_seats s
      WHERE s.account_id = ${accountId} AND s.event_id = ${eventId}
        AND s.id = ANY(${arrayParam(ids)}::bigint[]) AND ${seatAvailable(now, buyer.allowedHoldIds)}
      ORDER BY s.id FOR UPDATE
    ), enough AS (SELECT count(*) = ${ids.length} AS ok FROM wanted),
    taken AS (
      UPDATE event_seats s SET status = 'reserved', basket_id = ${buyer.basketId}::uuid,
        reserved_until = ${until}, channel = ${buyer.channel}, change_seq = ${nextChange}
      FROM wanted WHERE s.id = wanted.id AND (SELECT ok FROM enough)
      RETURNING s.id, wanted.from_status
    ), logged AS (
      INSERT INTO seat_history (account_id, event_id, event_seat_id, from_status, to_status, basket_id, channel, user_id, created_at)
      SELECT ${accountId}, ${eventId}, id, from_status, 'reserved', ${buyer.basketId}::uuid, ${buyer.channel}, ${buyer.userId}, ${now} FROM taken
    )
    SELECT id FROM taken`;
}

/**
 * Requests per grouped statement at most, and grouped statements per key at once (never two
 * that share a seat or a basket; see GroupQueue).
 */
const takeGroupLimits = { maxGroup: 256, maxInFlight: 2 };

/**
 * Takes exactly these seats for a basket until `until`, all or nothing, in one statement
 * (no read-then-write). Returns the seat ids, or throws purchase.seats_unavailable.
 *
 * Outside a transaction, takes of the same event that arrive together share a statement (see
 * GroupQueue and takeGroupStatement): each is still judged on its own and all or nothing.
 * Inside the caller's transaction the take is that transaction's own statement.
 */
export async function takeSeats(
  db: Db,
  accountId: number,
  eventId: number,
  seatIds: readonly number[],
  buyer: Buyer,
  until: Date,
  now: Date,
): Promise<number[]> {
  const ids = [...new Set(seatIds)];
  if (ids.length === 0) return [];
  const inTransaction: boolean = db instanceof PgTransaction;
  if (inTransaction || !ids.every(Number.isSafeInteger)) {
    const taken = await rows<{ id: number | string }>(
      db,
      takeSeatsStatement(accountId, eventId, ids, buyer, until, now),
    );
    if (taken.length !== ids.length) throw new AppError('purchase.seats_unavailable');
    return taken.map((r) => Number(r.id));
  }
  const queue = queueFor<SeatTake, number[]>(
    db,
    `take:${accountId}:${eventId}`,
    (takes) => runTakeGroup(db, accountId, eventId, takes),
    { ...takeGroupLimits, claims: (take) => take.ids },
  );
  return queue.submit({ ids, buyer, until, now });
}

/**
 * Takes `quantity` places of a general-admission area in one statement: lock the area row,
 * reclaim its expired reservations, and raise `taken` only while it stays within capacity (a
 * guarded increment, backed by a CHECK). Reclaimed places are subtracted whether or not this
 * take fits, so `taken` never drifts; the lock lasts only as long as the statement.
 */
export async function takeGaPlaces(
  db: Db,
  accountId: number,
  eventId: number,
  areaId: number,
  quantity: number,
  buyer: Buyer,
  until: Date,
  now: Date,
): Promise<number> {
  // Outside a transaction, takes of the same area that arrive together share a statement
  // (gaGroupStatement), judged in arrival order. Odd input runs alone, so its error is its own.
  const inTransaction: boolean = db instanceof PgTransaction;
  if (!inTransaction && Number.isSafeInteger(quantity) && quantity > 0) {
    const queue = queueFor<PlaceTake, number>(
      db,
      `ga:${accountId}:${eventId}:${areaId}`,
      (takes) => runGaGroup(db, accountId, eventId, areaId, takes),
      { ...takeGroupLimits, claims: (take) => [take.buyer.basketId] },
    );
    return queue.submit({ quantity, buyer, until, now });
  }
  const [result] = await rows<{ found: boolean; id: number | string | null }>(
    db,
    sql`WITH area AS (
        SELECT id, taken, capacity FROM event_ga_areas
        WHERE id = ${areaId} AND account_id = ${accountId} AND event_id = ${eventId} FOR UPDATE
      ), expired AS (
        UPDATE ga_reservations SET status = 'expired', ended_at = ${now}
        WHERE area_id = ${areaId} AND status = 'reserved' AND reserved_until <= ${now} AND EXISTS (SELECT 1 FROM area)
        RETURNING account_id, event_id, quantity
      ), freed AS (SELECT coalesce(sum(quantity), 0)::int AS n FROM expired),
      decision AS (SELECT area.taken - freed.n + ${quantity} <= area.capacity AS ok FROM area, freed),
      counted AS (
        UPDATE event_ga_areas a SET taken = a.taken - (SELECT n FROM freed)
          + CASE WHEN (SELECT ok FROM decision) THEN ${quantity}::int ELSE 0 END
        WHERE a.id = (SELECT id FROM area) RETURNING a.id
      ), reservation AS (
        INSERT INTO ga_reservations (account_id, event_id, area_id, basket_id, quantity, status, channel, reserved_until, created_at)
        SELECT ${accountId}, ${eventId}, id, ${buyer.basketId}::uuid, ${quantity}, 'reserved', ${buyer.channel}, ${until}, ${now}
        FROM counted WHERE (SELECT ok FROM decision)
        RETURNING id
      ), logged AS (
        INSERT INTO seat_history (account_id, event_id, ga_area_id, quantity, from_status, to_status, basket_id, channel, user_id, reason_code, created_at)
        SELECT ${accountId}::int, ${eventId}::int, ${areaId}::int, ${quantity}::int, 'open', 'reserved', ${buyer.basketId}::uuid,
          ${buyer.channel}::text, ${buyer.userId}::int, NULL::text, ${now}::timestamptz
        FROM reservation
        UNION ALL
        SELECT account_id, event_id, ${areaId}::int, quantity, 'reserved', 'open', NULL::uuid, NULL::text, NULL::int, 'expired', ${now}::timestamptz
        FROM expired
      )
      SELECT EXISTS (SELECT 1 FROM area) AS found, (SELECT id FROM reservation) AS id`,
  );
  if (!result?.found) throw new AppError('common.not_found');
  if (result.id === null) throw new AppError('purchase.seats_unavailable');
  return Number(result.id);
}

/** Locks the GA areas a basket or order holds places in, in id order. */
async function lockAreasOf(tx: Db, column: 'basket_id' | 'order_id', owner: string | number): Promise<void> {
  const ownerSql = column === 'basket_id' ? sql`basket_id = ${owner}::uuid` : sql`order_id = ${owner}`;
  await tx.execute(
    sql`SELECT id FROM event_ga_areas WHERE id IN (SELECT area_id FROM ga_reservations WHERE ${ownerSql}) ORDER BY id FOR UPDATE`,
  );
}

/**
 * Gives back what a basket holds (all of it, or the listed seats): seats return to open or
 * to their hold, GA places to their area. Returns how many seats and places were released.
 */
export async function releaseBasket(
  db: Db,
  accountId: number,
  basketId: string,
  now: Date,
  options: {
    seatIds?: readonly number[];
    /** Only these general-admission reservations (and no seats). */
    gaReservationIds?: readonly number[];
    userId?: number | null;
    reason?: SeatHistoryReason;
  } = {},
): Promise<{ seats: number; places: number }> {
  // A whole basket outside a transaction: released together with others arriving at the same
  // time, in one statement (see releaseGroupStatement).
  const inTransaction: boolean = db instanceof PgTransaction;
  if (!options.seatIds && !options.gaReservationIds && !inTransaction) {
    const queue = queueFor<BasketRelease, { seats: number; places: number }>(
      db,
      `release:${accountId}`,
      (releases) => runReleaseGroup(db, accountId, releases),
      { ...takeGroupLimits, claims: (release) => [release.basketId] },
    );
    return queue.submit({ basketId, now, userId: options.userId ?? null, reason: options.reason ?? null });
  }
  // Two statements, each atomic on its own: a release needs no wider transaction, and the
  // GA area rows stay locked only for the one statement.
  const onlySeats = options.gaReservationIds
    ? sql`AND false`
    : options.seatIds
      ? sql`AND s.id = ANY(${arrayParam(options.seatIds)}::bigint[])`
      : sql``;
  const onlyPlaces = options.gaReservationIds
    ? sql`AND id = ANY(${arrayParam(options.gaReservationIds)}::bigint[])`
    : sql``;
  const seats = await rows<{ id: number }>(
    db,
    sql`WITH rel AS (
        SELECT s.id, s.event_id, ${restingStatus} AS resting FROM event_seats s LEFT JOIN holds h ON h.id = s.hold_id
        WHERE s.account_id = ${accountId} AND s.basket_id = ${basketId}::uuid AND s.status = 'reserved' ${onlySeats}
        ORDER BY s.id FOR UPDATE OF s
      ), upd AS (
        UPDATE event_seats s SET status = rel.resting, basket_id = NULL, reserved_until = NULL, channel = NULL, change_seq = ${nextChange}
        FROM rel WHERE s.id = rel.id RETURNING s.id, s.event_id, s.status, s.hold_id
      ), logged AS (
        INSERT INTO seat_history (account_id, event_id, event_seat_id, from_status, to_status, basket_id, user_id, hold_id, reason_code, created_at)
        SELECT ${accountId}, event_id, id, 'reserved', status, ${basketId}::uuid, ${options.userId ?? null}, hold_id, ${options.reason ?? null}, ${now} FROM upd
      )
      SELECT id FROM upd`,
  );
  if (options.seatIds) return { seats: seats.length, places: 0 };
  const [released] = await rows<{ n: number | null }>(
    db,
    sql`WITH areas AS (
        SELECT id FROM event_ga_areas WHERE id IN (
          SELECT area_id FROM ga_reservations WHERE account_id = ${accountId} AND basket_id = ${basketId}::uuid AND status = 'reserved' ${onlyPlaces}
        ) ORDER BY id FOR UPDATE
      ), rel AS (
        UPDATE ga_reservations SET status = 'released', ended_at = ${now}
        WHERE account_id = ${accountId} AND basket_id = ${basketId}::uuid AND status = 'reserved' ${onlyPlaces}
          AND area_id IN (SELECT id FROM areas)
        RETURNING area_id, event_id, quantity
      ), per_area AS (SELECT area_id, sum(quantity)::int AS q FROM rel GROUP BY area_id),
      dec AS (UPDATE event_ga_areas a SET taken = a.taken - p.q FROM per_area p WHERE a.id = p.area_id RETURNING a.id),
      logged AS (
        INSERT INTO seat_history (account_id, event_id, ga_area_id, quantity, from_status, to_status, basket_id, user_id, reason_code, created_at)
        SELECT ${accountId}, event_id, area_id, quantity, 'reserved', 'open', ${basketId}::uuid, ${options.userId ?? null}, ${options.reason ?? null}, ${now} FROM rel
      )
      SELECT (SELECT sum(q) FROM per_area)::int AS n, (SELECT count(*) FROM dec) AS areas`,
  );
  return { seats: seats.length, places: released?.n ?? 0 };
}

/**
 * Turns a basket's live reservations into sold or comp for an order, inside the caller's
 * order transaction. If any listed seat or place is no longer this basket's (expired and
 * taken by someone else), nothing is converted: purchase.reservation_expired.
 */
export async function convertBasket(
  tx: Db,
  accountId: number,
  basketId: string,
  orderId: number,
  kind: 'sold' | 'comp',
  expected: { seatIds: readonly number[]; gaReservationIds: readonly number[] },
  now: Date,
  userId: number | null = null,
): Promise<void> {
  const seatIds = [...new Set(expected.seatIds)];
  const gaIds = [...new Set(expected.gaReservationIds)];
  const seats = await rows<{ id: number }>(
    tx,
    sql`WITH conv AS (
        UPDATE event_seats s SET status = ${kind}, order_id = ${orderId}, basket_id = NULL, reserved_until = NULL, change_seq = ${nextChange}
        WHERE s.account_id = ${accountId} AND s.basket_id = ${basketId}::uuid AND s.status = 'reserved'
          AND s.reserved_until > ${now} AND s.id = ANY(${arrayParam(seatIds)}::bigint[])
        RETURNING s.id, s.event_id, s.channel
      ), logged AS (
        INSERT INTO seat_history (account_id, event_id, event_seat_id, from_status, to_status, basket_id, order_id, channel, user_id, created_at)
        SELECT ${accountId}, event_id, id, 'reserved', ${kind}, ${basketId}::uuid, ${orderId}, channel, ${userId}, ${now} FROM conv
      )
      SELECT id FROM conv`,
  );
  const places = await rows<{ id: number }>(
    tx,
    sql`WITH conv AS (
        UPDATE ga_reservations SET status = ${kind}, order_id = ${orderId}, reserved_until = NULL
        WHERE account_id = ${accountId} AND basket_id = ${basketId}::uuid AND status = 'reserved'
          AND reserved_until > ${now} AND id = ANY(${arrayParam(gaIds)}::bigint[])
        RETURNING id, event_id, area_id, quantity, channel
      ), logged AS (
        INSERT INTO seat_history (account_id, event_id, ga_area_id, quantity, from_status, to_status, basket_id, order_id, channel, user_id, created_at)
        SELECT ${accountId}, event_id, area_id, quantity, 'reserved', ${kind}, ${basketId}::uuid, ${orderId}, channel, ${userId}, ${now} FROM conv
      )
      SELECT id FROM conv`,
  );
  if (seats.length !== seatIds.length || places.length !== gaIds.length) {
    throw new AppError('purchase.reservation_expired');
  }
}

/**
 * Voids sold or comp seats of an order (spec §4: tickets return to Open or Hold), inside the
 * caller's transaction. Returns the number of seats voided.
 */
export async function voidSeats(
  tx: Db,
  accountId: number,
  orderId: number,
  seatIds: readonly number[],
  to: { status: 'open' } | { status: 'hold'; holdId: number },
  now: Date,
  userId: number | null = null,
  /** What the seat history says: a void, or the exchange that gave the seat up. */
  reason: 'void' | 'exchange' = 'void',
): Promise<number> {
  const holdId = to.status === 'hold' ? to.holdId : null;
  const voided = await rows<{ id: number }>(
    tx,
    sql`WITH v AS (
        SELECT s.id, s.status AS from_status FROM event_seats s
        WHERE s.account_id = ${accountId} AND s.order_id = ${orderId} AND s.status IN ('sold', 'comp')
          AND s.id = ANY(${arrayParam(seatIds)}::bigint[])
        ORDER BY s.id FOR UPDATE
      ), upd AS (
        UPDATE event_seats s SET status = ${to.status}, hold_id = ${holdId}, order_id = NULL, channel = NULL, change_seq = ${nextChange}
        FROM v WHERE s.id = v.id RETURNING s.id, s.event_id, v.from_status
      ), logged AS (
        INSERT INTO seat_history (account_id, event_id, event_seat_id, from_status, to_status, order_id, user_id, hold_id, reason_code, created_at)
        SELECT ${accountId}, event_id, id, from_status, ${to.status}, ${orderId}, ${userId}, ${holdId}, ${reason}, ${now} FROM upd
      )
      SELECT id FROM upd`,
  );
  return voided.length;
}

/** Voids GA places of an order: the places go back to their area. */
export async function voidGaPlaces(
  tx: Db,
  accountId: number,
  orderId: number,
  reservationIds: readonly number[],
  now: Date,
  userId: number | null = null,
  reason: 'void' | 'exchange' = 'void',
): Promise<number> {
  await lockAreasOf(tx, 'order_id', orderId);
  const [result] = await rows<{ n: number | null }>(
    tx,
    sql`WITH locked AS (
        SELECT id, status AS from_status FROM ga_reservations
        WHERE account_id = ${accountId} AND order_id = ${orderId} AND status IN ('sold', 'comp')
          AND id = ANY(${arrayParam(reservationIds)}::bigint[])
        ORDER BY id FOR UPDATE
      ), v AS (
        UPDATE ga_reservations g SET status = 'voided', ended_at = ${now}
        FROM locked WHERE g.id = locked.id
        RETURNING g.area_id, g.event_id, g.quantity, locked.from_status
      ), per_area AS (SELECT area_id, sum(quantity)::int AS q FROM v GROUP BY area_id),
      dec AS (UPDATE event_ga_areas a SET taken = a.taken - p.q FROM per_area p WHERE a.id = p.area_id RETURNING a.id),
      logged AS (
        INSERT INTO seat_history (account_id, event_id, ga_area_id, quantity, from_status, to_status, order_id, user_id, reason_code, created_at)
        SELECT ${accountId}, event_id, area_id, quantity, from_status, 'open', ${orderId}, ${userId}, ${reason}, ${now} FROM v
      )
      SELECT (SELECT sum(q) FROM per_area)::int AS n, (SELECT count(*) FROM dec) AS areas`,
  );
  return result?.n ?? 0;
}
