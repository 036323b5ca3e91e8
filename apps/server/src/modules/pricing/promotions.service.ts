import type { promotionInput } from '@tessera/contract';
import { promotionRuleProblems } from '@tessera/domain';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { requireEditableTemplate } from '@/modules/templates/templates.service';
import { AppError } from '@/platform/http/app-error';
import {
  findPromotionRow,
  type NewPromotion,
  type PromotionRow,
  priceTypesOpenedBy,
  setPromotionArchived,
} from './promotions.store';

type PromotionInput = z.infer<typeof promotionInput>;

/** Spec §5: both dates, the start before the end, and so for each event rule; as stored. */
export function promotionValues(body: PromotionInput): NewPromotion {
  if (new Date(body.startsAt).getTime() >= new Date(body.endsAt).getTime()) {
    throw new AppError('admin.promotion_dates_invalid', 'endsAt');
  }
  const [badRule] = promotionRuleProblems(
    body.eventRules.map((r) => ({ startsAt: new Date(r.startsAt), endsAt: new Date(r.endsAt) })),
  );
  if (badRule !== undefined) {
    throw new AppError('admin.promotion_rule_dates_invalid', `eventRules.${badRule}.startsAt`, {
      rule: badRule + 1,
    });
  }
  return {
    ...body,
    startsAt: new Date(body.startsAt),
    endsAt: new Date(body.endsAt),
    eventRules: body.eventRules,
  };
}

/** A promotion of the account whose template may still be changed. */
export async function editablePromotion(db: Db, accountId: number, id: number): Promise<PromotionRow> {
  const row = await findPromotionRow(db, accountId, id);
  if (!row) throw new AppError('admin.promotion_not_found');
  await requireEditableTemplate(db, accountId, row.templateId);
  return row;
}

/**
 * Archives a promotion for good (decisions/0056), unless a price type on sale is opened only by
 * its code: that price type would be left on sale with no way to reach it.
 */
export async function archivePromotion(db: Db, accountId: number, row: PromotionRow, now: Date) {
  if (row.archivedAt !== null) return;
  const [opened] = await priceTypesOpenedBy(db, accountId, row.id);
  if (opened) throw new AppError('admin.promotion_opens_price_type', undefined, { name: opened.name });
  await setPromotionArchived(db, accountId, row.id, now);
}
