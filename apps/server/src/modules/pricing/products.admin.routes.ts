import {
  addProductVariant,
  archiveProduct,
  archiveProductVariant,
  createProduct,
  listProducts,
  renameProduct,
  updateProduct,
  updateProductVariant,
} from '@tessera/contract';
import type { Db } from '@/db/client';
import { requireEditableTemplate, requireTemplate } from '@/modules/templates/templates.service';
import { AppError } from '@/platform/http/app-error';
import { implement } from '@/platform/http/implement';
import {
  addVariant,
  archiveProduct as archive,
  archiveVariant,
  updateProduct as update,
  updateVariant,
} from './products.service';
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
      archived: v.archivedAt !== null,
    })),
});

/** A product as listed, read again with its variants. */
async function answer(db: Db, accountId: number, id: number) {
  const { product, variants } = (await findProduct(db, accountId, id))!;
  return output(product, variants);
}

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
    return answer(deps.db, accountId, params.id);
  }),
  implement(updateProduct, async ({ deps, accountId, params, body }) => {
    await update(deps.db, accountId, params.id, body);
    return answer(deps.db, accountId, params.id);
  }),
  implement(archiveProduct, async ({ deps, accountId, params }) => {
    await archive(deps.db, accountId, params.id, deps.now());
    return answer(deps.db, accountId, params.id);
  }),
  implement(addProductVariant, async ({ deps, accountId, params, body }) => {
    await addVariant(deps.db, accountId, params.id, body);
    return answer(deps.db, accountId, params.id);
  }),
  implement(updateProductVariant, async ({ deps, accountId, params, body }) => {
    return answer(deps.db, accountId, await updateVariant(deps.db, accountId, params.id, body));
  }),
  implement(archiveProductVariant, async ({ deps, accountId, params }) => {
    return answer(deps.db, accountId, await archiveVariant(deps.db, accountId, params.id, deps.now()));
  }),
];
