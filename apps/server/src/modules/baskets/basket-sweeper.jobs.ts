import type { Db } from '@/db/client';
import { sweepExpiredSeats } from '@/modules/inventory/seat-sweeper.store';
import { sweepLapsedProductStock } from './basket-products.store';

/**
 * Tidies what baskets whose time has run out still hold: seats and GA places (through the
 * inventory module) and product units, back to their variant's stock (decisions/0028).
 * Correctness does not depend on it; it keeps counts and seat maps current. Works in batches.
 */
export async function sweepExpiredReservations(
  db: Db,
  now: Date,
  batch = 5000,
): Promise<{ seats: number; places: number; products: number }> {
  const { seats, places } = await sweepExpiredSeats(db, now, batch);
  const products = await sweepLapsedProductStock(db, now, batch);
  return { seats, places, products };
}

/** Runs the sweeper every `everyMs` until stopped; failures are logged and retried next time. */
export function startSweeper(
  db: Db,
  now: () => Date,
  log: (error: unknown) => void,
  everyMs = 60_000,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepExpiredReservations(db, now())
      .catch(log)
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
