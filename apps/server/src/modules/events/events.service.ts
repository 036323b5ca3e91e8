import type { EventDetail, EventSummary } from '@tessera/contract';
import {
  eventReadiness,
  priceLevelsByZone,
  type ReadinessProblem,
  type SeatMapDefinition,
  type SeatStatus,
  seatStatuses,
  seatsByOwnZone,
} from '@tessera/domain';
import type { Db } from '@/db/client';
import { eventGaAreaRows } from '@/modules/inventory/inventory.store';
import {
  analyzeEventSeats,
  deleteEventSeats,
  eventSeatsInUse,
  insertEventSeats,
} from '@/modules/inventory/seat-generation.store';
import { paintByName, paintSeats } from '@/modules/inventory/seat-price-levels.store';
import { requireMap } from '@/modules/maps/maps.service';
import { requireVenue } from '@/modules/venues/venues.service';
import { AppError } from '@/platform/http/app-error';
import { notFound } from '@/platform/http/common-errors';
import { rowLocalDates } from './event-dates.rules';
import { currentMapVersion, lockEventSeating, markSeatsGenerated, setEventMap } from './event-seating.store';
import {
  eventPriceLevels,
  eventSeatCounts,
  findEventRow,
  insertEvent,
  type listEventRows,
  paymentAccountCount,
} from './events.store';

type SummaryRow = Awaited<ReturnType<typeof listEventRows>>[number];

export function eventSummaryOf(row: SummaryRow): EventSummary {
  return {
    id: row.id,
    name: row.name,
    venueId: row.venueId,
    venueName: row.venueName,
    timezone: row.timezone,
    startsAt: row.startsAt.toISOString(),
    active: row.active,
    status: row.status,
    dateTbd: row.dateTbd,
    timeTbd: row.timeTbd,
    seatsGenerated: row.seatsGeneratedAt !== null,
    seatTotal: row.seatTotal,
  };
}

export async function requireEvent(db: Db, accountId: number, eventId: number) {
  const row = await findEventRow(db, accountId, eventId);
  if (!row) throw notFound();
  return row;
}

export async function eventDetail(db: Db, accountId: number, eventId: number): Promise<EventDetail> {
  const row = await requireEvent(db, accountId, eventId);
  const [counts, levels, areas, accounts] = await Promise.all([
    eventSeatCounts(db, eventId),
    eventPriceLevels(db, accountId, eventId),
    eventGaAreaRows(db, accountId, eventId),
    paymentAccountCount(db, accountId),
  ]);
  const statusCounts = Object.fromEntries(seatStatuses.map((s) => [s, 0])) as Record<SeatStatus, number>;
  const holds = new Map<number, number>();
  let unpricedSeats = 0;
  for (const c of counts) {
    statusCounts[c.status as SeatStatus] += c.n;
    // Seats that may still be sold; a killed seat never is, a sold one already was.
    if (c.status === 'open' || c.status === 'hold') unpricedSeats += c.unpriced;
    if (c.hold_id !== null && (c.status === 'hold' || c.status === 'kill')) {
      holds.set(c.hold_id, (holds.get(c.hold_id) ?? 0) + c.n);
    }
  }
  return {
    ...eventSummaryOf(row),
    name: row.name,
    alternateName: row.alternateName,
    description: row.description,
    externalEventId: row.externalEventId,
    dateTbdDescription: row.dateTbdDescription,
    dates: rowLocalDates(row, row.timezone),
    orderTicketLimit: row.orderTicketLimit,
    dontLeaveSingleSeats: row.dontLeaveSingleSeats,
    saleMode: row.saleMode,
    heavyOnSale: row.heavyOnSale,
    exchangeFeeOverride: row.exchangeFeeOverride,
    waiveExchangeFees: row.waiveExchangeFees,
    hardTicketLine1: row.hardTicketLine1,
    hardTicketLine2: row.hardTicketLine2,
    ticketText1: row.ticketText1,
    ticketText2: row.ticketText2,
    ticketText3: row.ticketText3,
    alertOverrideId: row.alertOverrideId,
    mapId: row.mapId,
    mapName: row.mapName,
    mapVersion: row.mapVersion,
    templateId: row.templateId,
    templateName: row.templateName,
    activateOnSeatGeneration: row.activateOnSeatGeneration,
    seatsGeneratedAt: row.seatsGeneratedAt?.toISOString() ?? null,
    statusCounts,
    holdCounts: [...holds].map(([holdId, count]) => ({ holdId, count })),
    priceLevels: levels,
    gaAreas: areas,
    readiness: eventReadiness({
      mapId: row.mapId,
      seatsGenerated: row.seatsGeneratedAt !== null,
      unpricedSeats,
      gaAreas: areas,
      onSaleAt: row.webOnSaleAt,
      paymentAccounts: accounts,
    }).map(readinessLine),
  };
}

const readinessLine = (p: ReadinessProblem): EventDetail['readiness'][number] => ({
  code: p.code,
  params: { ...p.params },
  blocking: p.blocking,
  fix: p.fix,
});

/** An event with its place and start, for the demo seed, tests and benchmarks; the API creates through `createEventFrom`. */
export async function createEventAt(
  db: Db,
  accountId: number,
  input: {
    name: string;
    venueId: number;
    mapId: number | null;
    startsAt: string;
    dontLeaveSingleSeats: boolean;
    endsAt?: Date;
    webOnSaleAt?: Date;
  },
  now: Date,
): Promise<number> {
  await requireVenue(db, accountId, input.venueId);
  if (input.mapId !== null) {
    const map = await requireMap(db, accountId, input.mapId);
    if (map.venueId !== input.venueId) throw notFound();
    if (map.archivedAt) throw new AppError('admin.map_archived');
  }
  return insertEvent(db, { ...input, accountId, startsAt: new Date(input.startsAt), createdAt: now });
}

/**
 * Generates an event's seats from its map's current version, once (spec §4: seats exist only
 * once generated). The event row is locked so two clicks cannot generate twice; the event
 * records the map version the seats came from.
 */
export async function generateSeatsFor(
  db: Db,
  accountId: number,
  eventId: number,
  now: Date,
): Promise<number> {
  const count = await db.transaction(async (tx) => {
    const event = await lockEventSeating(tx, accountId, eventId);
    if (!event) throw notFound();
    if (event.seatsGeneratedAt) throw new AppError('admin.seats_already_generated');
    if (event.mapId === null) throw new AppError('admin.event_map_required');
    const version = await currentMapVersion(tx, accountId, event.mapId);
    if (!version) throw new AppError('admin.seat_generation_failed');
    return seatEventFrom(tx, accountId, eventId, version, now);
  });
  // Fresh statistics, so the planner reaches seats by id rather than scanning the new event.
  await analyzeEventSeats(db);
  return count;
}

/**
 * The event's price levels whose zone names a section or general-admission area of the map
 * paint its seats (or the area), so a template's price layout reaches every new event.
 */
async function paintPriceZones(tx: Db, accountId: number, eventId: number, definition: SeatMapDefinition) {
  const levels = await eventPriceLevels(tx, accountId, eventId);
  const live = levels.filter((l) => !l.archived && l.zone.trim() !== '');
  if (live.length === 0) return;
  const sections = priceLevelsByZone(
    live,
    definition.sections.map((x) => x.name),
  );
  const areas = priceLevelsByZone(
    live,
    definition.gaAreas.map((a) => a.name),
  );
  await paintByName(tx, accountId, eventId, sections, areas);
  await paintSeats(tx, accountId, eventId, seatsByOwnZone(live, definition));
}

/**
 * Inserts an event's seats from one map version and records it on the event. A template's
 * Active box takes effect here, now that seats exist (decisions/0015-event-fields.md), when
 * the readiness checklist would let the event be activated by hand.
 */
export async function seatEventFrom(
  tx: Db,
  accountId: number,
  eventId: number,
  version: { id: number; definition: unknown },
  now: Date,
): Promise<number> {
  const definition = version.definition as SeatMapDefinition;
  const inserted = await insertEventSeats(tx, accountId, eventId, definition);
  await paintPriceZones(tx, accountId, eventId, definition);
  await markSeatsGenerated(tx, accountId, eventId, version.id, now);
  return inserted;
}

/**
 * Attaches a map of the event's venue to the event. Seats generated from another map are
 * removed with its general-admission areas (and the event deactivated) so they can be generated
 * from the new one, but only while none is sold, reserved or in a basket: the event row is
 * locked so no sale starts meanwhile.
 */
export async function attachEventMap(db: Db, accountId: number, eventId: number, mapId: number) {
  await db.transaction(async (tx) => {
    const event = await lockEventSeating(tx, accountId, eventId);
    if (!event) throw notFound();
    const map = await requireMap(tx, accountId, mapId);
    if (map.venueId !== event.venueId) throw notFound();
    if (map.archivedAt) throw new AppError('admin.map_archived', 'mapId');
    if (event.mapId === mapId && event.seatsGeneratedAt === null) return;
    if (event.seatsGeneratedAt !== null) {
      if (await eventSeatsInUse(tx, eventId)) throw new AppError('admin.event_map_locked', 'mapId');
      await deleteEventSeats(tx, accountId, eventId);
    }
    await setEventMap(tx, accountId, eventId, mapId);
  });
}
