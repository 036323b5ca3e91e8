import { describe, expect, it } from 'vitest';
import { dashboardDays } from './dashboard-range';

describe('dashboard ranges', () => {
  it('count the last 7 and 30 days up to and including today', () => {
    expect(dashboardDays('last7', '2026-03-03')).toEqual({
      ok: true,
      firstDay: '2026-02-25',
      lastDay: '2026-03-03',
    });
    expect(dashboardDays('last30', '2026-03-03')).toEqual({
      ok: true,
      firstDay: '2026-02-02',
      lastDay: '2026-03-03',
    });
  });

  it('read this month to today and the whole of last month, across a year and a leap February', () => {
    expect(dashboardDays('thisMonth', '2026-11-22')).toMatchObject({
      firstDay: '2026-11-01',
      lastDay: '2026-11-22',
    });
    expect(dashboardDays('lastMonth', '2028-03-10')).toMatchObject({
      firstDay: '2028-02-01',
      lastDay: '2028-02-29',
    });
    expect(dashboardDays('lastMonth', '2027-01-05')).toMatchObject({
      firstDay: '2026-12-01',
      lastDay: '2026-12-31',
    });
  });

  it('take a custom range as given, up to 366 days', () => {
    expect(dashboardDays('custom', '2026-11-22', { from: '2024-01-01', to: '2024-12-31' })).toEqual({
      ok: true,
      firstDay: '2024-01-01',
      lastDay: '2024-12-31',
    });
  });

  it('refuse a custom range that is missing, unreal, backwards, in the year 0 or over 366 days', () => {
    const today = '2026-11-22';
    expect(dashboardDays('custom', today)).toMatchObject({
      ok: false,
      code: 'admin.report_range_invalid',
      field: 'from',
    });
    expect(dashboardDays('custom', today, { from: '2026-02-30', to: '2026-03-01' })).toMatchObject({
      code: 'admin.report_range_invalid',
      field: 'from',
    });
    expect(dashboardDays('custom', today, { from: '0000-01-01', to: '0000-01-02' })).toMatchObject({
      code: 'admin.report_range_invalid',
    });
    expect(dashboardDays('custom', today, { from: '2026-05-02', to: '2026-05-01' })).toMatchObject({
      code: 'admin.report_range_invalid',
      field: 'to',
    });
    expect(dashboardDays('custom', today, { from: '2025-01-01', to: '2026-01-02' })).toMatchObject({
      code: 'admin.report_range_too_long',
      field: 'to',
    });
  });
});
