import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { priceTypes, promotions } from '@/db/schema';

export type PriceTypeRow = typeof priceTypes.$inferSelect;

export const templatePriceTypeRows = (db: Db, accountId: number, templateId: number) =>
  db
    .select()
    .from(priceTypes)
    .where(and(eq(priceTypes.accountId, accountId), eq(priceTypes.templateId, templateId)))
    .orderBy(asc(priceTypes.id));

/** Whether the template has that promotion. */
export async function templateHasPromotion(
  db: Db,
  accountId: number,
  templateId: number,
  promotionId: number,
) {
  const [promotion] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(
      and(
        eq(promotions.accountId, accountId),
        eq(promotions.templateId, templateId),
        eq(promotions.id, promotionId),
        isNull(promotions.archivedAt),
      ),
    );
  return promotion !== undefined;
}

export async function insertPriceType(
  db: Db,
  values: Omit<typeof priceTypes.$inferInsert, 'id'>,
): Promise<PriceTypeRow> {
  const [row] = await db.insert(priceTypes).values(values).returning();
  return row!;
}

/** One price type of the account. */
export async function findPriceType(
  db: Db,
  accountId: number,
  id: number,
): Promise<PriceTypeRow | undefined> {
  const [row] = await db
    .select()
    .from(priceTypes)
    .where(and(eq(priceTypes.accountId, accountId), eq(priceTypes.id, id)));
  return row;
}

export async function updatePriceTypeRow(
  db: Db,
  accountId: number,
  id: number,
  values: Pick<PriceTypeRow, 'offsetType' | 'defaultDiscount' | 'salesChannels' | 'promotionId'>,
): Promise<PriceTypeRow | undefined> {
  const [row] = await db
    .update(priceTypes)
    .set(values)
    .where(and(eq(priceTypes.accountId, accountId), eq(priceTypes.id, id)))
    .returning();
  return row;
}

/** Locks a template's price types in one order, so archivings of the same template queue. */
export async function lockTemplatePriceTypes(tx: Db, accountId: number, templateId: number) {
  await tx
    .select({ id: priceTypes.id })
    .from(priceTypes)
    .where(and(eq(priceTypes.accountId, accountId), eq(priceTypes.templateId, templateId)))
    .orderBy(asc(priceTypes.id))
    .for('update');
}

/** How many of a template's price types are on sale (not archived). */
export async function livePriceTypeCount(tx: Db, accountId: number, templateId: number): Promise<number> {
  const [live] = await tx
    .select({ n: count() })
    .from(priceTypes)
    .where(
      and(
        eq(priceTypes.accountId, accountId),
        eq(priceTypes.templateId, templateId),
        isNull(priceTypes.archivedAt),
      ),
    );
  return Number(live?.n ?? 0);
}

export async function setPriceTypeArchived(tx: Db, accountId: number, id: number, now: Date) {
  await tx
    .update(priceTypes)
    .set({ archivedAt: now })
    .where(and(eq(priceTypes.accountId, accountId), eq(priceTypes.id, id), isNull(priceTypes.archivedAt)));
}
