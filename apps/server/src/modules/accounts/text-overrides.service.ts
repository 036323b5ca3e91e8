import type { InterfaceText, TextOverrideInput } from '@tessera/contract';
import { checkTextOverride, type ShippedLocale } from '@tessera/domain';
import type { Db } from '@/db/client';
import { AppError } from '@/platform/http/app-error';
import { interfaceTexts } from './interface-texts.data';
import { deleteOverride, overridesOf, upsertOverride } from './text-overrides.store';

export interface TextQuery {
  locale: ShippedLocale;
  q: string;
  overridden: boolean;
  page: number;
  pageSize: number;
}

/** The catalogue's texts of a locale with the account's overrides, filtered and paged. */
export async function listTexts(db: Db, accountId: number, query: TextQuery) {
  const overrides = await overridesOf(db, accountId, query.locale);
  const words = query.q.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const matches: InterfaceText[] = [];
  for (const [key, catalogueText] of interfaceTexts(query.locale)) {
    const override = overrides.get(key) ?? null;
    if (query.overridden && override === null) continue;
    const haystack = `${key}\n${catalogueText}\n${override ?? ''}`.toLocaleLowerCase();
    if (words.every((word) => haystack.includes(word))) matches.push({ key, catalogueText, override });
  }
  const start = (query.page - 1) * query.pageSize;
  return { items: matches.slice(start, start + query.pageSize), total: matches.length };
}

function requireCatalogueText(locale: ShippedLocale, key: string): string {
  const text = interfaceTexts(locale).get(key);
  if (text === undefined) throw new AppError('admin.translation_key_unknown', 'key', { key });
  return text;
}

export async function setOverride(
  db: Db,
  accountId: number,
  userId: number,
  input: TextOverrideInput,
  now: Date,
): Promise<InterfaceText> {
  const catalogueText = requireCatalogueText(input.locale, input.key);
  const problem = checkTextOverride(catalogueText, input.text);
  if (problem) {
    const { code, ...params } = problem;
    throw new AppError(code, 'text', params);
  }
  await upsertOverride(
    db,
    { accountId, locale: input.locale, key: input.key, text: input.text, updatedBy: userId },
    now,
  );
  return { key: input.key, catalogueText, override: input.text };
}

export async function removeOverride(
  db: Db,
  accountId: number,
  locale: ShippedLocale,
  key: string,
): Promise<InterfaceText> {
  const catalogueText = requireCatalogueText(locale, key);
  // No override of this account's for the text: nothing to remove (another account's is not seen).
  if (!(await deleteOverride(db, accountId, locale, key))) throw new AppError('common.not_found');
  return { key, catalogueText, override: null };
}

/** What the shop shows instead of the catalogue, by key (only keys still in the catalogue). */
export async function shopTexts(
  db: Db,
  accountId: number,
  locale: ShippedLocale,
): Promise<Record<string, string>> {
  const catalogue = interfaceTexts(locale);
  const texts: Record<string, string> = {};
  for (const [key, text] of await overridesOf(db, accountId, locale))
    if (catalogue.has(key)) texts[key] = text;
  return texts;
}
