import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** "Tessera | <readable route name>", or another prefix such as the venue's name in the shop. */
export function usePageTitle(name: string | null, prefix?: string): void {
  const { t } = useTranslation();
  const product = prefix ?? t('app.name');
  useEffect(() => {
    document.title = name ? `${product} | ${name}` : product;
  }, [product, name]);
}
