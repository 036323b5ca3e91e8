import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bundleSplitByVoid, templatePackageUnitPrices } from './bundles';

describe('templatePackageUnitPrices', () => {
  it('splits a whole price over the items by value, then over each item’s units', () => {
    const prices = templatePackageUnitPrices({ mode: 'Package', price: 5000 }, [
      { key: 'a', quantity: 2, unitPrice: 3000 },
      { key: 'b', quantity: 1, unitPrice: 1000 },
    ]);
    expect(prices).toEqual([[2143, 2143], [714]]);
  });

  it('charges each unit its own price in a per-item package', () => {
    expect(
      templatePackageUnitPrices({ mode: 'PerItem' }, [
        { key: 'a', quantity: 3, unitPrice: 1200 },
        { key: 'b', quantity: 1, unitPrice: 450 },
      ]),
    ).toEqual([[1200, 1200, 1200], [450]]);
  });

  it('always adds up to the package price, every unit within one minor unit of another of its item', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 8 }),
            unitPrice: fc.integer({ min: 0, max: 50_000 }),
          }),
          {
            minLength: 1,
            maxLength: 6,
          },
        ),
        (price, items) => {
          const prices = templatePackageUnitPrices(
            { mode: 'Package', price },
            items.map((item, i) => ({ key: String(i), ...item })),
          );
          expect(prices.flat().reduce((s, p) => s + p, 0)).toBe(price);
          prices.forEach((units, i) => {
            expect(units).toHaveLength(items[i]!.quantity);
            expect(Math.max(...units) - Math.min(...units)).toBeLessThanOrEqual(1);
          });
        },
      ),
    );
  });
});

describe('bundleSplitByVoid', () => {
  const parts = [
    { bundleLineId: 7, kind: 'ticket' as const, id: 1, live: true },
    { bundleLineId: 7, kind: 'ticket' as const, id: 2, live: true },
    { bundleLineId: 7, kind: 'product' as const, id: 10, live: true },
    { bundleLineId: null, kind: 'ticket' as const, id: 3, live: true },
  ];
  const choose = (ticketIds: number[], productIds: number[] = []) => ({
    ticketIds: new Set(ticketIds),
    productIds: new Set(productIds),
  });

  it('refuses a part of a bundle alone, naming the bundle', () => {
    expect(bundleSplitByVoid(parts, choose([1]))).toBe(7);
    expect(bundleSplitByVoid(parts, choose([1, 2]))).toBe(7);
  });

  it('lets every live part of a bundle go together, and leaves lines of their own alone', () => {
    expect(bundleSplitByVoid(parts, choose([1, 2], [10]))).toBeNull();
    expect(bundleSplitByVoid(parts, choose([3]))).toBeNull();
  });

  it('does not count parts already voided', () => {
    const later = parts.map((p) => (p.id === 10 ? { ...p, live: false } : p));
    expect(bundleSplitByVoid(later, choose([1, 2]))).toBeNull();
  });
});
