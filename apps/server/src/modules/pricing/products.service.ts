import type { Db } from '@/db/client';
import { uniquely } from '@/db/sql';
import { requireEditableTemplate } from '@/modules/templates/templates.service';
import { AppError } from '@/platform/http/app-error';
import {
  findProduct,
  findVariant,
  insertVariants,
  liveVariantCount,
  lockProductVariants,
  type ProductRow,
  type ProductSettings,
  setProductArchived,
  setVariantArchived,
  unlimitVariants,
  updateProductRow,
  updateVariantRow,
} from './products.store';

type VariantInput = { name: string; sku: string; quantityAvailable: number | null };

/** A product of the account whose template may still be changed, with its variants. */
export async function editableProduct(db: Db, accountId: number, id: number) {
  const found = await findProduct(db, accountId, id);
  if (!found) throw new AppError('admin.product_not_found');
  await requireEditableTemplate(db, accountId, found.product.templateId);
  return found;
}

/** A product still sold: an archived one is kept as it was (decisions/0056). */
function requireLive(product: ProductRow) {
  if (product.archivedAt !== null) throw new AppError('admin.product_archived');
}

/**
 * Changes a product for the next sale. Controlling inventory needs a stock on each variant on
 * sale (and at least one variant); giving it up makes the variants unlimited.
 */
export async function updateProduct(db: Db, accountId: number, id: number, body: ProductSettings) {
  const { product } = await editableProduct(db, accountId, id);
  requireLive(product);
  await db.transaction(async (tx) => {
    const live = (await lockProductVariants(tx, accountId, product.id)).filter((v) => v.archivedAt === null);
    if (body.inventoryControlled) {
      const missing = live.findIndex((v) => v.quantityAvailable === null);
      if (live.length === 0 || missing >= 0) {
        throw new AppError('admin.product_stock_required', 'inventoryControlled');
      }
    } else {
      await unlimitVariants(tx, accountId, product.id);
    }
    const saved = await uniquely(
      () => updateProductRow(tx, accountId, product.id, body),
      () => new AppError('admin.product_sku_taken', 'sku'),
    );
    if (!saved) throw new AppError('admin.product_sku_taken', 'sku');
  });
}

/** The stock a variant is stored with: required under inventory control, otherwise unlimited. */
function stockOf(product: ProductRow, body: VariantInput): number | null {
  if (!product.inventoryControlled) return null;
  if (body.quantityAvailable === null)
    throw new AppError('admin.product_stock_required', 'quantityAvailable');
  return body.quantityAvailable;
}

export async function addVariant(db: Db, accountId: number, productId: number, body: VariantInput) {
  const { product } = await editableProduct(db, accountId, productId);
  requireLive(product);
  await insertVariants(db, accountId, product.id, [{ ...body, quantityAvailable: stockOf(product, body) }]);
}

/** A variant of the account with its product, whose template may still be changed. */
async function editableVariant(db: Db, accountId: number, id: number) {
  const variant = await findVariant(db, accountId, id);
  if (!variant) throw new AppError('admin.product_variant_not_found');
  const { product } = await editableProduct(db, accountId, variant.productId);
  return { variant, product };
}

/** Changes a variant; its stock cannot go below what is sold or held in open baskets. */
export async function updateVariant(db: Db, accountId: number, id: number, body: VariantInput) {
  const { variant, product } = await editableVariant(db, accountId, id);
  requireLive(product);
  if (variant.archivedAt !== null) throw new AppError('admin.product_variant_archived');
  const quantityAvailable = stockOf(product, body);
  const saved = await updateVariantRow(db, accountId, variant.id, { ...body, quantityAvailable });
  if (!saved) {
    const now = (await findVariant(db, accountId, variant.id))!;
    throw new AppError('admin.product_stock_below_sold', 'quantityAvailable', {
      count: now.sold + now.reserved,
    });
  }
  return product.id;
}

/**
 * Archives a product's variant unless it is the last one on sale: the product's variants are
 * locked first, so two archivings at once cannot leave a product with variants and none to sell.
 */
export async function archiveVariant(db: Db, accountId: number, id: number, now: Date) {
  const { variant, product } = await editableVariant(db, accountId, id);
  if (variant.archivedAt === null) {
    await db.transaction(async (tx) => {
      await lockProductVariants(tx, accountId, product.id);
      if ((await liveVariantCount(tx, accountId, product.id)) <= 1) {
        throw new AppError('admin.product_variant_last_active');
      }
      await setVariantArchived(tx, accountId, variant.id, now);
    });
  }
  return product.id;
}

export async function archiveProduct(db: Db, accountId: number, id: number, now: Date) {
  const { product } = await editableProduct(db, accountId, id);
  await setProductArchived(db, accountId, product.id, now);
}
