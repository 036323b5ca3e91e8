import type { PriceTable } from '@tessera/contract';
import { priceGrid } from '@tessera/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { priceTypes, templatePriceTableEntries } from '@/db/schema';
import { AppError } from '@/platform/http/app-error';
import { listTemplatePriceLevelRows } from './template-price-levels.store';

export async function activePriceTypes(db: Db, accountId: number, templateId: number) {
  return db
    .select({
      id: priceTypes.id,
      name: priceTypes.name,
      offsetType: priceTypes.offsetType,
      defaultDiscount: priceTypes.defaultDiscount,
    })
    .from(priceTypes)
    .where(
      and(
        eq(priceTypes.accountId, accountId),
        eq(priceTypes.templateId, templateId),
        isNull(priceTypes.archivedAt),
      ),
    )
    .orderBy(asc(priceTypes.id));
}

export async function templateTableEntries(db: Db, accountId: number, levelIds: readonly number[]) {
  if (levelIds.length === 0) return [];
  return db
    .select({
      priceLevelId: templatePriceTableEntries.priceLevelId,
      priceTypeId: templatePriceTableEntries.priceTypeId,
      price: templatePriceTableEntries.price,
    })
    .from(templatePriceTableEntries)
    .where(
      and(
        eq(templatePriceTableEntries.accountId, accountId),
        inArray(templatePriceTableEntries.priceLevelId, [...levelIds]),
      ),
    );
}

/** The template's active levels × active price types, priced by the domain's `faceValue`. */
export async function loadPriceTable(db: Db, accountId: number, templateId: number): Promise<PriceTable> {
  const levels = (await listTemplatePriceLevelRows(db, accountId, templateId, { activeOnly: true })).map(
    (l) => ({ id: l.id, name: l.name, color: l.color, defaultPrice: l.defaultPrice }),
  );
  const types = await activePriceTypes(db, accountId, templateId);
  const entries = await templateTableEntries(
    db,
    accountId,
    levels.map((l) => l.id),
  );
  return { priceLevels: levels, priceTypes: types, cells: priceGrid(levels, types, entries) };
}

export interface TableEntry {
  priceLevelId: number;
  priceTypeId: number;
  price: number;
}

/**
 * Replaces the price table of a template's active levels with the entries sent (spec §3:
 * saved as a whole). Every entry must name an active level and an active Table price type of
 * the template, once; the first bad one is answered on its field and nothing is saved.
 */
export async function savePriceTableOf(
  db: Db,
  accountId: number,
  templateId: number,
  entries: readonly TableEntry[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const levels = await listTemplatePriceLevelRows(tx, accountId, templateId, { activeOnly: true });
    const levelIds = new Set(levels.map((l) => l.id));
    const types = new Map((await activePriceTypes(tx, accountId, templateId)).map((t) => [t.id, t]));
    const seen = new Set<string>();
    for (const [i, entry] of entries.entries()) {
      if (!levelIds.has(entry.priceLevelId))
        throw new AppError('admin.choice_unavailable', `entries.${i}.priceLevelId`);
      const type = types.get(entry.priceTypeId);
      if (!type) throw new AppError('admin.choice_unavailable', `entries.${i}.priceTypeId`);
      if (type.offsetType !== 'Table')
        throw new AppError('admin.price_table_type_not_table', `entries.${i}.priceTypeId`);
      const key = `${entry.priceLevelId}:${entry.priceTypeId}`;
      if (seen.has(key)) throw new AppError('admin.duplicate_entry', `entries.${i}.price`);
      seen.add(key);
    }
    if (levelIds.size > 0) {
      await tx
        .delete(templatePriceTableEntries)
        .where(
          and(
            eq(templatePriceTableEntries.accountId, accountId),
            inArray(templatePriceTableEntries.priceLevelId, [...levelIds]),
          ),
        );
    }
    if (entries.length > 0) {
      await tx.insert(templatePriceTableEntries).values(entries.map((e) => ({ ...e, accountId })));
    }
  });
}
