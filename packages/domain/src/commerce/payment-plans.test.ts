import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonthsUtc,
  instalmentSchedule,
  type PaymentPlanTerms,
  paymentPlanProblems,
  planCoversSale,
} from './payment-plans';

const sale = new Date('2026-01-31T15:00:00Z');
const monthly = (instalments: number, deposit: PaymentPlanTerms['deposit'] = { kind: 'none' }) =>
  ({ instalments, cadence: { kind: 'interval', every: 1, unit: 'month' }, deposit }) as const;

const amounts = (r: ReturnType<typeof instalmentSchedule>) => (r.ok ? r.instalments.map((i) => i.amount) : r);
const dues = (r: ReturnType<typeof instalmentSchedule>) =>
  r.ok ? r.instalments.map((i) => i.dueAt.toISOString()) : r;

describe('instalmentSchedule', () => {
  it('splits the total equally, the odd cents on the first instalment, paid at the sale', () => {
    const r = instalmentSchedule(monthly(3), 10_000, sale);
    expect(amounts(r)).toEqual([3334, 3333, 3333]);
    expect(dues(r)).toEqual([
      '2026-01-31T15:00:00.000Z',
      '2026-02-28T15:00:00.000Z',
      '2026-03-31T15:00:00.000Z',
    ]);
  });

  it('takes a fixed deposit first and splits the rest, the odd cents on the second instalment', () => {
    expect(amounts(instalmentSchedule(monthly(4, { kind: 'amount', amount: 2500 }), 10_001, sale))).toEqual([
      2500, 2501, 2500, 2500,
    ]);
  });

  it('rounds a percentage deposit half up to the cent', () => {
    // 25% of 10,002 is 2,500.5: 2,501.
    expect(amounts(instalmentSchedule(monthly(2, { kind: 'percent', percent: 25 }), 10_002, sale))).toEqual([
      2501, 7501,
    ]);
  });

  it('spaces instalments by days and weeks from the sale', () => {
    const weekly = instalmentSchedule(
      { instalments: 3, cadence: { kind: 'interval', every: 2, unit: 'week' }, deposit: { kind: 'none' } },
      300,
      sale,
    );
    expect(dues(weekly)).toEqual([
      '2026-01-31T15:00:00.000Z',
      '2026-02-14T15:00:00.000Z',
      '2026-02-28T15:00:00.000Z',
    ]);
    const daily = instalmentSchedule(
      { instalments: 2, cadence: { kind: 'interval', every: 10, unit: 'day' }, deposit: { kind: 'none' } },
      300,
      sale,
    );
    expect(dues(daily)).toEqual(['2026-01-31T15:00:00.000Z', '2026-02-10T15:00:00.000Z']);
  });

  it('falls due on fixed dates, and cannot be sold once one of them has come', () => {
    const terms: PaymentPlanTerms = {
      instalments: 3,
      cadence: { kind: 'dates', dates: ['2026-03-01', '2026-04-15'] },
      deposit: { kind: 'none' },
    };
    expect(dues(instalmentSchedule(terms, 900, sale))).toEqual([
      '2026-01-31T15:00:00.000Z',
      '2026-03-01T00:00:00.000Z',
      '2026-04-15T00:00:00.000Z',
    ]);
    expect(instalmentSchedule(terms, 900, new Date('2026-03-01T00:00:00Z'))).toEqual({
      ok: false,
      reason: 'no_deadlines',
    });
  });

  it('refuses a total too small for a cent each, and a deposit of the whole total', () => {
    expect(instalmentSchedule(monthly(3), 2, sale)).toEqual({ ok: false, reason: 'total_too_small' });
    expect(instalmentSchedule(monthly(3, { kind: 'amount', amount: 500 }), 500, sale)).toEqual({
      ok: false,
      reason: 'deposit_too_large',
    });
    expect(instalmentSchedule(monthly(3, { kind: 'amount', amount: 499 }), 500, sale)).toEqual({
      ok: false,
      reason: 'total_too_small',
    });
  });

  const termsArb = fc.record({
    instalments: fc.integer({ min: 2, max: 24 }),
    cadence: fc.record({
      kind: fc.constant('interval' as const),
      every: fc.integer({ min: 1, max: 12 }),
      unit: fc.constantFrom('day' as const, 'week' as const, 'month' as const),
    }),
    deposit: fc.oneof(
      fc.constant({ kind: 'none' as const }),
      fc.record({ kind: fc.constant('amount' as const), amount: fc.integer({ min: 1, max: 50_000 }) }),
      fc.record({ kind: fc.constant('percent' as const), percent: fc.integer({ min: 1, max: 99 }) }),
    ),
  });
  const dateArb = fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true });

  it('always adds up to the total, a cent or more each, due in order from the sale', () => {
    fc.assert(
      fc.property(termsArb, fc.integer({ min: 0, max: 10_000_000 }), dateArb, (terms, total, at) => {
        const r = instalmentSchedule(terms, total, at);
        if (!r.ok) return;
        expect(r.instalments).toHaveLength(terms.instalments);
        expect(r.instalments.reduce((s, i) => s + i.amount, 0)).toBe(total);
        for (const i of r.instalments) {
          expect(Number.isInteger(i.amount) && i.amount >= 1).toBe(true);
        }
        expect(r.instalments[0]!.dueAt.getTime()).toBe(at.getTime());
        for (let k = 1; k < r.instalments.length; k++) {
          expect(r.instalments[k]!.dueAt.getTime()).toBeGreaterThan(r.instalments[k - 1]!.dueAt.getTime());
        }
      }),
    );
  });

  it('without a deposit, no two instalments differ by more than the odd cents, which the first carries', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 24 }), fc.integer({ min: 24, max: 10_000_000 }), (n, total) => {
        const r = instalmentSchedule(monthly(n), total, sale);
        if (!r.ok) throw new Error('refused');
        const [first, ...rest] = r.instalments.map((i) => i.amount);
        expect(new Set(rest).size).toBe(1);
        expect(first! - rest[0]!).toBe(total % n);
      }),
    );
  });

  it('refuses only totals too small to give each instalment a cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 24 }), fc.integer({ min: 0, max: 100 }), (n, total) => {
        expect(instalmentSchedule(monthly(n), total, sale).ok).toBe(total >= n);
      }),
    );
  });
});

describe('addMonthsUtc', () => {
  it('keeps the day, or takes the month’s last day', () => {
    expect(addMonthsUtc(new Date('2028-01-31T10:00:00Z'), 1).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonthsUtc(new Date('2026-11-30T10:00:00Z'), 3).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(addMonthsUtc(new Date('2026-05-15T10:00:00Z'), 12).toISOString()).toBe('2027-05-15T10:00:00.000Z');
  });
});

describe('paymentPlanProblems', () => {
  it('accepts sound terms', () => {
    expect(paymentPlanProblems(monthly(6, { kind: 'percent', percent: 20 }))).toEqual([]);
  });

  it('names the field of each problem', () => {
    expect(paymentPlanProblems(monthly(1))).toEqual([{ field: 'instalments', rule: 'instalments_range' }]);
    expect(
      paymentPlanProblems({
        instalments: 2,
        cadence: { kind: 'interval', every: 13, unit: 'month' },
        deposit: { kind: 'none' },
      }),
    ).toEqual([{ field: 'cadence.every', rule: 'interval_range' }]);
    expect(
      paymentPlanProblems({
        instalments: 3,
        cadence: { kind: 'dates', dates: ['2026-03-01'] },
        deposit: { kind: 'none' },
      }),
    ).toEqual([{ field: 'cadence.dates', rule: 'dates_count' }]);
    expect(
      paymentPlanProblems({
        instalments: 3,
        cadence: { kind: 'dates', dates: ['2026-03-01', '2026-03-01'] },
        deposit: { kind: 'none' },
      }),
    ).toEqual([{ field: 'cadence.dates.1', rule: 'dates_order' }]);
    expect(
      paymentPlanProblems({
        instalments: 2,
        cadence: { kind: 'dates', dates: ['2026-02-30'] },
        deposit: { kind: 'none' },
      }),
    ).toEqual([{ field: 'cadence.dates.0', rule: 'date_invalid' }]);
    expect(paymentPlanProblems(monthly(2, { kind: 'percent', percent: 100 }))).toEqual([
      { field: 'deposit', rule: 'deposit_range' },
    ]);
  });
});

describe('planCoversSale', () => {
  it('allows only its channels, and only its events when it lists some', () => {
    const scope = { channels: ['PointOfSale'] as const, eventIds: [1, 2] };
    expect(planCoversSale(scope, { channel: 'PointOfSale', eventIds: [1, 2] })).toBe(true);
    expect(planCoversSale(scope, { channel: 'Web', eventIds: [1] })).toBe(false);
    expect(planCoversSale(scope, { channel: 'PointOfSale', eventIds: [1, 3] })).toBe(false);
    expect(
      planCoversSale({ channels: ['PointOfSale'], eventIds: [] }, { channel: 'PointOfSale', eventIds: [9] }),
    ).toBe(true);
  });
});
