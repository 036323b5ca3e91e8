import { useQuery } from '@tanstack/react-query';
import { defaultLocale, nestTexts } from '@tessera/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isShippedLocale } from '@/i18n/locales';
import { shopAccountQueries } from '@/shop/account/queries';

/**
 * The venue's own interface texts (Tools → Translations, decisions/0070) merged over the
 * catalogue of the shown locale while the shop is open; leaving the shop puts the catalogue's
 * texts back. Answers whether the texts are settled (loaded, or failed: then the catalogue shows).
 */
export function useShopTexts(): boolean {
  const { i18n } = useTranslation();
  const locale = isShippedLocale(i18n.language) ? i18n.language : defaultLocale;
  const texts = useQuery(shopAccountQueries.texts(locale));
  const [applied, setApplied] = useState<string | null>(null);
  const data = texts.data;
  useEffect(() => {
    if (!data) return;
    const keys = Object.keys(data.texts);
    const previous: Record<string, string> = {};
    for (const key of keys) {
      const text = i18n.getResource(data.locale, 'translation', key);
      if (typeof text === 'string') previous[key] = text;
    }
    i18n.addResourceBundle(data.locale, 'translation', nestTexts(data.texts), true, true);
    setApplied(data.locale);
    return () => {
      i18n.addResourceBundle(data.locale, 'translation', nestTexts(previous), true, true);
    };
  }, [i18n, data]);
  // Only the first texts hold the shop back; on a change of language the catalogue shows until they come.
  return texts.isError || applied !== null;
}
