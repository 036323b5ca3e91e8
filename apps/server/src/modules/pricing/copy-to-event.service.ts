import type { Db } from '@/db/client';
import { requireTemplate } from '@/modules/templates/templates.service';
import { notFound, withUniqueName } from '@/platform/http/common-errors';
import {
  copiedTemplateLevelIds,
  eventExists,
  insertEventLevelsFrom,
  insertEventTableEntries,
} from './copy-to-event.store';
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
  if (!(await eventExists(tx, accountId, eventId))) throw notFound();

  const levels = await listTemplatePriceLevelRows(tx, accountId, templateId, { activeOnly: true });
  const copied = await copiedTemplateLevelIds(tx, accountId, eventId);
  const toCopy = levels.filter((l) => !copied.has(l.id));
  if (toCopy.length === 0) return new Map();

  const idOf = await withUniqueName(() => insertEventLevelsFrom(tx, accountId, eventId, toCopy));
  const entries = await templateTableEntries(tx, accountId, [...idOf.keys()]);
  await insertEventTableEntries(
    tx,
    entries.map((e) => ({
      accountId,
      priceLevelId: idOf.get(e.priceLevelId)!,
      priceTypeId: e.priceTypeId,
      price: e.price,
    })),
  );
  return idOf;
}
