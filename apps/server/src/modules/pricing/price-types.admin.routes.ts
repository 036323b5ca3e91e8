import { createPriceType, listPriceTypes, renamePriceType } from '@tessera/contract';
import { BASIS } from '@tessera/domain';
import { requireEditableTemplate, requireTemplate } from '@/modules/templates/templates.service';
import { AppError } from '@/platform/http/app-error';
import { implement } from '@/platform/http/implement';
import {
  findPriceType,
  insertPriceType,
  type PriceTypeRow,
  templateHasPromotion,
  templatePriceTypeRows,
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
    if (body.offsetType === 'Percentage' && body.defaultDiscount > BASIS) {
      throw new AppError('admin.price_type_discount_too_high', 'defaultDiscount');
    }
    if (body.promotionId !== null) {
      if (!(await templateHasPromotion(deps.db, accountId, params.id, body.promotionId))) {
        throw new AppError('common.not_found', 'promotionId');
      }
    }
    return output(await insertPriceType(deps.db, { accountId, templateId: params.id, ...body }));
  }),
  implement(renamePriceType, async ({ deps, accountId, params, body }) => {
    await renameVenueName(deps.db, accountId, 'price_types', params.id, body, 'admin.price_type_not_found');
    return output((await findPriceType(deps.db, accountId, params.id))!);
  }),
];
