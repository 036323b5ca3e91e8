import type { PriceLevel, priceLevelInput } from '@tessera/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import {
  eventGaAreas,
  events,
  eventTemplates,
  priceLevels,
  seatAlerts,
  venueMaps,
  venueMapVersions,
  venues,
} from '@/db/schema';
import { arrayParam } from '@/db/sql';

export interface EventFilters {
  venueId?: number;
  from?: string;
  to?: string;
  /** Days of the week in the venue's time zone, 0 = Sunday. */
  days: number[];
  /** Local start times, HH:MM. */
  times: string[];
}

const localStart = sql`(${events.startsAt} AT TIME ZONE ${venues.timezone})`;

const summaryColumns = {
  id: events.id,
  name: events.name,
  venueId: events.venueId,
  venueName: venues.name,
  timezone: venues.timezone,
  startsAt: events.startsAt,
  active: events.active,
  status: events.status,
  dateTbd: events.dateTbd,
  timeTbd: events.timeTbd,
  seatsGeneratedAt: events.seatsGeneratedAt,
  seatTotal: sql<number>`(SELECT count(*)::int FROM event_seats es WHERE es.event_id = events.id)`,
};

export async function listEventRows(db: Db, accountId: number, f: EventFilters, scope?: SQL) {
  return db
    .select(summaryColumns)
    .from(events)
    .innerJoin(venues, eq(venues.id, events.venueId))
    .where(
      and(
        eq(events.accountId, accountId),
        scope,
        f.venueId ? eq(events.venueId, f.venueId) : undefined,
        f.from ? gte(events.startsAt, new Date(f.from)) : undefined,
        f.to ? lte(events.startsAt, new Date(f.to)) : undefined,
        f.days.length
          ? sql`extract(dow from ${localStart})::int = ANY(${arrayParam(f.days)}::int[])`
          : undefined,
        f.times.length
          ? sql`to_char(${localStart}, 'HH24:MI') = ANY(${arrayParam(f.times)}::text[])`
          : undefined,
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(500);
}

export async function findEventRow(db: Db, accountId: number, eventId: number) {
  const [row] = await db
    .select({
      ...getTableColumns(events),
      ...summaryColumns,
      mapName: venueMaps.name,
      mapVersion: venueMapVersions.version,
      templateName: eventTemplates.name,
    })
    .from(events)
    .innerJoin(venues, eq(venues.id, events.venueId))
    .leftJoin(venueMaps, eq(venueMaps.id, events.mapId))
    .leftJoin(venueMapVersions, eq(venueMapVersions.id, events.mapVersionId))
    .leftJoin(eventTemplates, eq(eventTemplates.id, events.templateId))
    .where(and(eq(events.accountId, accountId), eq(events.id, eventId)));
  return row;
}

export interface EventPageOptions {
  from?: Date;
  to?: Date;
  search?: string;
  sort: 'date' | '-date';
  page: number;
  pageSize: number;
}

/** One page of the account's events in a date range, by name or ID, sorted by date. */
export async function pageEventRows(db: Db, accountId: number, o: EventPageOptions, scope?: SQL) {
  const conditions: (SQL | undefined)[] = [
    eq(events.accountId, accountId),
    scope,
    o.from ? gte(events.startsAt, o.from) : undefined,
    o.to ? lt(events.startsAt, o.to) : undefined,
  ];
  if (o.search) {
    const byName = ilike(events.name, `%${o.search.replace(/[%_\\]/g, '\\$&')}%`);
    conditions.push(/^\d{1,9}$/.test(o.search) ? or(byName, eq(events.id, Number(o.search))) : byName);
  }
  const where = and(...conditions);
  const order =
    o.sort === 'date' ? [asc(events.startsAt), asc(events.id)] : [desc(events.startsAt), desc(events.id)];
  const [items, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(events)
      .innerJoin(venues, eq(venues.id, events.venueId))
      .where(where)
      .orderBy(...order)
      .limit(o.pageSize)
      .offset((o.page - 1) * o.pageSize),
    db.select({ n: count() }).from(events).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export type EventChanges = Partial<Omit<typeof events.$inferInsert, 'id' | 'accountId' | 'createdAt'>>;

export async function updateEventRow(db: Db, accountId: number, eventId: number, changes: EventChanges) {
  const changed = await db
    .update(events)
    .set(changes)
    .where(and(eq(events.accountId, accountId), eq(events.id, eventId)))
    .returning({ id: events.id });
  return changed.length > 0;
}

export async function eventSeatCounts(db: Db, eventId: number) {
  const result = (await db.execute(
    sql`SELECT status, hold_id, count(*)::int AS n,
        count(*) FILTER (WHERE price_level_id IS NULL)::int AS unpriced
      FROM event_seats WHERE event_id = ${eventId} GROUP BY status, hold_id`,
  )) as unknown as { rows: { status: string; hold_id: number | null; n: number; unpriced: number }[] };
  return result.rows;
}

export async function eventPriceLevels(db: Db, accountId: number, eventId: number): Promise<PriceLevel[]> {
  const rows = await db
    .select()
    .from(priceLevels)
    .where(and(eq(priceLevels.accountId, accountId), eq(priceLevels.eventId, eventId)))
    .orderBy(asc(priceLevels.id));
  return rows.map(({ accountId: _a, eventId: _e, archivedAt, ...level }) => ({
    ...level,
    archived: archivedAt !== null,
  }));
}

export type PriceLevelValues = z.output<typeof priceLevelInput>;

export async function insertEvent(db: Db, values: typeof events.$inferInsert) {
  const [row] = await db.insert(events).values(values).returning({ id: events.id });
  return row!.id;
}

export async function setActive(db: Db, accountId: number, eventId: number, active: boolean) {
  const changed = await db
    .update(events)
    .set({ active })
    .where(
      and(
        eq(events.accountId, accountId),
        eq(events.id, eventId),
        active ? sql`${events.seatsGeneratedAt} IS NOT NULL` : undefined,
      ),
    )
    .returning({ id: events.id });
  return changed.length > 0;
}

export async function insertPriceLevel(db: Db, accountId: number, eventId: number, values: PriceLevelValues) {
  await db.insert(priceLevels).values({ ...values, accountId, eventId });
}

export async function updatePriceLevelRow(
  db: Db,
  accountId: number,
  eventId: number,
  id: number,
  values: PriceLevelValues,
) {
  const changed = await db
    .update(priceLevels)
    .set(values)
    .where(
      and(
        eq(priceLevels.accountId, accountId),
        eq(priceLevels.eventId, eventId),
        eq(priceLevels.id, id),
        isNull(priceLevels.archivedAt),
      ),
    )
    .returning({ id: priceLevels.id });
  return changed.length > 0;
}

export async function priceLevelOfEvent(db: Db, accountId: number, eventId: number, id: number) {
  const [row] = await db
    .select({ id: priceLevels.id, name: priceLevels.name, archivedAt: priceLevels.archivedAt })
    .from(priceLevels)
    .where(
      and(eq(priceLevels.accountId, accountId), eq(priceLevels.eventId, eventId), eq(priceLevels.id, id)),
    );
  return row;
}

/** Sets a GA area's capacity only if it stays at or above the places taken. */
export async function updateGaArea(
  db: Db,
  accountId: number,
  eventId: number,
  areaId: number,
  capacity: number,
  priceLevelId: number | null,
) {
  const changed = await db
    .update(eventGaAreas)
    .set({ capacity, priceLevelId })
    .where(
      and(
        eq(eventGaAreas.accountId, accountId),
        eq(eventGaAreas.eventId, eventId),
        eq(eventGaAreas.id, areaId),
        lte(eventGaAreas.taken, capacity),
      ),
    )
    .returning({ id: eventGaAreas.id });
  return changed.length > 0;
}

/** How many payment accounts the account has (the readiness checklist warns when none). */
export async function paymentAccountCount(db: Db, accountId: number): Promise<number> {
  const result = (await db.execute(
    sql`SELECT count(*)::int AS n FROM payment_accounts WHERE account_id = ${accountId}`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

/** The account's templates not archived, by name: what a new event may start from. */
export const activeTemplateNames = (db: Db, accountId: number) =>
  db
    .select({ id: eventTemplates.id, name: eventTemplates.name })
    .from(eventTemplates)
    .where(and(eq(eventTemplates.accountId, accountId), isNull(eventTemplates.archivedAt)))
    .orderBy(asc(eventTemplates.name));

/** The account's seat alerts not archived, by name. */
export const activeSeatAlertNames = (db: Db, accountId: number) =>
  db
    .select({ id: seatAlerts.id, name: seatAlerts.name })
    .from(seatAlerts)
    .where(and(eq(seatAlerts.accountId, accountId), isNull(seatAlerts.archivedAt)))
    .orderBy(asc(seatAlerts.name));

/** The event row and its venue's time zone, locked for the rest of the transaction. */
export async function lockEventWithZone(tx: Db, accountId: number, eventId: number) {
  const [row] = await tx
    .select({ event: events, timezone: venues.timezone })
    .from(events)
    .innerJoin(venues, eq(venues.id, events.venueId))
    .where(and(eq(events.accountId, accountId), eq(events.id, eventId)))
    .for('update', { of: events });
  return row;
}

/** Whether the account has this seat alert, not archived. */
export async function seatAlertUsable(tx: Db, accountId: number, alertId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: seatAlerts.id })
    .from(seatAlerts)
    .where(
      and(eq(seatAlerts.accountId, accountId), eq(seatAlerts.id, alertId), isNull(seatAlerts.archivedAt)),
    );
  return Boolean(row);
}
