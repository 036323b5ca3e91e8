/**
 * Products sold with tickets (spec §3 "Products"): the party-size rule of full-party add-ons,
 * the stock arithmetic of inventory-controlled variants and the price of a product line.
 */

/** The most of one product a basket line may hold when the buyer chooses the quantity. */
export const maxProductQuantity = 99;

/** A variant's stock: `available` null means unlimited (inventory not controlled). */
export interface VariantStock {
  readonly available: number | null;
  readonly sold: number;
  readonly reserved: number;
}

/** How many are left to sell; null when unlimited. Never below zero. */
export function stockLeft(stock: VariantStock): number | null {
  if (stock.available === null) return null;
  return Math.max(0, stock.available - stock.sold - stock.reserved);
}

/** Whether `quantity` more can be reserved without selling more than the stock. */
export function canReserve(stock: VariantStock, quantity: number): boolean {
  const left = stockLeft(stock);
  return left === null || quantity <= left;
}

/** Left across a product's variants; null when any is unlimited or there are none. */
export function productStockLeft(variants: readonly VariantStock[]): number | null {
  if (variants.length === 0) return null;
  let total = 0;
  for (const v of variants) {
    const left = stockLeft(v);
    if (left === null) return null;
    total += left;
  }
  return total;
}

/** Whether a product's stock is counted: controlled, and the variant has a stock (decisions/0028). */
export function stockControlled(inventoryControlled: boolean, variantAvailable: number | null): boolean {
  return inventoryControlled && variantAvailable !== null;
}

/** Tickets of one event in a basket: the party a full-party add-on follows. */
export function partySize(
  ticketLines: readonly { readonly eventId: number; readonly quantity: number }[],
  eventId: number,
): number {
  return ticketLines.filter((l) => l.eventId === eventId).reduce((n, l) => n + l.quantity, 0);
}

export type ProductQuantityProblem =
  | { reason: 'needs_tickets' }
  | { reason: 'party_quantity_fixed'; partySize: number }
  | { reason: 'out_of_range'; max: number };

/**
 * The quantity a product line gets. A full-party add-on always takes the party size (it needs
 * tickets of its event; a quantity asked for that differs is refused when `fixed`, i.e. when
 * the buyer sets it, and ignored when adding). Any other line takes the quantity asked for.
 */
export function productLineQuantity(input: {
  fullPartyAddOn: boolean;
  requested: number;
  partySize: number;
  /** The buyer is setting the quantity of an existing line (not adding one). */
  fixed: boolean;
}): { ok: true; quantity: number } | { ok: false; problem: ProductQuantityProblem } {
  if (input.fullPartyAddOn) {
    if (input.partySize === 0) return { ok: false, problem: { reason: 'needs_tickets' } };
    if (input.fixed && input.requested !== input.partySize) {
      return { ok: false, problem: { reason: 'party_quantity_fixed', partySize: input.partySize } };
    }
    return { ok: true, quantity: input.partySize };
  }
  if (!Number.isInteger(input.requested) || input.requested < 1 || input.requested > maxProductQuantity) {
    return { ok: false, problem: { reason: 'out_of_range', max: maxProductQuantity } };
  }
  return { ok: true, quantity: input.requested };
}

/** What a product line costs: the product's own price times the quantity (no ticket fees). */
export function productLineTotal(unitPrice: number, quantity: number): number {
  return unitPrice * quantity;
}

/** The change a line's stock reservation needs to hold `wanted` (positive: reserve more). */
export function reservationChange(held: number, wanted: number): number {
  return wanted - held;
}
