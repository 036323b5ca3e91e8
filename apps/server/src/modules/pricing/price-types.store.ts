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

/**
 * Archives a price type unless it is its template's last one on sale: the count and the write
 * are one statement's, so two archivings at once cannot leave the template with none.
 */
export async function archivePriceTypeRow(
  db: Db,
  accountId: number,
  row: PriceTypeRow,
  now: Date,
): Promise<'archived' | 'last'> {
  return db.transaction(async (tx) => {
    // The template's price types, locked in one order, so concurrent archivings queue.
    await tx
      .select({ id: priceTypes.id })
      .from(priceTypes)
      .where(and(eq(priceTypes.accountId, accountId), eq(priceTypes.templateId, row.templateId)))
      .orderBy(asc(priceTypes.id))
      .for('update');
    const [live] = await tx
      .select({ n: count() })
      .from(priceTypes)
      .where(
        and(
          eq(priceTypes.accountId, accountId),
          eq(priceTypes.templateId, row.templateId),
          isNull(priceTypes.archivedAt),
        ),
      );
    if (Number(live?.n ?? 0) <= 1) return 'last';
    await tx
      .update(priceTypes)
      .set({ archivedAt: now })
      .where(
        and(eq(priceTypes.accountId, accountId), eq(priceTypes.id, row.id), isNull(priceTypes.archivedAt)),
      );
    return 'archived';
  });
}
