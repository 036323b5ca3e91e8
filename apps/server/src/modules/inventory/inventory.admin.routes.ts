import {
  bulkEditSeats,
  changeSeatByLocator,
  getEventSeats,
  listSeatHistory,
  locateSeats,
} from '@tessera/contract';
import { requireEvent } from '@/modules/events/events.service';
import { eventGaAreaRows } from '@/modules/events/events.store';
import { implement } from '@/platform/http/implement';
import { applyBulkAction } from './inventory.bulk';
import { findSeatsByKey, pageSeatHistory } from './inventory.history';
import { changeSeatByKey } from './inventory.locator';
import { seatColumnsOf } from './inventory.store';

export const inventoryAdminRoutes = [
  implement(getEventSeats, async ({ deps, accountId, params, query }) => {
    await requireEvent(deps.db, accountId, params.eventId);
    const [{ columns }, gaAreas] = await Promise.all([
      seatColumnsOf(deps.db, accountId, params.eventId, query.since, deps.now()),
      eventGaAreaRows(deps.db, accountId, params.eventId),
    ]);
    return { eventId: params.eventId, ...columns, gaAreas };
  }),
  implement(bulkEditSeats, async ({ deps, accountId, staff, params, body }) => ({
    events: await applyBulkAction(deps.db, accountId, params.eventId, body, staff.userId, deps.now()),
  })),
  implement(listSeatHistory, ({ deps, accountId, query }) => pageSeatHistory(deps.db, accountId, query)),
  implement(locateSeats, ({ deps, accountId, query }) =>
    findSeatsByKey(
      deps.db,
      accountId,
      query.keys
        .split(/[\s,]+/)
        .filter(Boolean)
        .slice(0, 100),
    ),
  ),
  implement(changeSeatByLocator, ({ deps, accountId, staff, body }) =>
    changeSeatByKey(deps.db, accountId, body, staff.userId, deps.now()),
  ),
];
