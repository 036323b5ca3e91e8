import { maxOverrideLength, shippedLocales } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import { paged, pageQuery } from '../paging';
import * as z from '../zod';

/**
 * Tools → Translations (decisions/0070): an account overrides any interface text of one locale;
 * the shop served for the account's host names shows the override instead of the catalogue text.
 */
const base = {
  tag: 'translations',
  auth: 'staff',
  permission: 'accountSettings',
  tenant: 'session',
} as const;

const locale = z.enum(shippedLocales);
const textKey = z.string().trim().min(1).max(200);

export const interfaceText = z.object({
  key: textKey,
  /** The text the web app's catalogue has for the locale. */
  catalogueText: z.string(),
  /** The account's text, shown instead; null when the catalogue's text is shown. */
  override: z.string().nullable(),
});
export type InterfaceText = z.infer<typeof interfaceText>;

export const listInterfaceTexts = defineEndpoint({
  ...base,
  id: 'listInterfaceTexts',
  method: 'GET',
  path: '/api/admin/translations',
  summary:
    'The interface texts of a locale (key, catalogue text, the account’s override), found by words of the key or either text.',
  query: pageQuery.extend({
    locale,
    q: z.string().trim().max(200).default(''),
    /** Only the texts the account has overridden. */
    overridden: z.enum(['true', 'false']).default('false'),
  }),
  output: paged(interfaceText),
  errors: [],
});

export const textOverrideInput = z.object({
  locale,
  key: textKey,
  /** Checked against the catalogue text: not blank, at most the maximum, only its placeholders. */
  text: z.string().max(maxOverrideLength * 2),
});
export type TextOverrideInput = z.infer<typeof textOverrideInput>;

export const setTextOverride = defineEndpoint({
  ...base,
  id: 'setTextOverride',
  method: 'PUT',
  path: '/api/admin/translations',
  summary: 'Shows the account’s own text instead of one interface text of a locale.',
  body: textOverrideInput,
  output: interfaceText,
  errors: [
    'admin.translation_key_unknown',
    'admin.translation_text_empty',
    'admin.translation_text_too_long',
    'admin.translation_placeholder_unknown',
  ],
  example: { locale: 'es-ES', key: 'shop.home.subtitle', text: 'Entradas para {{venue}}' },
});

export const removeTextOverride = defineEndpoint({
  ...base,
  id: 'removeTextOverride',
  method: 'DELETE',
  path: '/api/admin/translations/:locale/:key',
  summary:
    'Removes an override: the catalogue text shows again. A text the account has not overridden is "not found".',
  params: z.object({ locale, key: textKey }),
  output: interfaceText,
  errors: ['admin.translation_key_unknown', 'common.not_found'],
});

export const getShopTextOverrides = defineEndpoint({
  id: 'getShopTextOverrides',
  method: 'GET',
  path: '/api/consumer/translations/:locale',
  summary: 'The account’s interface texts for a locale, by key, shown instead of the catalogue’s.',
  tag: 'shop',
  auth: 'public',
  permission: null,
  tenant: 'host',
  params: z.object({ locale }),
  output: z.object({ locale, texts: z.record(z.string(), z.string()) }),
  errors: [],
});
