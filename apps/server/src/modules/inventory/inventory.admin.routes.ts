import {
  bulkEditSeats,
  changeSeatByLocator,
  getEventSeats,
  listSeatHistory,
  locateSeats,
  type SeatColumns,
  statusLetters,
  streamEventSeats,
} from '@tessera/contract';
import {
  allowsEvent,
  eventsScopeApplies,
  seatDisplayLimitFor,
  seatsBeyondDisplayLimit,
} from '@tessera/domain';
import { policyFor, requireEventsInScope, scopedEvents } from '@/modules/user-groups/group-policy.service';
import type { StaffPrincipal } from '@/platform/auth/principal';
import type { AppDeps } from '@/platform/deps';
import { notFound } from '@/platform/http/common-errors';
import { implement } from '@/platform/http/implement';
import { eventGaAreaRows, eventInAccount, seatColumnsOf } from './inventory.store';
import { applyBulkAction, requireSeatMapAction } from './seat-bulk.service';
import { findSeatsByKey, pageSeatHistory } from './seat-history.store';
import { changeSeatByKey } from './seat-locator.store';

/** The seat columns without the seats at these indexes (tags keyed by the new indexes). */
function withoutSeats(seats: SeatColumns, hidden: ReadonlySet<number>): SeatColumns {
  if (hidden.size === 0) return seats;
  const keep = <T>(list: T[]) => list.filter((_, i) => !hidden.has(i));
  const kept = seats.id.flatMap((_, i) => (hidden.has(i) ? [] : [i]));
  return {
    id: keep(seats.id),
    section: keep(seats.section),
    row: keep(seats.row),
    seat: keep(seats.seat),
    position: keep(seats.position),
    x: keep(seats.x),
    y: keep(seats.y),
    status: keep(seats.status.split('')).join(''),
    hold: keep(seats.hold),
    priceLevel: keep(seats.priceLevel),
    saleType: keep(seats.saleType),
    seatAlert: keep(seats.seatAlert),
    ada: keep(seats.ada),
    tags: Object.fromEntries(
      kept.flatMap((old, i) => (seats.tags[String(old)] ? [[String(i), seats.tags[String(old)]!]] : [])),
    ),
  };
}

/**
 * An event's seats as this staff user's inventory map shows them: all, or those changed after
 * `since`; a user group's seat display limit leaves open seats beyond it out (whole map).
 */
async function staffEventSeats(
  deps: AppDeps,
  accountId: number,
  staff: StaffPrincipal,
  eventId: number,
  since: number | undefined,
) {
  if (!(await eventInAccount(deps.db, accountId, eventId))) throw notFound();
  const policy = await policyFor(deps.db, staff);
  const limited = seatDisplayLimitFor(policy) !== null;
  const [{ columns }, gaAreas] = await Promise.all([
    seatColumnsOf(deps.db, accountId, eventId, limited ? undefined : since, deps.now()),
    eventGaAreaRows(deps.db, accountId, eventId),
  ]);
  if (limited) {
    // The group's seat display limit: open seats beyond it per price level per section are
    // left out of the inventory view (the sell view shows them as unavailable).
    const hidden = new Set(
      seatsBeyondDisplayLimit(
        policy,
        columns.seats.id.map((_, i) => ({
          section: columns.sections[columns.seats.section[i]!] ?? '',
          priceLevelId: columns.seats.priceLevel[i] || null,
          available: columns.seats.status[i] === statusLetters.open,
        })),
      ),
    );
    columns.seats = withoutSeats(columns.seats, hidden);
  }
  return { eventId, ...columns, gaAreas };
}

export const inventoryAdminRoutes = [
  implement(getEventSeats, ({ deps, accountId, staff, params, query }) =>
    staffEventSeats(deps, accountId, staff, params.eventId, query.since),
  ),
  // Live seat status (decisions/0058): the same read, pushed on every change.
  implement(streamEventSeats, async ({ deps, accountId, staff, params, query, request, reply }) => {
    await deps.liveStreams.open(
      request,
      reply,
      {
        accountId,
        eventId: params.eventId,
        shareKey: `staff:${request.id}`,
        address: null,
        read: (since) => staffEventSeats(deps, accountId, staff, params.eventId, since),
      },
      query.since,
    );
    return '';
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
