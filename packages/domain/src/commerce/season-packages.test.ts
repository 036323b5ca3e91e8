import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chooseCountProblem,
  packageEventsChosen,
  packageSeatLabel,
  seasonCardRefusal,
  splitPackagePrice,
} from './season-packages';

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

describe('packageEventsChosen', () => {
  const fixed = { kind: 'fixed' as const, chooseCount: null, eventIds: [30, 10, 20] };
  const flex = { kind: 'flex' as const, chooseCount: 2, eventIds: [30, 10, 20] };
  it('takes every event of a fixed package, in id order, and refuses a choice', () => {
    expect(packageEventsChosen(fixed, undefined)).toEqual({ eventIds: [10, 20, 30] });
    expect(packageEventsChosen(fixed, [10])).toEqual({ error: 'purchase.season_package_events' });
  });
  it('takes exactly the chosen events of a flex package, in id order', () => {
    expect(packageEventsChosen(flex, [30, 10])).toEqual({ eventIds: [10, 30] });
  });
  it('refuses a flex choice of the wrong size, repeated or foreign events', () => {
    for (const chosen of [undefined, [10], [10, 20, 30], [10, 10], [10, 99]])
      expect(packageEventsChosen(flex, chosen)).toEqual({ error: 'purchase.season_package_events' });
  });
  it('answers chooseCount distinct events of the package, or an error', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 1, max: 10 }),
        fc.array(fc.integer({ min: 1, max: 50 }), { maxLength: 10 }),
        (eventIds, n, chosen) => {
          const got = packageEventsChosen({ kind: 'flex', chooseCount: n, eventIds }, chosen);
          if ('error' in got) return;
          expect(got.eventIds).toHaveLength(n);
          expect(new Set(got.eventIds).size).toBe(n);
          expect(got.eventIds.every((id) => eventIds.includes(id) && chosen.includes(id))).toBe(true);
        },
      ),
    );
  });
});

describe('chooseCountProblem', () => {
  it('wants no count on a fixed package and 1 to the season’s events on a flex one', () => {
    expect(chooseCountProblem('fixed', null, 3)).toBeNull();
    expect(chooseCountProblem('fixed', 2, 3)).toBe('admin.season_package_choose_count');
    expect(chooseCountProblem('flex', 3, 3)).toBeNull();
    expect(chooseCountProblem('flex', 4, 3)).toBe('admin.season_package_choose_count');
    expect(chooseCountProblem('flex', null, 3)).toBe('admin.season_package_choose_count');
    expect(chooseCountProblem('flex', 0, 3)).toBe('admin.season_package_choose_count');
  });
});

describe('seasonCardRefusal', () => {
  const sale = { hasPackage: true, customer: true, cardPays: true, keepCard: true };
  it('asks a season package for a card the signed-in customer agrees to keep', () => {
    expect(seasonCardRefusal(sale)).toBeNull();
    expect(seasonCardRefusal({ ...sale, keepCard: false })).toEqual({
      code: 'purchase.season_package_card_required',
      field: 'keepCard',
    });
    expect(seasonCardRefusal({ ...sale, cardPays: false })?.field).toBe('card');
    expect(seasonCardRefusal({ ...sale, customer: false })?.field).toBe('card');
  });
  it('asks nothing of a basket without a package', () => {
    expect(
      seasonCardRefusal({ hasPackage: false, customer: false, cardPays: false, keepCard: false }),
    ).toBeNull();
  });
});
