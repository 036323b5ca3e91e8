import { errorCodes, errorMessages, shippedLocales } from '@tessera/domain';
import { describe, expect, it } from 'vitest';
import { loadMessages, loadResources } from './resources';

type Tree = { [key: string]: unknown };

function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null)
      for (const entry of flatten(value as Tree, path)) out.set(...entry);
    else out.set(path, value);
  }
  return out;
}

function placeholders(text: unknown): string[] {
  return [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

const source = flatten(await loadMessages('en-US'));

describe.each(shippedLocales.filter((l) => l !== 'en-US'))('the %s catalogue', (locale) => {
  it('has exactly the en-US keys, no missing and no extra ones', async () => {
    const keys = flatten(await loadMessages(locale));
    const missing = [...source.keys()].filter((k) => !keys.has(k));
    const extra = [...keys.keys()].filter((k) => !source.has(k));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('fills every message with text and keeps the same placeholders', async () => {
    const keys = flatten(await loadMessages(locale));
    for (const [key, value] of keys) {
      expect(typeof value === 'string' && value.trim().length > 0, `${locale} ${key} is empty`).toBe(true);
      expect(placeholders(value), `${locale} ${key} placeholders`).toEqual(placeholders(source.get(key)));
    }
  });
});

describe('error messages', () => {
  it.each(shippedLocales)('every error code reads as a message in %s', async (locale) => {
    const resources = flatten(await loadResources(locale));
    for (const code of errorCodes) {
      const message = resources.get(`errors.${code}`);
      expect(typeof message === 'string' && message.length > 0, `${locale} errors.${code}`).toBe(true);
      expect(message).toBe(errorMessages[locale][code]);
    }
  });

  it('translated locales do not simply repeat the English messages', async () => {
    for (const locale of ['es-ES', 'fr'] as const) {
      const texts = flatten(await loadMessages(locale));
      // Names, codes and one-word labels ("Total", "API") may match; phrases must not.
      const words = (value: unknown) =>
        String(value)
          .replace(/\{\{\w+\}\}/g, '')
          .match(/\p{L}{2,}/gu) ?? [];
      const same = [...texts].filter(([key, value]) => value === source.get(key) && words(value).length > 1);
      expect(same.map(([key]) => key)).toEqual([]);
    }
  });
});
