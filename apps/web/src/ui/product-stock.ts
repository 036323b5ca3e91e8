import type { ProductOffer } from '@tessera/contract';

/** Below this many left, buyers and sellers are told how few remain. */
export const LOW_STOCK = 10;

/** The most one line may ask for (the contract's bound on a product quantity). */
export const MAX_PRODUCT_QUANTITY = 99;

/**
 * Stock left of what would be added: the chosen variant's, or the product's when it has no
 * variants (null: unlimited). With variants and none chosen, the product's total.
 */
export function stockLeft(product: ProductOffer, variantId: number | null): number | null {
  if (product.variants.length === 0) return product.available;
  const variant = product.variants.find((v) => v.id === variantId);
  return variant ? variant.available : product.available;
}

/** Nothing left to sell of the product or of the chosen variant. */
export function isSoldOut(product: ProductOffer, variantId: number | null): boolean {
  return stockLeft(product, variantId) === 0;
}

/** "Only N left" is shown for a small, non-zero stock. */
export function isLowStock(left: number | null): left is number {
  return left !== null && left > 0 && left <= LOW_STOCK;
}

/** The largest quantity a buyer may ask for: the stock left, within the contract's bound. */
export function maxQuantity(left: number | null): number {
  return Math.max(1, Math.min(MAX_PRODUCT_QUANTITY, left ?? MAX_PRODUCT_QUANTITY));
}

/** The first variant still in stock, to preselect. */
export function firstVariantInStock(product: ProductOffer): number | null {
  return product.variants.find((v) => v.available !== 0)?.id ?? null;
}
