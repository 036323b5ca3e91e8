import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
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

const mine = (table: Table, accountId: number, id: number) =>
  and(eq(table.accountId, accountId), eq(table.id, id));

type HoldValues = Omit<typeof holds.$inferInsert, 'id' | 'accountId'>;
type SaleTypeValues = Omit<typeof saleTypes.$inferInsert, 'id' | 'accountId'>;
type SeatAlertValues = Omit<typeof seatAlerts.$inferInsert, 'id' | 'accountId'>;

export async function insertHold(db: Db, accountId: number, values: HoldValues) {
  const [row] = await db
    .insert(holds)
    .values({ ...values, accountId })
    .returning();
  return row!;
}

export async function updateHoldRow(db: Db, accountId: number, id: number, values: Partial<HoldValues>) {
  const [row] = await db
    .update(holds)
    .set(values)
    .where(mine(holds, accountId, id))
    .returning();
  return row;
}

export async function insertHoldGroup(db: Db, accountId: number, name: string): Promise<number> {
  const [row] = await db.insert(holdGroups).values({ name, accountId }).returning({ id: holdGroups.id });
  return row!.id;
}

export async function renameHoldGroup(db: Db, accountId: number, id: number, name: string) {
  const [row] = await db
    .update(holdGroups)
    .set({ name })
    .where(mine(holdGroups, accountId, id))
    .returning();
  return row;
}

export async function insertSaleType(db: Db, accountId: number, values: SaleTypeValues) {
  const [row] = await db
    .insert(saleTypes)
    .values({ ...values, accountId })
    .returning();
  return row!;
}

export async function updateSaleTypeRow(
  db: Db,
  accountId: number,
  id: number,
  values: Partial<SaleTypeValues>,
) {
  const [row] = await db
    .update(saleTypes)
    .set(values)
    .where(mine(saleTypes, accountId, id))
    .returning();
  return row;
}

export async function setSaleTypeArchivedAt(db: Db, id: number, archivedAt: Date) {
  const [row] = await db.update(saleTypes).set({ archivedAt }).where(eq(saleTypes.id, id)).returning();
  return row!;
}

export async function insertSeatAlert(db: Db, accountId: number, values: SeatAlertValues) {
  const [row] = await db
    .insert(seatAlerts)
    .values({ ...values, accountId })
    .returning();
  return row!;
}

export async function updateSeatAlertRow(
  db: Db,
  accountId: number,
  id: number,
  values: Partial<SeatAlertValues>,
) {
  const [row] = await db
    .update(seatAlerts)
    .set(values)
    .where(mine(seatAlerts, accountId, id))
    .returning();
  return row;
}

export async function setSeatAlertArchivedAt(db: Db, id: number, archivedAt: Date) {
  const [row] = await db.update(seatAlerts).set({ archivedAt }).where(eq(seatAlerts.id, id)).returning();
  return row!;
}

/** Whether the account has this hold, not archived. */
export async function activeHoldExists(db: Db, accountId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: holds.id })
    .from(holds)
    .where(scoped(holds, accountId, false, id));
  return row !== undefined;
}

/** Whether the account has this hold group, not archived. */
export async function activeHoldGroupExists(db: Db, accountId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: holdGroups.id })
    .from(holdGroups)
    .where(scoped(holdGroups, accountId, false, id));
  return row !== undefined;
}

export async function archiveHoldRow(db: Db, holdId: number, now: Date) {
  const [row] = await db.update(holds).set({ archivedAt: now }).where(eq(holds.id, holdId)).returning();
  return row!;
}

/** The holds of a group that are not archived. */
export async function liveHoldIdsOfGroup(db: Db, accountId: number, groupId: number): Promise<number[]> {
  const members = await db
    .select({ id: holds.id })
    .from(holds)
    .where(and(eq(holds.accountId, accountId), eq(holds.holdGroupId, groupId), isNull(holds.archivedAt)));
  return members.map((m) => m.id);
}

export async function moveHoldsToGroup(db: Db, holdIds: number[], groupId: number): Promise<void> {
  await db.update(holds).set({ holdGroupId: groupId }).where(inArray(holds.id, holdIds));
}

export async function archiveHoldRows(db: Db, holdIds: number[], now: Date): Promise<void> {
  await db.update(holds).set({ archivedAt: now }).where(inArray(holds.id, holdIds));
}

export async function archiveHoldGroupRow(db: Db, groupId: number, now: Date): Promise<void> {
  await db.update(holdGroups).set({ archivedAt: now }).where(eq(holdGroups.id, groupId));
}
