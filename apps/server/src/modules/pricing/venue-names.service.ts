import type { ShippedLocale } from '@tessera/domain';
import type { Db } from '@/db/client';
import { registerCache } from '@/platform/cache';
import { nameReader } from '@/platform/i18n/venue-names';
import type { VenueNameKind } from './venue-names.store';
import { accountDefaultLanguage, venueNameTranslations } from './venue-names.store';

export type { VenueNameKind };

/** The account's venue-entered names translated into one locale, by kind and id. */
export type VenueNames = (kind: VenueNameKind, id: number | null, name: string) => string;

/** How long one read of an account's translations answers (a change shows within this). */
const NAMES_FRESH_MS = 5_000;
const cached = new WeakMap<Db, Map<string, { at: number; names: Promise<VenueNames> }>>();
const known = new Set<Db>();
registerCache('venue-names', () => {
  for (const db of known) cached.get(db)?.clear();
});

/**
 * `venueNames`, read at most every few seconds per account and locale: every basket answer
 * needs them, and an on-sale makes thousands of those a minute.
 */
export function venueNamesNow(db: Db, accountId: number, locale: ShippedLocale): Promise<VenueNames> {
  const cache = cached.get(db) ?? new Map();
  cached.set(db, cache);
  known.add(db);
  const key = `${accountId}:${locale}`;
  const hit = cache.get(key);
  const now = performance.now();
  if (hit && now - hit.at < NAMES_FRESH_MS) return hit.names;
  if (cache.size > 1000) cache.clear();
  const names = venueNames(db, accountId, locale);
  cache.set(key, { at: now, names });
  names.catch(() => cache.delete(key));
  return names;
}

/** Drops an account's translations read so far, after a name changed, so this process shows the new one at once. */
export function forgetVenueNames(db: Db, accountId: number): void {
  const cache = cached.get(db);
  if (!cache) return;
  for (const key of cache.keys()) if (key.startsWith(`${accountId}:`)) cache.delete(key);
}

/**
 * The translations the venue gave its price types, fees, products and delivery methods (only
 * those it gave: a few rows), as a lookup naming them for a reader of `locale` (the reader's
 * translation, else the account's default language's, else the name as entered).
 */
export async function venueNames(db: Db, accountId: number, locale: ShippedLocale): Promise<VenueNames> {
  // One after the other, as before: `db` may be a transaction's one connection.
  const found = await venueNameTranslations(db, accountId);
  const defaultLanguage = await accountDefaultLanguage(db, accountId);
  const named = nameReader(locale, defaultLanguage);
  const names = new Map(found.map((r) => [`${r.kind}:${r.id}`, r.translations]));
  return (kind, id, name) => (id === null ? name : named(name, names.get(`${kind}:${id}`)));
}
