import type { EventSummary } from '@tessera/contract';
import type { TFunction } from 'i18next';
import { formatDateTime } from '@/ui/format';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** An event's date as a person reads it: "Date TBD", the day alone when the time is TBD, or both. */
export function eventWhen(
  event: Pick<EventSummary, 'startsAt' | 'timezone' | 'dateTbd' | 'timeTbd'>,
  t: TFunction,
  locale: string,
) {
  if (event.dateTbd) return t('admin.events.when.dateTbd');
  if (event.timeTbd) {
    const key = `${locale}|${event.timezone}`;
    let format = dateFormats.get(key);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: event.timezone });
      dateFormats.set(key, format);
    }
    return t('admin.events.when.timeTbd', { date: format.format(new Date(event.startsAt)) });
  }
  return formatDateTime(event.startsAt, locale, event.timezone);
}
