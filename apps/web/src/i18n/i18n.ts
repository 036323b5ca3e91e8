import { defaultLocale, type ShippedLocale } from '@tessera/domain';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLocale, isShippedLocale, storeLocale } from './locales';
import { loadResources } from './resources';

export const i18n: I18n = i18next.createInstance();

/** Locales whose messages are in (a bundle may also hold only a venue's own texts). */
const loaded = new Set<ShippedLocale>();

async function ensureLoaded(locale: ShippedLocale): Promise<void> {
  if (loaded.has(locale)) return;
  i18n.addResourceBundle(locale, 'translation', await loadResources(locale), true, true);
  loaded.add(locale);
}

function applyToDocument(locale: ShippedLocale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/**
 * Starts i18n with the detected locale loaded before the first render. Only that locale is
 * loaded: every catalogue holds every key (locales.test.ts), so en-US is not needed as a fallback.
 */
export async function initI18n(locale: ShippedLocale = detectLocale()): Promise<I18n> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: defaultLocale,
      fallbackLng: defaultLocale,
      supportedLngs: ['en-US', 'en-AU', 'en-GB', 'es-ES', 'fr'],
      load: 'currentOnly',
      resources: {},
      interpolation: { escapeValue: false },
      returnNull: false,
      // A venue's own texts (shop/shell/useShopTexts) are added to a shown locale: redraw then.
      react: { bindI18nStore: 'added' },
    });
  }
  await changeLocale(locale, { remember: false });
  return i18n;
}

/** Switches the interface language, loading its messages on demand. */
export async function changeLocale(locale: ShippedLocale, { remember = true } = {}): Promise<void> {
  await ensureLoaded(locale);
  await i18n.changeLanguage(locale);
  applyToDocument(locale);
  if (remember) storeLocale(locale);
}

/** The locale currently shown, as sent in Accept-Language. */
export function currentLocale(): ShippedLocale {
  const lng = i18n.language;
  return isShippedLocale(lng) ? lng : defaultLocale;
}
