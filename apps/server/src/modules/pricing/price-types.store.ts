import { and, asc, eq } from 'drizzle-orm';
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
