import type { MapDrawing, MapPoint, MapShape, MapTable, SeatMapDefinition } from '@tessera/domain';
import { and, asc, desc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { events, venueMaps, venueMapVersions, venues } from '@/db/schema';

const summaryColumns = {
  id: venueMaps.id,
  venueId: venueMaps.venueId,
  venueName: venues.name,
  name: venueMaps.name,
  version: venueMaps.currentVersion,
  versionId: venueMapVersions.id,
  seatCount: venueMapVersions.seatCount,
  gaCapacity: venueMapVersions.gaCapacity,
  sectionCount: sql<number>`jsonb_array_length(${venueMapVersions.definition}->'sections')`,
  archivedAt: venueMaps.archivedAt,
  updatedAt: venueMaps.updatedAt,
};

function summaries(db: Db) {
  return db
    .select(summaryColumns)
    .from(venueMaps)
    .innerJoin(venues, eq(venues.id, venueMaps.venueId))
    .innerJoin(
      venueMapVersions,
      and(eq(venueMapVersions.mapId, venueMaps.id), eq(venueMapVersions.version, venueMaps.currentVersion)),
    );
}

export type MapSummaryRow = Awaited<ReturnType<typeof findMapSummary>> & object;

export async function listMapRows(db: Db, accountId: number, venueId: number | undefined, archived: boolean) {
  return summaries(db)
    .where(
      and(
        eq(venueMaps.accountId, accountId),
        venueId ? eq(venueMaps.venueId, venueId) : undefined,
        archived ? isNotNull(venueMaps.archivedAt) : isNull(venueMaps.archivedAt),
      ),
    )
    .orderBy(asc(venues.name), asc(venueMaps.name));
}

export async function findMapSummary(db: Db, accountId: number, mapId: number) {
  const [row] = await summaries(db).where(and(eq(venueMaps.accountId, accountId), eq(venueMaps.id, mapId)));
  return row;
}

export async function mapDefinition(db: Db, versionId: number): Promise<SeatMapDefinition> {
  const [row] = await db
    .select({ definition: venueMapVersions.definition })
    .from(venueMapVersions)
    .where(eq(venueMapVersions.id, versionId));
  return row!.definition as SeatMapDefinition;
}

export async function mapVersions(db: Db, mapId: number) {
  return db
    .select({
      version: venueMapVersions.version,
      seatCount: venueMapVersions.seatCount,
      createdAt: venueMapVersions.createdAt,
    })
    .from(venueMapVersions)
    .where(eq(venueMapVersions.mapId, mapId))
    .orderBy(desc(venueMapVersions.version));
}

export async function countEventsUsingMap(db: Db, accountId: number, mapId: number, since?: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(events)
    .where(
      and(
        eq(events.accountId, accountId),
        eq(events.mapId, mapId),
        since ? gte(events.startsAt, since) : undefined,
      ),
    );
  return row?.n ?? 0;
}

export interface NewVersion {
  definition: SeatMapDefinition;
  seatCount: number;
  gaCapacity: number;
  createdBy: number | null;
}

export async function insertMap(
  db: Db,
  accountId: number,
  venueId: number,
  name: string,
  version: NewVersion,
  now: Date,
) {
  const [map] = await db
    .insert(venueMaps)
    .values({ accountId, venueId, name, currentVersion: 1, createdAt: now, updatedAt: now })
    .returning({ id: venueMaps.id });
  await db
    .insert(venueMapVersions)
    .values({ accountId, mapId: map!.id, version: 1, createdAt: now, ...version });
  return map!.id;
}

/** Saves the next version and makes it current; earlier versions stay for the events using them. */
export async function insertVersion(
  db: Db,
  accountId: number,
  mapId: number,
  version: NewVersion,
  now: Date,
) {
  const [map] = await db
    .update(venueMaps)
    .set({ currentVersion: sql`${venueMaps.currentVersion} + 1`, updatedAt: now })
    .where(and(eq(venueMaps.accountId, accountId), eq(venueMaps.id, mapId)))
    .returning({ version: venueMaps.currentVersion });
  await db
    .insert(venueMapVersions)
    .values({ accountId, mapId, version: map!.version, createdAt: now, ...version });
  return map!.version;
}

export async function renameMap(db: Db, accountId: number, mapId: number, name: string, now: Date) {
  await db
    .update(venueMaps)
    .set({ name, updatedAt: now })
    .where(and(eq(venueMaps.accountId, accountId), eq(venueMaps.id, mapId)));
}

export async function setMapArchived(db: Db, accountId: number, mapId: number, now: Date) {
  await db
    .update(venueMaps)
    .set({ archivedAt: now, updatedAt: now })
    .where(and(eq(venueMaps.accountId, accountId), eq(venueMaps.id, mapId)));
}

/**
 * What an event's map draws besides seats (stage, walls, labels, table tops, GA outlines),
 * read from the map version the event's seats came from without loading its seats.
 */
export async function eventMapDrawing(db: Db, accountId: number, eventId: number): Promise<MapDrawing> {
  const result = (await db.execute(sql`SELECT
      coalesce(v.definition->'shapes', '[]'::jsonb) AS shapes,
      jsonb_path_query_array(v.definition, '$.sections[*].rows[*].table ? (@ != null)') AS tables,
      jsonb_path_query_array(v.definition, '$.gaAreas[*] ? (@.polygon != null && @.polygon.size() > 0)') AS areas
    FROM ${events} e JOIN ${venueMapVersions} v ON v.id = e.map_version_id
    WHERE e.account_id = ${accountId} AND e.id = ${eventId}`)) as unknown as {
    rows: { shapes: MapShape[]; tables: MapTable[]; areas: { name: string; polygon: MapPoint[] }[] }[];
  };
  const row = result.rows[0];
  if (!row) return { shapes: [], tables: [], areas: [] };
  return {
    shapes: row.shapes,
    tables: row.tables,
    areas: row.areas.map((a) => ({ name: a.name, points: a.polygon })),
  };
}
