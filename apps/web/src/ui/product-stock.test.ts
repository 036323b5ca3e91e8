import type { ProductOffer } from '@tessera/contract';
import { describe, expect, it } from 'vitest';
import { firstVariantInStock, isLowStock, isSoldOut, maxQuantity, stockLeft } from '@/ui/product-stock';

const product = (overrides: Partial<ProductOffer> = {}): ProductOffer => ({
  id: 1,
  name: 'T-shirt',
  type: 'Merchandise',
  sku: 'TEE',
  price: 2000,
  fullPartyAddOn: false,
  redemptionInstructions: '',
  variants: [],
  available: null,
  imageUrl: null,
  ...overrides,
});

const shirts = product({
  variants: [
    { id: 10, name: 'Small', sku: 'TEE-S', available: 0 },
    { id: 11, name: 'Large', sku: 'TEE-L', available: 4 },
  ],
  available: 4,
});

describe('product stock as buyers and sellers see it', () => {
  it('reads the chosen variant’s stock, or the product’s without variants', () => {
    expect(stockLeft(shirts, 11)).toBe(4);
    expect(stockLeft(shirts, 10)).toBe(0);
    expect(stockLeft(shirts, null)).toBe(4);
    expect(stockLeft(product(), null)).toBeNull();
  });

  it('calls a variant with nothing left sold out, and preselects the first one in stock', () => {
    expect(isSoldOut(shirts, 10)).toBe(true);
    expect(isSoldOut(shirts, 11)).toBe(false);
    expect(firstVariantInStock(shirts)).toBe(11);
    expect(firstVariantInStock(product())).toBeNull();
  });

  it('says "only N left" for a small stock only, and never allows more than is left', () => {
    expect(isLowStock(4)).toBe(true);
    expect(isLowStock(0)).toBe(false);
    expect(isLowStock(null)).toBe(false);
    expect(isLowStock(500)).toBe(false);
    expect(maxQuantity(4)).toBe(4);
    expect(maxQuantity(null)).toBe(99);
    expect(maxQuantity(0)).toBe(1);
  });
});
