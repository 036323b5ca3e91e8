import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { areaPlacesByStatus } from './seat-audit';

describe('areaPlacesByStatus', () => {
  it('counts the places no basket, order or house-seat set-aside takes as open', () => {
    expect(areaPlacesByStatus({ capacity: 20, reserved: 2, sold: 3, comp: 1, hold: 4 })).toEqual({
      open: 10,
      hold: 4,
      reserved: 2,
      sold: 3,
      comp: 1,
      kill: 0,
    });
  });
  it('never counts more places than the area has, keeping tickets first', () => {
    expect(areaPlacesByStatus({ capacity: 5, reserved: 4, sold: 4, comp: 0, hold: 0 })).toMatchObject({
      open: 0,
      sold: 4,
      reserved: 1,
    });
  });
  it('always adds up to the capacity, every count at least zero', () => {
    const n = fc.integer({ min: 0, max: 1000 });
    fc.assert(
      fc.property(n, n, n, n, n, (capacity, reserved, sold, comp, hold) => {
        const counts = Object.values(areaPlacesByStatus({ capacity, reserved, sold, comp, hold }));
        expect(counts.every((c) => c >= 0)).toBe(true);
        expect(counts.reduce((a, b) => a + b, 0)).toBe(capacity);
      }),
    );
  });
});
