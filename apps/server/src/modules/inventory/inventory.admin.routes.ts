import {
  bulkEditSeats,
  changeSeatByLocator,
  getEventSeats,
  listSeatHistory,
  locateSeats,
  statusLetters,
  unavailableLetter,
} from '@tessera/contract';
import {
  allowsEvent,
  eventsScopeApplies,
  seatDisplayLimitFor,
  seatsBeyondDisplayLimit,
} from '@tessera/domain';
import { requireEvent } from '@/modules/events/events.service';
import { eventGaAreaRows } from '@/modules/events/events.store';
import { policyFor, requireEventsInScope, scopedEvents } from '@/modules/user-groups/policy';
import { implement } from '@/platform/http/implement';
import { applyBulkAction, requireSeatMapAction } from './inventory.bulk';
import { findSeatsByKey, pageSeatHistory } from './inventory.history';
import { changeSeatByKey } from './inventory.locator';
import { seatColumnsOf } from './inventory.store';

export const inventoryAdminRoutes = [
  implement(getEventSeats, async ({ deps, accountId, staff, params, query }) => {
    await requireEvent(deps.db, accountId, params.eventId);
    const policy = await policyFor(deps.db, staff);
    const limited = seatDisplayLimitFor(policy) !== null;
    const [columns, gaAreas] = await Promise.all([
      seatColumnsOf(deps.db, accountId, params.eventId, limited ? undefined : query.since),
      eventGaAreaRows(deps.db, accountId, params.eventId),
    ]);
    if (limited) {
      // The group's seat display limit: open seats beyond it per price level per section show as held back.
      const letters = columns.seats.status.split('');
      const hidden = seatsBeyondDisplayLimit(
        policy,
        letters.map((letter, i) => ({
          section: columns.sections[columns.seats.section[i]!] ?? '',
          priceLevelId: columns.seats.priceLevel[i] || null,
          available: letter === statusLetters.open,
        })),
      );
      for (const i of hidden) letters[i] = unavailableLetter;
      columns.seats.status = letters.join('');
    }
    return { eventId: params.eventId, ...columns, gaAreas };
  }),
  implement(bulkEditSeats, async ({ deps, accountId, staff, params, body }) => {
    await requireSeatMapAction(deps.db, accountId, staff, {
      action: body.action.kind,
      holdId: body.action.kind === 'hold' ? body.action.holdId : null,
      saleTypeId: body.action.kind === 'saleType' ? body.action.saleTypeId : null,
      seatIds:
        body.action.kind === 'release' || body.action.kind === 'kill' || body.action.kind === 'hold'
          ? body.seatIds
          : [],
    });
    return {
      events: await applyBulkAction(deps.db, accountId, params.eventId, body, staff.userId, deps.now()),
    };
  }),
  implement(listSeatHistory, ({ deps, accountId, query }) => pageSeatHistory(deps.db, accountId, query)),
  implement(locateSeats, async ({ deps, accountId, staff, query }) => {
    const keys = query.keys
      .split(/[\s,]+/)
      .filter(Boolean)
      .slice(0, 100);
    const found = await findSeatsByKey(deps.db, accountId, keys);
    // Seats of events outside the user group's events scope are not found for this user.
    const policy = await policyFor(deps.db, staff);
    if (!eventsScopeApplies(policy)) return found;
    const inScope = new Set(
      (
        await scopedEvents(
          deps.db,
          accountId,
          found.seats.map((s) => s.eventId),
        )
      )
        .filter((e) => allowsEvent(policy, e))
        .map((e) => e.id),
    );
    const hidden = found.seats.filter((s) => !inScope.has(s.eventId));
    return {
      seats: found.seats.filter((s) => inScope.has(s.eventId)),
      notFound: [...found.notFound, ...hidden.map((s) => s.seatKey)],
    };
  }),
  implement(changeSeatByLocator, async ({ deps, accountId, staff, body }) => {
    // The key starts with the event id: the events scope and the seat-map actions apply.
    const eventId = Number(/^(\d{1,9})-/.exec(body.key)?.[1] ?? 0);
    await requireEventsInScope(deps.db, staff, eventId ? [eventId] : []);
    await requireSeatMapAction(deps.db, accountId, staff, {
      action: body.action,
      holdId: body.action === 'hold' ? body.holdId : null,
    });
    return changeSeatByKey(deps.db, accountId, body, staff.userId, deps.now());
  }),
];
