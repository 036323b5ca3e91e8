import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { availabilityLevel, webSaleState } from './shop-sale';

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

describe('webSaleState', () => {
  const base = {
    active: true,
    startsAt: new Date('2027-01-10T19:00:00Z'),
    webOnSaleAt: new Date('2027-01-01T09:00:00Z'),
    webOffSaleAt: null,
    adminOffSaleAt: null,
  };
  it('is not yet on sale before the Web on-sale date and on sale after it', () => {
    expect(webSaleState(new Date('2026-12-31T00:00:00Z'), base)).toBe('not_yet_on_sale');
    expect(webSaleState(new Date('2027-01-02T00:00:00Z'), base)).toBe('on_sale');
  });
  it('is off sale after the Web off-sale date, once the event starts, or when inactive', () => {
    const now = new Date('2027-01-05T00:00:00Z');
    expect(webSaleState(now, { ...base, webOffSaleAt: new Date('2027-01-04T00:00:00Z') })).toBe('off_sale');
    expect(webSaleState(new Date('2027-01-10T19:00:00Z'), base)).toBe('off_sale');
    expect(webSaleState(now, { ...base, active: false })).toBe('off_sale');
  });
});
