import { adaSeatTypes, maxMapShapes, maxShapePoints, shapeKinds, tableShapes } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import { webAddress } from '../web-address';
import * as z from '../zod';

const id = z.idParam();
const mapParams = z.object({ mapId: id });

export const mapBounds = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });
const mapPoint = z.object({ x: z.number(), y: z.number() });
const mapPoints = z.array(mapPoint).max(maxShapePoints);

/** A table top under a row's seats; (x, y) is its centre, a round table's width its diameter. */
export const mapTable = z.object({
  shape: z.enum(tableShapes),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
});

/** A drawn stage (polygon), wall (line) or text label (one point). */
export const mapShape = z.object({
  kind: z.enum(shapeKinds),
  points: mapPoints,
  text: z.string().max(200).nullable().optional(),
});

/** What a seat map draws besides seats: shapes, table tops, GA areas' outlines. */
export const mapDrawing = z.object({
  shapes: z.array(mapShape),
  tables: z.array(mapTable),
  areas: z.array(z.object({ name: z.string(), points: z.array(mapPoint) })),
});
export type MapDrawingOutput = z.infer<typeof mapDrawing>;

/** "View from seat" images of a map: a section's (row and seat null) or one seat's. */
export const seatView = z.object({
  section: z.string(),
  row: z.string().nullable(),
  seat: z.string().nullable(),
  url: z.string(),
});

/** Where the shop serves an uploaded "view from seat" image. */
export const mapViewImagePath = (imageId: number) => `/api/shop/map-views/${imageId}`;

/** The seat map shape (packages/domain SeatMapDefinition); the server validates it further. */
export const seatMapDefinition = z.object({
  /** The middle of the stage's front edge (best-available scores); by default above the seats. */
  stage: z.object({ x: z.number(), y: z.number() }).nullable().optional(),
  sections: z
    .array(
      z.object({
        name: z.string(),
        bounds: mapBounds.nullable().optional(),
        viewFromSeatUrl: webAddress.nullable().optional(),
        /** "View from seat": an image uploaded with uploadMapViewImage, over viewFromSeatUrl. */
        viewImageId: z.number().int().positive().nullable().optional(),
        /** Best-available priority, 1 (the default) first. */
        priority: z.number().int().nullable().optional(),
        rows: z.array(
          z.object({
            name: z.string(),
            /** The row is a table: its seats sit around this table top. */
            table: mapTable.nullable().optional(),
            seats: z.array(
              z.object({
                name: z.string(),
                x: z.number(),
                y: z.number(),
                position: z.number().int(),
                ada: z.enum(adaSeatTypes).nullable().optional(),
                tags: z.array(z.string()).optional(),
                /** The venue's best-available score for the seat (lower is better), over the default. */
                score: z.number().int().nullable().optional(),
                /** The seat's default price zone (a price level's zone); the section's name without one. */
                zone: z.string().max(40).nullable().optional(),
                /** The seat's own "view from seat" image (uploadMapViewImage), over its section's. */
                viewImageId: z.number().int().positive().nullable().optional(),
              }),
            ),
          }),
        ),
      }),
    )
    .max(500),
  gaAreas: z
    .array(
      z.object({
        name: z.string(),
        capacity: z.number().int(),
        bounds: mapBounds.nullable().optional(),
        /** The area's outline as drawn; the event's area sells `capacity` places. */
        polygon: mapPoints.nullable().optional(),
      }),
    )
    .max(100),
  /** The stage, walls and text labels as drawn. */
  shapes: z.array(mapShape).max(maxMapShapes).optional(),
});
export type SeatMapDefinitionInput = z.infer<typeof seatMapDefinition>;

export const mapSummary = z.object({
  id: z.number().int(),
  venueId: z.number().int(),
  venueName: z.string(),
  name: z.string(),
  version: z.number().int(),
  seatCount: z.number().int(),
  gaCapacity: z.number().int(),
  sectionCount: z.number().int(),
  archived: z.boolean(),
  updatedAt: z.iso.datetime(),
});
export type MapSummary = z.infer<typeof mapSummary>;

export const mapDetail = mapSummary.extend({
  definition: seatMapDefinition,
  versions: z.array(
    z.object({ version: z.number().int(), seatCount: z.number().int(), createdAt: z.iso.datetime() }),
  ),
  eventCount: z.number().int(),
});
export type MapDetail = z.infer<typeof mapDetail>;

const mapFile = z.object({ format: z.enum(['csv', 'json']), content: z.string().min(1).max(20_000_000) });
const mapName = z.string().trim().min(1).max(100);
const mapErrors = [
  'common.not_found',
  'admin.name_taken',
  'admin.map_file_unreadable',
  'admin.map_missing_column',
  'admin.map_invalid_value',
  'admin.map_duplicate_section',
  'admin.map_duplicate_row',
  'admin.map_duplicate_seat',
  'admin.map_duplicate_position',
  'admin.map_seat_outside_section',
  'admin.map_seats_overlap',
  'admin.map_unknown_section',
  'admin.map_empty',
  'admin.map_too_large',
  'admin.map_view_image_unknown',
] as const;

const staffMaps = { tag: 'maps', auth: 'staff', permission: 'venues', tenant: 'session' } as const;

export const listMaps = defineEndpoint({
  ...staffMaps,
  id: 'listMaps',
  method: 'GET',
  path: '/api/admin/maps',
  summary: 'Seat maps (venue configs), optionally of one venue; archived ones on request.',
  query: z.object({ venueId: id.optional(), archived: z.enum(['true', 'false']).optional() }),
  output: z.array(mapSummary),
  errors: [],
});

export const getMap = defineEndpoint({
  ...staffMaps,
  id: 'getMap',
  method: 'GET',
  path: '/api/admin/maps/:mapId',
  summary:
    'A seat map: its current version’s sections, rows, seats and general-admission areas, and its history.',
  params: mapParams,
  output: mapDetail,
  errors: ['common.not_found'],
});

export const importMap = defineEndpoint({
  ...staffMaps,
  id: 'importMap',
  method: 'POST',
  path: '/api/admin/maps/import',
  summary: 'Creates a seat map from a CSV or JSON file (docs/seat-map-files.md); every bad line is reported.',
  body: mapFile.extend({ venueId: z.id(), name: mapName }),
  output: mapDetail,
  status: 201,
  errors: [...mapErrors],
  example: { venueId: 1, name: 'Main floor', format: 'csv', content: 'section,row,seat,x,y\nA,1,1,0,0' },
});

export const createMap = defineEndpoint({
  ...staffMaps,
  id: 'createMap',
  method: 'POST',
  path: '/api/admin/maps',
  summary: 'Creates a seat map from a definition (the browser’s map generator sends one).',
  body: z.object({ venueId: z.id(), name: mapName, definition: seatMapDefinition }),
  output: mapDetail,
  status: 201,
  errors: [...mapErrors],
  example: {
    venueId: 1,
    name: 'Main floor',
    definition: {
      sections: [{ name: 'A', rows: [{ name: '1', seats: [{ name: '1', x: 0, y: 0, position: 1 }] }] }],
      gaAreas: [],
    },
  },
});

export const updateMap = defineEndpoint({
  ...staffMaps,
  id: 'updateMap',
  method: 'PUT',
  path: '/api/admin/maps/:mapId',
  summary:
    'Renames a map or saves a new version of it from a definition or a file. Events keep their version.',
  params: mapParams,
  body: z.object({
    name: mapName.optional(),
    definition: seatMapDefinition.optional(),
    file: mapFile.optional(),
  }),
  output: mapDetail,
  errors: [...mapErrors, 'admin.map_archived'],
  example: { name: 'Main floor' },
});

export const copyMap = defineEndpoint({
  ...staffMaps,
  id: 'copyMap',
  method: 'POST',
  path: '/api/admin/maps/:mapId/copy',
  summary: 'Copies a map’s current version into a new map, at the same or another venue.',
  params: mapParams,
  body: z.object({ name: mapName, venueId: z.id().optional() }),
  output: mapDetail,
  status: 201,
  errors: ['common.not_found', 'admin.name_taken', 'admin.map_archived'],
  example: { name: 'Main floor (copy)' },
});

export const archiveMap = defineEndpoint({
  ...staffMaps,
  id: 'archiveMap',
  method: 'POST',
  path: '/api/admin/maps/:mapId/archive',
  summary: 'Archives a map that no upcoming event uses.',
  params: mapParams,
  output: mapDetail,
  errors: ['common.not_found', 'admin.map_in_use'],
});

export const mapViewImage = z.object({
  id: z.number().int(),
  contentType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Where the shop shows it (mapViewImagePath). */
  url: z.string(),
});

export const uploadMapViewImage = defineEndpoint({
  ...staffMaps,
  id: 'uploadMapViewImage',
  method: 'POST',
  path: '/api/admin/maps/:mapId/view-images',
  summary:
    'Uploads a "view from seat" image (base64 PNG or JPG, at most 2 MB) for a map; a section or seat shows it once the map is saved with its id. Images are never changed, so every map version keeps its own.',
  params: mapParams,
  body: z.object({ dataBase64: z.string().min(1).max(3_000_000) }),
  output: mapViewImage,
  status: 201,
  errors: ['common.not_found', 'admin.image_type_invalid', 'admin.image_size_invalid'],
  // A 1x1 PNG.
  example: {
    dataBase64:
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  },
});

export const getShopMapViewImage = defineEndpoint({
  tag: 'shop',
  auth: 'public',
  permission: null,
  tenant: 'host',
  id: 'getShopMapViewImage',
  method: 'GET',
  path: '/api/shop/map-views/:viewImageId',
  summary: 'A "view from seat" image, as the shop shows it when a buyer picks a seat.',
  params: z.object({ viewImageId: id }),
  output: z.custom<Uint8Array>((v) => v instanceof Uint8Array),
  errors: ['common.not_found'],
});
