import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packageSeatLabel, splitPackagePrice } from './season-packages';

describe('splitPackagePrice', () => {
  it('gives the minor units left over to the first parts', () => {
    expect(splitPackagePrice(10000, 3)).toEqual([3334, 3333, 3333]);
    expect(splitPackagePrice(0, 2)).toEqual([0, 0]);
  });
  it('always adds up to the package price, parts at most one unit apart', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 1, max: 200 }), (price, n) => {
        const parts = splitPackagePrice(price, n);
        expect(parts).toHaveLength(n);
        expect(parts.reduce((s, p) => s + p, 0)).toBe(price);
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
      }),
    );
  });
  it('refuses a package without parts', () => {
    expect(() => splitPackagePrice(100, 0)).toThrow(RangeError);
  });
});

describe('packageSeatLabel', () => {
  it('names the seat by section, row and seat', () => {
    expect(packageSeatLabel({ section: 'Stalls', row: 'B', seat: '12' })).toBe('Stalls B 12');
  });
});
