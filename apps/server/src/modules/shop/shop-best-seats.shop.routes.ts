import { findShopBestSeats } from '@tessera/contract';
import { allowedHoldIds, findBestSeats } from '@/modules/inventory/inventory.service';
import { admittedBy } from '@/modules/waiting-room/waiting-room.http';
import { implement } from '@/platform/http/implement';
import { requireWebOnSale } from './shop-basket.service';
import { seatOffer } from './shop-seat-offer.http';

/** Best seats found for a shop buyer to look at before they go into the basket. */
export const shopBestSeatsRoutes = [
  implement(findShopBestSeats, async ({ deps, accountId, params, body, request }) => {
    const now = deps.now();
    await requireWebOnSale(
      deps.db,
      accountId,
      params.eventId,
      now,
      admittedBy(request, deps.config.serverSecret, accountId, now),
      'best',
    );
    const holds = await allowedHoldIds(deps.db, accountId, params.eventId, 'Web', null);
    const seats = await findBestSeats(
      deps.db,
      accountId,
      params.eventId,
      {
        quantity: body.quantity,
        priceLevelIds: body.priceLevelIds.length ? body.priceLevelIds : undefined,
        maxPrice: body.maxPrice ?? undefined,
        excludeIds: body.excludeSeatIds,
        nearSeatIds: body.nearSeatIds,
      },
      holds,
      now,
    );
    const seatIds = seats.map((s) => s.id);
    return {
      seats,
      offer: seatOffer(deps.config.serverSecret, { accountId, eventId: params.eventId, seatIds }, now),
    };
  }),
];
