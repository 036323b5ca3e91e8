import { describe, expect, it } from 'vitest';
import { shippedLocales } from '../format/locales';
import { type AccountMailTexts, accountMailTexts } from './account-mail-texts';

/** Each text as written for sample values: a function called with them, a string as it is. */
function written(texts: AccountMailTexts): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts).map(([key, text]) => [
      key,
      typeof text === 'function' ? (text as (...a: unknown[]) => string)('Ada', 2, 3, 'X') : text,
    ]),
  );
}

describe('account mail texts', () => {
  it('give every shipped locale every text, none left blank', () => {
    for (const locale of shippedLocales) {
      for (const [key, text] of Object.entries(written(accountMailTexts[locale]))) {
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
      }
    }
  });

  it('translate every text in Spanish and French rather than repeat the English', () => {
    const english = written(accountMailTexts['en-US']);
    for (const locale of ['es-ES', 'fr'] as const) {
      for (const [key, text] of Object.entries(written(accountMailTexts[locale]))) {
        expect(text, `${locale} ${key}`).not.toBe(english[key]);
      }
    }
  });
});
