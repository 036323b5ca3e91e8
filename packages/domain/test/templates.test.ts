import {
  availabilityProblem,
  eventPeriodProblems,
  parseEventIdList,
  resolveDateParameters,
  seatsForPercent,
  selfExchangeAfterLock,
} from '@tessera/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const event = { start: '2026-03-14T19:30', timeZone: 'America/New_York' };

describe('template date parameters', () => {
  it('resolves the three time modes in the venue time zone', () => {
    const result = resolveDateParameters(
      [
        // On sale at midnight 30 days before the show.
        {
          parameter: 'LocalOnSaleDate',
          mode: 'SetToMidnightOnDateOfParameter',
          offset: { amount: -30, unit: 'Days' },
        },
        // Lock two hours before the show (negative hours).
        {
          parameter: 'LocalLockDate',
          mode: 'SetToParameterWithOffset',
          offset: { amount: -2, unit: 'Hours' },
        },
        // Published at a fixed moment.
        { parameter: 'LocalPublishDate', mode: 'SetToSpecifiedDate', specified: '2026-01-05T09:00' },
        // Web sales end when the lock starts (a chain).
        { parameter: 'LocalOnSaleEndDate', mode: 'SetToParameterWithOffset', relativeTo: 'LocalLockDate' },
      ],
      event,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.dates.LocalDate?.toISOString()).toBe('2026-03-14T23:30:00.000Z'); // EDT, after the DST change
    expect(result.dates.LocalOnSaleDate?.toISOString()).toBe('2026-02-12T05:00:00.000Z'); // EST midnight
    expect(result.dates.LocalLockDate?.toISOString()).toBe('2026-03-14T21:30:00.000Z');
    expect(result.dates.LocalOnSaleEndDate?.toISOString()).toBe('2026-03-14T21:30:00.000Z');
    expect(result.dates.LocalPublishDate?.toISOString()).toBe('2026-01-05T14:00:00.000Z');
  });

  it('keeps local wall-clock time across a daylight-saving change for day offsets', () => {
    const result = resolveDateParameters(
      [
        {
          parameter: 'LocalPreEventEmailScheduledDate',
          mode: 'SetToParameterWithOffset',
          offset: { amount: -7, unit: 'Days' },
        },
      ],
      event,
    );
    // 19:30 local a week earlier is 19:30 EST, i.e. 00:30Z next day.
    expect(result.ok && result.dates.LocalPreEventEmailScheduledDate?.toISOString()).toBe(
      '2026-03-08T00:30:00.000Z',
    );
  });

  it('refuses cycles, missing references, impossible dates and duplicates', () => {
    const result = resolveDateParameters(
      [
        { parameter: 'LocalLockDate', mode: 'SetToParameterWithOffset', relativeTo: 'LocalOnSaleEndDate' },
        { parameter: 'LocalOnSaleEndDate', mode: 'SetToParameterWithOffset', relativeTo: 'LocalLockDate' },
        { parameter: 'LocalPublishDate', mode: 'SetToParameterWithOffset', relativeTo: 'LocalEndDate' },
        { parameter: 'LocalOutletStartDate', mode: 'SetToSpecifiedDate', specified: '2026-02-30T10:00' },
        { parameter: 'LocalDate', mode: 'SetToSpecifiedDate', specified: '2026-02-01T10:00' },
      ],
      event,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual(
      expect.arrayContaining([
        { parameter: 'LocalDate', reason: 'duplicate' },
        expect.objectContaining({ reason: 'cycle' }),
        { parameter: 'LocalPublishDate', reason: 'missing_reference' },
        { parameter: 'LocalOutletStartDate', reason: 'invalid_date' },
      ]),
    );
  });

  it('moves a relative parameter by exactly its minute offset', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), (minutes) => {
        const result = resolveDateParameters(
          [
            {
              parameter: 'LocalCallCenterEndDate',
              mode: 'SetToParameterWithOffset',
              offset: { amount: minutes, unit: 'Minutes' },
            },
          ],
          event,
        );
        if (!result.ok) throw new Error('unexpected');
        expect(result.dates.LocalCallCenterEndDate!.getTime() - result.dates.LocalDate!.getTime()).toBe(
          minutes * 60_000,
        );
      }),
    );
  });
});

describe('template rules', () => {
  it('names periods whose start is not before their end and the periods that overlap', () => {
    const d = (s: string) => new Date(s);
    expect(
      eventPeriodProblems([
        { start: d('2026-01-01'), end: d('2026-02-01') },
        { start: d('2026-01-15'), end: d('2026-03-01') },
        { start: d('2026-04-01'), end: d('2026-04-01') },
      ]),
    ).toEqual([
      { kind: 'start_not_before_end', period: 3 },
      { kind: 'overlap', period: 2, overlapsWith: 1 },
    ]);
  });

  it('needs high availability more than 1% above low', () => {
    expect(availabilityProblem(null, 10)).toBe('required');
    expect(availabilityProblem(11, 10)).toBe('high_not_above_low');
    expect(availabilityProblem(11.5, 10)).toBeNull();
  });

  it('rounds a percentage of seats up to whole seats', () => {
    expect(seatsForPercent(1000, 2.5)).toBe(25);
    expect(seatsForPercent(999, 2.5)).toBe(25);
    expect(seatsForPercent(100, 10)).toBe(10);
  });

  it('refuses a self-exchange off-sale after the lock date', () => {
    expect(selfExchangeAfterLock(new Date('2026-03-02'), new Date('2026-03-01'))).toBe(true);
    expect(selfExchangeAfterLock(new Date('2026-03-01'), new Date('2026-03-01'))).toBe(false);
    expect(selfExchangeAfterLock(null, new Date('2026-03-01'))).toBe(false);
  });

  it('reads event ID lists of comma-separated numbers only', () => {
    expect(parseEventIdList('12, 13,14')).toEqual([12, 13, 14]);
    expect(parseEventIdList('12;13')).toBeNull();
    expect(parseEventIdList('12,,13')).toBeNull();
    expect(parseEventIdList('a')).toBeNull();
  });
});
