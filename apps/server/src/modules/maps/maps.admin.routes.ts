import {
  archiveMap,
  copyMap,
  createMap,
  getMap,
  importMap,
  listMaps,
  updateMap,
  uploadMapViewImage,
} from '@tessera/contract';
import type { SeatMapDefinition } from '@tessera/domain';
import { implement } from '@/platform/http/implement';
import { uploadViewImage } from './map-view-images.service';
import {
  archiveMapIfUnused,
  copyMapTo,
  createMapFrom,
  mapDetail,
  mapFromDefinition,
  mapFromFile,
  mapSummaryOf,
  updateMapWith,
} from './maps.service';
import { listMapRows } from './maps.store';

export const mapsAdminRoutes = [
  implement(listMaps, async ({ deps, accountId, query }) => {
    const rows = await listMapRows(deps.db, accountId, query.venueId, query.archived === 'true');
    return rows.map(mapSummaryOf);
  }),
  implement(getMap, ({ deps, accountId, params }) => mapDetail(deps.db, accountId, params.mapId)),
  implement(importMap, async ({ deps, accountId, staff, body }) => {
    const map = mapFromFile(body.format, body.content);
    const id = await createMapFrom(deps.db, accountId, { ...body, map, userId: staff.userId }, deps.now());
    return mapDetail(deps.db, accountId, id);
  }),
  implement(createMap, async ({ deps, accountId, staff, body }) => {
    const map = mapFromDefinition(body.definition as SeatMapDefinition);
    const id = await createMapFrom(deps.db, accountId, { ...body, map, userId: staff.userId }, deps.now());
    return mapDetail(deps.db, accountId, id);
  }),
  implement(updateMap, async ({ deps, accountId, staff, params, body }) => {
    const map = body.file
      ? mapFromFile(body.file.format, body.file.content)
      : body.definition
        ? mapFromDefinition(body.definition as SeatMapDefinition)
        : undefined;
    const saved = await updateMapWith(
      deps.db,
      accountId,
      params.mapId,
      { name: body.name, map, userId: staff.userId },
      deps.now(),
    );
    // The version just saved is answered as it was written, not read back.
    return mapDetail(deps.db, accountId, params.mapId, saved);
  }),
  implement(copyMap, async ({ deps, accountId, staff, params, body }) => {
    const id = await copyMapTo(
      deps.db,
      accountId,
      params.mapId,
      { ...body, userId: staff.userId },
      deps.now(),
    );
    return mapDetail(deps.db, accountId, id);
  }),
  implement(uploadMapViewImage, ({ deps, accountId, params, body }) =>
    uploadViewImage(deps.db, accountId, params.mapId, body.dataBase64, deps.now()),
  ),
  implement(archiveMap, async ({ deps, accountId, params }) => {
    await archiveMapIfUnused(deps.db, accountId, params.mapId, deps.now());
    return mapDetail(deps.db, accountId, params.mapId);
  }),
];
