const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date and time in the reader's locale, e.g. "Mar 4, 2026, 7:30 PM"; in the given time zone
 * (an event's venue) when one is passed, otherwise the browser's.
 */
export function formatDateTime(iso: string, locale: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const key = `${locale}|${timeZone ?? ''}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = timeZone
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone })
      : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' });
    dateTimeFormats.set(key, format);
  }
  return format.format(date);
}

/** A calendar date (YYYY-MM-DD) in the reader's locale, e.g. "Mar 4, 2026", with no time zone shift. */
export function formatDate(isoDate: string, locale: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
