import type { SaleMode } from './event-rules';

/** The two ways a shop buyer takes reserved seats: picking them on the map, or best available. */
export type ShopSeatChoice = 'pick' | 'best';

/**
 * Whether the event's sale mode offers this way of choosing seats in the shop (spec §3 "sale
 * mode"). It is the shop's mode: staff channels choose seats either way whatever it says.
 */
export function saleModeOffers(mode: SaleMode, choice: ShopSeatChoice): boolean {
  if (mode === 'SelectOrBestAvailable') return true;
  return choice === 'pick' ? mode === 'SelectSeats' : mode === 'BestAvailable';
}

/** The refusal of a way of choosing seats the event's sale mode does not offer; null when offered. */
export function saleModeRefusal(
  mode: SaleMode,
  choice: ShopSeatChoice,
): 'purchase.seat_picking_not_offered' | 'purchase.best_available_not_offered' | null {
  if (saleModeOffers(mode, choice)) return null;
  return choice === 'pick' ? 'purchase.seat_picking_not_offered' : 'purchase.best_available_not_offered';
}

/**
 * The ways the shop's event page offers: its sale mode's, except that a heavy on-sale shows
 * best available alone (no map, decisions/0055) unless its sale mode is select seats only.
 */
export function shopSeatWays(mode: SaleMode, heavyOnSale: boolean): Record<ShopSeatChoice, boolean> {
  const best = saleModeOffers(mode, 'best');
  if (heavyOnSale) return { pick: !best, best };
  return { pick: saleModeOffers(mode, 'pick'), best };
}
