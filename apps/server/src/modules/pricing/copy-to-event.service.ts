import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { eventPriceTableEntries, events, priceLevels } from '@/db/schema';
import { requireTemplate } from '@/modules/templates/templates.service';
import { notFound, withUniqueName } from '@/platform/http/common-errors';
import { templateTableEntries } from './price-tables.store';
import { listTemplatePriceLevelRows } from './template-price-levels.store';

/**
 * Copies a template's active price levels into an event, with every field and a link back to
 * the template level, and the template's price table rows onto the new levels (each event has
 * its own price table: decisions/0014-template-pricing.md). Levels already copied into the
 * event are skipped, so calling it twice changes nothing. Call it inside the transaction that
 * creates the event; answers the new event level id of each template level id.
 */
export async function copyTemplatePriceLevelsToEvent(
  tx: Db,
  accountId: number,
  templateId: number,
  eventId: number,
): Promise<Map<number, number>> {
  await requireTemplate(tx, accountId, templateId);
  const [event] = await tx
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.accountId, accountId), eq(events.id, eventId)));
  if (!event) throw notFound();

  const levels = await listTemplatePriceLevelRows(tx, accountId, templateId, { activeOnly: true });
  const already = await tx
    .select({ from: priceLevels.templatePriceLevelId })
    .from(priceLevels)
    .where(
      and(
        eq(priceLevels.accountId, accountId),
        eq(priceLevels.eventId, eventId),
        isNotNull(priceLevels.templatePriceLevelId),
      ),
    );
  const copied = new Set(already.map((r) => r.from));
  const toCopy = levels.filter((l) => !copied.has(l.id));
  if (toCopy.length === 0) return new Map();

  const inserted = await withUniqueName(() =>
    tx
      .insert(priceLevels)
      .values(
        toCopy.map(({ id, templateId: _t, archivedAt: _a, ...fields }) => ({
          ...fields,
          accountId,
          eventId,
          templatePriceLevelId: id,
        })),
      )
      .returning({ id: priceLevels.id, from: priceLevels.templatePriceLevelId }),
  );
  const idOf = new Map(inserted.map((r) => [r.from!, r.id]));

  const entries = await templateTableEntries(tx, accountId, [...idOf.keys()]);
  if (entries.length > 0) {
    await tx.insert(eventPriceTableEntries).values(
      entries.map((e) => ({
        accountId,
        priceLevelId: idOf.get(e.priceLevelId)!,
        priceTypeId: e.priceTypeId,
        price: e.price,
      })),
    );
  }
  return idOf;
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
