import { TZDate } from '@date-fns/tz';
import { addDays, addYears, format } from 'date-fns';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A report's days, as asked and as instants: `from` inclusive, `to` exclusive (the day after the last). */
export interface ReportRange {
  /** The first and last local calendar days, both included (`YYYY-MM-DD`). */
  readonly firstDay: string;
  readonly lastDay: string;
  readonly from: Date;
  readonly to: Date;
}

function localMidnight(day: string, timeZone: string): TZDate | undefined {
  const m = DAY.exec(day);
  if (!m) return undefined;
  const [y, mo, d] = m.slice(1).map(Number) as [number, number, number];
  const date = TZDate.tz(timeZone, y, mo - 1, d);
  if (Number.isNaN(date.getTime()) || date.getMonth() !== mo - 1 || date.getDate() !== d) return undefined;
  return date;
}

/**
 * The first day a report covers when none is given: the first of the current month in the
 * venue's time zone, not the server's or the browser's (after midnight UTC it is still the
 * evening before in New York).
 */
export function defaultReportStart(now: Date, timeZone: string): string {
  return `${localDay(now, timeZone).slice(0, 8)}01`;
}

/**
 * The last day a report covers when none is given: one year after the first (spec §5 "Report
 * end date defaults to one year after the start date").
 */
export function defaultReportEnd(firstDay: string): string | undefined {
  const m = DAY.exec(firstDay);
  if (!m) return undefined;
  const [y, mo, d] = m.slice(1).map(Number) as [number, number, number];
  return format(addYears(new Date(y, mo - 1, d), 1), 'yyyy-MM-dd');
}

/**
 * A report's range of local calendar days in the venue's time zone: from the first day's local
 * midnight to the midnight after the last day (23 or 25 hours on a daylight-saving day). The
 * last day defaults to one year after the first. Undefined when a day is unreadable or the range
 * ends before it starts.
 */
export function reportRange(
  firstDay: string,
  lastDay: string | undefined,
  timeZone: string,
): ReportRange | undefined {
  const last = lastDay ?? defaultReportEnd(firstDay);
  if (!last) return undefined;
  const from = localMidnight(firstDay, timeZone);
  const end = localMidnight(last, timeZone);
  if (!from || !end || end.getTime() < from.getTime()) return undefined;
  return { firstDay, lastDay: last, from: new Date(from.getTime()), to: new Date(addDays(end, 1).getTime()) };
}

/** The venue's calendar day of an instant (`YYYY-MM-DD`). */
export function localDay(instant: Date, timeZone: string): string {
  return format(new TZDate(instant.getTime(), timeZone), 'yyyy-MM-dd');
}

/** Every local day of a range, in order (the daily report shows days without sales too). */
export function daysOf(range: Pick<ReportRange, 'firstDay' | 'lastDay'>): string[] {
  const days: string[] = [];
  const [y, mo, d] = range.firstDay.split('-').map(Number) as [number, number, number];
  for (let day = new Date(Date.UTC(y, mo - 1, d)); ; day = new Date(day.getTime() + 86_400_000)) {
    const text = day.toISOString().slice(0, 10);
    if (text > range.lastDay) break;
    days.push(text);
  }
  return days;
}
