import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { events, priceLevels, venueMaps, venueMapVersions } from '@/db/schema';

/** Locks an event row and reads what seat generation and map changes decide on. */
export async function lockEventSeating(tx: Db, accountId: number, eventId: number) {
  const [event] = await tx
    .select({ venueId: events.venueId, mapId: events.mapId, seatsGeneratedAt: events.seatsGeneratedAt })
    .from(events)
    .where(and(eq(events.accountId, accountId), eq(events.id, eventId)))
    .for('update');
  return event;
}

export interface MapVersionRow {
  id: number;
  definition: unknown;
}

/** The current version of a map of the account. */
export async function currentMapVersion(
  db: Db,
  accountId: number,
  mapId: number,
): Promise<MapVersionRow | undefined> {
  const [version] = await db
    .select({ id: venueMapVersions.id, definition: venueMapVersions.definition })
    .from(venueMaps)
    .innerJoin(
      venueMapVersions,
      and(eq(venueMapVersions.mapId, venueMaps.id), eq(venueMapVersions.version, venueMaps.currentVersion)),
    )
    .where(and(eq(venueMaps.accountId, accountId), eq(venueMaps.id, mapId)));
  return version;
}

/** One version of a map of the account. */
export async function mapVersionById(
  db: Db,
  accountId: number,
  versionId: number,
): Promise<MapVersionRow | undefined> {
  const [version] = await db
    .select({ id: venueMapVersions.id, definition: venueMapVersions.definition })
    .from(venueMapVersions)
    .where(and(eq(venueMapVersions.accountId, accountId), eq(venueMapVersions.id, versionId)));
  return version;
}

/**
 * Records the map version an event's seats came from, once. A template's Active box takes
 * effect here, but never puts a ticket on sale without a price or an on-sale date.
 */
export async function markSeatsGenerated(
  tx: Db,
  accountId: number,
  eventId: number,
  versionId: number,
  now: Date,
): Promise<void> {
  await tx
    .update(events)
    .set({
      mapVersionId: versionId,
      seatsGeneratedAt: now,
      active: sql`${events.active} OR (${events.activateOnSeatGeneration}
        AND ${events.webOnSaleAt} IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM event_seats s WHERE s.event_id = ${eventId} AND s.price_level_id IS NULL)
        AND NOT EXISTS (SELECT 1 FROM event_ga_areas g WHERE g.event_id = ${eventId} AND g.price_level_id IS NULL))`,
      activateOnSeatGeneration: false,
    })
    .where(
      and(eq(events.accountId, accountId), eq(events.id, eventId), sql`${events.seatsGeneratedAt} IS NULL`),
    );
}

/** Attaches a map to an event whose seats are to be generated from it (the event goes inactive). */
export async function setEventMap(tx: Db, accountId: number, eventId: number, mapId: number): Promise<void> {
  await tx
    .update(events)
    .set({ mapId, mapVersionId: null, seatsGeneratedAt: null, active: false })
    .where(and(eq(events.accountId, accountId), eq(events.id, eventId)));
}

/** Copies an event's price levels (not archived ones) to another event; returns how many. */
export async function copyLivePriceLevels(
  tx: Db,
  accountId: number,
  fromId: number,
  toId: number,
): Promise<number> {
  const levels = await tx
    .select()
    .from(priceLevels)
    .where(
      and(
        eq(priceLevels.accountId, accountId),
        eq(priceLevels.eventId, fromId),
        isNull(priceLevels.archivedAt),
      ),
    )
    .orderBy(asc(priceLevels.id));
  if (levels.length > 0) {
    await tx.insert(priceLevels).values(levels.map(({ id: _id, ...level }) => ({ ...level, eventId: toId })));
  }
  return levels.length;
}
