import { archiveEventPriceLevel } from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import { archiveEventLevel } from './event-price-levels.service';
import { eventDetail } from './events.service';

export const eventPriceLevelRoutes = [
  implement(archiveEventPriceLevel, async ({ deps, accountId, params, body }) => {
    await archiveEventLevel(
      deps.db,
      accountId,
      params.eventId,
      params.priceLevelId,
      body.replacementId,
      deps.now(),
    );
    return eventDetail(deps.db, accountId, params.eventId);
  }),
];
