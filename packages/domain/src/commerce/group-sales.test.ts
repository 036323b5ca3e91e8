import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  groupDiscountBp,
  groupFaceValue,
  groupSaleAlerts,
  groupSaleTransition,
  thresholdSeats,
} from './group-sales';

describe('group sales requests', () => {
  it('go new → quoted → confirmed → paid, and decline only before confirmation', () => {
    expect(groupSaleTransition('new', 'quote')).toBe('quoted');
    expect(groupSaleTransition('quoted', 'quote')).toBe('quoted');
    expect(groupSaleTransition('quoted', 'confirm')).toBe('confirmed');
    expect(groupSaleTransition('new', 'confirm')).toBeNull();
    expect(groupSaleTransition('confirmed', 'payBalance')).toBe('paid');
    expect(groupSaleTransition('quoted', 'payBalance')).toBeNull();
    expect(groupSaleTransition('new', 'decline')).toBe('declined');
    expect(groupSaleTransition('quoted', 'decline')).toBe('declined');
    expect(groupSaleTransition('confirmed', 'decline')).toBeNull();
    expect(groupSaleTransition('declined', 'quote')).toBeNull();
  });
});

describe('group size thresholds', () => {
  it('are seats, and a percent of total seats rounds up to whole seats', () => {
    expect(thresholdSeats({ kind: 'seats', value: 12 }, 500)).toBe(12);
    expect(thresholdSeats({ kind: 'percent', value: 10 }, 95)).toBe(10); // 9.5 → 10
    expect(thresholdSeats({ kind: 'percent', value: 10 }, 100)).toBe(10);
    expect(thresholdSeats({ kind: 'percent', value: 1 }, 101)).toBe(2); // 1.01 → 2
    expect(thresholdSeats({ kind: 'percent', value: 0 }, 101)).toBe(0);
  });
  it('percent thresholds are the smallest whole number of seats at or above the percentage', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100_000 }), (pct, total) => {
        const seats = thresholdSeats({ kind: 'percent', value: pct }, total);
        expect(Number.isInteger(seats)).toBe(true);
        expect(seats * 100).toBeGreaterThanOrEqual(pct * total);
        expect((seats - 1) * 100).toBeLessThan(pct * total);
      }),
    );
  });
});

describe('group discount tiers', () => {
  const tiers = [
    { threshold: { kind: 'seats', value: 10 }, discountBp: 1000 },
    { threshold: { kind: 'seats', value: 20 }, discountBp: 1500 },
    { threshold: { kind: 'percent', value: 10 }, discountBp: 2000 },
  ] as const;
  it('give the largest discount whose threshold the group reaches', () => {
    expect(groupDiscountBp(tiers, 9, 1000)).toBe(0);
    expect(groupDiscountBp(tiers, 10, 1000)).toBe(1000);
    expect(groupDiscountBp(tiers, 25, 1000)).toBe(1500);
    expect(groupDiscountBp(tiers, 100, 1000)).toBe(2000);
    // 10% of 95 seats rounds up to 10: a group of 10 reaches it.
    expect(groupDiscountBp(tiers, 10, 95)).toBe(2000);
    expect(groupDiscountBp([], 500, 1000)).toBe(0);
  });
  it('never shrink as the group grows, and never price a ticket below zero or above its face', () => {
    const tierArb = fc.record({
      threshold: fc.oneof(
        fc.record({ kind: fc.constant('seats' as const), value: fc.integer({ min: 1, max: 500 }) }),
        fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 1, max: 100 }) }),
      ),
      discountBp: fc.integer({ min: 0, max: 10_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(tierArb, { maxLength: 5 }),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (list, size, total, face) => {
          const bp = groupDiscountBp(list, size, total);
          expect(groupDiscountBp(list, size + 1, total)).toBeGreaterThanOrEqual(bp);
          const price = groupFaceValue(face, bp);
          expect(price).toBeGreaterThanOrEqual(0);
          expect(price).toBeLessThanOrEqual(face);
          expect(Number.isInteger(price)).toBe(true);
        },
      ),
    );
  });
  it('take the discount off the face value', () => {
    expect(groupFaceValue(5000, 1000)).toBe(4500);
    expect(groupFaceValue(5000, 0)).toBe(5000);
    expect(groupFaceValue(333, 1500)).toBe(283); // 49.95 → 50 off
  });
});

describe('group sale alerts', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const at = (h: number) => new Date(now.getTime() + h * 3_600_000);
  it('warn while quoted that the held seats expire', () => {
    expect(groupSaleAlerts(now, { status: 'quoted', holdUntil: at(0.5), balanceDueAt: null })).toEqual([
      'expiringSoon',
    ]);
    expect(groupSaleAlerts(now, { status: 'quoted', holdUntil: at(-1), balanceDueAt: null })).toEqual([
      'expired',
    ]);
    expect(groupSaleAlerts(now, { status: 'quoted', holdUntil: at(5), balanceDueAt: null })).toEqual([]);
  });
  it('warn once confirmed that the balance falls due', () => {
    expect(groupSaleAlerts(now, { status: 'confirmed', holdUntil: at(-5), balanceDueAt: at(24) })).toEqual([
      'dueSoon',
    ]);
    expect(groupSaleAlerts(now, { status: 'confirmed', holdUntil: null, balanceDueAt: at(-1) })).toEqual([
      'pastDue',
    ]);
    expect(groupSaleAlerts(now, { status: 'confirmed', holdUntil: null, balanceDueAt: at(100) })).toEqual([]);
  });
  it('say nothing once paid or declined', () => {
    expect(groupSaleAlerts(now, { status: 'paid', holdUntil: at(-1), balanceDueAt: at(-1) })).toEqual([]);
    expect(groupSaleAlerts(now, { status: 'declined', holdUntil: at(-1), balanceDueAt: null })).toEqual([]);
  });
});
