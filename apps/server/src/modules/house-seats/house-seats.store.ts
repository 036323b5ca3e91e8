import type { HouseSeatRequestStatus } from '@tessera/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { events, type HouseSeatRequestRow, houseSeatRequests } from '@/db/schema';
import { arrayParam, rows } from '@/db/sql';
import { type SeatPlaceRow, seatsOfOwners } from '@/modules/inventory/seat-owners.store';

export type { HouseSeatRequestRow };

/** Holds that sell to the HouseSeats channel (not kills, not archived), as a SQL list of ids. */
const houseHolds = (accountId: number) =>
  sql`SELECT id FROM holds WHERE account_id = ${accountId} AND archived_at IS NULL AND NOT act_as_kill
      AND 'HouseSeats' = ANY(allowed_channels)`;

/** The event's seats resting in its house-seat holds, free to request. */
export async function heldHouseSeats(db: Db, accountId: number, eventId: number) {
  return rows<SeatPlaceRow & { hold_id: number; hold_name: string }>(
    db,
    sql`SELECT s.id, s.section, s.row, s.seat, h.id AS hold_id, h.name AS hold_name
      FROM event_seats s JOIN holds h ON h.id = s.hold_id
      WHERE s.account_id = ${accountId} AND s.event_id = ${eventId} AND s.status = 'hold'
        AND h.id IN (${houseHolds(accountId)})
      ORDER BY s.section, s.position`,
  );
}

/** How many of `seatIds` rest in the event's house-seat holds now. */
export async function countHeldHouseSeats(db: Db, accountId: number, eventId: number, seatIds: number[]) {
  const [row] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM event_seats s
      WHERE s.account_id = ${accountId} AND s.event_id = ${eventId}
        AND s.id = ANY(${arrayParam(seatIds)}::bigint[]) AND s.status = 'hold'
        AND s.hold_id IN (${houseHolds(accountId)})`,
  );
  return row?.n ?? 0;
}

/** How many seats a basket holds that came from somewhere other than a house-seat hold. */
export async function basketSeatsOutsideHouseHolds(db: Db, accountId: number, basketId: string) {
  const [row] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM event_seats s
      WHERE s.account_id = ${accountId} AND s.basket_id = ${basketId}::uuid
        AND (s.hold_id IS NULL OR s.hold_id NOT IN (${houseHolds(accountId)}))`,
  );
  return row?.n ?? 0;
}

/** Seats of each request: in its basket while it waits, in its order once paid. */
export function seatsOfRequests(db: Db, accountId: number, requests: readonly HouseSeatRequestRow[]) {
  return seatsOfOwners(db, accountId, {
    basketIds: requests.map((r) => r.basketId),
    orderIds: requests.flatMap((r) => (r.orderId === null ? [] : [r.orderId])),
  });
}

export async function insertRequest(db: Db, values: typeof houseSeatRequests.$inferInsert) {
  const [row] = await db.insert(houseSeatRequests).values(values).returning();
  return row!;
}

/** One request of the account (locked for the rest of the transaction when asked). */
export async function requestRow(
  db: Db,
  accountId: number,
  id: number,
  lock = false,
): Promise<HouseSeatRequestRow | undefined> {
  const query = db
    .select()
    .from(houseSeatRequests)
    .where(and(eq(houseSeatRequests.accountId, accountId), eq(houseSeatRequests.id, id)));
  // NO KEY UPDATE: it orders the release and house-seat requests of the event among
  // themselves, and leaves the key-share locks of every sale's foreign keys to the event free
  // (FOR UPDATE would make a buyer holding an area row wait on the event: a deadlock).
  const [row] = lock ? await query.for('no key update') : await query;
  return row;
}

export async function requestByToken(db: Db, accountId: number, id: number, tokenHash: string) {
  const [row] = await db
    .select()
    .from(houseSeatRequests)
    .where(
      and(
        eq(houseSeatRequests.accountId, accountId),
        eq(houseSeatRequests.id, id),
        eq(houseSeatRequests.tokenHash, tokenHash),
      ),
    );
  return row;
}

export const requestRows = (db: Db, accountId: number) =>
  db
    .select()
    .from(houseSeatRequests)
    .where(eq(houseSeatRequests.accountId, accountId))
    .orderBy(desc(houseSeatRequests.createdAt), desc(houseSeatRequests.id));

/** Requests of an event still waiting (requested or approved), locked. */
export async function waitingRequests(db: Db, accountId: number, eventId: number) {
  return db
    .select()
    .from(houseSeatRequests)
    .where(
      and(
        eq(houseSeatRequests.accountId, accountId),
        eq(houseSeatRequests.eventId, eventId),
        sql`${houseSeatRequests.status} IN ('requested', 'approved')`,
      ),
    )
    .orderBy(houseSeatRequests.id)
    .for('update');
}

/** Moves a request on from `from`; false when it was no longer there. */
export async function moveRequest(
  db: Db,
  accountId: number,
  id: number,
  from: HouseSeatRequestStatus,
  set: Partial<typeof houseSeatRequests.$inferInsert> & { status: HouseSeatRequestStatus },
): Promise<boolean> {
  const done = await db
    .update(houseSeatRequests)
    .set(set)
    .where(
      and(
        eq(houseSeatRequests.accountId, accountId),
        eq(houseSeatRequests.id, id),
        eq(houseSeatRequests.status, from),
      ),
    )
    .returning({ id: houseSeatRequests.id });
  return done.length > 0;
}

export interface EventHouseRow {
  id: number;
  name: string;
  startsAt: Date;
  houseSeatsReleaseHours: number | null;
  houseSeatsReleasedAt: Date | null;
}

export async function eventHouseRow(db: Db, accountId: number, eventId: number, lock = false) {
  const query = db
    .select({
      id: events.id,
      name: events.name,
      startsAt: events.startsAt,
      houseSeatsReleaseHours: events.houseSeatsReleaseHours,
      houseSeatsReleasedAt: events.houseSeatsReleasedAt,
    })
    .from(events)
    .where(and(eq(events.accountId, accountId), eq(events.id, eventId)));
  // NO KEY UPDATE: it orders the release and house-seat requests of the event among
  // themselves, and leaves the key-share locks of every sale's foreign keys to the event free
  // (FOR UPDATE would make a buyer holding an area row wait on the event: a deadlock).
  const [row] = lock ? await query.for('no key update') : await query;
  return row as EventHouseRow | undefined;
}

export async function eventNames(db: Db, accountId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, { name: string; startsAt: Date }>();
  const found = await rows<{ id: number; name: string; starts_at: Date | string }>(
    db,
    sql`SELECT id, name, starts_at FROM events WHERE account_id = ${accountId} AND id = ANY(${arrayParam(ids)}::int[])`,
  );
  return new Map(found.map((e) => [Number(e.id), { name: e.name, startsAt: new Date(e.starts_at) }]));
}

export async function setReleaseHours(db: Db, accountId: number, eventId: number, hours: number | null) {
  await db
    .update(events)
    .set({ houseSeatsReleaseHours: hours })
    .where(and(eq(events.accountId, accountId), eq(events.id, eventId)));
}

export async function markReleased(db: Db, accountId: number, eventId: number, now: Date) {
  await db
    .update(events)
    .set({ houseSeatsReleasedAt: now })
    .where(and(eq(events.accountId, accountId), eq(events.id, eventId)));
}

/** Whether the basket was checked out into an order (its id), or is still open. */
export async function basketState(db: Db, accountId: number, basketId: string) {
  const [row] = await rows<{ status: string; expires_at: Date | string | null }>(
    db,
    sql`SELECT status, expires_at FROM baskets WHERE account_id = ${accountId} AND id = ${basketId}::uuid`,
  );
  return row;
}

/** Totals of paid requests' orders. */
export async function orderTotals(db: Db, accountId: number, orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, number>();
  const found = await rows<{ id: number; total: number }>(
    db,
    sql`SELECT id, total FROM orders WHERE account_id = ${accountId} AND id = ANY(${arrayParam(orderIds)}::bigint[])`,
  );
  return new Map(found.map((o) => [Number(o.id), Number(o.total)]));
}

/** General-admission places of each request: its basket's live ones while it waits, its order's once paid. */
export async function placesOfRequests(db: Db, accountId: number, requests: readonly HouseSeatRequestRow[]) {
  const out = new Map<string, { areaId: number; areaName: string; quantity: number }[]>();
  if (requests.length === 0) return out;
  const basketIds = requests.map((r) => r.basketId);
  const orderIds = requests.flatMap((r) => (r.orderId === null ? [] : [r.orderId]));
  const found = await rows<{
    basket_id: string | null;
    order_id: number | string | null;
    area_id: number;
    name: string;
    quantity: number;
  }>(
    db,
    sql`SELECT g.basket_id, g.order_id, g.area_id, a.name, sum(g.quantity)::int AS quantity
      FROM ga_reservations g JOIN event_ga_areas a ON a.id = g.area_id
      WHERE g.account_id = ${accountId}
        AND ((g.basket_id = ANY(${arrayParam(basketIds)}::uuid[]) AND g.status = 'reserved' AND g.order_id IS NULL)
          OR (g.order_id = ANY(${arrayParam(orderIds)}::bigint[]) AND g.status IN ('sold', 'comp')))
      GROUP BY g.basket_id, g.order_id, g.area_id, a.name
      ORDER BY g.area_id`,
  );
  for (const r of found) {
    const key = r.order_id !== null ? `o${Number(r.order_id)}` : `b${r.basket_id}`;
    const list = out.get(key) ?? [];
    list.push({ areaId: Number(r.area_id), areaName: r.name, quantity: Number(r.quantity) });
    out.set(key, list);
  }
  return out;
}
