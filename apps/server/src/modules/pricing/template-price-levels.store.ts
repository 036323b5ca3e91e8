import type { TemplatePriceLevel, templatePriceLevelInput } from '@tessera/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { templatePriceLevels } from '@/db/schema';

export type TemplatePriceLevelRow = typeof templatePriceLevels.$inferSelect;
export type TemplatePriceLevelValues = z.output<typeof templatePriceLevelInput>;

export function templatePriceLevelOf(row: TemplatePriceLevelRow): TemplatePriceLevel {
  const { accountId: _a, templateId: _t, archivedAt, ...level } = row;
  return { ...level, archived: archivedAt !== null };
}

/** A template's price levels, active ones first; only the active ones when asked. */
export async function listTemplatePriceLevelRows(
  db: Db,
  accountId: number,
  templateId: number,
  options: { activeOnly?: boolean } = {},
): Promise<TemplatePriceLevelRow[]> {
  return db
    .select()
    .from(templatePriceLevels)
    .where(
      and(
        eq(templatePriceLevels.accountId, accountId),
        eq(templatePriceLevels.templateId, templateId),
        options.activeOnly ? isNull(templatePriceLevels.archivedAt) : undefined,
      ),
    )
    .orderBy(sql`${templatePriceLevels.archivedAt} IS NOT NULL`, asc(templatePriceLevels.id));
}

export async function findTemplatePriceLevel(
  db: Db,
  accountId: number,
  id: number,
): Promise<TemplatePriceLevelRow | undefined> {
  const [row] = await db
    .select()
    .from(templatePriceLevels)
    .where(and(eq(templatePriceLevels.accountId, accountId), eq(templatePriceLevels.id, id)));
  return row;
}

export async function insertTemplatePriceLevel(
  db: Db,
  accountId: number,
  templateId: number,
  values: TemplatePriceLevelValues,
): Promise<TemplatePriceLevelRow> {
  const [row] = await db
    .insert(templatePriceLevels)
    .values({ ...values, accountId, templateId })
    .returning();
  return row!;
}

/** Changes an active level; answers undefined when it is archived (or gone). */
export async function updateTemplatePriceLevelRow(
  db: Db,
  accountId: number,
  id: number,
  values: Partial<TemplatePriceLevelValues> & { archivedAt?: Date },
): Promise<TemplatePriceLevelRow | undefined> {
  const [row] = await db
    .update(templatePriceLevels)
    .set(values)
    .where(
      and(
        eq(templatePriceLevels.accountId, accountId),
        eq(templatePriceLevels.id, id),
        isNull(templatePriceLevels.archivedAt),
      ),
    )
    .returning();
  return row;
}
