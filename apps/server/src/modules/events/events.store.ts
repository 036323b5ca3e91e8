import type { PriceLevel, priceLevelInput } from '@tessera/contract';
import { and, asc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { eventGaAreas, events, priceLevels, venueMaps, venueMapVersions, venues } from '@/db/schema';
import { arrayParam } from '@/db/sql';

export interface EventFilters {
  venueId?: number;
  from?: string;
  to?: string;
  /** Days of the week in the venue's time zone, 0 = Sunday. */
  days: number[];
  /** Local start times, HH:MM. */
  times: string[];
}

const localStart = sql`(${events.startsAt} AT TIME ZONE ${venues.timezone})`;

const summaryColumns = {
  id: events.id,
  name: events.name,
  venueId: events.venueId,
  venueName: venues.name,
  timezone: venues.timezone,
  startsAt: events.startsAt,
  active: events.active,
  seatsGeneratedAt: events.seatsGeneratedAt,
  seatTotal: sql<number>`(SELECT count(*)::int FROM event_seats es WHERE es.event_id = events.id)`,
};

export async function listEventRows(db: Db, accountId: number, f: EventFilters) {
  return db
    .select(summaryColumns)
    .from(events)
    .innerJoin(venues, eq(venues.id, events.venueId))
    .where(
      and(
        eq(events.accountId, accountId),
        f.venueId ? eq(events.venueId, f.venueId) : undefined,
        f.from ? gte(events.startsAt, new Date(f.from)) : undefined,
        f.to ? lte(events.startsAt, new Date(f.to)) : undefined,
        f.days.length
          ? sql`extract(dow from ${localStart})::int = ANY(${arrayParam(f.days)}::int[])`
          : undefined,
        f.times.length
          ? sql`to_char(${localStart}, 'HH24:MI') = ANY(${arrayParam(f.times)}::text[])`
          : undefined,
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(500);
}

export async function findEventRow(db: Db, accountId: number, eventId: number) {
  const [row] = await db
    .select({
      ...summaryColumns,
      mapId: events.mapId,
      mapName: venueMaps.name,
      mapVersionId: events.mapVersionId,
      mapVersion: venueMapVersions.version,
      dontLeaveSingleSeats: events.dontLeaveSingleSeats,
    })
    .from(events)
    .innerJoin(venues, eq(venues.id, events.venueId))
    .leftJoin(venueMaps, eq(venueMaps.id, events.mapId))
    .leftJoin(venueMapVersions, eq(venueMapVersions.id, events.mapVersionId))
    .where(and(eq(events.accountId, accountId), eq(events.id, eventId)));
  return row;
}

export async function eventSeatCounts(db: Db, eventId: number) {
  const result = (await db.execute(
    sql`SELECT status, hold_id, count(*)::int AS n FROM event_seats WHERE event_id = ${eventId} GROUP BY status, hold_id`,
  )) as unknown as { rows: { status: string; hold_id: number | null; n: number }[] };
  return result.rows;
}

export async function eventPriceLevels(db: Db, accountId: number, eventId: number): Promise<PriceLevel[]> {
  const rows = await db
    .select()
    .from(priceLevels)
    .where(and(eq(priceLevels.accountId, accountId), eq(priceLevels.eventId, eventId)))
    .orderBy(asc(priceLevels.id));
  return rows.map(({ accountId: _a, eventId: _e, archivedAt, ...level }) => ({
    ...level,
    archived: archivedAt !== null,
  }));
}

export type PriceLevelValues = z.output<typeof priceLevelInput>;

export async function eventGaAreaRows(db: Db, accountId: number, eventId: number) {
  return db
    .select({
      id: eventGaAreas.id,
      name: eventGaAreas.name,
      capacity: eventGaAreas.capacity,
      taken: eventGaAreas.taken,
      priceLevelId: eventGaAreas.priceLevelId,
    })
    .from(eventGaAreas)
    .where(and(eq(eventGaAreas.accountId, accountId), eq(eventGaAreas.eventId, eventId)))
    .orderBy(asc(eventGaAreas.id));
}

export async function insertEvent(db: Db, values: typeof events.$inferInsert) {
  const [row] = await db.insert(events).values(values).returning({ id: events.id });
  return row!.id;
}

export async function setActive(db: Db, accountId: number, eventId: number, active: boolean) {
  const changed = await db
    .update(events)
    .set({ active })
    .where(
      and(
        eq(events.accountId, accountId),
        eq(events.id, eventId),
        active ? sql`${events.seatsGeneratedAt} IS NOT NULL` : undefined,
      ),
    )
    .returning({ id: events.id });
  return changed.length > 0;
}

export async function insertPriceLevel(db: Db, accountId: number, eventId: number, values: PriceLevelValues) {
  await db.insert(priceLevels).values({ ...values, accountId, eventId });
}

export async function updatePriceLevelRow(
  db: Db,
  accountId: number,
  eventId: number,
  id: number,
  values: PriceLevelValues,
) {
  const changed = await db
    .update(priceLevels)
    .set(values)
    .where(
      and(
        eq(priceLevels.accountId, accountId),
        eq(priceLevels.eventId, eventId),
        eq(priceLevels.id, id),
        isNull(priceLevels.archivedAt),
      ),
    )
    .returning({ id: priceLevels.id });
  return changed.length > 0;
}

export async function priceLevelOfEvent(db: Db, accountId: number, eventId: number, id: number) {
  const [row] = await db
    .select({ id: priceLevels.id, name: priceLevels.name, archivedAt: priceLevels.archivedAt })
    .from(priceLevels)
    .where(
      and(eq(priceLevels.accountId, accountId), eq(priceLevels.eventId, eventId), eq(priceLevels.id, id)),
    );
  return row;
}

/** Sets a GA area's capacity only if it stays at or above the places taken. */
export async function updateGaArea(
  db: Db,
  accountId: number,
  eventId: number,
  areaId: number,
  capacity: number,
  priceLevelId: number | null,
) {
  const changed = await db
    .update(eventGaAreas)
    .set({ capacity, priceLevelId })
    .where(
      and(
        eq(eventGaAreas.accountId, accountId),
        eq(eventGaAreas.eventId, eventId),
        eq(eventGaAreas.id, areaId),
        lte(eventGaAreas.taken, capacity),
      ),
    )
    .returning({ id: eventGaAreas.id });
  return changed.length > 0;
}
