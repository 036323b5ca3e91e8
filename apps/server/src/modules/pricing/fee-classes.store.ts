import { and, asc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { feeClasses } from '@/db/schema';

export type FeeClassRow = typeof feeClasses.$inferSelect;

/** Whether the account has a fee class of that name in any case, archived ones included. */
export async function feeClassNameTaken(db: Db, accountId: number, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: feeClasses.id })
    .from(feeClasses)
    .where(
      and(
        eq(feeClasses.accountId, accountId),
        eq(sql`lower(${feeClasses.name})`, name.toLowerCase()),
        exceptId ? ne(feeClasses.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function setFeeClassArchived(
  db: Db,
  accountId: number,
  id: number,
  archivedAt: Date | null,
): Promise<FeeClassRow | undefined> {
  const [row] = await db
    .update(feeClasses)
    .set({ archivedAt })
    .where(and(eq(feeClasses.accountId, accountId), eq(feeClasses.id, id)))
    .returning();
  return row;
}

export const feeClassRows = (db: Db, accountId: number, archived: boolean) =>
  db
    .select()
    .from(feeClasses)
    .where(
      and(
        eq(feeClasses.accountId, accountId),
        archived ? isNotNull(feeClasses.archivedAt) : isNull(feeClasses.archivedAt),
      ),
    )
    .orderBy(asc(feeClasses.name));

/** Inserts a fee class; undefined when the name's unique index refused it. */
export async function insertFeeClass(
  db: Db,
  accountId: number,
  name: string,
): Promise<FeeClassRow | undefined> {
  const [row] = await db.insert(feeClasses).values({ accountId, name }).onConflictDoNothing().returning();
  return row;
}
