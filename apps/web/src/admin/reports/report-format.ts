import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/ui/format';

/** A venue calendar day (`YYYY-MM-DD`) as the reader writes dates; the day itself, never shifted. */
export function useDayFormat(): (day: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  return (day) => format.format(new Date(`${day}T00:00:00Z`));
}

/**
 * A moment of a performance (its start, a seat's change) at the venue, in the report's time zone
 * (none until the report has come, when there is nothing to show), as the reader writes it.
 */
export function useVenueTime(timeZone: string | undefined): (iso: string) => string {
  const { i18n } = useTranslation();
  return (iso) => formatDateTime(iso, i18n.language, timeZone);
}
