import { parseAcceptLanguage, pickLocale, shippedLocales } from '@tessera/domain';
import { describe, expect, it } from 'vitest';

describe('pickLocale', () => {
  it('prefers an exact shipped locale', () => {
    expect(pickLocale(['en-GB'])).toBe('en-GB');
    expect(pickLocale(['EN-au'])).toBe('en-AU');
  });
  it('falls back to a shipped locale of the same language', () => {
    expect(pickLocale(['fr-CA'])).toBe('fr');
    expect(pickLocale(['es-MX'])).toBe('es-ES');
    expect(pickLocale(['fr'])).toBe('fr');
  });
  it('walks the preference list before falling back to en-US', () => {
    expect(pickLocale(['de-DE', 'es-AR'])).toBe('es-ES');
    expect(pickLocale(['de-DE', 'ja'])).toBe('en-US');
    expect(pickLocale([])).toBe('en-US');
  });
  it('ships exactly the five locales of the spec', () => {
    expect([...shippedLocales]).toEqual(['en-US', 'en-AU', 'en-GB', 'es-ES', 'fr']);
  });
});

describe('parseAcceptLanguage', () => {
  it('orders tags by weight and drops q=0 and *', () => {
    expect(parseAcceptLanguage('de;q=0.5, fr-CA, en;q=0.8, *;q=0.1, it;q=0')).toEqual(['fr-CA', 'en', 'de']);
  });
  it('reads nothing from an empty header', () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
  });
});
