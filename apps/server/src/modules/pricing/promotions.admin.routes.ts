import { randomInt } from 'node:crypto';
import {
  archivePromotion,
  createPromotion,
  generateGroupCodesEndpoint,
  listGroupCodes,
  listPromotions,
  updatePromotion,
} from '@tessera/contract';
import { generateGroupCodes } from '@tessera/domain';
import type { Db } from '@/db/client';
import { requireEditableTemplate, requireTemplate } from '@/modules/templates/templates.service';
import { AppError } from '@/platform/http/app-error';
import { implement } from '@/platform/http/implement';
import { archivePromotion as archive, editablePromotion, promotionValues } from './promotions.service';
import {
  findPromotionRow,
  groupCodeCount,
  groupCodePage,
  insertGroupCodes,
  insertPromotion,
  type PromotionRow,
  templatePromotionRows,
  updatePromotionRow,
} from './promotions.store';

type EventRule = { startsAt: string; endsAt: string };

const output = (row: PromotionRow, codes: number) => ({
  id: row.id,
  name: row.name,
  code: row.code,
  active: row.active,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  discountKind: row.discountKind,
  discount: row.discount,
  requiredCustomerTags: row.requiredCustomerTags,
  priceLevelIds: row.priceLevelIds,
  eventRules: row.eventRules as EventRule[],
  groupCodes: codes,
  archived: row.archivedAt !== null,
});

async function requirePromotion(db: Db, accountId: number, id: number): Promise<PromotionRow> {
  const row = await findPromotionRow(db, accountId, id);
  if (!row) throw new AppError('admin.promotion_not_found');
  return row;
}

/** Collisions with codes already in the account are regenerated a few times, then refused. */
const MAX_ROUNDS = 5;

export const promotionRoutes = [
  implement(listPromotions, async ({ deps, accountId, params }) => {
    await requireTemplate(deps.db, accountId, params.id);
    return (await templatePromotionRows(deps.db, accountId, params.id)).map((p) => output(p.row, p.codes));
  }),
  implement(createPromotion, async ({ deps, accountId, params, body }) => {
    await requireEditableTemplate(deps.db, accountId, params.id);
    const row = await insertPromotion(deps.db, accountId, params.id, promotionValues(body));
    if (!row) throw new AppError('admin.promotion_code_taken', 'code');
    return output(row, 0);
  }),
  implement(updatePromotion, async ({ deps, accountId, params, body }) => {
    const current = await editablePromotion(deps.db, accountId, params.id);
    if (current.archivedAt !== null) throw new AppError('admin.promotion_archived');
    const row = await updatePromotionRow(deps.db, accountId, current.id, promotionValues(body));
    return output(row!, await groupCodeCount(deps.db, accountId, current.id));
  }),
  implement(archivePromotion, async ({ deps, accountId, params }) => {
    const current = await editablePromotion(deps.db, accountId, params.id);
    await archive(deps.db, accountId, current, deps.now());
    const row = (await findPromotionRow(deps.db, accountId, current.id))!;
    return output(row, await groupCodeCount(deps.db, accountId, current.id));
  }),
  implement(generateGroupCodesEndpoint, async ({ deps, accountId, params, body }) => {
    return deps.db.transaction(async (tx) => {
      const promotion = await requirePromotion(tx, accountId, params.id);
      if (promotion.archivedAt !== null) throw new AppError('admin.promotion_archived');
      let missing = body.count;
      for (let round = 0; round < MAX_ROUNDS && missing > 0; round++) {
        const made = generateGroupCodes(missing, (n) => randomInt(n));
        if (!made.ok) throw new AppError('admin.group_codes_failed');
        missing -= await insertGroupCodes(tx, accountId, promotion.id, made.codes);
      }
      if (missing > 0) throw new AppError('admin.group_codes_failed');
      return { generated: body.count, total: await groupCodeCount(tx, accountId, promotion.id) };
    });
  }),
  implement(listGroupCodes, async ({ deps, accountId, params, query }) => {
    await requirePromotion(deps.db, accountId, params.id);
    const rows = await groupCodePage(deps.db, accountId, params.id, query.page, query.pageSize);
    return {
      items: rows.map((r) => ({ code: r.code, usedAt: r.usedAt?.toISOString() ?? null })),
      total: await groupCodeCount(deps.db, accountId, params.id),
    };
  }),
];
