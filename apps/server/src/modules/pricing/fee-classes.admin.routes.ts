import { archiveFeeClass, createFeeClass, listFeeClasses, reactivateFeeClass } from '@tessera/contract';
import { and, asc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { feeClasses } from '@/db/schema';
import { AppError } from '@/platform/http/app-error';
import { implement } from '@/platform/http/implement';

type FeeClassRow = typeof feeClasses.$inferSelect;
const output = (row: FeeClassRow) => ({ id: row.id, name: row.name, archived: row.archivedAt !== null });

async function nameTaken(db: Db, accountId: number, name: string, exceptId?: number): Promise<boolean> {
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

async function setArchived(
  db: Db,
  accountId: number,
  id: number,
  archivedAt: Date | null,
): Promise<FeeClassRow> {
  const [row] = await db
    .update(feeClasses)
    .set({ archivedAt })
    .where(and(eq(feeClasses.accountId, accountId), eq(feeClasses.id, id)))
    .returning();
  if (!row) throw new AppError('admin.fee_class_not_found');
  return row;
}

export const feeClassRoutes = [
  implement(listFeeClasses, async ({ deps, accountId, query }) => {
    const rows = await deps.db
      .select()
      .from(feeClasses)
      .where(
        and(
          eq(feeClasses.accountId, accountId),
          query.archived === 'true' ? isNotNull(feeClasses.archivedAt) : isNull(feeClasses.archivedAt),
        ),
      )
      .orderBy(asc(feeClasses.name));
    return rows.map(output);
  }),
  implement(createFeeClass, async ({ deps, accountId, body }) => {
    // Names are unique per account, archived ones included (a unique index backs this up).
    if (await nameTaken(deps.db, accountId, body.name))
      throw new AppError('admin.fee_class_duplicate', 'name');
    const [row] = await deps.db
      .insert(feeClasses)
      .values({ accountId, name: body.name })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('admin.fee_class_duplicate', 'name');
    return output(row);
  }),
  implement(archiveFeeClass, async ({ deps, accountId, params }) =>
    output(await setArchived(deps.db, accountId, params.id, deps.now())),
  ),
  implement(reactivateFeeClass, async ({ deps, accountId, params }) =>
    output(await setArchived(deps.db, accountId, params.id, null)),
  ),
];
