import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AdmissionSchedule,
  admittedCount,
  arrivesEarly,
  changeAdmissionRate,
  compareQueueEntries,
  LATE_ARRIVAL_RANK,
  pollSecondsFor,
  queuePlace,
  queueRank,
} from './waiting-room';

const at = (s: number) => new Date(Date.UTC(2026, 5, 1, 10, 0, 0) + s * 1000);
const onSale = at(0);

describe('waiting room order', () => {
  it('puts early arrivals first, in random order, then the rest by arrival', () => {
    expect(arrivesEarly(at(-1), onSale)).toBe(true);
    expect(arrivesEarly(at(0), onSale)).toBe(false);
    expect(arrivesEarly(at(-100), null)).toBe(false);
    const early = queueRank(true, 0.999999999999);
    expect(early).toBeLessThan(LATE_ARRIVAL_RANK);
    expect(queueRank(false, 0)).toBe(LATE_ARRIVAL_RANK);
  });

  it('orders every early arrival before every late one, late ones by arrival', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            early: fc.boolean(),
            random: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
          }),
          {
            maxLength: 60,
          },
        ),
        (arrivals) => {
          const entries = arrivals.map((a, i) => ({
            ...a,
            arrival: i + 1,
            rank: queueRank(a.early, a.random),
          }));
          const sorted = [...entries].sort(compareQueueEntries);
          const firstLate = sorted.findIndex((e) => !e.early);
          if (firstLate >= 0) expect(sorted.slice(firstLate).every((e) => !e.early)).toBe(true);
          const late = sorted.filter((e) => !e.early).map((e) => e.arrival);
          expect(late).toEqual([...late].sort((a, b) => a - b));
        },
      ),
    );
  });
});

describe('admission at a rate', () => {
  const schedule: AdmissionSchedule = { ratePerMinute: 60, admittedBefore: 0, since: onSale };

  it('lets nobody in before the on-sale moment, then rate per minute', () => {
    expect(admittedCount(schedule, at(-30))).toBe(0);
    expect(admittedCount(schedule, at(0))).toBe(0);
    expect(admittedCount(schedule, at(1))).toBe(1);
    expect(admittedCount(schedule, at(60))).toBe(60);
  });

  it('keeps those already let in when the rate changes, and goes on at the new rate', () => {
    const faster = changeAdmissionRate(schedule, 120, at(30));
    expect(admittedCount(faster, at(30))).toBe(30);
    expect(admittedCount(faster, at(60))).toBe(90);
    const paused = changeAdmissionRate(faster, 0, at(60));
    expect(admittedCount(paused, at(600))).toBe(90);
    // Before the start, a new rate only replaces the old one.
    expect(changeAdmissionRate(schedule, 10, at(-5))).toEqual({ ...schedule, ratePerMinute: 10 });
  });

  it('never lets in fewer people later, whatever the rate changes (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ after: fc.integer({ min: 0, max: 600 }), rate: fc.integer({ min: 0, max: 10_000 }) }),
          {
            maxLength: 20,
          },
        ),
        (changes) => {
          let s = schedule;
          let t = 0;
          let last = 0;
          for (const c of changes) {
            t += c.after;
            const before = admittedCount(s, at(t));
            s = changeAdmissionRate(s, c.rate, at(t));
            expect(admittedCount(s, at(t))).toBe(before);
            expect(before).toBeGreaterThanOrEqual(last);
            last = before;
          }
        },
      ),
    );
  });

  it('admits within one person of rate × minutes (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 36_000 }),
        (rate, seconds) => {
          const n = admittedCount({ ...schedule, ratePerMinute: rate }, at(seconds));
          expect(Math.abs(n - (rate * seconds) / 60)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('a visitor’s place', () => {
  const schedule: AdmissionSchedule = { ratePerMinute: 60, admittedBefore: 0, since: onSale };

  it('tells the position among those waiting and the wait, then admits', () => {
    expect(queuePlace(0, schedule, at(-60))).toEqual({ admitted: false, position: 1, waitSeconds: 61 });
    expect(queuePlace(9, schedule, at(5))).toEqual({ admitted: false, position: 5, waitSeconds: 5 });
    expect(queuePlace(9, schedule, at(10))).toEqual({ admitted: true });
    expect(queuePlace(3, { ...schedule, ratePerMinute: 0 }, at(5))).toEqual({
      admitted: false,
      position: 4,
      waitSeconds: null,
    });
  });

  it('is admitted exactly when the wait it was told has passed (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: -3_600, max: 3_600 }),
        (ahead, rate, now) => {
          const s = { ...schedule, ratePerMinute: rate };
          const place = queuePlace(ahead, s, at(now));
          if (place.admitted) return;
          expect(place.position).toBeGreaterThanOrEqual(1);
          expect(queuePlace(ahead, s, at(now + (place.waitSeconds ?? 0))).admitted).toBe(true);
        },
      ),
    );
  });
});

describe('how often a waiting visitor asks again', () => {
  it('asks every 5 s near the front, a tenth of the wait further back, every 30 s at most, 15 s while paused', () => {
    expect(pollSecondsFor(1)).toBe(5);
    expect(pollSecondsFor(49)).toBe(5);
    expect(pollSecondsFor(120)).toBe(12);
    expect(pollSecondsFor(2_000)).toBe(30);
    expect(pollSecondsFor(null)).toBe(15);
  });

  it('never asks later than a tenth of the wait plus 5 s, so a visitor hears they are in soon after', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (wait) => {
        const every = pollSecondsFor(wait);
        expect(every).toBeGreaterThanOrEqual(5);
        expect(every).toBeLessThanOrEqual(30);
        expect(every).toBeLessThanOrEqual(Math.max(5, wait / 10 + 0.5));
      }),
    );
  });
});
