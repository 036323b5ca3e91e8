import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupDepositTerms } from './group-deposit';

const now = new Date('2027-03-01T10:00:00Z');
const startsAt = new Date('2027-04-01T19:30:00Z');
const day = 86_400_000;

describe('groupDepositTerms', () => {
  it('asks the template deposit per seat, the balance due the set days before the start', () => {
    expect(
      groupDepositTerms({
        deposit: { amount: 1_000, dueDaysBeforeEvent: 10 },
        seats: 12,
        total: 48_000,
        startsAt,
        now,
      }),
    ).toEqual({ deposit: 12_000, balanceDueAt: new Date(startsAt.getTime() - 10 * day) });
  });

  it('without a template deposit asks a quarter now and the rest in two weeks', () => {
    expect(groupDepositTerms({ deposit: null, seats: 12, total: 48_002, startsAt, now })).toEqual({
      deposit: 12_001,
      balanceDueAt: new Date(now.getTime() + 14 * day),
    });
  });

  it('keeps the deposit under the total and the due date between tomorrow and the start', () => {
    const big = groupDepositTerms({
      deposit: { amount: 9_000, dueDaysBeforeEvent: 60 },
      seats: 10,
      total: 50_000,
      startsAt,
      now,
    });
    expect(big).toEqual({ deposit: 49_999, balanceDueAt: new Date(now.getTime() + day) });
    const soon = new Date(now.getTime() + 3_600_000);
    expect(
      groupDepositTerms({ deposit: null, seats: 2, total: 8_000, startsAt: soon, now })?.balanceDueAt,
    ).toEqual(soon);
  });

  it('offers nothing when the total leaves no room or the event has started', () => {
    expect(groupDepositTerms({ deposit: null, seats: 1, total: 1, startsAt, now })).toBeNull();
    expect(groupDepositTerms({ deposit: null, seats: 1, total: 5_000, startsAt: now, now })).toBeNull();
  });

  it('always answers terms the confirmation accepts', () => {
    fc.assert(
      fc.property(
        fc.option(
          fc.record({
            amount: fc.integer({ min: 0, max: 1_000_000 }),
            dueDaysBeforeEvent: fc.integer({ min: 0, max: 3650 }),
          }),
        ),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 2, max: 100_000_000 }),
        fc.integer({ min: 1, max: 400 * day }),
        (deposit, seats, total, ahead) => {
          const start = new Date(now.getTime() + ahead);
          const terms = groupDepositTerms({ deposit, seats, total, startsAt: start, now })!;
          expect(terms.deposit).toBeGreaterThan(0);
          expect(terms.deposit).toBeLessThan(total);
          expect(terms.balanceDueAt.getTime()).toBeGreaterThan(now.getTime());
          expect(terms.balanceDueAt.getTime()).toBeLessThanOrEqual(start.getTime());
        },
      ),
    );
  });
});
