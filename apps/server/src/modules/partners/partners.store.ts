import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { partnerCategories, partners, users } from '@/db/schema';

export type PartnerCategoryRow = typeof partnerCategories.$inferSelect;
export type PartnerRow = typeof partners.$inferSelect;
export type PartnerValues = Pick<
  typeof partners.$inferInsert,
  'name' | 'categoryId' | 'contactName' | 'email' | 'phone' | 'archivedAt'
>;

export const partnerCategoryRows = (db: Db, accountId: number) =>
  db
    .select()
    .from(partnerCategories)
    .where(eq(partnerCategories.accountId, accountId))
    .orderBy(asc(sql`lower(${partnerCategories.name})`), asc(partnerCategories.id));

export async function partnerCategoryRow(db: Db, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(partnerCategories)
    .where(and(eq(partnerCategories.accountId, accountId), eq(partnerCategories.id, id)));
  return row;
}

export async function insertPartnerCategory(
  db: Db,
  accountId: number,
  values: { name: string; archivedAt: Date | null },
  now: Date,
) {
  const [row] = await db
    .insert(partnerCategories)
    .values({ accountId, ...values, createdAt: now })
    .returning();
  return row!;
}

export async function updatePartnerCategoryRow(
  db: Db,
  accountId: number,
  id: number,
  values: { name: string; archivedAt: Date | null },
) {
  const [row] = await db
    .update(partnerCategories)
    .set(values)
    .where(and(eq(partnerCategories.accountId, accountId), eq(partnerCategories.id, id)))
    .returning();
  return row;
}

/** Partners with their category's name and how many users are linked to each. */
export async function partnerRows(db: Db, accountId: number, id?: number) {
  const linked = db
    .select({ partnerId: users.partnerId, n: count().as('n') })
    .from(users)
    .where(eq(users.accountId, accountId))
    .groupBy(users.partnerId)
    .as('linked');
  return db
    .select({ partner: partners, categoryName: partnerCategories.name, users: linked.n })
    .from(partners)
    .leftJoin(
      partnerCategories,
      and(eq(partnerCategories.id, partners.categoryId), eq(partnerCategories.accountId, partners.accountId)),
    )
    .leftJoin(linked, eq(linked.partnerId, partners.id))
    .where(and(eq(partners.accountId, accountId), id === undefined ? undefined : eq(partners.id, id)))
    .orderBy(asc(sql`lower(${partners.name})`), asc(partners.id));
}

export async function insertPartner(db: Db, accountId: number, values: PartnerValues, now: Date) {
  const [row] = await db
    .insert(partners)
    .values({ accountId, ...values, createdAt: now })
    .returning({ id: partners.id });
  return row!.id;
}

export async function updatePartnerRow(db: Db, accountId: number, id: number, values: PartnerValues) {
  const [row] = await db
    .update(partners)
    .set(values)
    .where(and(eq(partners.accountId, accountId), eq(partners.id, id)))
    .returning({ id: partners.id });
  return row?.id;
}

/** Active partners by name: what a user may be linked to and a sale credited to. */
export const activePartners = (db: Db, accountId: number) =>
  db
    .select({ id: partners.id, name: partners.name })
    .from(partners)
    .where(and(eq(partners.accountId, accountId), isNull(partners.archivedAt)))
    .orderBy(asc(sql`lower(${partners.name})`), asc(partners.id));

/** One partner of the account, archived or not. */
export async function partnerOfAccount(db: Db, accountId: number, id: number) {
  const [row] = await db
    .select({ id: partners.id, name: partners.name, archivedAt: partners.archivedAt })
    .from(partners)
    .where(and(eq(partners.accountId, accountId), eq(partners.id, id)));
  return row;
}

/** The partner a staff user sells for, if any. */
export async function partnerOfUser(db: Db, accountId: number, userId: number) {
  const [row] = await db
    .select({ partnerId: users.partnerId })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.id, userId)));
  return row?.partnerId ?? null;
}
