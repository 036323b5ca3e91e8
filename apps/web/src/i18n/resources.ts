import { type ErrorMessages, errorMessages, type ShippedLocale } from '@tessera/domain';
import enUS from './locales/en-US.json';

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

/** Only en-US ships in the main bundle; every other locale is its own chunk. */
const loaders: Record<Exclude<ShippedLocale, 'en-US'>, () => Promise<{ default: Messages }>> = {
  'en-AU': () => import('./locales/en-AU.json'),
  'en-GB': () => import('./locales/en-GB.json'),
  'es-ES': () => import('./locales/es-ES.json'),
  fr: () => import('./locales/fr.json'),
};

export async function loadMessages(locale: ShippedLocale): Promise<Messages> {
  if (locale === 'en-US') return enUS;
  return (await loaders[locale]()).default;
}

/** The whole translation namespace of a locale: the screens' strings plus the error messages. */
export async function loadResources(locale: ShippedLocale): Promise<Record<string, unknown>> {
  const messages = await loadMessages(locale);
  return { ...messages, errors: nestErrorMessages(errorMessages[locale]) };
}
