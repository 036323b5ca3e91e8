import { BASIS } from '@tessera/domain';
import type { Db } from '@/db/client';
import { requireEditableTemplate } from '@/modules/templates/templates.service';
import { AppError } from '@/platform/http/app-error';
import {
  findPriceType,
  livePriceTypeCount,
  lockTemplatePriceTypes,
  type PriceTypeRow,
  setPriceTypeArchived,
  templateHasPromotion,
} from './price-types.store';

/** A price type of the account whose template may still be changed. */
export async function editablePriceType(db: Db, accountId: number, id: number): Promise<PriceTypeRow> {
  const row = await findPriceType(db, accountId, id);
  if (!row) throw new AppError('admin.price_type_not_found');
  await requireEditableTemplate(db, accountId, row.templateId);
  return row;
}

/** The settings a price type is created or edited with, checked against its template. */
export async function checkPriceTypeSettings(
  db: Db,
  accountId: number,
  templateId: number,
  body: { offsetType: string; defaultDiscount: number; promotionId: number | null },
) {
  if (body.offsetType === 'Percentage' && body.defaultDiscount > BASIS) {
    throw new AppError('admin.price_type_discount_too_high', 'defaultDiscount');
  }
  if (
    body.promotionId !== null &&
    !(await templateHasPromotion(db, accountId, templateId, body.promotionId))
  ) {
    throw new AppError('common.not_found', 'promotionId');
  }
}

/**
 * Archives a price type unless it is its template's last one on sale: the template's price
 * types are locked first, so two archivings at once cannot leave the template with none.
 */
export async function archivePriceType(db: Db, accountId: number, row: PriceTypeRow, now: Date) {
  if (row.archivedAt !== null) return;
  await db.transaction(async (tx) => {
    await lockTemplatePriceTypes(tx, accountId, row.templateId);
    if ((await livePriceTypeCount(tx, accountId, row.templateId)) <= 1) {
      throw new AppError('admin.price_type_last_active');
    }
    await setPriceTypeArchived(tx, accountId, row.id, now);
  });
}
