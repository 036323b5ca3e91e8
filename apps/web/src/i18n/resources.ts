import type { ErrorMessages, ShippedLocale } from '@tessera/domain';
import type enUS from './locales/en-US.json';

export type Messages = typeof enUS;

type Tree = { [key: string]: string | Tree };

/** Error codes are dotted (`auth.invalid_credentials`); i18next reads dots as nesting. */
export function nestErrorMessages(messages: ErrorMessages): Tree {
  const tree: Tree = {};
  for (const [code, message] of Object.entries(messages)) {
    const parts = code.split('.');
    let node = tree;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      node[part] = typeof next === 'object' ? next : {};
      node = node[part] as Tree;
    }
    node[parts[parts.length - 1] as string] = message;
  }
  return tree;
}

/**
 * Every locale is its own chunk, en-US too: a browser loads only the locale it shows
 * (docs/decisions/0100-shop-weight.md).
 */
const loaders: Record<ShippedLocale, () => Promise<{ default: Messages }>> = {
  'en-US': () => import('./locales/en-US.json'),
  'en-AU': () => import('./locales/en-AU.json'),
  'en-GB': () => import('./locales/en-GB.json'),
  'es-ES': () => import('./locales/es-ES.json'),
  fr: () => import('./locales/fr.json'),
};

/** The shop's slice of each locale's texts (build/shop-messages-plugin.ts). */
const shopLoaders: Record<ShippedLocale, () => Promise<{ default: Partial<Messages> }>> = {
  'en-US': () => import('virtual:shop-messages/en-US'),
  'en-AU': () => import('virtual:shop-messages/en-AU'),
  'en-GB': () => import('virtual:shop-messages/en-GB'),
  'es-ES': () => import('virtual:shop-messages/es-ES'),
  fr: () => import('virtual:shop-messages/fr'),
};

/** The error messages of one locale, cut from the domain's catalogue at build time. */
const errorLoaders: Record<ShippedLocale, () => Promise<{ default: ErrorMessages }>> = {
  'en-US': () => import('virtual:error-messages/en-US'),
  'en-AU': () => import('virtual:error-messages/en-AU'),
  'en-GB': () => import('virtual:error-messages/en-GB'),
  'es-ES': () => import('virtual:error-messages/es-ES'),
  fr: () => import('virtual:error-messages/fr'),
};

export async function loadMessages(locale: ShippedLocale): Promise<Messages> {
  return (await loaders[locale]()).default;
}

/** Which screens' texts to load: the shop's slice, or every screen's (the back office). */
export type TextsScope = 'shop' | 'all';

/** The translation namespace of a locale: the screens' strings plus the error messages. */
export async function loadResources(
  locale: ShippedLocale,
  scope: TextsScope = 'all',
): Promise<Record<string, unknown>> {
  const texts = scope === 'shop' ? shopLoaders[locale]().then((m) => m.default) : loadMessages(locale);
  const [messages, errors] = await Promise.all([texts, errorLoaders[locale]()]);
  return { ...messages, errors: nestErrorMessages(errors.default) };
}
