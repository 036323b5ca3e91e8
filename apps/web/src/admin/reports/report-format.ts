import { useTranslation } from 'react-i18next';

/** A venue calendar day (`YYYY-MM-DD`) as the reader writes dates; the day itself, never shifted. */
export function useDayFormat(): (day: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  return (day) => format.format(new Date(`${day}T00:00:00Z`));
}
