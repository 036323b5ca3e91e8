import { UnstyledButton } from '@mantine/core';
import { type KeyboardEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localeNames } from '@/i18n/locales';
import { useLocale } from '@/ui/useLocale';

const LocaleSelect = lazy(async () => ({ default: (await import('@/ui/LocaleSelect')).LocaleSelect }));

/** The width and look of the compact language picker (an `xs` select). */
const box = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  height: 30,
  padding: '0 10px',
  fontSize: 'var(--mantine-font-size-xs)',
  border: '1px solid var(--mantine-color-default-border)',
  borderRadius: 'var(--mantine-radius-default)',
  background: 'var(--mantine-color-body)',
  color: 'var(--mantine-color-text)',
} as const;

/**
 * The shop header's language picker. The select with its list (Mantine's combobox, about a
 * quarter of the shop's first-view script) loads when the visitor first opens the picker, by
 * pointer or keyboard, and opens focused; until then a button showing the language stands in
 * with the same name and role (docs/shop-weight.md).
 */
export function LocalePicker() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [wanted, setWanted] = useState(false);
  const stand = (
    <UnstyledButton
      role="combobox"
      aria-label={t('app.language')}
      aria-haspopup="listbox"
      aria-expanded={false}
      onClick={() => setWanted(true)}
      onKeyDown={(e: KeyboardEvent) => {
        if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
          e.preventDefault();
          setWanted(true);
        }
      }}
      w={{ base: 168, sm: 204 }}
      style={box}
    >
      <span>{localeNames[locale]}</span>
      <svg aria-hidden="true" width="12" height="12" viewBox="0 0 15 15">
        <path d="M4 6l3.5 3.5L11 6" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    </UnstyledButton>
  );
  return wanted ? (
    <Suspense fallback={stand}>
      <LocaleSelect opened />
    </Suspense>
  ) : (
    stand
  );
}
