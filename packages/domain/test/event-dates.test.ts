import {
  eventDatePresetRange,
  eventDateProblems,
  instantToLocal,
  localMinutesBetween,
  orderTicketLimitTooHigh,
  shiftLocal,
} from '@tessera/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const NY = 'America/New_York';
const iso = (d: Date | undefined) => d?.toISOString();

describe('event date filter presets', () => {
  // 2026-11-22 10:00 in New York.
  const now = new Date('2026-11-22T15:00:00Z');

  it('counts today, tomorrow and the next days from local midnight', () => {
    expect(eventDatePresetRange('today', now, NY)).toEqual({
      from: new Date('2026-11-22T05:00:00Z'),
      to: new Date('2026-11-23T05:00:00Z'),
    });
    expect(eventDatePresetRange('tomorrow', now, NY)).toEqual({
      from: new Date('2026-11-23T05:00:00Z'),
      to: new Date('2026-11-24T05:00:00Z'),
    });
    expect(iso(eventDatePresetRange('next7Days', now, NY)?.to)).toBe('2026-11-29T05:00:00.000Z');
    expect(iso(eventDatePresetRange('next30Days', now, NY)?.to)).toBe('2026-12-22T05:00:00.000Z');
  });

  it('splits future and past events at now', () => {
    expect(eventDatePresetRange('future', now, NY)).toEqual({ from: now });
    expect(eventDatePresetRange('past', now, NY)).toEqual({ to: now });
  });

  it('has a 25-hour today on the night clocks go back', () => {
    const range = eventDatePresetRange('today', new Date('2026-11-01T12:00:00Z'), NY)!;
    expect(range.to!.getTime() - range.from!.getTime()).toBe(25 * 3_600_000);
  });

  it('takes a custom range of local days with both ends included, and refuses a reversed one', () => {
    expect(eventDatePresetRange('custom', now, NY, { from: '2026-12-01', to: '2026-12-03' })).toEqual({
      from: new Date('2026-12-01T05:00:00Z'),
      to: new Date('2026-12-04T05:00:00Z'),
    });
    expect(eventDatePresetRange('custom', now, NY, { from: '2026-12-03', to: '2026-12-01' })).toBeUndefined();
    expect(eventDatePresetRange('custom', now, NY, { from: '2026-02-30' })).toBeUndefined();
    expect(eventDatePresetRange('custom', now, NY, {})).toEqual({});
  });

  it('puts every instant of the next 30 days in exactly one of its local days', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2024-01-01T00:00Z'),
          max: new Date('2030-01-01T00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(NY, 'Europe/Paris', 'Australia/Sydney', 'UTC'),
        (at, zone) => {
          const today = eventDatePresetRange('today', at, zone)!;
          const days = eventDatePresetRange('next7Days', at, zone)!;
          return (
            today.from!.getTime() <= at.getTime() &&
            at.getTime() < today.to!.getTime() &&
            instantToLocal(today.from!, zone).endsWith('T00:00') &&
            instantToLocal(days.to!, zone).endsWith('T00:00') &&
            days.from!.getTime() === today.from!.getTime()
          );
        },
      ),
    );
  });
});

describe('event date rules', () => {
  const at = (s: string) => new Date(s);

  it('needs the event date, end date and web on-sale', () => {
    expect(eventDateProblems({ LocalDate: at('2026-05-01T20:00Z') })).toEqual([
      { parameter: 'LocalEndDate', kind: 'required' },
      { parameter: 'LocalOnSaleDate', kind: 'required' },
    ]);
  });

  it('refuses an end before the start and a self-exchange off-sale after the lock', () => {
    expect(
      eventDateProblems({
        LocalDate: at('2026-05-01T20:00Z'),
        LocalEndDate: at('2026-05-01T19:00Z'),
        LocalOnSaleDate: at('2026-04-01T10:00Z'),
        LocalLockDate: at('2026-05-01T18:00Z'),
        LocalSelfExchangeEndDate: at('2026-05-01T18:01Z'),
      }),
    ).toEqual([
      { parameter: 'LocalEndDate', kind: 'end_before_start' },
      { parameter: 'LocalSelfExchangeEndDate', kind: 'self_exchange_after_lock' },
    ]);
  });

  it('caps the order ticket limit at 32767', () => {
    expect(orderTicketLimitTooHigh(32_767)).toBe(false);
    expect(orderTicketLimitTooHigh(32_768)).toBe(true);
    expect(orderTicketLimitTooHigh(null)).toBe(false);
  });
});

describe('local wall-clock times', () => {
  it('moves a local time by wall-clock minutes across months and years', () => {
    expect(shiftLocal('2026-12-31T22:30', 120)).toBe('2027-01-01T00:30');
    expect(localMinutesBetween('2026-03-07T19:30', '2026-03-14T19:30')).toBe(7 * 24 * 60);
    expect(shiftLocal('nonsense', 5)).toBeUndefined();
  });

  it('shifting by the distance between two times lands on the second', () => {
    const local = fc
      .date({ min: new Date('2000-01-01T00:00Z'), max: new Date('2099-12-31T00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 16));
    fc.assert(fc.property(local, local, (a, b) => shiftLocal(a, localMinutesBetween(a, b)!) === b));
  });

  it('shows an instant as the venue’s wall-clock time', () => {
    expect(instantToLocal(new Date('2026-07-04T23:30:00Z'), NY)).toBe('2026-07-04T19:30');
    expect(instantToLocal(new Date('2026-01-04T23:30:00Z'), 'Australia/Sydney')).toBe('2026-01-05T10:30');
  });
});
