/**
 * What one client of the shop may hold at once, so that a script cannot make an on-sale
 * unsellable by holding every seat for the basket timer. A client is the address a request
 * comes from; a hold lasts until its basket expires (a basket's timer starts at its first
 * seat and is never extended, so every seat it holds was taken within one timer).
 */
export interface HoldLimits {
  /** Tickets (seats and general-admission places) held at once for one event. */
  readonly ticketsPerAddressPerEvent: number;
  /** Baskets holding tickets of one event at once. */
  readonly basketsPerAddressPerEvent: number;
}

/** One addition a client made: its basket (the browser's), how many tickets, until when. */
export interface Hold {
  readonly basket: string;
  readonly tickets: number;
  readonly until: Date;
}

/**
 * Whether a client holding `holds` (for one event) may take `tickets` more into `basket` now:
 * null when it may, else the limit it would pass. Holds whose basket has expired count no more.
 */
export function holdLimitProblem(
  holds: readonly Hold[],
  addition: { basket: string; tickets: number },
  limits: HoldLimits,
  now: Date,
): 'tickets' | 'baskets' | null {
  const live = holds.filter((h) => h.until.getTime() > now.getTime());
  const held = live.reduce((sum, h) => sum + h.tickets, 0);
  if (held + addition.tickets > limits.ticketsPerAddressPerEvent) return 'tickets';
  const baskets = new Set(live.map((h) => h.basket));
  baskets.add(addition.basket);
  if (baskets.size > limits.basketsPerAddressPerEvent) return 'baskets';
  return null;
}
