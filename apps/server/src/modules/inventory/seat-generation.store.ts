import { boundsOfPoints, type SeatMapDefinition, seatScoresOf } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { arrayParam } from '@/db/sql';

const TAG_SEPARATOR = '\u001f';

/**
 * Materialises an event's seats and general-admission areas from a map, as one
 * `INSERT … SELECT FROM unnest(…)`: a handful of array parameters instead of one per value
 * (20,000 seats stay far below the 65,535 bind-parameter limit, and the insert is one round trip).
 */
export async function insertEventSeats(
  tx: Db,
  accountId: number,
  eventId: number,
  map: SeatMapDefinition,
): Promise<number> {
  const cols = {
    section: [] as string[],
    row: [] as string[],
    seat: [] as string[],
    position: [] as number[],
    rank: [] as number[],
    x: [] as number[],
    y: [] as number[],
    ada: [] as (string | null)[],
    tags: [] as string[],
  };
  // Scores are venue-wide (the stage, the section's priority, the venue's own per seat).
  const scores = seatScoresOf(map);
  for (const section of map.sections) {
    for (const row of section.rows) {
      for (const seat of row.seats) {
        cols.section.push(section.name);
        cols.row.push(row.name);
        cols.seat.push(seat.name);
        cols.position.push(seat.position);
        cols.rank.push(scores[cols.rank.length]!);
        cols.x.push(seat.x);
        cols.y.push(seat.y);
        cols.ada.push(seat.ada ?? null);
        cols.tags.push((seat.tags ?? []).join(TAG_SEPARATOR));
      }
    }
  }
  if (cols.section.length > 0) {
    await tx.execute(sql`INSERT INTO event_seats (account_id, event_id, section, row, seat, position, rank, x, y, ada_type, tags)
      SELECT ${accountId}, ${eventId}, u.section, u.row, u.seat, u.position, u.rank, u.x, u.y, u.ada,
        CASE WHEN u.tags = '' THEN '{}'::text[] ELSE string_to_array(u.tags, chr(31)) END
      FROM unnest(${arrayParam(cols.section)}::text[], ${arrayParam(cols.row)}::text[], ${arrayParam(cols.seat)}::text[],
        ${arrayParam(cols.position)}::int[], ${arrayParam(cols.rank)}::int[], ${arrayParam(cols.x)}::real[],
        ${arrayParam(cols.y)}::real[], ${arrayParam(cols.ada)}::text[], ${arrayParam(cols.tags)}::text[])
        AS u(section, row, seat, position, rank, x, y, ada, tags)`);
  }
  for (const area of map.gaAreas) {
    const bounds = area.bounds ?? (area.polygon?.length ? boundsOfPoints(area.polygon) : null);
    await tx.execute(sql`INSERT INTO event_ga_areas (account_id, event_id, name, capacity, bounds)
      VALUES (${accountId}, ${eventId}, ${area.name}, ${area.capacity}, ${JSON.stringify(bounds)}::jsonb)`);
  }
  return cols.section.length;
}

/** Fresh planner statistics after seats were generated, so seats are reached by id rather than by a scan. */
export async function analyzeEventSeats(db: Db): Promise<void> {
  await db.execute(sql`ANALYZE event_seats`);
}

/** Whether any seat or place of the event is sold, reserved, comped, in a basket or on a ticket. */
export async function eventSeatsInUse(tx: Db, eventId: number): Promise<boolean> {
  const result = (await tx.execute(sql`SELECT
      EXISTS (SELECT 1 FROM event_seats WHERE event_id = ${eventId} AND status IN ('reserved', 'sold', 'comp'))
      OR EXISTS (SELECT 1 FROM basket_items WHERE event_id = ${eventId})
      OR EXISTS (SELECT 1 FROM order_tickets WHERE event_id = ${eventId})
      OR EXISTS (SELECT 1 FROM ga_reservations r JOIN event_ga_areas a ON a.id = r.area_id WHERE a.event_id = ${eventId})
      AS used`)) as unknown as { rows: { used: boolean }[] };
  return result.rows[0]?.used === true;
}

/** Removes an event's generated seats and general-admission areas (none of them in use). */
export async function deleteEventSeats(tx: Db, accountId: number, eventId: number): Promise<void> {
  await tx.execute(sql`DELETE FROM event_seats WHERE account_id = ${accountId} AND event_id = ${eventId}`);
  await tx.execute(sql`DELETE FROM event_ga_areas WHERE account_id = ${accountId} AND event_id = ${eventId}`);
}
