import type { ShippedLocale } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '@/i18n/i18n';
import { isShippedLocale } from '@/i18n/locales';

export function useLocale(): { locale: ShippedLocale; setLocale: (locale: ShippedLocale) => Promise<void> } {
  const { i18n } = useTranslation();
  const locale = isShippedLocale(i18n.language) ? i18n.language : 'en-US';
  return { locale, setLocale: (next) => changeLocale(next) };
}
