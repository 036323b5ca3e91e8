import { createPriceType, listPriceTypes, renamePriceType } from '@tessera/contract';
import { BASIS } from '@tessera/domain';
import { and, asc, eq } from 'drizzle-orm';
import { priceTypes, promotions } from '@/db/schema';
import { requireEditableTemplate, requireTemplate } from '@/modules/templates/templates.service';
import { AppError } from '@/platform/http/app-error';
import { implement } from '@/platform/http/implement';
import { renameVenueName } from './venue-name-rename';

type PriceTypeRow = typeof priceTypes.$inferSelect;
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
    const rows = await deps.db
      .select()
      .from(priceTypes)
      .where(and(eq(priceTypes.accountId, accountId), eq(priceTypes.templateId, params.id)))
      .orderBy(asc(priceTypes.id));
    return rows.map(output);
  }),
  implement(createPriceType, async ({ deps, accountId, params, body }) => {
    await requireEditableTemplate(deps.db, accountId, params.id);
    if (body.offsetType === 'Percentage' && body.defaultDiscount > BASIS) {
      throw new AppError('admin.price_type_discount_too_high', 'defaultDiscount');
    }
    if (body.promotionId !== null) {
      const [promotion] = await deps.db
        .select({ id: promotions.id })
        .from(promotions)
        .where(
          and(
            eq(promotions.accountId, accountId),
            eq(promotions.templateId, params.id),
            eq(promotions.id, body.promotionId),
          ),
        );
      if (!promotion) throw new AppError('common.not_found', 'promotionId');
    }
    const [row] = await deps.db
      .insert(priceTypes)
      .values({ accountId, templateId: params.id, ...body })
      .returning();
    return output(row!);
  }),
  implement(renamePriceType, async ({ deps, accountId, params, body }) => {
    await renameVenueName(deps.db, accountId, 'price_types', params.id, body, 'admin.price_type_not_found');
    const [row] = await deps.db
      .select()
      .from(priceTypes)
      .where(and(eq(priceTypes.accountId, accountId), eq(priceTypes.id, params.id)));
    return output(row!);
  }),
];
