import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CatalogueTree, flattenCatalogue, type ShippedLocale } from '@tessera/domain';
import { serverRoot } from '@/platform/paths';

/**
 * The web app's interface texts, read from its locale catalogues (apps/web/src/i18n/locales),
 * the same files the web build bundles; the server ships beside them as it does beside the
 * web build (decisions/0070). Read once per locale.
 */
const catalogues = new Map<ShippedLocale, ReadonlyMap<string, string>>();

export const interfaceCatalogueDir = (): string => join(serverRoot(), '..', 'web', 'src', 'i18n', 'locales');

export function interfaceTexts(locale: ShippedLocale): ReadonlyMap<string, string> {
  let texts = catalogues.get(locale);
  if (!texts) {
    const tree = JSON.parse(
      readFileSync(join(interfaceCatalogueDir(), `${locale}.json`), 'utf8'),
    ) as CatalogueTree;
    texts = flattenCatalogue(tree);
    catalogues.set(locale, texts);
  }
  return texts;
}
