import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { availabilityLevel } from './shop-sale';

describe('availabilityLevel', () => {
  it('reads High, Medium, Low and SoldOut against the template percentages', () => {
    const percents = { high: 60, low: 20 };
    expect(availabilityLevel(70, 100, percents)).toBe('High');
    expect(availabilityLevel(60, 100, percents)).toBe('Medium');
    expect(availabilityLevel(21, 100, percents)).toBe('Medium');
    expect(availabilityLevel(20, 100, percents)).toBe('Low');
    expect(availabilityLevel(0, 100, percents)).toBe('SoldOut');
  });

  it('never gets better when fewer places are left', () => {
    const rank = { SoldOut: 0, Low: 1, Medium: 2, High: 3 };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.nat(), fc.nat(), (total, a, b) => {
        const [less, more] = [a % (total + 1), b % (total + 1)].sort((x, y) => x - y) as [number, number];
        expect(rank[availabilityLevel(less, total)]).toBeLessThanOrEqual(
          rank[availabilityLevel(more, total)],
        );
      }),
    );
  });
});
