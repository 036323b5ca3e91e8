const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** A date and time in the reader's locale, e.g. "Mar 4, 2026, 7:30 PM". */
export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = dateTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' });
    dateTimeFormats.set(locale, format);
  }
  return format.format(date);
}
