import {
  createEvent,
  createPriceLevel,
  generateEventSeats,
  getEvent,
  getEventPrices,
  listEvents,
  setEventActive,
  setEventMap,
  setGaCapacity,
  updatePriceLevel,
} from '@tessera/contract';
import type { ErrorCode } from '@tessera/domain';
import { eventGaAreaRows } from '@/modules/inventory/inventory.store';
import { requireSaleTypeChoice } from '@/modules/pricing/sale-type-choice.store';
import { eventsScopeCondition } from '@/modules/user-groups/group-policy.service';
import { AppError, AppErrors } from '@/platform/http/app-error';
import { notFound, withUniqueName } from '@/platform/http/common-errors';
import { implement } from '@/platform/http/implement';
import { eventPrices } from './event-prices.service';
import {
  attachEventMap,
  eventDetail,
  eventSummaryOf,
  generateSeatsFor,
  requireEvent,
} from './events.service';
import {
  insertPriceLevel,
  listEventRows,
  priceLevelOfEvent,
  setActive,
  updateGaArea,
  updatePriceLevelRow,
} from './events.store';
import { createEventFrom } from './events-create.service';

export const eventsAdminRoutes = [
  implement(getEventPrices, ({ deps, accountId, params, query }) =>
    eventPrices(deps.db, accountId, params.eventId, query.promotionId),
  ),
  implement(listEvents, async ({ deps, accountId, staff, query }) => {
    // Only events within the user group's events scope (spec §3).
    const rows = await listEventRows(deps.db, accountId, query, await eventsScopeCondition(deps.db, staff));
    return rows.map(eventSummaryOf);
  }),
  implement(createEvent, async ({ deps, accountId, body }) => {
    const id = await createEventFrom(deps.db, accountId, body, deps.now());
    return eventDetail(deps.db, accountId, id);
  }),
  implement(getEvent, ({ deps, accountId, params }) => eventDetail(deps.db, accountId, params.eventId)),
  implement(generateEventSeats, async ({ deps, accountId, params }) => {
    await generateSeatsFor(deps.db, accountId, params.eventId, deps.now());
    return eventDetail(deps.db, accountId, params.eventId);
  }),
  implement(setEventActive, async ({ deps, accountId, params, body }) => {
    if (body.active) {
      // The readiness checklist: every blocking problem is answered, each with its own code.
      const blocking = (await eventDetail(deps.db, accountId, params.eventId)).readiness.filter(
        (p) => p.blocking,
      );
      if (blocking.length > 0) {
        throw new AppErrors(blocking.map((p) => new AppError(p.code as ErrorCode, undefined, p.params)));
      }
    } else {
      await requireEvent(deps.db, accountId, params.eventId);
    }
    if (!(await setActive(deps.db, accountId, params.eventId, body.active))) {
      throw new AppError('admin.seats_not_generated');
    }
    return eventDetail(deps.db, accountId, params.eventId);
  }),
  implement(setEventMap, async ({ deps, accountId, params, body }) => {
    await attachEventMap(deps.db, accountId, params.eventId, body.mapId);
    return eventDetail(deps.db, accountId, params.eventId);
  }),
  implement(createPriceLevel, async ({ deps, accountId, params, body }) => {
    await requireEvent(deps.db, accountId, params.eventId);
    await requireSaleTypeChoice(deps.db, accountId, body.saleTypeId);
    await withUniqueName(() => insertPriceLevel(deps.db, accountId, params.eventId, body));
    return eventDetail(deps.db, accountId, params.eventId);
  }),
  implement(updatePriceLevel, async ({ deps, accountId, params, body }) => {
    const level = await priceLevelOfEvent(deps.db, accountId, params.eventId, params.priceLevelId);
    if (!level) throw notFound();
    if (level.archivedAt) throw new AppError('admin.price_level_archived');
    await requireSaleTypeChoice(deps.db, accountId, body.saleTypeId);
    const found = await withUniqueName(() =>
      updatePriceLevelRow(deps.db, accountId, params.eventId, params.priceLevelId, body),
    );
    if (!found) throw new AppError('admin.price_level_archived');
    return eventDetail(deps.db, accountId, params.eventId);
  }),
  implement(setGaCapacity, async ({ deps, accountId, params, body }) => {
    const areas = await eventGaAreaRows(deps.db, accountId, params.eventId);
    const area = areas.find((a) => a.id === params.areaId);
    if (!area) throw notFound();
    if (body.priceLevelId !== null) {
      const level = await priceLevelOfEvent(deps.db, accountId, params.eventId, body.priceLevelId);
      if (!level) throw notFound();
      if (level.archivedAt && level.id !== area.priceLevelId)
        throw new AppError('admin.price_level_archived', 'priceLevelId');
    }
    const ok = await updateGaArea(
      deps.db,
      accountId,
      params.eventId,
      params.areaId,
      body.capacity,
      body.priceLevelId,
    );
    if (!ok) {
      const [now] = (await eventGaAreaRows(deps.db, accountId, params.eventId)).filter(
        (a) => a.id === params.areaId,
      );
      throw new AppError('admin.ga_capacity_below_taken', 'capacity', { taken: now?.taken ?? area.taken });
    }
    return eventDetail(deps.db, accountId, params.eventId);
  }),
];
