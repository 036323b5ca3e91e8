import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextRunAt, type ReportSchedule, scheduledRange, zonedInstant } from './schedule';

const ny = (over: Partial<ReportSchedule> = {}): ReportSchedule => ({
  unit: 'day',
  count: 1,
  daysOfWeek: [],
  timeOfDay: '09:00',
  timeZone: 'America/New_York',
  anchorDay: '2026-01-01',
  ...over,
});
const iso = (d: Date | null) => d?.toISOString();

describe('nextRunAt', () => {
  it('runs daily at the local time of day', () => {
    expect(iso(nextRunAt(ny(), new Date('2026-11-22T15:00:00Z')))).toBe('2026-11-23T14:00:00.000Z');
    expect(iso(nextRunAt(ny(), new Date('2026-11-22T13:59:00Z')))).toBe('2026-11-22T14:00:00.000Z');
  });
  it('keeps the local time across daylight-saving changes in the venue time zone', () => {
    // 8 March 2026: New York springs forward; 1 November 2026: it falls back.
    expect(iso(nextRunAt(ny(), new Date('2026-03-07T15:00:00Z')))).toBe('2026-03-08T13:00:00.000Z');
    expect(iso(nextRunAt(ny(), new Date('2026-10-31T15:00:00Z')))).toBe('2026-11-01T14:00:00.000Z');
    // A time the change skips runs the gap later; a repeated one runs the first time.
    const skipped = nextRunAt(ny({ timeOfDay: '02:30' }), new Date('2026-03-07T12:00:00Z'));
    expect(iso(skipped)).toBe('2026-03-08T07:30:00.000Z');
    const repeated = nextRunAt(ny({ timeOfDay: '01:30' }), new Date('2026-10-31T12:00:00Z'));
    expect(iso(repeated)).toBe('2026-11-01T05:30:00.000Z');
    // London too.
    const london = ny({ timeZone: 'Europe/London', timeOfDay: '07:00' });
    expect(iso(nextRunAt(london, new Date('2026-03-28T12:00:00Z')))).toBe('2026-03-29T06:00:00.000Z');
  });
  it('runs weekly on the chosen days, every count weeks from the anchor week', () => {
    // 2026-11-23 is a Monday.
    const s = ny({ unit: 'week', count: 2, daysOfWeek: [1, 5], anchorDay: '2026-11-23' });
    const runs: string[] = [];
    let at = new Date('2026-11-22T00:00:00Z');
    for (let i = 0; i < 4; i++) {
      at = nextRunAt(s, at)!;
      runs.push(at.toISOString().slice(0, 10));
    }
    expect(runs).toEqual(['2026-11-23', '2026-11-27', '2026-12-07', '2026-12-11']);
  });
  it('runs monthly on the anchor day, the last day of a shorter month', () => {
    const s = ny({ unit: 'month', anchorDay: '2026-01-31' });
    const runs: string[] = [];
    let at = new Date('2026-01-01T00:00:00Z');
    for (let i = 0; i < 3; i++) {
      at = nextRunAt(s, at)!;
      runs.push(at.toISOString().slice(0, 10));
    }
    expect(runs).toEqual(['2026-01-31', '2026-02-28', '2026-03-31']);
  });
  it('answers null for an unreadable rule', () => {
    expect(nextRunAt(ny({ timeOfDay: '25:00' }), new Date())).toBeNull();
    expect(nextRunAt(ny({ timeZone: 'Mars/Olympus' }), new Date())).toBeNull();
    expect(nextRunAt(ny({ count: 0 }), new Date())).toBeNull();
  });

  const zones = ['America/New_York', 'Europe/London', 'Australia/Sydney', 'Europe/Paris', 'UTC'];
  const schedule = fc.record({
    unit: fc.constantFrom('day' as const, 'week' as const, 'month' as const),
    count: fc.integer({ min: 1, max: 5 }),
    daysOfWeek: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { maxLength: 3 }),
    timeOfDay: fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
    timeZone: fc.constantFrom(...zones),
    anchorDay: fc
      .date({ min: new Date('2025-01-01'), max: new Date('2027-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
  });
  const instant = fc.date({ min: new Date('2025-01-01'), max: new Date('2028-12-31'), noInvalidDate: true });

  it('property: the next run is later, on a run day at the time of day, and none is skipped', () => {
    fc.assert(
      fc.property(schedule, instant, (s, after) => {
        const next = nextRunAt(s, after);
        expect(next).not.toBeNull();
        expect(next!.getTime()).toBeGreaterThan(after.getTime());
        const local = new Intl.DateTimeFormat('en-GB', {
          timeZone: s.timeZone,
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }).format(next!);
        const [h, m] = s.timeOfDay.split(':').map(Number) as [number, number];
        const [lh, lm] = local.split(':').map(Number) as [number, number];
        // The wall time is the schedule's, or up to an hour later where a change skips it.
        const diff = (lh * 60 + lm - (h * 60 + m) + 1440) % 1440;
        expect([0, 60]).toContain(diff);
        // Asking again from a moment between gives the same run (nothing in between).
        const mid = new Date(after.getTime() + Math.floor((next!.getTime() - after.getTime()) / 2));
        expect(nextRunAt(s, mid)?.getTime()).toBe(next!.getTime());
        // The run after it is later still.
        expect(nextRunAt(s, next!)!.getTime()).toBeGreaterThan(next!.getTime());
      }),
      { numRuns: 300 },
    );
  });
});

describe('zonedInstant and scheduledRange', () => {
  it('reads local wall times', () => {
    expect(zonedInstant(2026, 7, 1, 9, 0, 'America/New_York').toISOString()).toBe('2026-07-01T13:00:00.000Z');
  });
  it('covers the days before the run', () => {
    const run = new Date('2026-11-23T14:00:00Z');
    expect(scheduledRange('last-7-days', run, 'America/New_York', null)).toEqual({
      firstDay: '2026-11-16',
      lastDay: '2026-11-22',
    });
    expect(scheduledRange('last-3-months', run, 'America/New_York', null).firstDay).toBe('2026-08-23');
    expect(scheduledRange('all-new', run, 'America/New_York', new Date('2026-11-20T14:00:00Z'))).toEqual({
      firstDay: '2026-11-20',
      lastDay: '2026-11-22',
    });
  });
});
