import type { SeatStatus } from '../inventory/seats';

/** A general-admission area's places now, as the seat audit counts them (decisions/0106). */
export interface AreaPlaces {
  capacity: number;
  /** In a live basket (a basket whose time ran out holds nothing). */
  reserved: number;
  sold: number;
  comp: number;
  /** Set aside for house seats: off general sale, as a held seat is. */
  hold: number;
}

/**
 * The area's places per state, like a seat's state now: what no basket, order or house-seat
 * set-aside takes is open. The counts always add up to the capacity (an area over-taken by a
 * basket that outlived its time counts no open place rather than a negative number).
 */
export function areaPlacesByStatus(p: AreaPlaces): Record<SeatStatus, number> {
  const counted = { hold: p.hold, sold: p.sold, comp: p.comp, reserved: p.reserved };
  let left = p.capacity;
  const take = (n: number) => {
    const kept = Math.max(0, Math.min(n, left));
    left -= kept;
    return kept;
  };
  // Sold and comp places first: they are tickets; then house seats, then baskets.
  const sold = take(counted.sold);
  const comp = take(counted.comp);
  const hold = take(counted.hold);
  const reserved = take(counted.reserved);
  return { open: left, hold, reserved, sold, comp, kill: 0 };
}
