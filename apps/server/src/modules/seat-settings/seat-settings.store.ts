import { and, asc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { holdGroups, holds, saleTypes, seatAlerts } from '@/db/schema';

type Table = typeof holds | typeof holdGroups | typeof saleTypes | typeof seatAlerts;

export function scoped(table: Table, accountId: number, archived?: boolean, id?: number) {
  return and(
    eq(table.accountId, accountId),
    id === undefined ? undefined : eq(table.id, id),
    archived === undefined ? undefined : archived ? isNotNull(table.archivedAt) : isNull(table.archivedAt),
  );
}

export async function listHoldRows(db: Db, accountId: number, archived: boolean) {
  return db
    .select()
    .from(holds)
    .where(scoped(holds, accountId, archived))
    .orderBy(asc(holds.name));
}

export async function findHold(db: Db, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(holds)
    .where(scoped(holds, accountId, undefined, id));
  return row;
}

export async function listHoldGroupRows(db: Db, accountId: number, archived: boolean, id?: number) {
  return db
    .select({
      id: holdGroups.id,
      name: holdGroups.name,
      archivedAt: holdGroups.archivedAt,
      holdCount: sql<number>`(SELECT count(*)::int FROM holds h WHERE h.hold_group_id = hold_groups.id AND h.archived_at IS NULL)`,
    })
    .from(holdGroups)
    .where(scoped(holdGroups, accountId, id === undefined ? archived : undefined, id))
    .orderBy(asc(holdGroups.name));
}

export async function listSaleTypeRows(db: Db, accountId: number, archived: boolean) {
  return db
    .select()
    .from(saleTypes)
    .where(scoped(saleTypes, accountId, archived))
    .orderBy(asc(saleTypes.name));
}

export async function findSaleType(db: Db, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(saleTypes)
    .where(scoped(saleTypes, accountId, undefined, id));
  return row;
}

/** Only one sale type is the default: choosing one clears the others. */
export async function clearOtherDefaults(db: Db, accountId: number, keepId: number) {
  await db
    .update(saleTypes)
    .set({ isDefault: false })
    .where(and(eq(saleTypes.accountId, accountId), ne(saleTypes.id, keepId), eq(saleTypes.isDefault, true)));
}

export async function listSeatAlertRows(db: Db, accountId: number, archived: boolean) {
  return db
    .select()
    .from(seatAlerts)
    .where(scoped(seatAlerts, accountId, archived))
    .orderBy(asc(seatAlerts.name));
}

export async function findSeatAlert(db: Db, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(seatAlerts)
    .where(scoped(seatAlerts, accountId, undefined, id));
  return row;
}
