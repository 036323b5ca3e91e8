import type { EventDetail, EventSummary } from '@tessera/contract';
import {
  eventReadiness,
  priceLevelsByZone,
  type ReadinessProblem,
  type SeatMapDefinition,
  type SeatStatus,
  seatStatuses,
} from '@tessera/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { events, venueMaps, venueMapVersions } from '@/db/schema';
import { arrayParam } from '@/db/sql';
import { eventGaAreaRows } from '@/modules/inventory/inventory.store';
import { insertEventSeats } from '@/modules/inventory/seat-generation.store';
import { requireMap } from '@/modules/maps/maps.service';
import { requireVenue } from '@/modules/venues/venues.service';
import { AppError } from '@/platform/http/app-error';
import { notFound } from '@/platform/http/common-errors';
import { rowLocalDates } from './event-dates.rules';
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
    const [event] = await tx
      .select({ mapId: events.mapId, seatsGeneratedAt: events.seatsGeneratedAt })
      .from(events)
      .where(and(eq(events.accountId, accountId), eq(events.id, eventId)))
      .for('update');
    if (!event) throw notFound();
    if (event.seatsGeneratedAt) throw new AppError('admin.seats_already_generated');
    if (event.mapId === null) throw new AppError('admin.event_map_required');
    const [version] = await tx
      .select({ id: venueMapVersions.id, definition: venueMapVersions.definition })
      .from(venueMaps)
      .innerJoin(
        venueMapVersions,
        and(eq(venueMapVersions.mapId, venueMaps.id), eq(venueMapVersions.version, venueMaps.currentVersion)),
      )
      .where(and(eq(venueMaps.accountId, accountId), eq(venueMaps.id, event.mapId)));
    if (!version) throw new AppError('admin.seat_generation_failed');
    return seatEventFrom(tx, accountId, eventId, version, now);
  });
  // Fresh statistics, so the planner reaches seats by id rather than scanning the new event.
  await db.execute(sql`ANALYZE event_seats`);
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
  if (sections.size > 0) {
    await tx.execute(sql`UPDATE event_seats s SET price_level_id = z.level
      FROM unnest(${arrayParam([...sections.keys()])}::text[], ${arrayParam([...sections.values()])}::int[])
        AS z(section, level)
      WHERE s.account_id = ${accountId} AND s.event_id = ${eventId} AND s.section = z.section`);
  }
  if (areas.size > 0) {
    await tx.execute(sql`UPDATE event_ga_areas g SET price_level_id = z.level
      FROM unnest(${arrayParam([...areas.keys()])}::text[], ${arrayParam([...areas.values()])}::int[])
        AS z(name, level)
      WHERE g.account_id = ${accountId} AND g.event_id = ${eventId} AND g.name = z.name`);
  }
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
  await tx
    .update(events)
    .set({
      mapVersionId: version.id,
      seatsGeneratedAt: now,
      // The Active box never puts a ticket on sale without a price or an on-sale date.
      active: sql`${events.active} OR (${events.activateOnSeatGeneration}
        AND ${events.webOnSaleAt} IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM event_seats s WHERE s.event_id = ${eventId} AND s.price_level_id IS NULL)
        AND NOT EXISTS (SELECT 1 FROM event_ga_areas g WHERE g.event_id = ${eventId} AND g.price_level_id IS NULL))`,
      activateOnSeatGeneration: false,
    })
    .where(
      and(eq(events.accountId, accountId), eq(events.id, eventId), sql`${events.seatsGeneratedAt} IS NULL`),
    );
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
    const [event] = await tx
      .select({ venueId: events.venueId, mapId: events.mapId, seatsGeneratedAt: events.seatsGeneratedAt })
      .from(events)
      .where(and(eq(events.accountId, accountId), eq(events.id, eventId)))
      .for('update');
    if (!event) throw notFound();
    const map = await requireMap(tx, accountId, mapId);
    if (map.venueId !== event.venueId) throw notFound();
    if (map.archivedAt) throw new AppError('admin.map_archived', 'mapId');
    if (event.mapId === mapId && event.seatsGeneratedAt === null) return;
    if (event.seatsGeneratedAt !== null) {
      const result = (await tx.execute(sql`SELECT
          EXISTS (SELECT 1 FROM event_seats WHERE event_id = ${eventId} AND status IN ('reserved', 'sold', 'comp'))
          OR EXISTS (SELECT 1 FROM basket_items WHERE event_id = ${eventId})
          OR EXISTS (SELECT 1 FROM order_tickets WHERE event_id = ${eventId})
          OR EXISTS (SELECT 1 FROM ga_reservations r JOIN event_ga_areas a ON a.id = r.area_id WHERE a.event_id = ${eventId})
          AS used`)) as unknown as { rows: { used: boolean }[] };
      if (result.rows[0]?.used) throw new AppError('admin.event_map_locked', 'mapId');
      await tx.execute(
        sql`DELETE FROM event_seats WHERE account_id = ${accountId} AND event_id = ${eventId}`,
      );
      await tx.execute(
        sql`DELETE FROM event_ga_areas WHERE account_id = ${accountId} AND event_id = ${eventId}`,
      );
    }
    await tx
      .update(events)
      .set({ mapId, mapVersionId: null, seatsGeneratedAt: null, active: false })
      .where(and(eq(events.accountId, accountId), eq(events.id, eventId)));
  });
}
