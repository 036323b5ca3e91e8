import { TZDate } from '@date-fns/tz';

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An instant as the venue's wall-clock time, `YYYY-MM-DDTHH:mm`. */
export function instantToLocal(instant: Date, timeZone: string): string {
  const d = new TZDate(instant.getTime(), timeZone);
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Minutes of a wall-clock time counted as if every day had 24 hours (no time zone). */
function naiveMinutes(local: string): number | undefined {
  const m = LOCAL.exec(local);
  if (!m) return undefined;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi) / 60_000;
}

/** The wall-clock distance from one local time to another, in minutes. */
export function localMinutesBetween(from: string, to: string): number | undefined {
  const a = naiveMinutes(from);
  const b = naiveMinutes(to);
  return a === undefined || b === undefined ? undefined : b - a;
}

/**
 * A wall-clock time moved by a number of wall-clock minutes: an on-sale at 10:00 stays at
 * 10:00 whatever daylight-saving change lies between.
 */
export function shiftLocal(local: string, minutes: number): string | undefined {
  const base = naiveMinutes(local);
  if (base === undefined) return undefined;
  const d = new Date((base + minutes) * 60_000);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}
