import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { groupCodes, priceTypes, promotions } from '@/db/schema';
import { uniquely } from '@/db/sql';
import { AppError } from '@/platform/http/app-error';

export type PromotionRow = typeof promotions.$inferSelect;
export type NewPromotion = Omit<typeof promotions.$inferInsert, 'id' | 'accountId' | 'templateId'>;

export async function findPromotionRow(
  db: Db,
  accountId: number,
  id: number,
): Promise<PromotionRow | undefined> {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.accountId, accountId), eq(promotions.id, id)))
    .limit(1);
  return row;
}

export async function groupCodeCount(db: Db, accountId: number, promotionId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(groupCodes)
    .where(and(eq(groupCodes.accountId, accountId), eq(groupCodes.promotionId, promotionId)));
  return row?.n ?? 0;
}

/** A template's promotions with how many group codes each has. */
export async function templatePromotionRows(db: Db, accountId: number, templateId: number) {
  const rows = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.accountId, accountId), eq(promotions.templateId, templateId)))
    .orderBy(asc(promotions.id));
  const counts = rows.length
    ? await db
        .select({ promotionId: groupCodes.promotionId, n: count() })
        .from(groupCodes)
        .where(
          and(
            eq(groupCodes.accountId, accountId),
            inArray(
              groupCodes.promotionId,
              rows.map((r) => r.id),
            ),
          ),
        )
        .groupBy(groupCodes.promotionId)
    : [];
  const byPromotion = new Map(counts.map((c) => [c.promotionId, c.n]));
  return rows.map((row) => ({ row, codes: byPromotion.get(row.id) ?? 0 }));
}

/** Inserts a promotion; undefined when its code is taken. */
export async function insertPromotion(
  db: Db,
  accountId: number,
  templateId: number,
  values: NewPromotion,
): Promise<PromotionRow | undefined> {
  const [row] = await db
    .insert(promotions)
    .values({ accountId, templateId, ...values })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Inserts the codes the account does not have yet; answers how many went in. */
export async function insertGroupCodes(
  tx: Db,
  accountId: number,
  promotionId: number,
  codes: readonly string[],
): Promise<number> {
  // node-postgres reports rowCount, PGlite affectedRows.
  const inserted = (await tx.execute(sql`
    INSERT INTO group_codes (account_id, promotion_id, code)
    SELECT ${accountId}, ${promotionId}, code FROM unnest(${sql.param(codes)}::text[]) AS code
    ON CONFLICT DO NOTHING`)) as { rowCount?: number | null; affectedRows?: number };
  return Number(inserted.rowCount ?? inserted.affectedRows ?? 0);
}

export const groupCodePage = (
  db: Db,
  accountId: number,
  promotionId: number,
  page: number,
  pageSize: number,
) =>
  db
    .select({ code: groupCodes.code, usedAt: groupCodes.usedAt })
    .from(groupCodes)
    .where(and(eq(groupCodes.accountId, accountId), eq(groupCodes.promotionId, promotionId)))
    .orderBy(asc(groupCodes.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);

/** Marks a single-use group code used by a sale; false when another sale used it first. */
export async function useGroupCode(
  tx: Db,
  accountId: number,
  groupCodeId: number,
  now: Date,
): Promise<boolean> {
  const used = await tx
    .update(groupCodes)
    .set({ usedAt: now })
    .where(
      and(eq(groupCodes.accountId, accountId), eq(groupCodes.id, groupCodeId), isNull(groupCodes.usedAt)),
    )
    .returning({ id: groupCodes.id });
  return used.length === 1;
}

/** Changes a promotion's settings; undefined when its new code is another promotion's. */
export async function updatePromotionRow(
  db: Db,
  accountId: number,
  id: number,
  values: NewPromotion,
): Promise<PromotionRow | undefined> {
  return uniquely(
    async () => {
      const [row] = await db
        .update(promotions)
        .set(values)
        .where(and(eq(promotions.accountId, accountId), eq(promotions.id, id)))
        .returning();
      return row;
    },
    () => new AppError('admin.promotion_code_taken', 'code'),
  );
}

/** The live price types (not archived) that only this promotion's code opens, by name. */
export async function priceTypesOpenedBy(db: Db, accountId: number, promotionId: number) {
  return db
    .select({ id: priceTypes.id, name: priceTypes.name })
    .from(priceTypes)
    .where(
      and(
        eq(priceTypes.accountId, accountId),
        eq(priceTypes.promotionId, promotionId),
        isNull(priceTypes.archivedAt),
      ),
    )
    .orderBy(asc(priceTypes.id));
}

/** Archives a promotion (once: an archived one keeps its date). */
export async function setPromotionArchived(db: Db, accountId: number, id: number, now: Date) {
  await db
    .update(promotions)
    .set({ archivedAt: now })
    .where(and(eq(promotions.accountId, accountId), eq(promotions.id, id), isNull(promotions.archivedAt)));
}
