import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { eventPriceTableEntries, templatePriceLevels, templatePriceTableEntries } from '@/db/schema';
import { rows } from '@/db/sql';

/** The default price of each of these template levels, by id. */
export async function templateLevelPrices(
  db: Db,
  accountId: number,
  levelIds: number[],
): Promise<Map<number, number>> {
  const prices = new Map<number, number>();
  if (levelIds.length === 0) return prices;
  for (const l of await rows<{ id: number; default_price: number }>(
    db,
    sql`SELECT id, default_price FROM template_price_levels WHERE account_id = ${accountId} AND id = ANY(${sql.param(levelIds)}::int[])`,
  ))
    prices.set(l.id, l.default_price);
  return prices;
}

/** Locks a template level that is not archived and reads its default price. */
export async function lockLiveTemplateLevelPrice(tx: Db, accountId: number, levelId: number) {
  const [level] = await tx
    .select({ defaultPrice: templatePriceLevels.defaultPrice })
    .from(templatePriceLevels)
    .where(
      and(
        eq(templatePriceLevels.accountId, accountId),
        eq(templatePriceLevels.id, levelId),
        isNull(templatePriceLevels.archivedAt),
      ),
    )
    .for('update');
  return level;
}

export async function setTemplateLevelPrice(tx: Db, levelId: number, price: number): Promise<void> {
  await tx
    .update(templatePriceLevels)
    .set({ defaultPrice: price })
    .where(eq(templatePriceLevels.id, levelId));
}

/** Event levels copied from a template level, of events starting on or after a local date. */
const laterEventLevels = (accountId: number, templateLevelId: number, from: string) => sql`
  SELECT pl.id FROM price_levels pl
  JOIN events e ON e.id = pl.event_id
  JOIN venues v ON v.id = e.venue_id
  WHERE pl.account_id = ${accountId} AND pl.template_price_level_id = ${templateLevelId}
    AND pl.archived_at IS NULL AND (e.starts_at AT TIME ZONE v.timezone)::date >= ${from}::date`;

/** Sets the default price of the later events' copies of a template level; answers how many. */
export async function setLaterEventLevelPrices(
  tx: Db,
  accountId: number,
  templateLevelId: number,
  from: string,
  price: number,
): Promise<number> {
  const updated = await rows<{ id: number }>(
    tx,
    sql`UPDATE price_levels SET default_price = ${price}
      WHERE id IN (${laterEventLevels(accountId, templateLevelId, from)}) RETURNING id`,
  );
  return updated.length;
}

/** The later events' copies of a template level. */
export async function laterEventLevelIds(
  tx: Db,
  accountId: number,
  templateLevelId: number,
  from: string,
): Promise<number[]> {
  const levels = await rows<{ id: number }>(tx, laterEventLevels(accountId, templateLevelId, from));
  return levels.map((l) => l.id);
}

/** Sets one cell of a template's price table. */
export async function upsertTemplateTableCell(
  tx: Db,
  cell: { accountId: number; priceLevelId: number; priceTypeId: number; price: number },
): Promise<void> {
  await tx
    .insert(templatePriceTableEntries)
    .values(cell)
    .onConflictDoUpdate({
      target: [templatePriceTableEntries.priceLevelId, templatePriceTableEntries.priceTypeId],
      set: { price: cell.price },
    });
}

/** Sets a price type's cell on each of these event levels. */
export async function upsertEventTableCells(
  tx: Db,
  levelIds: number[],
  cell: { accountId: number; priceTypeId: number; price: number },
): Promise<void> {
  if (levelIds.length === 0) return;
  await tx
    .insert(eventPriceTableEntries)
    .values(levelIds.map((priceLevelId) => ({ ...cell, priceLevelId })))
    .onConflictDoUpdate({
      target: [eventPriceTableEntries.priceLevelId, eventPriceTableEntries.priceTypeId],
      set: { price: cell.price },
    });
}
