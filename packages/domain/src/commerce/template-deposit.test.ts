import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { templateDepositSchedule } from './template-deposit';

const now = new Date('2027-03-01T10:00:00Z');
const startsAt = new Date('2027-04-01T19:30:00Z');
const day = 86_400_000;

describe('templateDepositSchedule', () => {
  it('takes the amount per ticket now, the balance due the set days before the start', () => {
    expect(
      templateDepositSchedule({
        events: [{ deposit: { amount: 1_000, dueDaysBeforeEvent: 10 }, startsAt, seats: 3 }],
        total: 13_700,
        now,
      }),
    ).toEqual([
      { number: 1, amount: 3_000, dueAt: now },
      { number: 2, amount: 10_700, dueAt: new Date(startsAt.getTime() - 10 * day) },
    ]);
  });

  it('adds the events’ deposits and owes the balance by the earliest due date', () => {
    const later = new Date(startsAt.getTime() + 20 * day);
    const schedule = templateDepositSchedule({
      events: [
        { deposit: { amount: 500, dueDaysBeforeEvent: 2 }, startsAt: later, seats: 2 },
        { deposit: { amount: 1_000, dueDaysBeforeEvent: 7 }, startsAt, seats: 1 },
        // An event the sale has only products for does not count.
        { deposit: null, startsAt, seats: 0 },
      ],
      total: 20_000,
      now,
    });
    expect(schedule?.map((i) => i.amount)).toEqual([2_000, 18_000]);
    expect(schedule?.[1]?.dueAt).toEqual(new Date(startsAt.getTime() - 7 * day));
  });

  it('offers none when an event asks none, the deposit is the whole price, or its date has passed', () => {
    const deposit = { amount: 1_000, dueDaysBeforeEvent: 10 };
    expect(
      templateDepositSchedule({
        events: [
          { deposit, startsAt, seats: 1 },
          { deposit: null, startsAt, seats: 1 },
        ],
        total: 9_000,
        now,
      }),
    ).toBeNull();
    expect(
      templateDepositSchedule({ events: [{ deposit, startsAt, seats: 2 }], total: 2_000, now }),
    ).toBeNull();
    expect(
      templateDepositSchedule({
        events: [{ deposit: { ...deposit, amount: 0 }, startsAt, seats: 2 }],
        total: 2_000,
        now,
      }),
    ).toBeNull();
    const close = new Date(now.getTime() + 10 * day);
    expect(
      templateDepositSchedule({ events: [{ deposit, startsAt: close, seats: 1 }], total: 9_000, now }),
    ).toBeNull();
    expect(templateDepositSchedule({ events: [], total: 9_000, now })).toBeNull();
  });

  it('always sums to the total, the deposit paid now and the balance due later', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (amount, seats, days, total) => {
          const schedule = templateDepositSchedule({
            events: [{ deposit: { amount, dueDaysBeforeEvent: days }, startsAt, seats }],
            total,
            now,
          });
          if (!schedule) return;
          expect(schedule[0]!.amount + schedule[1]!.amount).toBe(total);
          expect(schedule[0]!.amount).toBeGreaterThan(0);
          expect(schedule[1]!.amount).toBeGreaterThan(0);
          expect(schedule[1]!.dueAt.getTime()).toBeGreaterThan(now.getTime());
        },
      ),
    );
  });
});
