import type { SellPriceLevel } from '@tessera/contract';
import type { TFunction } from 'i18next';

export type AllIn = SellPriceLevel['allIn'][number];

/**
 * What one ticket of a price level costs all-in with the chosen price type (the server's
 * figure, from the basket's pricing engine): that type's price, else the level's own price.
 * The shop and the box office show the same figure.
 */
export function allInFor(level: Pick<SellPriceLevel, 'allIn' | 'price'>, priceTypeId: number | null): AllIn {
  return (
    level.allIn.find((p) => p.priceTypeId === priceTypeId) ??
    level.allIn.find((p) => p.priceTypeId === null) ??
    level.allIn[0] ?? { priceTypeId: null, faceValue: level.price, fees: [], total: level.price }
  );
}

/** The breakdown of an all-in price: the ticket's face value and each per-ticket fee. */
export function feeBreakdown(price: AllIn, money: (minor: number) => string, t: TFunction): string {
  return t('allIn.breakdown', {
    ticket: money(price.faceValue),
    fees: price.fees.map((f) => `${f.name} ${money(f.amount)}`).join(' + '),
  });
}
