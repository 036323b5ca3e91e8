import { describe, expect, it } from 'vitest';
import {
  checkTextOverride,
  flattenCatalogue,
  maxOverrideLength,
  nestTexts,
  placeholdersOf,
} from './text-overrides';

describe('text overrides', () => {
  it('flattens a catalogue to dotted keys and nests them back', () => {
    const tree = { shop: { home: { title: 'Welcome to {{venue}}' } }, actions: { save: 'Save' } };
    const flat = flattenCatalogue(tree);
    expect([...flat.keys()]).toEqual(['shop.home.title', 'actions.save']);
    expect(nestTexts(Object.fromEntries(flat))).toEqual(tree);
  });

  it('finds the placeholders a text fills in', () => {
    expect(placeholdersOf('{{count}} seats for {{ venue }} and {{count}}')).toEqual(['count', 'venue']);
  });

  it('accepts a text that uses some or none of the placeholders', () => {
    expect(checkTextOverride('Welcome to {{venue}}', 'Hola')).toBeNull();
    expect(checkTextOverride('Welcome to {{venue}}', '¡Bienvenidos a {{venue}}!')).toBeNull();
  });

  it('refuses a blank text, a too long one and an unknown placeholder', () => {
    expect(checkTextOverride('Save', '  ')).toEqual({ code: 'admin.translation_text_empty' });
    expect(checkTextOverride('Save', 'x'.repeat(maxOverrideLength + 1))).toEqual({
      code: 'admin.translation_text_too_long',
      max: maxOverrideLength,
    });
    expect(checkTextOverride('Welcome to {{venue}}', 'Hi {{name}}')).toEqual({
      code: 'admin.translation_placeholder_unknown',
      placeholder: '{{name}}',
      allowed: '{{venue}}',
    });
  });
});
