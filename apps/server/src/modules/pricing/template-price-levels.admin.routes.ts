import {
  archiveTemplatePriceLevel,
  createTemplatePriceLevel,
  listTemplatePriceLevels,
  updateTemplatePriceLevel,
} from '@tessera/contract';
import { priceLevelArchiveCheck } from '@tessera/domain';
import type { Db } from '@/db/client';
import { requireEditableTemplate, requireTemplate } from '@/modules/templates/templates.service';
import { AppError } from '@/platform/http/app-error';
import { withUniqueName } from '@/platform/http/common-errors';
import { implement } from '@/platform/http/implement';
import { requireSaleTypeChoice } from './sale-type-choice.store';
import {
  findTemplatePriceLevel,
  insertTemplatePriceLevel,
  listTemplatePriceLevelRows,
  templatePriceLevelOf,
  updateTemplatePriceLevelRow,
} from './template-price-levels.store';

/** The level and its template, which must still be editable. */
async function requireEditableLevel(db: Db, accountId: number, id: number) {
  const level = await findTemplatePriceLevel(db, accountId, id);
  if (!level) throw new AppError('admin.price_level_not_found');
  await requireEditableTemplate(db, accountId, level.templateId);
  return level;
}

export const templatePriceLevelRoutes = [
  implement(listTemplatePriceLevels, async ({ deps, accountId, params }) => {
    await requireTemplate(deps.db, accountId, params.id);
    const rows = await listTemplatePriceLevelRows(deps.db, accountId, params.id);
    return rows.map(templatePriceLevelOf);
  }),
  implement(createTemplatePriceLevel, async ({ deps, accountId, params, body }) => {
    await requireEditableTemplate(deps.db, accountId, params.id);
    await requireSaleTypeChoice(deps.db, accountId, body.saleTypeId);
    const row = await withUniqueName(() => insertTemplatePriceLevel(deps.db, accountId, params.id, body));
    return templatePriceLevelOf(row);
  }),
  implement(updateTemplatePriceLevel, async ({ deps, accountId, params, body }) => {
    const level = await requireEditableLevel(deps.db, accountId, params.id);
    if (level.archivedAt) throw new AppError('admin.price_level_archived');
    await requireSaleTypeChoice(deps.db, accountId, body.saleTypeId);
    const row = await withUniqueName(() => updateTemplatePriceLevelRow(deps.db, accountId, params.id, body));
    if (!row) throw new AppError('admin.price_level_archived');
    return templatePriceLevelOf(row);
  }),
  implement(archiveTemplatePriceLevel, async ({ deps, accountId, params }) => {
    const level = await requireEditableLevel(deps.db, accountId, params.id);
    // A template's levels paint no seats: the events made from it have copies of their own.
    const check = priceLevelArchiveCheck({
      level: { id: level.id, archived: level.archivedAt !== null },
      paintedPlaces: 0,
      replacement: null,
    });
    if (!check.ok) throw new AppError(check.code);
    const row = await updateTemplatePriceLevelRow(deps.db, accountId, params.id, { archivedAt: deps.now() });
    if (!row) throw new AppError('admin.price_level_archived');
    return templatePriceLevelOf(row);
  }),
];
