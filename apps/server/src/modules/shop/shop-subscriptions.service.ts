import type { Basket } from '@tessera/contract';
import type { Db } from '@/db/client';
import { addSeasonPackage } from '@/modules/baskets/basket-packages.service';
import { allowedHoldIds, findBestSeats } from '@/modules/inventory/inventory.service';
import { sellablePackage } from '@/modules/seasons/seasons.service';
import { AppError } from '@/platform/http/app-error';
import { shopSeller } from './shop-basket.service';

/** How many places best available tries before it answers that none is open everywhere. */
const BEST_TRIES = 12;

/** Refusals of one place that another place may not meet. */
const placeRefusals = new Set([
  'purchase.season_package_seat_taken',
  'purchase.season_package_seat_missing',
  'purchase.seat_unpriced',
  'purchase.season_package_only',
  'purchase.seats_unavailable',
]);

/**
 * A season package into this browser's basket (decisions/0111), through the box office's one
 * reservation core (`addSeasonPackage`, 0086/0108) as the shop seller: the seat picked, or with
 * none the best place open in every event: the best seats of the first (chosen) event, tried in
 * order until one place is open in every event of the package.
 */
export async function addPackageToShopBasket(
  db: Db,
  accountId: number,
  basketId: string,
  request: {
    packageId: number;
    priceTypeId: number;
    seatIds?: readonly number[];
    eventIds?: readonly number[];
  },
  now: Date,
): Promise<Basket> {
  const add = (seatIds: readonly number[]) =>
    addSeasonPackage(
      db,
      accountId,
      basketId,
      shopSeller,
      {
        packageId: request.packageId,
        seatIds,
        priceTypeId: request.priceTypeId,
        ...(request.eventIds ? { eventIds: request.eventIds } : {}),
      },
      now,
    );
  if (request.seatIds?.length) return add(request.seatIds);
  const pkg = await sellablePackage(db, accountId, request.packageId);
  if (!pkg) throw new AppError('purchase.season_package_not_found', 'packageId');
  const chosen = request.eventIds ? new Set(request.eventIds) : null;
  const first = pkg.events.find((e) => !chosen || chosen.has(e.id));
  if (!first) throw new AppError('purchase.season_package_events', 'eventIds');
  const holds = await allowedHoldIds(db, accountId, first.id, 'Web', null);
  const tried: number[] = [];
  for (let attempt = 0; attempt < BEST_TRIES; attempt++) {
    const [seat] = await findBestSeats(
      db,
      accountId,
      first.id,
      { quantity: 1, excludeIds: tried },
      holds,
      now,
    );
    if (!seat) break;
    try {
      return await add([seat.id]);
    } catch (error) {
      if (!(error instanceof AppError && placeRefusals.has(error.code))) throw error;
      tried.push(seat.id);
    }
  }
  throw new AppError('purchase.season_package_no_seats', 'seatIds');
}
