import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { holds, saleTypes, userGroups, venueMaps, venues } from '@/db/schema';

const tables = { map: venueMaps, hold: holds, userGroup: userGroups };

/** Which of these ids are rows of the account's kind that are not archived. */
export async function activeIdsOf(
  db: Db,
  kind: keyof typeof tables,
  accountId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const table = tables[kind];
  const found = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.accountId, accountId), inArray(table.id, [...ids]), isNull(table.archivedAt)));
  return new Set(found.map((r) => r.id));
}

export function liveSaleTypeChoices(db: Db, accountId: number) {
  return db
    .select({ id: saleTypes.id, name: saleTypes.name, isDefault: saleTypes.isDefault })
    .from(saleTypes)
    .where(and(eq(saleTypes.accountId, accountId), isNull(saleTypes.archivedAt)))
    .orderBy(asc(saleTypes.name));
}

/** Every map of the account (archived ones too, which a template may still name), by venue. */
export function mapChoices(db: Db, accountId: number) {
  return db
    .select({
      id: venueMaps.id,
      name: venueMaps.name,
      venueName: venues.name,
      archivedAt: venueMaps.archivedAt,
    })
    .from(venueMaps)
    .innerJoin(venues, eq(venues.id, venueMaps.venueId))
    .where(eq(venueMaps.accountId, accountId))
    .orderBy(asc(venues.name), asc(venueMaps.name));
}

export function liveHoldChoices(db: Db, accountId: number) {
  return db
    .select({ id: holds.id, name: holds.name, color: holds.color })
    .from(holds)
    .where(and(eq(holds.accountId, accountId), isNull(holds.archivedAt)))
    .orderBy(asc(holds.name));
}

export function liveUserGroupChoices(db: Db, accountId: number) {
  return db
    .select({ id: userGroups.id, name: userGroups.name })
    .from(userGroups)
    .where(and(eq(userGroups.accountId, accountId), isNull(userGroups.archivedAt)))
    .orderBy(asc(userGroups.name));
}
