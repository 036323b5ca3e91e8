import { faceValue, type PriceLevelPrice, type PriceTableEntry, type PriceTypeOffset } from './face-value';

export interface PriceGridCell {
  readonly priceLevelId: number;
  readonly priceTypeId: number;
  /** Table types are typed in; the others are worked out from the level's price. */
  readonly editable: boolean;
  /** The face value, or null for a Table cell with no price yet. */
  readonly price: number | null;
}

/**
 * The price table as a grid of price level × price type: Table cells show the entered price,
 * Percentage and FlatAmount cells the face value `faceValue` works out, so the grid and the
 * sale always agree.
 */
export function priceGrid(
  levels: readonly PriceLevelPrice[],
  types: readonly PriceTypeOffset[],
  table: readonly PriceTableEntry[],
): PriceGridCell[][] {
  return levels.map((level) =>
    types.map((type) => {
      const result = faceValue(level, type, table);
      return {
        priceLevelId: level.id,
        priceTypeId: type.id,
        editable: type.offsetType === 'Table',
        price: result.ok ? result.faceValue : null,
      };
    }),
  );
}
