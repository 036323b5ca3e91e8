import { createProduct, listProducts, renameProduct } from '@tessera/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { products, productVariants } from '@/db/schema';
import { requireEditableTemplate, requireTemplate } from '@/modules/templates/templates.service';
import { AppError } from '@/platform/http/app-error';
import { implement } from '@/platform/http/implement';
import { renameVenueName } from './venue-name-rename';

type ProductRow = typeof products.$inferSelect;
type VariantRow = typeof productVariants.$inferSelect;

const output = (p: ProductRow, variants: VariantRow[]) => ({
  id: p.id,
  name: p.name,
  nameTranslations: p.nameTranslations,
  type: p.type as never,
  sku: p.sku,
  price: p.price,
  inventoryControlled: p.inventoryControlled,
  fullPartyAddOn: p.fullPartyAddOn,
  redemptionInstructions: p.redemptionInstructions,
  hardTicketText: p.hardTicketText,
  archived: p.archivedAt !== null,
  variants: variants
    .filter((v) => v.productId === p.id)
    .map((v) => ({
      id: v.id,
      name: v.name,
      sku: v.sku,
      quantityAvailable: v.quantityAvailable,
      sold: v.sold,
    })),
});

export const productRoutes = [
  implement(listProducts, async ({ deps, accountId, params }) => {
    await requireTemplate(deps.db, accountId, params.id);
    const rows = await deps.db
      .select()
      .from(products)
      .where(and(eq(products.accountId, accountId), eq(products.templateId, params.id)))
      .orderBy(asc(products.id));
    const variants = rows.length
      ? await deps.db
          .select()
          .from(productVariants)
          .where(
            and(
              eq(productVariants.accountId, accountId),
              inArray(
                productVariants.productId,
                rows.map((r) => r.id),
              ),
            ),
          )
          .orderBy(asc(productVariants.id))
      : [];
    return rows.map((p) => output(p, variants));
  }),
  implement(createProduct, async ({ deps, accountId, params, body }) => {
    const { variants, ...fields } = body;
    if (fields.inventoryControlled) {
      const missing = variants.findIndex((v) => v.quantityAvailable === null);
      if (variants.length === 0 || missing >= 0) {
        throw new AppError(
          'admin.product_stock_required',
          `variants.${Math.max(missing, 0)}.quantityAvailable`,
        );
      }
    }
    return deps.db.transaction(async (tx) => {
      await requireEditableTemplate(tx, accountId, params.id);
      const [product] = await tx
        .insert(products)
        .values({ accountId, templateId: params.id, ...fields })
        .onConflictDoNothing()
        .returning();
      if (!product) throw new AppError('admin.product_sku_taken', 'sku');
      const rows = variants.length
        ? await tx
            .insert(productVariants)
            .values(
              // Stock counts only when inventory is controlled; otherwise a variant is unlimited.
              variants.map((v) => ({
                accountId,
                productId: product.id,
                ...v,
                quantityAvailable: fields.inventoryControlled ? v.quantityAvailable : null,
              })),
            )
            .returning()
        : [];
      return output(product, rows);
    });
  }),
  implement(renameProduct, async ({ deps, accountId, params, body }) => {
    await renameVenueName(deps.db, accountId, 'products', params.id, body, 'admin.product_not_found');
    const [product] = await deps.db
      .select()
      .from(products)
      .where(and(eq(products.accountId, accountId), eq(products.id, params.id)));
    const variants = await deps.db
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.accountId, accountId), eq(productVariants.productId, params.id)))
      .orderBy(asc(productVariants.id));
    return output(product!, variants);
  }),
];
