import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { eventPriceTableEntries, events, priceLevels } from '@/db/schema';
import type { TemplatePriceLevelRow } from './template-price-levels.store';

export async function eventExists(db: Db, accountId: number, eventId: number): Promise<boolean> {
  const [event] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.accountId, accountId), eq(events.id, eventId)));
  return event !== undefined;
}

/** The template levels an event's levels were copied from. */
export async function copiedTemplateLevelIds(
  db: Db,
  accountId: number,
  eventId: number,
): Promise<Set<number | null>> {
  const already = await db
    .select({ from: priceLevels.templatePriceLevelId })
    .from(priceLevels)
    .where(
      and(
        eq(priceLevels.accountId, accountId),
        eq(priceLevels.eventId, eventId),
        isNotNull(priceLevels.templatePriceLevelId),
      ),
    );
  return new Set(already.map((r) => r.from));
}

/** Adds an event level for each template level, linked back to it; answers each new id by template level id. */
export async function insertEventLevelsFrom(
  db: Db,
  accountId: number,
  eventId: number,
  levels: TemplatePriceLevelRow[],
): Promise<Map<number, number>> {
  const inserted = await db
    .insert(priceLevels)
    .values(
      levels.map(({ id, templateId: _t, archivedAt: _a, ...fields }) => ({
        ...fields,
        accountId,
        eventId,
        templatePriceLevelId: id,
      })),
    )
    .returning({ id: priceLevels.id, from: priceLevels.templatePriceLevelId });
  return new Map(inserted.map((r) => [r.from!, r.id]));
}

export async function insertEventTableEntries(
  db: Db,
  entries: (typeof eventPriceTableEntries.$inferInsert)[],
): Promise<void> {
  if (entries.length > 0) await db.insert(eventPriceTableEntries).values(entries);
}

/** An event's own price table rows, for the pricing engine (`faceValue`). */
export async function eventTableEntries(db: Db, accountId: number, levelIds: readonly number[]) {
  if (levelIds.length === 0) return [];
  return db
    .select({
      priceLevelId: eventPriceTableEntries.priceLevelId,
      priceTypeId: eventPriceTableEntries.priceTypeId,
      price: eventPriceTableEntries.price,
    })
    .from(eventPriceTableEntries)
    .where(
      and(
        eq(eventPriceTableEntries.accountId, accountId),
        inArray(eventPriceTableEntries.priceLevelId, [...levelIds]),
      ),
    );
}
