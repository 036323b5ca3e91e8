import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { events, mapViewImages, venueMapVersions } from '@/db/schema';

export async function insertViewImage(
  db: Db,
  accountId: number,
  mapId: number,
  image: { data: Buffer; contentType: string; width: number; height: number },
  now: Date,
) {
  const [row] = await db
    .insert(mapViewImages)
    .values({ accountId, mapId, ...image, createdAt: now })
    .returning({ id: mapViewImages.id });
  return row!.id;
}

/** Which of these image ids are the account's. */
export async function knownViewImageIds(db: Db, accountId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const found = await db
    .select({ id: mapViewImages.id })
    .from(mapViewImages)
    .where(and(eq(mapViewImages.accountId, accountId), inArray(mapViewImages.id, [...ids])));
  return new Set(found.map((r) => r.id));
}

export async function viewImageData(db: Db, accountId: number, imageId: number) {
  const [row] = await db
    .select({ contentType: mapViewImages.contentType, data: mapViewImages.data })
    .from(mapViewImages)
    .where(and(eq(mapViewImages.accountId, accountId), eq(mapViewImages.id, imageId)));
  return row;
}

export interface ViewRow {
  section: string;
  row: string | null;
  seat: string | null;
  image: number | null;
  link: string | null;
}

/**
 * The "view from seat" references of the map version an event's seats came from: sections with
 * an uploaded image or a link, then seats with their own image. The seats are walked in the
 * database only when the version has any seat image, so a big map is not sent over.
 */
export async function eventViewRows(db: Db, accountId: number, eventId: number): Promise<ViewRow[]> {
  const result = (await db.execute(sql`WITH v AS (
      SELECT mv.definition AS d FROM ${events} e JOIN ${venueMapVersions} mv ON mv.id = e.map_version_id
      WHERE e.account_id = ${accountId} AND e.id = ${eventId})
    SELECT s->>'name' AS section, NULL::text AS row, NULL::text AS seat,
        (s->>'viewImageId')::int AS image, nullif(s->>'viewFromSeatUrl', '') AS link
      FROM v, jsonb_array_elements(v.d->'sections') s
      WHERE s->>'viewImageId' IS NOT NULL OR coalesce(s->>'viewFromSeatUrl', '') <> ''
    UNION ALL
    SELECT s->>'name', r->>'name', t->>'name', (t->>'viewImageId')::int, NULL
      FROM v, jsonb_array_elements(v.d->'sections') s, jsonb_array_elements(s->'rows') r,
        jsonb_array_elements(r->'seats') t
      WHERE jsonb_path_exists(v.d, '$.sections[*].rows[*].seats[*].viewImageId ? (@ != null)')
        AND t->>'viewImageId' IS NOT NULL`)) as unknown as { rows: ViewRow[] };
  return result.rows;
}
