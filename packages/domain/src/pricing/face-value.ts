import { percentOf } from './arithmetic';

export const offsetTypes = ['Percentage', 'FlatAmount', 'Table'] as const;
export type OffsetType = (typeof offsetTypes)[number];

export interface PriceLevelPrice {
  readonly id: number;
  /** Default price in minor units. */
  readonly defaultPrice: number;
}

export interface PriceTypeOffset {
  readonly id: number;
  readonly offsetType: OffsetType;
  /** Percentage: basis points off the level's price. FlatAmount: minor units off. Table: unused. */
  readonly defaultDiscount: number;
}

/** Prices set explicitly per price level and price type. */
export interface PriceTableEntry {
  readonly priceLevelId: number;
  readonly priceTypeId: number;
  readonly price: number;
}

export type FaceValueResult = { ok: true; faceValue: number } | { ok: false; reason: 'no_table_price' };

/**
 * The face value of a ticket: the price level's price, adjusted by the price type's offset
 * (a percentage or flat discount, never below zero) or looked up in the price table.
 */
export function faceValue(
  level: PriceLevelPrice,
  type: PriceTypeOffset,
  table: readonly PriceTableEntry[] = [],
): FaceValueResult {
  switch (type.offsetType) {
    case 'Percentage':
      return {
        ok: true,
        faceValue: Math.max(0, level.defaultPrice - percentOf(level.defaultPrice, type.defaultDiscount)),
      };
    case 'FlatAmount':
      return { ok: true, faceValue: Math.max(0, level.defaultPrice - type.defaultDiscount) };
    case 'Table': {
      const entry = table.find((e) => e.priceLevelId === level.id && e.priceTypeId === type.id);
      return entry ? { ok: true, faceValue: entry.price } : { ok: false, reason: 'no_table_price' };
    }
  }
}
