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
}

const roomColumns = sql`ev.heavy_on_sale, ev.active, ev.web_on_sale_at,
  r.rate_per_minute, r.admitted_before, r.since, r.created_at`;

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

export async function insertQueueEntry(
  db: Db,
  entry: { id: string; accountId: number; eventId: number; rank: number; joinedAt: Date },
): Promise<void> {
  await db.execute(
    sql`INSERT INTO waiting_room_entries (id, account_id, event_id, rank, joined_at)
      VALUES (${entry.id}, ${entry.accountId}, ${entry.eventId}, ${entry.rank}, ${entry.joinedAt})`,
  );
}

/** A visitor's entry, how many entries are ahead of it, and the event's room: one statement. */
export interface QueuePlaceRow extends WaitingRoomRow {
  ahead: number;
  admitted_at: Date | string | null;
}

/**
 * The poll's one query: the entry, the index-only count of entries before it in queue order
 * (`waiting_room_entries_order_idx`), the event and its schedule.
 */
export async function queuePlaceOf(
  db: Db,
  accountId: number,
  eventId: number,
  entryId: string,
): Promise<QueuePlaceRow | null> {
  const [row] = await rows<QueuePlaceRow>(
    db,
    sql`SELECT ${roomColumns}, q.admitted_at,
        (SELECT count(*) FROM waiting_room_entries o
          WHERE o.account_id = q.account_id AND o.event_id = q.event_id
            AND (o.rank, o.arrival) < (q.rank, q.arrival))::int AS ahead
      FROM waiting_room_entries q
      JOIN events ev ON ev.account_id = q.account_id AND ev.id = q.event_id
      LEFT JOIN waiting_rooms r ON r.account_id = q.account_id AND r.event_id = q.event_id
      WHERE q.id = ${entryId} AND q.account_id = ${accountId} AND q.event_id = ${eventId}`,
  );
  return row ?? null;
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
