import { and, count, desc, eq, ilike, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { eventTemplates } from '@/db/schema';

export type TemplateRow = typeof eventTemplates.$inferSelect;
export type TemplateChanges = Partial<
  Omit<typeof eventTemplates.$inferInsert, 'id' | 'accountId' | 'createdAt'>
>;

export async function findTemplate(db: Db, accountId: number, id: number): Promise<TemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(eventTemplates)
    .where(and(eq(eventTemplates.accountId, accountId), eq(eventTemplates.id, id)))
    .limit(1);
  return row;
}

export async function insertTemplate(
  db: Db,
  values: typeof eventTemplates.$inferInsert,
): Promise<TemplateRow> {
  const [row] = await db.insert(eventTemplates).values(values).returning();
  return row!;
}

export async function updateTemplate(
  db: Db,
  accountId: number,
  id: number,
  changes: TemplateChanges,
): Promise<TemplateRow> {
  const [row] = await db
    .update(eventTemplates)
    .set(changes)
    .where(and(eq(eventTemplates.accountId, accountId), eq(eventTemplates.id, id)))
    .returning();
  return row!;
}

export async function pageTemplates(
  db: Db,
  accountId: number,
  options: { archived: boolean; search?: string; page: number; pageSize: number },
) {
  const conditions: SQL[] = [
    eq(eventTemplates.accountId, accountId),
    options.archived ? isNotNull(eventTemplates.archivedAt) : isNull(eventTemplates.archivedAt),
  ];
  if (options.search)
    conditions.push(ilike(eventTemplates.name, `%${options.search.replace(/[%_\\]/g, '\\$&')}%`));
  const where = and(...conditions);
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: eventTemplates.id,
        name: eventTemplates.name,
        updatedAt: eventTemplates.updatedAt,
        archivedAt: eventTemplates.archivedAt,
      })
      .from(eventTemplates)
      .where(where)
      .orderBy(desc(eventTemplates.updatedAt), desc(eventTemplates.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ n: count() }).from(eventTemplates).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}
