const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = make();
    dateTimeFormats.set(key, format);
  }
  return format;
}

/**
 * A date and time in the reader's locale, e.g. "Mar 4, 2026, 7:30 PM"; in the given time zone
 * (an event's venue) when one is passed, otherwise the browser's. Event and order times have
 * their own helpers below, so they never fall back to the browser's zone.
 */
export function formatDateTime(iso: string, locale: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return cached(`${locale}|${timeZone ?? ''}`, () =>
    timeZone
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone })
      : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }),
  ).format(date);
}

/**
 * An event's date and time at its venue, e.g. "Mar 4, 2026, 8:00 PM" for a Chicago hall
 * whoever reads it and wherever: every screen (shop, basket, checkout, confirmation, back
 * office) shows event times through here, with the venue's time zone.
 */
export function formatEventTime(iso: string, locale: string, venueTimeZone: string): string {
  return formatDateTime(iso, locale, venueTimeZone);
}

/**
 * When an order (or one of its payments, refunds or activities) happened, in one stated zone
 * (the account's) with its abbreviation, e.g. "Nov 25, 2026, 12:23 PM CST", so the back office
 * and the shop's confirmation say the same time.
 */
export function formatOrderTime(iso: string, locale: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return cached(`order|${locale}|${timeZone}`, () => {
    const withZone = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    });
    return withZone;
  }).format(date);
}

/** A calendar date (YYYY-MM-DD) in the reader's locale, e.g. "Mar 4, 2026", with no time zone shift. */
export function formatDate(isoDate: string, locale: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
