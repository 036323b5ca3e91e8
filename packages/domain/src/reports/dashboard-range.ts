/** The dashboard's ranges (spec §9 "Dashboard ranges: last 7 or 30 days, this month, last month, custom range"). */
export const dashboardRanges = ['last7', 'last30', 'thisMonth', 'lastMonth', 'custom'] as const;
export type DashboardRange = (typeof dashboardRanges)[number];

/** The longest custom range the dashboard reads: a year and a leap day, one daily chart. */
export const dashboardMaxDays = 366;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** A calendar day as a UTC date, when it is a real day from the year 1900 to 9999. */
function calendarDay(day: string | undefined): Date | undefined {
  const m = day ? DAY.exec(day) : null;
  if (!m) return undefined;
  const [y, mo, d] = m.slice(1).map(Number) as [number, number, number];
  if (y < 1900) return undefined;
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d)
    return undefined;
  return date;
}

const text = (date: Date) => date.toISOString().slice(0, 10);
const shift = (date: Date, days: number) => new Date(date.getTime() + days * MS_PER_DAY);

export type DashboardDays =
  | { ok: true; firstDay: string; lastDay: string }
  | {
      ok: false;
      /** Unreadable day or end before start; longer than {@link dashboardMaxDays}. */
      code: 'admin.report_range_invalid' | 'admin.report_range_too_long';
      field: 'from' | 'to';
    };

/**
 * The venue days a dashboard range covers, `today` being the venue's day now. "Last 7 days"
 * and "last 30 days" end today and include it; "this month" runs from its first day to today;
 * "last month" is the whole calendar month before; "custom" takes both days as given, the last
 * on or after the first and at most {@link dashboardMaxDays} days in all.
 */
export function dashboardDays(
  range: DashboardRange,
  today: string,
  custom: { from?: string | undefined; to?: string | undefined } = {},
): DashboardDays {
  const now = calendarDay(today);
  if (!now) return { ok: false, code: 'admin.report_range_invalid', field: 'from' };
  switch (range) {
    case 'last7':
      return { ok: true, firstDay: text(shift(now, -6)), lastDay: today };
    case 'last30':
      return { ok: true, firstDay: text(shift(now, -29)), lastDay: today };
    case 'thisMonth':
      return { ok: true, firstDay: `${today.slice(0, 8)}01`, lastDay: today };
    case 'lastMonth': {
      const lastOfPrevious = shift(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)), -1);
      return { ok: true, firstDay: `${text(lastOfPrevious).slice(0, 8)}01`, lastDay: text(lastOfPrevious) };
    }
    case 'custom': {
      const from = calendarDay(custom.from);
      if (!from) return { ok: false, code: 'admin.report_range_invalid', field: 'from' };
      const to = calendarDay(custom.to);
      if (!to || to < from) return { ok: false, code: 'admin.report_range_invalid', field: 'to' };
      if ((to.getTime() - from.getTime()) / MS_PER_DAY + 1 > dashboardMaxDays) {
        return { ok: false, code: 'admin.report_range_too_long', field: 'to' };
      }
      return { ok: true, firstDay: text(from), lastDay: text(to) };
    }
  }
}
