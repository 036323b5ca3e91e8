import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { feeClasses, feeSets, fees } from '@/db/schema';

export type FeeRow = typeof fees.$inferSelect;
export type FeeSetRow = typeof feeSets.$inferSelect;

export async function findFeeSet(db: Db, accountId: number, id: number): Promise<FeeSetRow | undefined> {
  const [row] = await db
    .select()
    .from(feeSets)
    .where(and(eq(feeSets.accountId, accountId), eq(feeSets.id, id)))
    .limit(1);
  return row;
}

export const templateFeeSetRows = (db: Db, accountId: number, templateId: number) =>
  db
    .select()
    .from(feeSets)
    .where(and(eq(feeSets.accountId, accountId), eq(feeSets.templateId, templateId)))
    .orderBy(asc(feeSets.id));

/** The fees of these fee sets, in id order. */
export async function feesOfSets(db: Db, accountId: number, setIds: readonly number[]): Promise<FeeRow[]> {
  if (setIds.length === 0) return [];
  return db
    .select()
    .from(fees)
    .where(and(eq(fees.accountId, accountId), inArray(fees.feeSetId, [...setIds])))
    .orderBy(asc(fees.id));
}

export async function insertFeeSet(db: Db, accountId: number, templateId: number, name: string) {
  const [set] = await db.insert(feeSets).values({ accountId, templateId, name }).returning();
  return set!;
}

/** The account's fee class of that id, if it is not archived. */
export async function activeFeeClass(db: Db, accountId: number, id: number) {
  const [feeClass] = await db
    .select({ id: feeClasses.id, name: feeClasses.name })
    .from(feeClasses)
    .where(and(eq(feeClasses.accountId, accountId), eq(feeClasses.id, id), isNull(feeClasses.archivedAt)))
    .limit(1);
  return feeClass;
}

export async function insertFee(db: Db, values: Omit<typeof fees.$inferInsert, 'id'>): Promise<FeeRow> {
  const [row] = await db.insert(fees).values(values).returning();
  return row!;
}

/** One fee of the account. */
export async function findFee(db: Db, accountId: number, id: number): Promise<FeeRow | undefined> {
  const [row] = await db
    .select()
    .from(fees)
    .where(and(eq(fees.accountId, accountId), eq(fees.id, id)));
  return row;
}

export async function updateFeeSetName(db: Db, accountId: number, id: number, name: string) {
  const [set] = await db
    .update(feeSets)
    .set({ name })
    .where(and(eq(feeSets.accountId, accountId), eq(feeSets.id, id)))
    .returning();
  return set!;
}

/** Archives a fee set (once: an archived one keeps its date). */
export async function setFeeSetArchived(db: Db, accountId: number, id: number, now: Date) {
  await db
    .update(feeSets)
    .set({ archivedAt: now })
    .where(and(eq(feeSets.accountId, accountId), eq(feeSets.id, id), isNull(feeSets.archivedAt)));
}

export type FeeSettings = Omit<
  typeof fees.$inferInsert,
  'id' | 'accountId' | 'feeSetId' | 'name' | 'nameTranslations'
>;

export async function updateFeeRow(
  db: Db,
  accountId: number,
  id: number,
  values: FeeSettings,
): Promise<FeeRow> {
  const [row] = await db
    .update(fees)
    .set(values)
    .where(and(eq(fees.accountId, accountId), eq(fees.id, id)))
    .returning();
  return row!;
}

/** Archives a fee (once: an archived one keeps its date). */
export async function setFeeArchived(db: Db, accountId: number, id: number, now: Date) {
  await db
    .update(fees)
    .set({ archivedAt: now })
    .where(and(eq(fees.accountId, accountId), eq(fees.id, id), isNull(fees.archivedAt)));
}
