import { TZDate } from '@date-fns/tz';
import { addDays, startOfDay } from 'date-fns';

/** Spec §9: the date filter presets of event lists. */
export const eventDatePresets = [
  'today',
  'tomorrow',
  'next7Days',
  'next30Days',
  'future',
  'past',
  'custom',
] as const;
export type EventDatePreset = (typeof eventDatePresets)[number];

/** A half-open range of instants: from (inclusive) to (exclusive); an absent end is open. */
export interface EventDateRange {
  readonly from?: Date;
  readonly to?: Date;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function localMidnight(day: string, timeZone: string): TZDate | undefined {
  const m = DAY.exec(day);
  if (!m) return undefined;
  const [y, mo, d] = m.slice(1).map(Number) as [number, number, number];
  const date = TZDate.tz(timeZone, y, mo - 1, d);
  if (Number.isNaN(date.getTime()) || date.getMonth() !== mo - 1 || date.getDate() !== d) return undefined;
  return date;
}

const instant = (d: TZDate) => new Date(d.getTime());

/**
 * The instants a date preset covers, counted in the given time zone's calendar: "today" is
 * local midnight to the next local midnight (23 or 25 hours on a daylight-saving day); the
 * next 7 and 30 days start at today's midnight; future and past split at `now`. A custom range
 * takes local calendar days, both ends included. Undefined when a custom range is unreadable
 * or ends before it starts.
 */
export function eventDatePresetRange(
  preset: EventDatePreset,
  now: Date,
  timeZone: string,
  custom: { from?: string; to?: string } = {},
): EventDateRange | undefined {
  const today = startOfDay(new TZDate(now.getTime(), timeZone));
  switch (preset) {
    case 'today':
      return { from: instant(today), to: instant(addDays(today, 1)) };
    case 'tomorrow':
      return { from: instant(addDays(today, 1)), to: instant(addDays(today, 2)) };
    case 'next7Days':
      return { from: instant(today), to: instant(addDays(today, 7)) };
    case 'next30Days':
      return { from: instant(today), to: instant(addDays(today, 30)) };
    case 'future':
      return { from: now };
    case 'past':
      return { to: now };
    case 'custom': {
      const from = custom.from ? localMidnight(custom.from, timeZone) : undefined;
      const last = custom.to ? localMidnight(custom.to, timeZone) : undefined;
      if ((custom.from && !from) || (custom.to && !last)) return undefined;
      if (from && last && last.getTime() < from.getTime()) return undefined;
      return {
        ...(from ? { from: instant(from) } : {}),
        ...(last ? { to: instant(addDays(last, 1)) } : {}),
      };
    }
  }
}
