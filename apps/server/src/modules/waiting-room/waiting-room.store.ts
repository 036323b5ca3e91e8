import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';

/** An event's waiting-room facts: its heavy on-sale flag, web on-sale moment and schedule. */
export interface WaitingRoomRow {
  heavy_on_sale: boolean;
  active: boolean;
  web_on_sale_at: Date | string | null;
  /** Null until the room exists (first visitor or first rate set). */
  rate_per_minute: number | null;
  admitted_before: number | null;
  since: Date | string | null;
  created_at: Date | string | null;
  /** Places given so far; null until the early arrivals' order is drawn. */
  places_given: number | string | null;
}

const roomColumns = sql`ev.heavy_on_sale, ev.active, ev.web_on_sale_at,
  r.rate_per_minute, r.admitted_before, r.since, r.created_at, r.places_given`;

/** The event and its room (null when the event is not this account's). */
export async function waitingRoomOf(
  db: Db,
  accountId: number,
  eventId: number,
): Promise<WaitingRoomRow | null> {
  const [row] = await rows<WaitingRoomRow>(
    db,
    sql`SELECT ${roomColumns}
      FROM events ev
      LEFT JOIN waiting_rooms r ON r.account_id = ev.account_id AND r.event_id = ev.id
      WHERE ev.account_id = ${accountId} AND ev.id = ${eventId}`,
  );
  return row ?? null;
}

/** Opens the event's room with this rate unless it is open already. */
export async function openWaitingRoom(
  db: Db,
  accountId: number,
  eventId: number,
  ratePerMinute: number,
  now: Date,
): Promise<void> {
  await db.execute(
    sql`INSERT INTO waiting_rooms (account_id, event_id, rate_per_minute, admitted_before, since, created_at)
      VALUES (${accountId}, ${eventId}, ${ratePerMinute}, 0, NULL, ${now})
      ON CONFLICT (account_id, event_id) DO NOTHING`,
  );
}

/** The room's row locked, for a rate change. */
export async function lockWaitingRoom(
  db: Db,
  accountId: number,
  eventId: number,
): Promise<WaitingRoomRow | null> {
  const [row] = await rows<WaitingRoomRow>(
    db,
    sql`SELECT ${roomColumns}
      FROM waiting_rooms r JOIN events ev ON ev.account_id = r.account_id AND ev.id = r.event_id
      WHERE r.account_id = ${accountId} AND r.event_id = ${eventId}
      FOR UPDATE OF r`,
  );
  return row ?? null;
}

export async function updateWaitingRoomSchedule(
  db: Db,
  accountId: number,
  eventId: number,
  schedule: { ratePerMinute: number; admittedBefore: number; since: Date | null },
): Promise<void> {
  await db.execute(
    sql`UPDATE waiting_rooms SET rate_per_minute = ${schedule.ratePerMinute},
        admitted_before = ${schedule.admittedBefore}, since = ${schedule.since}
      WHERE account_id = ${accountId} AND event_id = ${eventId}`,
  );
}

/** A new entry; `place` null for an early arrival before the draw. */
export async function insertQueueEntry(
  db: Db,
  entry: {
    id: string;
    accountId: number;
    eventId: number;
    rank: number;
    joinedAt: Date;
    place: number | null;
  },
): Promise<void> {
  await db.execute(
    sql`INSERT INTO waiting_room_entries (id, account_id, event_id, rank, joined_at, place)
      VALUES (${entry.id}, ${entry.accountId}, ${entry.eventId}, ${entry.rank}, ${entry.joinedAt}, ${entry.place})`,
  );
}

/**
 * Draws the queue's order once the on-sale moment has come (decisions/0120): every entry not yet
 * numbered gets the next places in queue order (rank, then arrival: the early arrivals' shuffle),
 * and the room keeps the last place given. The room's row is locked first, in a statement of its
 * own, so that the numbering statement's snapshot sees what a draw before it committed: joins
 * and draws on any process give each place once. Answers the last place given (null: no room).
 */
export async function drawPlaces(db: Db, accountId: number, eventId: number): Promise<number | null> {
  const [room] = await rows<{ given: number | string }>(
    db,
    sql`SELECT coalesce(places_given, 0) AS given FROM waiting_rooms
      WHERE account_id = ${accountId} AND event_id = ${eventId} FOR UPDATE`,
  );
  if (!room) return null;
  const given = Number(room.given);
  const [row] = await rows<{ given: number | string }>(
    db,
    sql`WITH numbered AS (
        SELECT e.id, ${given}::bigint + row_number() OVER (ORDER BY e.rank, e.arrival) AS place
        FROM waiting_room_entries e
        WHERE e.account_id = ${accountId} AND e.event_id = ${eventId} AND e.place IS NULL),
      placed AS (
        UPDATE waiting_room_entries e SET place = n.place FROM numbered n
        WHERE e.id = n.id AND e.place IS NULL
        RETURNING e.place)
      UPDATE waiting_rooms SET places_given = greatest(${given}::bigint, coalesce((SELECT max(place) FROM placed), 0))
      WHERE account_id = ${accountId} AND event_id = ${eventId}
      RETURNING places_given AS given`,
  );
  return row ? Number(row.given) : given;
}

/** The next place of a drawn room (its row locked until the caller's transaction ends). */
export async function takeNextPlace(db: Db, accountId: number, eventId: number): Promise<number | null> {
  const [row] = await rows<{ given: number | string }>(
    db,
    sql`UPDATE waiting_rooms SET places_given = places_given + 1
      WHERE account_id = ${accountId} AND event_id = ${eventId} AND places_given IS NOT NULL
      RETURNING places_given AS given`,
  );
  return row ? Number(row.given) : null;
}

/** A visitor's entry, how many entries are ahead of it, and the event's room: one statement. */
export interface QueuePlaceRow extends WaitingRoomRow {
  ahead: number;
  /** Null for an early arrival before the draw: `ahead` was counted. */
  place: number | string | null;
  admitted_at: Date | string | null;
}

/**
 * The poll's one query: the entry, the event and its schedule, and how many entries are ahead:
 * its place less one once the order is drawn, before that the index-only count of the entries
 * before it in queue order (`waiting_room_entries_order_idx`). The entry is found by its key
 * alone and its account and event compared here: given the account and event too, a cached
 * generic plan may walk the event's entries (`waiting_room_entries_place_idx`) instead, which
 * made a poll cost 8 ms at 20,000 entries (decisions/0120).
 */
export async function queuePlaceOf(
  db: Db,
  accountId: number,
  eventId: number,
  entryId: string,
): Promise<QueuePlaceRow | null> {
  const [row] = await rows<QueuePlaceRow & { account_id: number; event_id: number }>(
    db,
    sql`SELECT ${roomColumns}, q.admitted_at, q.place, q.account_id, q.event_id,
        CASE WHEN q.place IS NOT NULL THEN (q.place - 1)::int
          ELSE (SELECT count(*) FROM waiting_room_entries o
            WHERE o.account_id = q.account_id AND o.event_id = q.event_id
              AND (o.rank, o.arrival) < (q.rank, q.arrival))::int END AS ahead
      FROM waiting_room_entries q
      JOIN events ev ON ev.id = q.event_id
      LEFT JOIN waiting_rooms r ON r.account_id = q.account_id AND r.event_id = q.event_id
      WHERE q.id = ${entryId}`,
  );
  return row && row.account_id === accountId && row.event_id === eventId ? row : null;
}

/** Records when the visitor was first told they are in; answers the moment kept. */
export async function markAdmitted(db: Db, accountId: number, entryId: string, now: Date): Promise<Date> {
  const [row] = await rows<{ admitted_at: Date | string }>(
    db,
    sql`UPDATE waiting_room_entries SET admitted_at = coalesce(admitted_at, ${now})
      WHERE id = ${entryId} AND account_id = ${accountId} RETURNING admitted_at`,
  );
  return row ? new Date(row.admitted_at) : now;
}

export async function queueLength(db: Db, accountId: number, eventId: number): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM waiting_room_entries WHERE account_id = ${accountId} AND event_id = ${eventId}`,
  );
  return row?.n ?? 0;
}

/** The heavy on-sale events a basket holds seats, places or products of. */
export async function heavyEventsOfBasket(db: Db, accountId: number, basketId: string): Promise<number[]> {
  const found = await rows<{ id: number }>(
    db,
    sql`SELECT ev.id FROM events ev
      WHERE ev.account_id = ${accountId} AND ev.heavy_on_sale AND ev.id IN (
        SELECT i.event_id FROM basket_items i WHERE i.account_id = ${accountId} AND i.basket_id = ${basketId}
        UNION SELECT p.event_id FROM basket_products p WHERE p.account_id = ${accountId} AND p.basket_id = ${basketId})`,
  );
  return found.map((r) => r.id);
}
