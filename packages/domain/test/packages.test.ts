import { allocateByWeight, pricePackage } from '@tessera/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('allocateByWeight', () => {
  it('splits by largest remainder, ties to the earlier weight', () => {
    expect(allocateByWeight(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateByWeight(1000, [3, 1])).toEqual([750, 250]);
    expect(allocateByWeight(10, [0, 0])).toEqual([5, 5]);
    expect(allocateByWeight(7, [])).toEqual([]);
    expect(allocateByWeight(0, [5, 7])).toEqual([0, 0]);
  });

  it('adds up exactly, never negative, each share within one unit of its exact share (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000_000 }),
        fc.array(fc.integer({ min: 0, max: 10_000_000_000 }), { minLength: 1, maxLength: 20 }),
        (total, weights) => {
          const shares = allocateByWeight(total, weights);
          expect(shares).toHaveLength(weights.length);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          const weightTotal = weights.reduce((a, b) => a + b, 0);
          for (const [i, share] of shares.entries()) {
            expect(Number.isInteger(share)).toBe(true);
            expect(share).toBeGreaterThanOrEqual(0);
            const exact = weightTotal > 0 ? (total * weights[i]!) / weightTotal : total / weights.length;
            expect(Math.abs(share - exact)).toBeLessThan(1 + 1e-6 * Math.max(1, exact));
          }
        },
      ),
    );
  });
});

describe('pricePackage', () => {
  const items = [
    { key: 'ticket', quantity: 2, unitPrice: 4500 },
    { key: 'dinner', quantity: 2, unitPrice: 3000 },
    { key: 'programme', quantity: 1, unitPrice: 1000 },
  ];

  it('splits a whole-package price by the items’ own value', () => {
    const priced = pricePackage({ mode: 'Package', price: 12_000 }, items);
    expect(priced.total).toBe(12_000);
    expect(priced.lines).toEqual([
      { key: 'ticket', amount: 6750 },
      { key: 'dinner', amount: 4500 },
      { key: 'programme', amount: 750 },
    ]);
  });

  it('adds up per-item prices', () => {
    const priced = pricePackage({ mode: 'PerItem' }, items);
    expect(priced.total).toBe(16_000);
    expect(priced.lines.map((l) => l.amount)).toEqual([9000, 6000, 1000]);
  });

  it('always has lines that sum to the package price (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(
          fc.record({
            key: fc.string(),
            quantity: fc.integer({ min: 1, max: 100 }),
            unitPrice: fc.integer({ min: 0, max: 1_000_000 }),
          }),
          { minLength: 1, maxLength: 15 },
        ),
        fc.boolean(),
        (price, its, whole) => {
          const priced = pricePackage(whole ? { mode: 'Package', price } : { mode: 'PerItem' }, its);
          expect(priced.lines.reduce((a, l) => a + l.amount, 0)).toBe(priced.total);
          expect(priced.lines.every((l) => l.amount >= 0)).toBe(true);
          if (whole) expect(priced.total).toBe(price);
        },
      ),
    );
  });
});
