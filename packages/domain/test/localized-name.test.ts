import { localizedName, shippedLocales } from '@tessera/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('a venue-entered name in the reader’s locale', () => {
  it('is the translation the venue gave, else the name as entered (the account’s default language)', () => {
    const translations = { 'es-ES': 'Jubilado', fr: '  ' };
    expect(localizedName('Senior', translations, 'es-ES')).toBe('Jubilado');
    expect(localizedName('Senior', translations, 'fr')).toBe('Senior');
    expect(localizedName('Senior', translations, 'en-GB')).toBe('Senior');
    expect(localizedName('Senior', null, 'es-ES')).toBe('Senior');
  });

  it('falls back to the translation into the account’s default language before the name as entered', () => {
    const translations = { 'es-ES': 'Jubilado', fr: '  ' };
    expect(localizedName('Senior', translations, 'fr', 'es-ES')).toBe('Jubilado');
    expect(localizedName('Senior', translations, 'es-ES', 'fr')).toBe('Jubilado');
    expect(localizedName('Senior', translations, 'en-GB', 'fr')).toBe('Senior');
    expect(localizedName('Senior', {}, 'en-GB', 'es-ES')).toBe('Senior');
  });

  it('is never blank when the name is not, whatever the translations', () => {
    const locale = fc.constantFrom(...shippedLocales);
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        fc.dictionary(locale, fc.string(), { maxKeys: 5 }),
        locale,
        fc.option(locale, { nil: undefined }),
        (name, translations, reader, fallback) => {
          const shown = localizedName(name, translations, reader, fallback);
          expect(shown.trim()).not.toBe('');
          if (translations[reader]?.trim()) expect(shown).toBe(translations[reader]!.trim());
        },
      ),
    );
  });
});
