import {
  archivePriceType,
  createPriceType,
  listPriceTypes,
  renamePriceType,
  updatePriceType,
} from '@tessera/contract';
import { requireEditableTemplate, requireTemplate } from '@/modules/templates/templates.service';
import { implement } from '@/platform/http/implement';
import {
  archivePriceType as archive,
  checkPriceTypeSettings,
  editablePriceType,
} from './price-types.service';
import {
  findPriceType,
  insertPriceType,
  type PriceTypeRow,
  templatePriceTypeRows,
  updatePriceTypeRow,
} from './price-types.store';
import { renameVenueName } from './venue-name-rename.service';

const output = (row: PriceTypeRow) => ({
  id: row.id,
  name: row.name,
  nameTranslations: row.nameTranslations,
  offsetType: row.offsetType,
  defaultDiscount: row.defaultDiscount,
  salesChannels: row.salesChannels as never[],
  promotionId: row.promotionId,
  archived: row.archivedAt !== null,
});

export const priceTypeRoutes = [
  implement(listPriceTypes, async ({ deps, accountId, params }) => {
    await requireTemplate(deps.db, accountId, params.id);
    return (await templatePriceTypeRows(deps.db, accountId, params.id)).map(output);
  }),
  implement(createPriceType, async ({ deps, accountId, params, body }) => {
    await requireEditableTemplate(deps.db, accountId, params.id);
    await checkPriceTypeSettings(deps.db, accountId, params.id, body);
    return output(await insertPriceType(deps.db, { accountId, templateId: params.id, ...body }));
  }),
  implement(renamePriceType, async ({ deps, accountId, params, body }) => {
    await renameVenueName(deps.db, accountId, 'price_types', params.id, body, 'admin.price_type_not_found');
    return output((await findPriceType(deps.db, accountId, params.id))!);
  }),
  implement(updatePriceType, async ({ deps, accountId, params, body }) => {
    const row = await editablePriceType(deps.db, accountId, params.id);
    await checkPriceTypeSettings(deps.db, accountId, row.templateId, body);
    const saved = await updatePriceTypeRow(deps.db, accountId, row.id, body);
    return output(saved!);
  }),
  implement(archivePriceType, async ({ deps, accountId, params }) => {
    const row = await editablePriceType(deps.db, accountId, params.id);
    await archive(deps.db, accountId, row, deps.now());
    return output((await findPriceType(deps.db, accountId, row.id))!);
  }),
];
