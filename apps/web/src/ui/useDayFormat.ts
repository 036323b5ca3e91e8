import { useTranslation } from 'react-i18next';

/** A moment shown as its day in the reader's language and time zone (“Mar 4, 2026”). */
export function useDayFormat() {
  const { i18n } = useTranslation();
  return (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
}
