import type { ErrorCode } from '../errors/catalogue';

/**
 * Text overrides (Tools → Translations, decisions/0070): an account replaces one interface text
 * of one locale. These rules check an override against the catalogue text it replaces.
 */

/** The longest override kept; the longest catalogue text is a paragraph well under this. */
export const maxOverrideLength = 2000;

/** A catalogue: nested objects whose leaves are texts (the web app's locale files). */
export interface CatalogueTree {
  [key: string]: string | CatalogueTree;
}

/** The catalogue as dotted keys and texts, in the catalogue's order. */
export function flattenCatalogue(tree: CatalogueTree, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') flat.set(key, value);
    else for (const [k, v] of flattenCatalogue(value, key)) flat.set(k, v);
  }
  return flat;
}

/** Dotted keys and texts back into the nested shape i18next reads. */
export function nestTexts(texts: Readonly<Record<string, string>>): CatalogueTree {
  const tree: CatalogueTree = {};
  for (const [key, text] of Object.entries(texts)) {
    const parts = key.split('.');
    let node = tree;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      node[part] = typeof next === 'object' ? next : {};
      node = node[part] as CatalogueTree;
    }
    node[parts[parts.length - 1] as string] = text;
  }
  return tree;
}

/** The `{{name}}` values a text fills in. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1] as string))];
}

export type TextOverrideProblem =
  | { code: Extract<ErrorCode, 'admin.translation_text_empty'> }
  | { code: Extract<ErrorCode, 'admin.translation_text_too_long'>; max: number }
  | {
      code: Extract<ErrorCode, 'admin.translation_placeholder_unknown'>;
      placeholder: string;
      allowed: string;
    };

/**
 * Whether `text` may replace `catalogueText`: not blank, not too long, and filling in only
 * values the interface passes to that text (another would show as `{{name}}` in the shop).
 */
export function checkTextOverride(catalogueText: string, text: string): TextOverrideProblem | null {
  if (text.trim() === '') return { code: 'admin.translation_text_empty' };
  if (text.length > maxOverrideLength)
    return { code: 'admin.translation_text_too_long', max: maxOverrideLength };
  const allowed = placeholdersOf(catalogueText);
  const unknown = placeholdersOf(text).find((name) => !allowed.includes(name));
  if (unknown !== undefined) {
    return {
      code: 'admin.translation_placeholder_unknown',
      placeholder: `{{${unknown}}}`,
      allowed: allowed.length > 0 ? allowed.map((n) => `{{${n}}}`).join(', ') : '—',
    };
  }
  return null;
}
