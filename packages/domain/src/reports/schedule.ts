import { TZDate } from '@date-fns/tz';

/** How often a scheduled report runs: every `count` days, weeks or months (spec §3). */
export const scheduleUnits = ['day', 'week', 'month'] as const;
export type ScheduleUnit = (typeof scheduleUnits)[number];

/** The ranges a scheduled report covers (spec §9); `all-new`: since its previous run. */
export const scheduleRanges = [
  'last-7-days',
  'last-30-days',
  'last-3-months',
  'last-6-months',
  'all-new',
] as const;
export type ScheduleRange = (typeof scheduleRanges)[number];

export interface ReportSchedule {
  unit: ScheduleUnit;
  /** 1 to 366: every `count` units. */
  count: number;
  /** ISO days of the week (1 Monday … 7 Sunday) it runs on; empty: any (days) or the anchor's (weeks). */
  daysOfWeek: readonly number[];
  /** Local time of day, `HH:MM` (24 hours). */
  timeOfDay: string;
  timeZone: string;
  /**
   * The local day the schedule counts from (`YYYY-MM-DD`): every `count` days, weeks (Monday
   * to Sunday) or months from it; a monthly schedule runs on its day of the month (the month's
   * last day when shorter).
   */
  anchorDay: string;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a time of day reads as `HH:MM`. */
export function isTimeOfDay(value: string): boolean {
  return TIME.test(value);
}

/** Whether the runtime knows the IANA time zone. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value.length > 0;
  } catch {
    return false;
  }
}

/** Days since 1970-01-01 of a civil date (proleptic Gregorian). */
const dayNumber = (y: number, m: number, d: number) => Math.floor(Date.UTC(y, m - 1, d) / 86_400_000);
const civil = (n: number) => {
  const date = new Date(n * 86_400_000);
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() };
};
/** ISO weekday (1 Monday … 7 Sunday) of a day number (1970-01-01 was a Thursday). */
const isoWeekday = (n: number) => ((((n + 3) % 7) + 7) % 7) + 1;
const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/**
 * The instant of a local wall time in a zone. A time skipped by a daylight-saving change
 * (02:30 on the spring-forward night) is read with the offset before the change, so it lands
 * the length of the gap later (03:30); a repeated time (01:30 on the fall-back night) is the
 * first of the two.
 */
export function zonedInstant(
  y: number,
  m: number,
  d: number,
  hh: number,
  mm: number,
  timeZone: string,
): Date {
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  // The zone's offset a little before and after the guess; try the earlier offset first.
  const offsetAt = (t: number) => {
    const z = new TZDate(t, timeZone);
    return -z.getTimezoneOffset() * 60_000;
  };
  const before = offsetAt(guess - 86_400_000);
  const after = offsetAt(guess + 86_400_000);
  for (const offset of [...new Set([before, after])].sort((a, b) => b - a)) {
    const t = guess - offset;
    if (offsetAt(t) === offset) return new Date(t);
  }
  // Skipped by the change: read with the offset in force before it.
  return new Date(guess - before);
}

/** Whether the schedule's rule is readable (count, days, time, zone, anchor). */
export function isValidSchedule(s: ReportSchedule): boolean {
  return (
    scheduleUnits.includes(s.unit) &&
    Number.isInteger(s.count) &&
    s.count >= 1 &&
    s.count <= 366 &&
    s.daysOfWeek.every((d) => Number.isInteger(d) && d >= 1 && d <= 7) &&
    isTimeOfDay(s.timeOfDay) &&
    isTimeZone(s.timeZone) &&
    DAY.test(s.anchorDay)
  );
}

/** Whether the local day `n` is a run day of the schedule. */
function runsOn(s: ReportSchedule, anchor: number, n: number): boolean {
  if (n < anchor) return false;
  const days = s.daysOfWeek.length > 0 ? s.daysOfWeek : s.unit === 'week' ? [isoWeekday(anchor)] : [];
  switch (s.unit) {
    case 'day':
      return (n - anchor) % s.count === 0 && (days.length === 0 || days.includes(isoWeekday(n)));
    case 'week': {
      const monday = (x: number) => x - (isoWeekday(x) - 1);
      const weeks = (monday(n) - monday(anchor)) / 7;
      return weeks % s.count === 0 && days.includes(isoWeekday(n));
    }
    case 'month': {
      const a = civil(anchor);
      const c = civil(n);
      const months = (c.y - a.y) * 12 + (c.m - a.m);
      if (months % s.count !== 0) return false;
      return c.d === Math.min(a.d, daysInMonth(c.y, c.m));
    }
  }
}

/**
 * The schedule's first run strictly after `after`, or null when the rule is unreadable or has
 * no run within ten years. Runs are at the local time of day in the schedule's time zone, so a
 * daily 09:00 report stays at 09:00 across daylight-saving changes (23 or 25 hours apart).
 */
export function nextRunAt(s: ReportSchedule, after: Date): Date | null {
  if (!isValidSchedule(s)) return null;
  const [, ay, am, ad] = DAY.exec(s.anchorDay)!.map(Number) as [number, number, number, number];
  const anchor = dayNumber(ay, am, ad);
  const [hh, mm] = s.timeOfDay.split(':').map(Number) as [number, number];
  const local = new TZDate(after.getTime(), s.timeZone);
  const today = dayNumber(local.getFullYear(), local.getMonth() + 1, local.getDate());
  for (let n = Math.max(today - 1, anchor); n <= today + 3700; n++) {
    if (!runsOn(s, anchor, n)) continue;
    const { y, m, d } = civil(n);
    const at = zonedInstant(y, m, d, hh, mm, s.timeZone);
    if (at.getTime() > after.getTime()) return at;
  }
  return null;
}

/**
 * The local days a run covers (both included): the range's days up to and including the day
 * before the run, or for `all-new`, from the day of the previous run (the run's first day when
 * there was none).
 */
export function scheduledRange(
  range: ScheduleRange,
  runAt: Date,
  timeZone: string,
  previousRunAt: Date | null,
): { firstDay: string; lastDay: string } {
  const local = new TZDate(runAt.getTime(), timeZone);
  const today = dayNumber(local.getFullYear(), local.getMonth() + 1, local.getDate());
  const text = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);
  const lastDay = text(today - 1);
  const monthsBack = (k: number) => {
    const { y, m, d } = civil(today);
    const total = y * 12 + (m - 1) - k;
    const ty = Math.floor(total / 12);
    const tm = (total % 12) + 1;
    return dayNumber(ty, tm, Math.min(d, daysInMonth(ty, tm)));
  };
  switch (range) {
    case 'last-7-days':
      return { firstDay: text(today - 7), lastDay };
    case 'last-30-days':
      return { firstDay: text(today - 30), lastDay };
    case 'last-3-months':
      return { firstDay: text(monthsBack(3)), lastDay };
    case 'last-6-months':
      return { firstDay: text(monthsBack(6)), lastDay };
    case 'all-new': {
      if (!previousRunAt) return { firstDay: text(today - 1), lastDay };
      const p = new TZDate(previousRunAt.getTime(), timeZone);
      const first = dayNumber(p.getFullYear(), p.getMonth() + 1, p.getDate());
      return { firstDay: text(Math.min(first, today - 1)), lastDay };
    }
  }
}
