import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
// The test environment's URL is the DOM's (happy-dom); file URLs need Node's.
import { URL as FileUrl, fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new FileUrl('../src', import.meta.url));
const mantineStyles = fileURLToPath(new FileUrl('../node_modules/@mantine/core/styles', import.meta.url));

/** Components that draw with other components' stylesheets (Mantine builds them from those). */
const drawnWith: Record<string, string[]> = {
  Select: ['Combobox', 'Input', 'Popover', 'ScrollArea', 'CloseButton'],
  TextInput: ['Input'],
  Textarea: ['Input'],
  NativeSelect: ['Input'],
  NumberInput: ['Input'],
  PasswordInput: ['Input'],
  Menu: ['Popover'],
  Modal: ['ModalBase', 'Overlay', 'CloseButton'],
  Checkbox: ['InlineInput', 'CheckboxIndicator'],
  Radio: ['InlineInput', 'RadioIndicator'],
  Switch: ['InlineInput'],
  Alert: ['CloseButton'],
};

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Mantine components named in the imports of the shop and of the code it shares. */
function shopComponents(): Set<string> {
  const names = new Set<string>();
  for (const dir of ['shop', 'ui', 'app', 'i18n', 'api'])
    for (const file of files(join(src, dir))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g))
        for (const part of m[1]!.split(',')) {
          const name = part.trim().split(/\s+as\s+/)[0]!;
          if (name && !name.startsWith('type ')) names.add(name);
        }
    }
  return names;
}

describe("the shop's stylesheet (app/styles.ts)", () => {
  it("holds every Mantine component's styles the shop draws, so no shop screen shows unstyled", () => {
    const imported = new Set(
      [
        ...readFileSync(join(src, 'app/styles.ts'), 'utf8').matchAll(
          /@mantine\/core\/styles\/([\w-]+)\.css/g,
        ),
      ].map((m) => m[1]!),
    );
    const wanted = new Set<string>(['baseline', 'default-css-variables', 'global']);
    for (const name of shopComponents())
      for (const sheet of [name, ...(drawnWith[name] ?? [])])
        if (existsSync(join(mantineStyles, `${sheet}.css`))) wanted.add(sheet);
    expect([...wanted].filter((sheet) => !imported.has(sheet)).sort()).toEqual([]);
    expect(wanted.has('Button')).toBe(true);
  });

  it('loads the sheets other components build on before those components', () => {
    const order = [
      ...readFileSync(join(src, 'app/styles.ts'), 'utf8').matchAll(/@mantine\/core\/styles\/([\w-]+)\.css/g),
    ].map((m) => m[1]!);
    // Mantine's list of the sheets reused by other components (its "CSS files list").
    const shared = ['ScrollArea', 'UnstyledButton', 'VisuallyHidden', 'Paper', 'Popover', 'CloseButton']
      .concat([
        'Group',
        'Loader',
        'Overlay',
        'ModalBase',
        'Input',
        'InlineInput',
        'Flex',
        'FloatingIndicator',
      ])
      .concat(['ActionIcon']);
    const lastShared = Math.max(...shared.map((sheet) => order.indexOf(sheet)));
    const firstOther = order.findIndex(
      (sheet) => !shared.includes(sheet) && !['baseline', 'default-css-variables', 'global'].includes(sheet),
    );
    expect(order.indexOf('UnstyledButton')).toBeLessThan(order.indexOf('Button'));
    expect(order.indexOf('Input')).toBeLessThan(order.indexOf('NumberInput'));
    expect(lastShared).toBeLessThan(firstOther);
  });
});
