import { randomInt } from 'node:crypto';
import {
  createPromotion,
  generateGroupCodesEndpoint,
  listGroupCodes,
  listPromotions,
} from '@tessera/contract';
import { generateGroupCodes, promotionRuleProblems } from '@tessera/domain';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { groupCodes, promotions } from '@/db/schema';
import { requireEditableTemplate, requireTemplate } from '@/modules/templates/templates.service';
import { AppError } from '@/platform/http/app-error';
import { implement } from '@/platform/http/implement';

type PromotionRow = typeof promotions.$inferSelect;
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
});

async function requirePromotion(db: Db, accountId: number, id: number): Promise<PromotionRow> {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.accountId, accountId), eq(promotions.id, id)))
    .limit(1);
  if (!row) throw new AppError('admin.promotion_not_found');
  return row;
}

async function codeCount(db: Db, accountId: number, promotionId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(groupCodes)
    .where(and(eq(groupCodes.accountId, accountId), eq(groupCodes.promotionId, promotionId)));
  return row?.n ?? 0;
}

/** Collisions with codes already in the account are regenerated a few times, then refused. */
const MAX_ROUNDS = 5;

export const promotionRoutes = [
  implement(listPromotions, async ({ deps, accountId, params }) => {
    await requireTemplate(deps.db, accountId, params.id);
    const rows = await deps.db
      .select()
      .from(promotions)
      .where(and(eq(promotions.accountId, accountId), eq(promotions.templateId, params.id)))
      .orderBy(asc(promotions.id));
    const counts = rows.length
      ? await deps.db
          .select({ promotionId: groupCodes.promotionId, n: count() })
          .from(groupCodes)
          .where(
            and(
              eq(groupCodes.accountId, accountId),
              inArray(
                groupCodes.promotionId,
                rows.map((r) => r.id),
              ),
            ),
          )
          .groupBy(groupCodes.promotionId)
      : [];
    const byPromotion = new Map(counts.map((c) => [c.promotionId, c.n]));
    return rows.map((r) => output(r, byPromotion.get(r.id) ?? 0));
  }),
  implement(createPromotion, async ({ deps, accountId, params, body }) => {
    await requireEditableTemplate(deps.db, accountId, params.id);
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
    const [row] = await deps.db
      .insert(promotions)
      .values({
        accountId,
        templateId: params.id,
        ...body,
        startsAt: new Date(body.startsAt),
        endsAt: new Date(body.endsAt),
        eventRules: body.eventRules,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('admin.promotion_code_taken', 'code');
    return output(row, 0);
  }),
  implement(generateGroupCodesEndpoint, async ({ deps, accountId, params, body }) => {
    return deps.db.transaction(async (tx) => {
      const promotion = await requirePromotion(tx, accountId, params.id);
      let missing = body.count;
      for (let round = 0; round < MAX_ROUNDS && missing > 0; round++) {
        const made = generateGroupCodes(missing, (n) => randomInt(n));
        if (!made.ok) throw new AppError('admin.group_codes_failed');
        // node-postgres reports rowCount, PGlite affectedRows.
        const inserted = (await tx.execute(sql`
          INSERT INTO group_codes (account_id, promotion_id, code)
          SELECT ${accountId}, ${promotion.id}, code FROM unnest(${sql.param(made.codes)}::text[]) AS code
          ON CONFLICT DO NOTHING`)) as { rowCount?: number | null; affectedRows?: number };
        missing -= Number(inserted.rowCount ?? inserted.affectedRows ?? 0);
      }
      if (missing > 0) throw new AppError('admin.group_codes_failed');
      return { generated: body.count, total: await codeCount(tx, accountId, promotion.id) };
    });
  }),
  implement(listGroupCodes, async ({ deps, accountId, params, query }) => {
    await requirePromotion(deps.db, accountId, params.id);
    const rows = await deps.db
      .select({ code: groupCodes.code, usedAt: groupCodes.usedAt })
      .from(groupCodes)
      .where(and(eq(groupCodes.accountId, accountId), eq(groupCodes.promotionId, params.id)))
      .orderBy(asc(groupCodes.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    return {
      items: rows.map((r) => ({ code: r.code, usedAt: r.usedAt?.toISOString() ?? null })),
      total: await codeCount(deps.db, accountId, params.id),
    };
  }),
];
