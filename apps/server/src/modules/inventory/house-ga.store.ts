import type { SeatHistoryReason } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { arrayParam, rows } from '@/db/sql';
import { AppError } from '@/platform/http/app-error';
import type { Buyer } from './seat-state.sql';

/**
 * General-admission places set aside for house seats (decisions/0091). They are counted in the
 * area's `taken`, so every other take (web, box office, group sales…) already leaves them
 * alone; `house_seats_held` says how many of the taken places are the house's and not a
 * buyer's. Each statement below locks the area row and is guarded, so a release racing a
 * request, or a request racing another, moves each place once.
 */

/**
 * Sets how many places of the area the house keeps. Raising it takes free places (only while
 * `taken` stays within capacity); lowering it gives places back to general sale. Answers
 * 'not_found', 'no_room' or 'ok'.
 */
export async function setHouseGaHeld(
  db: Db,
  accountId: number,
  eventId: number,
  areaId: number,
  quantity: number,
  userId: number,
  now: Date,
): Promise<'not_found' | 'no_room' | 'ok'> {
  const [result] = await rows<{ found: boolean; ok: boolean | null }>(
    db,
    sql`WITH area AS (
        SELECT id, taken, capacity, house_seats_held AS held FROM event_ga_areas
        WHERE id = ${areaId} AND account_id = ${accountId} AND event_id = ${eventId} FOR UPDATE
      ), decision AS (
        SELECT ${quantity}::int - held AS delta, taken + ${quantity}::int - held <= capacity AS ok FROM area
      ), upd AS (
        UPDATE event_ga_areas a SET taken = a.taken + d.delta, house_seats_held = ${quantity}::int
        FROM decision d WHERE a.id = ${areaId} AND d.ok AND d.delta <> 0
        RETURNING a.id
      ), logged AS (
        INSERT INTO seat_history (account_id, event_id, ga_area_id, quantity, from_status, to_status, user_id, reason_code, created_at)
        SELECT ${accountId}, ${eventId}, ${areaId}, abs(d.delta),
          CASE WHEN d.delta > 0 THEN 'open' ELSE 'hold' END, CASE WHEN d.delta > 0 THEN 'hold' ELSE 'open' END,
          ${userId}, 'houseSeatsHeld', ${now}
        FROM decision d WHERE EXISTS (SELECT 1 FROM upd)
      )
      SELECT EXISTS (SELECT 1 FROM area) AS found, (SELECT ok FROM decision) AS ok`,
  );
  if (!result?.found) return 'not_found';
  return result.ok ? 'ok' : 'no_room';
}

/**
 * A house-seat request's take of `quantity` held places into its basket: only while the area
 * still holds that many for the house. `taken` does not move (the places were counted when set
 * aside). Throws admin.house_seats_not_held when the house holds fewer.
 */
export async function takeHouseGaPlaces(
  db: Db,
  accountId: number,
  eventId: number,
  areaId: number,
  quantity: number,
  buyer: Buyer,
  until: Date,
  now: Date,
): Promise<number> {
  const [result] = await rows<{ found: boolean; id: number | string | null }>(
    db,
    sql`WITH area AS (
        SELECT id FROM event_ga_areas
        WHERE id = ${areaId} AND account_id = ${accountId} AND event_id = ${eventId} FOR UPDATE
      ), upd AS (
        UPDATE event_ga_areas a SET house_seats_held = a.house_seats_held - ${quantity}::int
        WHERE a.id = (SELECT id FROM area) AND a.house_seats_held >= ${quantity}::int
        RETURNING a.id
      ), reservation AS (
        INSERT INTO ga_reservations (account_id, event_id, area_id, basket_id, quantity, status, channel, reserved_until, created_at)
        SELECT ${accountId}, ${eventId}, id, ${buyer.basketId}::uuid, ${quantity}, 'reserved', ${buyer.channel}, ${until}, ${now}
        FROM upd RETURNING id
      ), logged AS (
        INSERT INTO seat_history (account_id, event_id, ga_area_id, quantity, from_status, to_status, basket_id, channel, user_id, reason_code, created_at)
        SELECT ${accountId}, ${eventId}, ${areaId}, ${quantity}, 'hold', 'reserved', ${buyer.basketId}::uuid,
          ${buyer.channel}, ${buyer.userId}, 'houseSeatsRequest', ${now}
        FROM reservation
      )
      SELECT EXISTS (SELECT 1 FROM area) AS found, (SELECT id FROM reservation) AS id`,
  );
  if (!result?.found) throw new AppError('common.not_found', 'places');
  if (result.id === null) throw new AppError('admin.house_seats_not_held', 'places');
  return Number(result.id);
}

/**
 * Returns the places a basket still has reserved back to the house (all, or the listed
 * reservations): `taken` stays, `house_seats_held` grows. Answers how many places.
 */
export async function returnHouseGaPlaces(
  db: Db,
  accountId: number,
  basketId: string,
  now: Date,
  options: { reservationIds?: readonly number[]; userId: number | null; reason: SeatHistoryReason },
): Promise<number> {
  const only = options.reservationIds
    ? sql`AND id = ANY(${arrayParam(options.reservationIds)}::bigint[])`
    : sql``;
  const [result] = await rows<{ n: number | null }>(
    db,
    sql`WITH areas AS (
        SELECT id FROM event_ga_areas WHERE id IN (
          SELECT area_id FROM ga_reservations WHERE account_id = ${accountId} AND basket_id = ${basketId}::uuid AND status = 'reserved' ${only}
        ) ORDER BY id FOR UPDATE
      ), rel AS (
        UPDATE ga_reservations SET status = 'released', ended_at = ${now}
        WHERE account_id = ${accountId} AND basket_id = ${basketId}::uuid AND status = 'reserved' ${only}
          AND area_id IN (SELECT id FROM areas)
        RETURNING area_id, event_id, quantity
      ), per_area AS (SELECT area_id, sum(quantity)::int AS q FROM rel GROUP BY area_id),
      inc AS (
        UPDATE event_ga_areas a SET house_seats_held = a.house_seats_held + p.q FROM per_area p WHERE a.id = p.area_id RETURNING a.id
      ), logged AS (
        INSERT INTO seat_history (account_id, event_id, ga_area_id, quantity, from_status, to_status, basket_id, user_id, reason_code, created_at)
        SELECT ${accountId}, event_id, area_id, quantity, 'reserved', 'hold', ${basketId}::uuid, ${options.userId}, ${options.reason}, ${now} FROM rel
      )
      SELECT (SELECT sum(q) FROM per_area)::int AS n, (SELECT count(*) FROM inc) AS areas`,
  );
  return result?.n ?? 0;
}

/**
 * The release (decisions/0091): every place the house still holds in the event's areas goes
 * back to general sale in one guarded statement. A place a request took a moment before is in
 * its basket, not held, so it is left alone. Answers how many places.
 */
export async function releaseHouseGaPlaces(
  db: Db,
  accountId: number,
  eventId: number,
  now: Date,
): Promise<number> {
  const [result] = await rows<{ n: number | null }>(
    db,
    sql`WITH areas AS (
        SELECT id, house_seats_held AS held FROM event_ga_areas
        WHERE account_id = ${accountId} AND event_id = ${eventId} AND house_seats_held > 0
        ORDER BY id FOR UPDATE
      ), upd AS (
        UPDATE event_ga_areas a SET taken = a.taken - a.house_seats_held, house_seats_held = 0
        FROM areas WHERE a.id = areas.id AND a.house_seats_held > 0
        RETURNING a.id, areas.held
      ), logged AS (
        INSERT INTO seat_history (account_id, event_id, ga_area_id, quantity, from_status, to_status, reason_code, created_at)
        SELECT ${accountId}, ${eventId}, id, held, 'hold', 'open', 'houseSeatsReleased', ${now} FROM upd
      )
      SELECT (SELECT sum(held) FROM upd)::int AS n`,
  );
  return result?.n ?? 0;
}

/** The event's areas with the places the house holds and those free to set aside. */
export function houseGaAreas(db: Db, accountId: number, eventId: number) {
  return rows<{ id: number; name: string; capacity: number; taken: number; held: number }>(
    db,
    sql`SELECT id, name, capacity, taken, house_seats_held AS held FROM event_ga_areas
      WHERE account_id = ${accountId} AND event_id = ${eventId} ORDER BY id`,
  );
}
