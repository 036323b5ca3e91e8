import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { priceChangeItems, priceChangeRequests, priceTypes, templatePriceLevels, users } from '@/db/schema';

export type PriceChangeRow = typeof priceChangeRequests.$inferSelect;
export type PriceChangeChanges = Partial<Omit<typeof priceChangeRequests.$inferInsert, 'id' | 'accountId'>>;

export async function findPriceChange(
  db: Db,
  accountId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<PriceChangeRow | undefined> {
  const query = db
    .select()
    .from(priceChangeRequests)
    .where(and(eq(priceChangeRequests.accountId, accountId), eq(priceChangeRequests.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function listPriceChangeRows(db: Db, accountId: number, templateId: number) {
  return db
    .select()
    .from(priceChangeRequests)
    .where(and(eq(priceChangeRequests.accountId, accountId), eq(priceChangeRequests.templateId, templateId)))
    .orderBy(desc(priceChangeRequests.createdAt), desc(priceChangeRequests.id));
}

export async function insertPriceChange(db: Db, values: typeof priceChangeRequests.$inferInsert) {
  const [row] = await db.insert(priceChangeRequests).values(values).returning();
  return row!;
}

export async function updatePriceChangeRow(
  db: Db,
  accountId: number,
  id: number,
  changes: PriceChangeChanges,
) {
  const [row] = await db
    .update(priceChangeRequests)
    .set(changes)
    .where(and(eq(priceChangeRequests.accountId, accountId), eq(priceChangeRequests.id, id)))
    .returning();
  return row!;
}

export async function replacePriceChangeItems(
  db: Db,
  accountId: number,
  requestId: number,
  items: readonly { priceLevelId: number; priceTypeId: number | null; price: number }[],
) {
  await db
    .delete(priceChangeItems)
    .where(and(eq(priceChangeItems.accountId, accountId), eq(priceChangeItems.requestId, requestId)));
  await db.insert(priceChangeItems).values(items.map((i) => ({ ...i, accountId, requestId })));
}

/** The items of some requests, with the names of their levels and price types. */
export async function priceChangeItemRows(db: Db, accountId: number, requestIds: readonly number[]) {
  if (requestIds.length === 0) return [];
  return db
    .select({
      id: priceChangeItems.id,
      requestId: priceChangeItems.requestId,
      priceLevelId: priceChangeItems.priceLevelId,
      priceLevelName: templatePriceLevels.name,
      priceTypeId: priceChangeItems.priceTypeId,
      priceTypeName: priceTypes.name,
      price: priceChangeItems.price,
      previousPrice: priceChangeItems.previousPrice,
      eventsUpdated: priceChangeItems.eventsUpdated,
    })
    .from(priceChangeItems)
    .innerJoin(templatePriceLevels, eq(templatePriceLevels.id, priceChangeItems.priceLevelId))
    .leftJoin(priceTypes, eq(priceTypes.id, priceChangeItems.priceTypeId))
    .where(
      and(eq(priceChangeItems.accountId, accountId), inArray(priceChangeItems.requestId, [...requestIds])),
    )
    .orderBy(asc(priceChangeItems.id));
}

export async function recordApplied(
  db: Db,
  itemId: number,
  values: { previousPrice: number | null; eventsUpdated: number },
) {
  await db.update(priceChangeItems).set(values).where(eq(priceChangeItems.id, itemId));
}

export async function peopleNamed(db: Db, accountId: number, ids: readonly (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.accountId, accountId), inArray(users.id, wanted)));
  return new Map(rows.map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim() || u.email]));
}
