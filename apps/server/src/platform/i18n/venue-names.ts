import { localizedName, type NameTranslations, pickLocale, type ShippedLocale } from '@tessera/domain';

/**
 * Names what a venue typed (price types, fees, products, delivery methods) for one reader: the
 * translation into their locale, else into the account's default language, else the name as
 * entered. Every answer and document that shows such a name goes through one of these, so a
 * buyer, a mail, a ticket and a staff screen agree (decisions/0038, 0041).
 */
export type NameReader = (name: string, translations: NameTranslations | null | undefined) => string;

/** The reader's locale with the account's default language (as stored on the account) behind it. */
export function nameReader(locale: ShippedLocale, accountLanguage: string | null | undefined): NameReader {
  const fallback = accountLanguage ? pickLocale([accountLanguage]) : undefined;
  return (name, translations) => localizedName(name, translations, locale, fallback);
}
