import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { events, venues } from '@/db/schema';
import { arrayParam, rows } from '@/db/sql';

/** What the readiness checklist reads of these events (seats aside from their prices). */
export async function eventsReadinessFacts(db: Db, accountId: number, ids: readonly number[]) {
  // One after the other: they run on the transaction's connection.
  const counts = await rows<{ event_id: number; unpriced: number }>(
    db,
    sql`SELECT event_id, count(*)::int AS unpriced FROM event_seats
        WHERE account_id = ${accountId} AND event_id = ANY(${arrayParam([...ids])}::int[])
          AND status IN ('open', 'hold') AND price_level_id IS NULL
        GROUP BY event_id`,
  );
  const areas = await rows<{ id: number; event_id: number; name: string; price_level_id: number | null }>(
    db,
    sql`SELECT id, event_id, name, price_level_id FROM event_ga_areas
        WHERE account_id = ${accountId} AND event_id = ANY(${arrayParam([...ids])}::int[])`,
  );
  const rowsOf = await rows<{
    id: number;
    map_id: number | null;
    seats_generated_at: Date | null;
    web_on_sale_at: Date | null;
  }>(
    db,
    sql`SELECT id, map_id, seats_generated_at, web_on_sale_at FROM events
        WHERE account_id = ${accountId} AND id = ANY(${arrayParam([...ids])}::int[])`,
  );
  return { counts, areas, rowsOf };
}

/** Locks these events in id order, each with its venue's time zone. */
export function lockEventsWithTimezones(tx: Db, accountId: number, ids: number[]) {
  return tx
    .select({ event: events, timezone: venues.timezone })
    .from(events)
    .innerJoin(venues, eq(venues.id, events.venueId))
    .where(and(eq(events.accountId, accountId), inArray(events.id, ids)))
    .orderBy(asc(events.id))
    .for('update', { of: events });
}
