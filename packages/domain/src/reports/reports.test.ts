import { describe, expect, it } from 'vitest';
import type { GroupPolicy } from '../access/policy';
import { unrestricted } from '../access/user-groups';
import { reportBuyer, reportShowsPersonalData } from './personal-data';
import { daysOf, defaultReportEnd, defaultReportStart, localDay, reportRange } from './report-range';

const policy = (role: GroupPolicy['role'], hide: boolean): GroupPolicy => ({
  role,
  restrictions: unrestricted,
  eventsScope: 'all',
  eventsScopeIds: [],
  requirePromoCode: false,
  defaultApiPromoCode: null,
  seatDisplayLimit: null,
  salesChannelOverride: null,
  displayRules: {
    hideCustomerDataInReports: hide,
    hidePriceOnConsumerElements: false,
    useRetailPriceForOutletSales: false,
  },
});

describe('report ranges', () => {
  it('start on the first of the venue’s month, not of the month in UTC', () => {
    const evening = new Date('2026-12-01T01:00:00Z'); // 30 November, 8 pm in New York
    expect(defaultReportStart(evening, 'America/New_York')).toBe('2026-11-01');
    expect(defaultReportStart(evening, 'UTC')).toBe('2026-12-01');
    expect(defaultReportStart(new Date('2026-11-30T12:00:00Z'), 'Pacific/Auckland')).toBe('2026-12-01');
  });

  it('end one year after the start when no end is given', () => {
    expect(defaultReportEnd('2026-03-15')).toBe('2027-03-15');
    expect(defaultReportEnd('2028-02-29')).toBe('2029-02-28');
    expect(reportRange('2026-01-01', undefined, 'UTC')?.lastDay).toBe('2027-01-01');
  });

  it('run from local midnight to the midnight after the last day', () => {
    const range = reportRange('2026-11-01', '2026-11-02', 'America/New_York')!;
    expect(range.from.toISOString()).toBe('2026-11-01T04:00:00.000Z');
    // 1 November 2026 is the day clocks go back: 25 hours.
    expect(range.to.toISOString()).toBe('2026-11-03T05:00:00.000Z');
  });

  it('refuse unreadable days and ranges that end before they start', () => {
    expect(reportRange('2026-02-30', undefined, 'UTC')).toBeUndefined();
    expect(reportRange('2026-05-02', '2026-05-01', 'UTC')).toBeUndefined();
    expect(reportRange('yesterday', undefined, 'UTC')).toBeUndefined();
  });

  it('put an instant on the venue’s calendar day', () => {
    const lateEvening = new Date('2026-11-23T04:30:00Z'); // 23:30 on the 22nd in New York
    expect(localDay(lateEvening, 'America/New_York')).toBe('2026-11-22');
    expect(localDay(lateEvening, 'Europe/Madrid')).toBe('2026-11-23');
  });

  it('list every day of a range', () => {
    expect(daysOf({ firstDay: '2026-02-27', lastDay: '2026-03-02' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });
});

describe('personal data in reports', () => {
  it('is hidden from supervisors whose group hides it', () => {
    expect(reportShowsPersonalData(policy('BoxOfficeSupervisor', true))).toBe(false);
    expect(reportShowsPersonalData(policy('BoxOfficeSupervisor', false))).toBe(true);
    expect(reportShowsPersonalData(policy('EventAdmin', true))).toBe(false);
    expect(reportBuyer({ name: 'Ada', email: 'a@x.test', id: 1 }, false)).toEqual({
      name: '',
      email: '',
      id: 1,
    });
  });
});
