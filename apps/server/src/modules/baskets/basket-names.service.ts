import type { Basket, ProductOffers, SellSeats } from '@tessera/contract';
import type { ShippedLocale } from '@tessera/domain';
import type { Db } from '@/db/client';
import { type VenueNames, venueNamesNow } from '@/modules/pricing/venue-names.service';
import { viewBasket } from './baskets.service';

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
