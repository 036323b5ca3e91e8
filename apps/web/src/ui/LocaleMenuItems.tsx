import { Menu } from '@mantine/core';
import { shippedLocales } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { localeNames } from '@/i18n/locales';
import { useLocale } from './useLocale';

/** The language choices as menu items, for a header menu. */
export function LocaleMenuItems() {
  const { t } = useTranslation();
  const { locale, setLocale } = useLocale();
  return (
    <>
      <Menu.Label>{t('app.language')}</Menu.Label>
      {shippedLocales.map((value) => (
        <Menu.Item
          key={value}
          lang={value}
          fw={value === locale ? 600 : undefined}
          rightSection={value === locale ? '✓' : null}
          aria-current={value === locale ? 'true' : undefined}
          onClick={() => void setLocale(value)}
        >
          {localeNames[value]}
        </Menu.Item>
      ))}
    </>
  );
}
