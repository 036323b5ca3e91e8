import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const prefix = 'virtual:shop-messages/';
const web = fileURLToPath(new URL('..', import.meta.url));
/** Everything the shop's pages can run: the web app without the back office, and the packages. */
const shopSources = [
  join(web, 'src'),
  join(web, '../../packages/domain/src'),
  join(web, '../../packages/contract/src'),
];
/** Namespaces the shop uses only a few entries of: those entries are picked one level down. */
const pickedByEntry = new Set(['admin']);

type Tree = { [key: string]: unknown };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'admin' && dir.endsWith('src') ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `key` (dotted) is named in the source as a string's start, or as a whole string. */
function named(source: string, key: string): boolean {
  return new RegExp(`['"\`]${escapeRegExp(key)}(['"\`.])`).test(source);
}

/**
 * The part of a locale's catalogue the shop's code names: whole namespaces, and single entries
 * of the back office's namespace. The back office loads the whole catalogue.
 */
export function shopSlice(catalogue: Tree, source: string): Tree {
  const slice: Tree = {};
  for (const [namespace, value] of Object.entries(catalogue)) {
    if (!named(source, namespace)) continue;
    if (!pickedByEntry.has(namespace) || typeof value !== 'object' || value === null) {
      slice[namespace] = value;
      continue;
    }
    const entries = Object.entries(value as Tree).filter(([key]) => named(source, `${namespace}.${key}`));
    slice[namespace] = Object.fromEntries(entries);
  }
  return slice;
}

/**
 * `import('virtual:shop-messages/<locale>')` answers the shop's slice of that locale's
 * interface texts, so a buyer does not download the back office's strings
 * (docs/decisions/0100-shop-weight.md).
 */
export function shopMessagesPlugin(): Plugin {
  let source: string | undefined;
  return {
    name: 'tessera-shop-messages',
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      const locale = id.slice(prefix.length + 1);
      if (!/^[a-zA-Z-]+$/.test(locale)) throw new Error(`no interface texts for locale "${locale}"`);
      const path = join(web, 'src/i18n/locales', `${locale}.json`);
      this.addWatchFile(path);
      source ??= shopSources
        .flatMap(sourceFiles)
        .map((file) => readFileSync(file, 'utf8'))
        .join('\n');
      const catalogue = JSON.parse(readFileSync(path, 'utf8')) as Tree;
      return `export default ${JSON.stringify(shopSlice(catalogue, source))};`;
    },
  };
}
