import { getSellSeats, listSellableEvents, listSellChannels } from '@tessera/contract';
import { sellerChannels } from '@/modules/baskets/baskets.service';
import { implement } from '@/platform/http/implement';
import { reachOf, sellSeatsOf } from './sell.service';
import { pageSellableEvents } from './sell.store';

export const sellAdminRoutes = [
  implement(listSellableEvents, async ({ deps, accountId, staff, query }) =>
    pageSellableEvents(deps.db, accountId, {
      reach: await reachOf(deps.db, staff),
      search: query.search || undefined,
      page: query.page,
      pageSize: query.pageSize,
      now: deps.now(),
    }),
  ),
  implement(getSellSeats, ({ deps, accountId, staff, params, query }) =>
    sellSeatsOf(deps.db, accountId, staff, { eventId: params.eventId, ...query }, deps.now()),
  ),
  implement(listSellChannels, async ({ deps, accountId, staff }) => ({
    channels: [...(await sellerChannels(deps.db, accountId, staff))],
  })),
];
