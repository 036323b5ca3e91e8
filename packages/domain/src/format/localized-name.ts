import type { ShippedLocale } from './locales';

/** A name a venue typed, in other languages: shipped locale → text. */
export type NameTranslations = Partial<Record<ShippedLocale, string>>;

/**
 * A venue-entered name (price type, fee, delivery method, product) in the reader's locale:
 * its translation when the venue gave one, else its translation into the account's default
 * language (`fallback`), else the name as entered.
 */
export function localizedName(
  name: string,
  translations: NameTranslations | null | undefined,
  locale: ShippedLocale,
  fallback?: ShippedLocale,
) {
  const translated = translations?.[locale]?.trim() || (fallback && translations?.[fallback]?.trim());
  return translated ? translated : name;
}
