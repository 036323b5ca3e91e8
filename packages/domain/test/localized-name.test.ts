import { localizedName } from '@tessera/domain';
import { describe, expect, it } from 'vitest';

describe('a venue-entered name in the reader’s locale', () => {
  it('is the translation the venue gave, else the name as entered (the account’s default language)', () => {
    const translations = { 'es-ES': 'Jubilado', fr: '  ' };
    expect(localizedName('Senior', translations, 'es-ES')).toBe('Jubilado');
    expect(localizedName('Senior', translations, 'fr')).toBe('Senior');
    expect(localizedName('Senior', translations, 'en-GB')).toBe('Senior');
    expect(localizedName('Senior', null, 'es-ES')).toBe('Senior');
  });
});
