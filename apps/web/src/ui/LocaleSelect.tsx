import { Select } from '@mantine/core';
import { shippedLocales } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { isShippedLocale, localeNames } from '@/i18n/locales';
import { useLocale } from './useLocale';

const options = shippedLocales.map((value) => ({ value, label: localeNames[value] }));

/**
 * A compact language picker; the choice is remembered in this browser. `opened`: shown open and
 * focused (the shop's header loads it when the visitor first reaches for it, `LocalePicker`).
 */
export function LocaleSelect({ opened = false }: { opened?: boolean }) {
  const { t } = useTranslation();
  const { locale, setLocale } = useLocale();
  return (
    <Select
      aria-label={t('app.language')}
      data={options}
      value={locale}
      allowDeselect={false}
      checkIconPosition="right"
      size="xs"
      w={{ base: 168, sm: 204 }}
      comboboxProps={{ withinPortal: true }}
      defaultDropdownOpened={opened}
      autoFocus={opened}
      onChange={(value) => {
        if (isShippedLocale(value)) void setLocale(value);
      }}
    />
  );
}
