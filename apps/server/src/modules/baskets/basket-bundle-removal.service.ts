import type { Db } from '@/db/client';
import { releaseBasket } from '@/modules/inventory/reservations.store';
import { deleteBundleLine } from './basket-bundles.store';
import { basketProductRows, releaseVariant } from './basket-products.store';
import { basketItems } from './baskets.store';
import type { Seller } from './sellers.service';

/**
 * Removes a template package or an event plan from a basket as one (decisions/0112): every
 * part's seat is given back, its products' stock too, and the line goes with its parts. Runs in
 * the caller's transaction, under the basket's lock.
 */
export async function removeBundle(
  tx: Db,
  accountId: number,
  basketId: string,
  bundleLineId: number,
  seller: Seller,
  now: Date,
): Promise<void> {
  const seats = (await basketItems(tx, accountId, basketId)).filter(
    (i) => i.bundle_line_id === bundleLineId && i.event_seat_id !== null,
  );
  if (seats.length > 0)
    await releaseBasket(tx, accountId, basketId, now, {
      seatIds: seats.map((p) => p.event_seat_id!),
      userId: seller.userId,
      reason: 'removedFromBasket',
    });
  for (const product of await basketProductRows(tx, accountId, basketId, true))
    if (product.bundle_line_id === bundleLineId && product.product_variant_id !== null)
      await releaseVariant(tx, accountId, product.product_variant_id, product.stock_reserved);
  await deleteBundleLine(tx, accountId, basketId, bundleLineId);
}
