import type { Plugin } from 'vite';
// By path, not by package name: Vite bundles a config's relative imports (TypeScript source)
// but leaves package imports to Node, which cannot load the domain's source.
// eslint-disable-next-line no-restricted-imports -- build-time code outside src has no @/ alias to the domain
import { errorMessages } from '../../../packages/domain/src/errors/messages';

const locales = Object.keys(errorMessages);

const prefix = 'virtual:error-messages/';

/**
 * `import('virtual:error-messages/<locale>')` answers that one locale's error messages as
 * plain data, so a buyer's browser loads its own locale's messages and not the catalogue of
 * every locale (docs/decisions/0100-shop-weight.md).
 */
export function errorMessagesPlugin(): Plugin {
  return {
    name: 'tessera-error-messages',
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      const locale = id.slice(prefix.length + 1);
      if (!locales.includes(locale)) throw new Error(`no error messages for locale "${locale}"`);
      return `export default ${JSON.stringify(errorMessages[locale as keyof typeof errorMessages])};`;
    },
  };
}
