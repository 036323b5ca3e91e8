import { createProduct, listProducts, renameProduct } from '@tessera/contract';
import { requireEditableTemplate, requireTemplate } from '@/modules/templates/templates.service';
import { AppError } from '@/platform/http/app-error';
import { implement } from '@/platform/http/implement';
import {
  findProduct,
  insertProduct,
  insertVariants,
  type ProductRow,
  templateProductRows,
  type VariantRow,
} from './products.store';
import { renameVenueName } from './venue-name-rename.service';

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
    const { rows, variants } = await templateProductRows(deps.db, accountId, params.id);
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
      const product = await insertProduct(tx, accountId, params.id, fields);
      if (!product) throw new AppError('admin.product_sku_taken', 'sku');
      // Stock counts only when inventory is controlled; otherwise a variant is unlimited.
      const rows = await insertVariants(
        tx,
        accountId,
        product.id,
        variants.map((v) => ({
          ...v,
          quantityAvailable: fields.inventoryControlled ? v.quantityAvailable : null,
        })),
      );
      return output(product, rows);
    });
  }),
  implement(renameProduct, async ({ deps, accountId, params, body }) => {
    await renameVenueName(deps.db, accountId, 'products', params.id, body, 'admin.product_not_found');
    const { product, variants } = (await findProduct(deps.db, accountId, params.id))!;
    return output(product, variants);
  }),
];
