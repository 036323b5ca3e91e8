import type { Basket, ProductOffers, SellSeats } from '@tessera/contract';
import type { NameTranslations, ShippedLocale } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';
import { registerCache } from '@/platform/cache';
import { nameReader } from '@/platform/i18n/venue-names';
import { viewBasket } from './baskets.service';

type Kind = 'priceType' | 'fee' | 'product' | 'deliveryMethod';

/** The account's venue-entered names translated into one locale, by kind and id. */
export type VenueNames = (kind: Kind, id: number | null, name: string) => string;

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

/** A basket answer (the shop's, or a seller's at the box office) in the reader's locale. */
export async function basketInLocale<B extends Basket | null>(
  db: Db,
  accountId: number,
  locale: ShippedLocale,
  basket: B,
): Promise<B> {
  return (basket && localizeBasket(basket, await venueNamesNow(db, accountId, locale))) as B;
}

/** A basket as a reader of `locale` sees it now. */
export async function basketViewIn(
  db: Db,
  accountId: number,
  basketId: string,
  locale: ShippedLocale,
  now: Date,
): Promise<Basket> {
  return basketInLocale(db, accountId, locale, await viewBasket(db, accountId, basketId, now));
}

/**
 * The translations the venue gave its price types, fees, products and delivery methods (only
 * those it gave: a few rows), as a lookup naming them for a reader of `locale` (the reader's
 * translation, else the account's default language's, else the name as entered).
 */
export async function venueNames(db: Db, accountId: number, locale: ShippedLocale): Promise<VenueNames> {
  const translated = (table: string, kind: Kind) =>
    sql`SELECT ${kind} AS kind, id, name_translations AS translations FROM ${sql.raw(table)}
      WHERE account_id = ${accountId} AND name_translations <> '{}'::jsonb`;
  const found = await rows<{ kind: Kind; id: number; translations: NameTranslations }>(
    db,
    sql`${translated('price_types', 'priceType')} UNION ALL ${translated('fees', 'fee')}
      UNION ALL ${translated('products', 'product')} UNION ALL ${translated('delivery_methods', 'deliveryMethod')}`,
  );
  const [account] = await rows<{ default_language: string }>(
    db,
    sql`SELECT default_language FROM accounts WHERE id = ${accountId}`,
  );
  const named = nameReader(locale, account?.default_language);
  const names = new Map(found.map((r) => [`${r.kind}:${r.id}`, r.translations]));
  return (kind, id, name) => (id === null ? name : named(name, names.get(`${kind}:${id}`)));
}

/** A basket with its price types, fees, products and delivery methods named in the buyer's locale. */
export function localizeBasket(basket: Basket, name: VenueNames): Basket {
  const fee = (f: Basket['orderFees'][number]) => ({ ...f, name: name('fee', f.feeId, f.name) });
  return {
    ...basket,
    items: basket.items.map((item) => ({
      ...item,
      priceTypeName:
        item.priceTypeName === null ? null : name('priceType', item.priceTypeId, item.priceTypeName),
      priceTypes: item.priceTypes.map((p) => ({ ...p, name: name('priceType', p.id, p.name) })),
      fees: item.fees.map(fee),
    })),
    products: basket.products.map((p) => ({ ...p, name: name('product', p.productId, p.name) })),
    orderFees: basket.orderFees.map(fee),
    deliveryMethods: basket.deliveryMethods.map((m) => ({
      ...m,
      displayName: name('deliveryMethod', m.id, m.displayName),
    })),
  };
}

/**
 * An event's seat view (the shop's or a seller's) with its price types and the fees of its
 * all-in prices named in the reader's locale.
 */
export function localizeSeatNames<S extends SeatViewNames>(seats: S, name: VenueNames): S {
  return {
    ...seats,
    priceTypes: seats.priceTypes.map((p) => ({ ...p, name: name('priceType', p.id, p.name) })),
    priceLevels: seats.priceLevels.map((level) => ({
      ...level,
      allIn: level.allIn.map((price) => ({
        ...price,
        fees: price.fees.map((f) => ({ ...f, name: name('fee', f.feeId, f.name) })),
      })),
    })),
  };
}

type SeatViewNames = Pick<SellSeats, 'priceTypes' | 'priceLevels'>;

/** Products on sale named in the reader's locale. */
export function localizeProductOffers(offers: ProductOffers, name: VenueNames): ProductOffers {
  return { ...offers, products: offers.products.map((p) => ({ ...p, name: name('product', p.id, p.name) })) };
}
