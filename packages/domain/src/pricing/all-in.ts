import { priceBasket } from './basket';
import { faceValue, type PriceLevelPrice, type PriceTableEntry, type PriceTypeOffset } from './face-value';
import type { Fee, FeeCharge } from './fees';

/** What a buyer pays for one ticket of a price level and price type, mandatory fees included. */
export interface AllInPrice {
  readonly priceLevelId: number;
  readonly priceTypeId: number | null;
  readonly faceValue: number;
  /** The per-ticket fees (the breakdown); per-order fees are charged once per order on top. */
  readonly fees: readonly FeeCharge[];
  /** Face value plus the per-ticket fees added on top: the all-in price shown to buyers. */
  readonly total: number;
}

/**
 * The all-in price of one ticket for every price level and price type the buyer may choose
 * (no price type: the level's own price), priced by the same engine as the basket, so the
 * price a buyer is shown is the price the basket charges. A level without a price for a
 * type (an empty price table cell) is left out for that type.
 */
export function allInPrices(
  levels: readonly PriceLevelPrice[],
  types: readonly PriceTypeOffset[],
  table: readonly PriceTableEntry[],
  fees: readonly Fee[],
): AllInPrice[] {
  const prices: AllInPrice[] = [];
  const one = (level: PriceLevelPrice, priceTypeId: number | null, face: number) => {
    const [ticket] = priceBasket([{ key: 'one', priceLevelId: level.id, faceValue: face }], fees).tickets;
    prices.push({
      priceLevelId: level.id,
      priceTypeId,
      faceValue: face,
      fees: ticket!.fees,
      total: ticket!.total,
    });
  };
  for (const level of levels) {
    if (types.length === 0) one(level, null, level.defaultPrice);
    for (const type of types) {
      const face = faceValue(level, type, table);
      if (face.ok) one(level, type.id, face.faceValue);
    }
  }
  return prices;
}

/** The lowest all-in price ("From $34.00"), or null when nothing has a price. */
export function lowestAllInPrice(prices: readonly AllInPrice[]): number | null {
  return prices.length === 0 ? null : Math.min(...prices.map((p) => p.total));
}
