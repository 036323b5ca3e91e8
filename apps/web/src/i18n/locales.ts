import { defaultLocale, isShippedLocale, pickLocale, type ShippedLocale } from '@tessera/domain';

/** Locale names are shown in their own language, so a reader can always find theirs. */
export const localeNames: Record<ShippedLocale, string> = {
  'en-US': 'English (United States)',
  'en-AU': 'English (Australia)',
  'en-GB': 'English (United Kingdom)',
  'es-ES': 'Español (España)',
  fr: 'Français',
};

export const localeStorageKey = 'tessera.locale';

export { isShippedLocale };

function readStoredLocale(): ShippedLocale | null {
  try {
    const stored = window.localStorage.getItem(localeStorageKey);
    return isShippedLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function storeLocale(locale: ShippedLocale): void {
  try {
    window.localStorage.setItem(localeStorageKey, locale);
  } catch {
    // Private browsing may refuse storage; the choice then lasts for this page only.
  }
}

/** The locale chosen in the switcher wins; otherwise the browser's languages decide. */
export function detectLocale(
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): ShippedLocale {
  return readStoredLocale() ?? (languages.length > 0 ? pickLocale(languages) : defaultLocale);
}
