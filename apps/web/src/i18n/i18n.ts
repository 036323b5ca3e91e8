import { defaultLocale, type ShippedLocale } from '@tessera/domain';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLocale, isShippedLocale, storeLocale } from './locales';
import { loadResources, type TextsScope } from './resources';

export const i18n: I18n = i18next.createInstance();

/**
 * The shop loads only its slice of the texts; the back office every screen's. Outside the
 * back office's paths a page starts with the shop's slice (decisions/0100).
 */
let scope: TextsScope =
  typeof location !== 'undefined' && !location.pathname.startsWith('/admin') ? 'shop' : 'all';

/** Locales whose texts are in, per scope (a bundle may also hold only a venue's own texts). */
const loaded: Record<TextsScope, Set<ShippedLocale>> = { shop: new Set(), all: new Set() };

async function ensureLoaded(locale: ShippedLocale): Promise<void> {
  if (loaded[scope].has(locale) || loaded.all.has(locale)) return;
  const current = scope;
  i18n.addResourceBundle(locale, 'translation', await loadResources(locale, current), true, true);
  loaded[current].add(locale);
}

/** Loads every screen's texts for the shown locale (the back office calls this before it shows). */
export async function loadAllTexts(): Promise<void> {
  scope = 'all';
  await ensureLoaded(currentLocale());
}

/** Starts i18n with every screen's texts, as the back office shows them (and its tests render). */
export async function initBackOfficeI18n(locale: ShippedLocale = detectLocale()): Promise<I18n> {
  await initI18n(locale);
  await loadAllTexts();
  return i18n;
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
