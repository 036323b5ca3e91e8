import type { MapDetail, MapSummary } from '@tessera/contract';
import {
  countSeats,
  gaCapacity,
  type MapProblem,
  parseMapFile,
  parseMapJson,
  readMapValue,
  type SeatMapDefinition,
  viewImageIdsOf,
} from '@tessera/domain';
import type { Db } from '@/db/client';
import { requireVenue } from '@/modules/venues/venues.service';
import { AppError, AppErrors } from '@/platform/http/app-error';
import { notFound, withUniqueName } from '@/platform/http/common-errors';
import { knownViewImageIds } from './map-view-images.store';
import {
  countEventsUsingMap,
  findMapSummary,
  insertMap,
  insertVersion,
  mapDefinition,
  mapVersions,
  type NewVersion,
  renameMap,
  setMapArchived,
} from './maps.store';

function refuse(problems: MapProblem[]): never {
  throw new AppErrors(
    problems.map(
      (p) => new AppError(p.code, 'file', { ...p.params, ...(p.line === null ? {} : { line: p.line }) }),
    ),
  );
}

/** Reads a map file; every bad line is answered at once. */
export function mapFromFile(format: 'csv' | 'json', content: string): SeatMapDefinition {
  const { map, problems } = parseMapFile(format, content);
  if (!map) refuse(problems);
  return map;
}

/**
 * Checks a map sent as data (the generator's, the designer's). It is read as it came; only a
 * map with problems is written out as indented JSON (the same text the map's download gives)
 * and read again, so that its problems are numbered by that text's lines.
 */
export function mapFromDefinition(definition: SeatMapDefinition): SeatMapDefinition {
  const { map } = readMapValue(definition);
  if (map) return map;
  const numbered = parseMapJson(JSON.stringify(definition, null, 2));
  if (numbered.map) return numbered.map;
  refuse(numbered.problems);
}

/** Every "view from seat" image the map shows must have been uploaded to this account. */
async function requireKnownViews(db: Db, accountId: number, map: SeatMapDefinition) {
  const ids = viewImageIdsOf(map);
  const known = await knownViewImageIds(db, accountId, ids);
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw new AppErrors(
      unknown.map((image) => new AppError('admin.map_view_image_unknown', 'definition', { image })),
    );
}

function versionOf(map: SeatMapDefinition, createdBy: number | null): NewVersion {
  return { definition: map, seatCount: countSeats(map), gaCapacity: gaCapacity(map), createdBy };
}

export function mapSummaryOf(row: NonNullable<Awaited<ReturnType<typeof findMapSummary>>>): MapSummary {
  return {
    id: row.id,
    venueId: row.venueId,
    venueName: row.venueName,
    name: row.name,
    version: row.version,
    seatCount: row.seatCount,
    gaCapacity: row.gaCapacity,
    sectionCount: row.sectionCount,
    archived: row.archivedAt !== null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function requireMap(db: Db, accountId: number, mapId: number) {
  const row = await findMapSummary(db, accountId, mapId);
  if (!row) throw notFound();
  return row;
}

/**
 * A map with its current version's definition; `saved` is a version the caller has just
 * written, answered as it is instead of read back while it is still the current one.
 */
export async function mapDetail(
  db: Db,
  accountId: number,
  mapId: number,
  saved?: { version: number; definition: SeatMapDefinition } | null,
): Promise<MapDetail> {
  const row = await requireMap(db, accountId, mapId);
  const [definition, versions, eventCount] = await Promise.all([
    saved?.version === row.version ? saved.definition : mapDefinition(db, row.versionId),
    mapVersions(db, mapId),
    countEventsUsingMap(db, accountId, mapId),
  ]);
  return {
    ...mapSummaryOf(row),
    definition,
    versions: versions.map((v) => ({ ...v, createdAt: v.createdAt.toISOString() })),
    eventCount,
  };
}

export async function createMapFrom(
  db: Db,
  accountId: number,
  input: { venueId: number; name: string; map: SeatMapDefinition; userId: number | null },
  now: Date,
): Promise<number> {
  await requireVenue(db, accountId, input.venueId);
  await requireKnownViews(db, accountId, input.map);
  return withUniqueName(() =>
    db.transaction((tx) =>
      insertMap(tx, accountId, input.venueId, input.name, versionOf(input.map, input.userId), now),
    ),
  );
}

export async function updateMapWith(
  db: Db,
  accountId: number,
  mapId: number,
  change: { name?: string; map?: SeatMapDefinition; userId: number | null },
  now: Date,
): Promise<{ version: number; definition: SeatMapDefinition } | null> {
  const row = await requireMap(db, accountId, mapId);
  if (row.archivedAt) throw new AppError('admin.map_archived');
  const map = change.map;
  if (map) await requireKnownViews(db, accountId, map);
  return withUniqueName(() =>
    db.transaction(async (tx) => {
      if (change.name !== undefined && change.name !== row.name)
        await renameMap(tx, accountId, mapId, change.name, now);
      if (!map) return null;
      const version = await insertVersion(tx, accountId, mapId, versionOf(map, change.userId), now);
      return { version, definition: map };
    }),
  );
}

export async function copyMapTo(
  db: Db,
  accountId: number,
  mapId: number,
  target: { name: string; venueId?: number; userId: number | null },
  now: Date,
): Promise<number> {
  const row = await requireMap(db, accountId, mapId);
  if (row.archivedAt) throw new AppError('admin.map_archived');
  const map = await mapDefinition(db, row.versionId);
  return createMapFrom(
    db,
    accountId,
    { venueId: target.venueId ?? row.venueId, name: target.name, map, userId: target.userId },
    now,
  );
}

/** A map that upcoming events use stays; past events keep their own version either way. */
export async function archiveMapIfUnused(db: Db, accountId: number, mapId: number, now: Date): Promise<void> {
  const row = await requireMap(db, accountId, mapId);
  if (row.archivedAt) return;
  if ((await countEventsUsingMap(db, accountId, mapId, now)) > 0) throw new AppError('admin.map_in_use');
  await setMapArchived(db, accountId, mapId, now);
}
