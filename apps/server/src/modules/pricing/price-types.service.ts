import { BASIS } from '@tessera/domain';
import type { Db } from '@/db/client';
import { requireEditableTemplate } from '@/modules/templates/templates.service';
import { AppError } from '@/platform/http/app-error';
import { findPriceType, type PriceTypeRow, templateHasPromotion } from './price-types.store';

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
