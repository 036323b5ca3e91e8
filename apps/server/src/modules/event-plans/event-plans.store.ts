import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { eventPlanEvents, eventPlans, events, priceLevels, venues } from '@/db/schema';

export type PlanRow = typeof eventPlans.$inferSelect;
export type PlanValues = Omit<typeof eventPlans.$inferInsert, 'id' | 'accountId' | 'createdAt'>;

const summaryColumns = {
  id: eventPlans.id,
  name: eventPlans.name,
  selectionMode: eventPlans.selectionMode,
  minEvents: eventPlans.minEvents,
  maxEvents: eventPlans.maxEvents,
  discountKind: eventPlans.discountKind,
  discount: eventPlans.discount,
  archivedAt: eventPlans.archivedAt,
  updatedAt: eventPlans.updatedAt,
  eventCount: sql<number>`(SELECT count(*)::int FROM event_plan_events pe WHERE pe.plan_id = event_plans.id)`,
  firstEventAt: sql<Date | string | null>`(
    SELECT min(e.starts_at) FROM event_plan_events pe JOIN events e ON e.id = pe.event_id
    WHERE pe.plan_id = event_plans.id)`,
};
export async function pagePlans(
  db: Db,
  accountId: number,
  options: { archived: boolean; search?: string; page: number; pageSize: number },
) {
  const conditions: SQL[] = [
    eq(eventPlans.accountId, accountId),
    options.archived ? isNotNull(eventPlans.archivedAt) : isNull(eventPlans.archivedAt),
  ];
  if (options.search)
    conditions.push(ilike(eventPlans.name, `%${options.search.replace(/[%_\\]/g, '\\$&')}%`));
  const where = and(...conditions);
  const [items, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(eventPlans)
      .where(where)
      .orderBy(desc(eventPlans.updatedAt), desc(eventPlans.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ n: count() }).from(eventPlans).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** Plans (not archived) that include an event. */
export async function plansWithEvent(db: Db, accountId: number, eventId: number) {
  return db
    .select(summaryColumns)
    .from(eventPlans)
    .innerJoin(eventPlanEvents, eq(eventPlanEvents.planId, eventPlans.id))
    .where(
      and(
        eq(eventPlans.accountId, accountId),
        eq(eventPlanEvents.accountId, accountId),
        eq(eventPlanEvents.eventId, eventId),
        isNull(eventPlans.archivedAt),
      ),
    )
    .orderBy(asc(eventPlans.name), asc(eventPlans.id));
}

export async function findPlan(
  db: Db,
  accountId: number,
  id: number,
  lock = false,
): Promise<PlanRow | undefined> {
  const query = db
    .select()
    .from(eventPlans)
    .where(and(eq(eventPlans.accountId, accountId), eq(eventPlans.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The plan's events in order, with where and when. */
export async function planEventRows(db: Db, accountId: number, planId: number) {
  return db
    .select({
      eventId: events.id,
      name: events.name,
      startsAt: events.startsAt,
      venueName: venues.name,
      timezone: venues.timezone,
    })
    .from(eventPlanEvents)
    .innerJoin(events, eq(events.id, eventPlanEvents.eventId))
    .innerJoin(venues, eq(venues.id, events.venueId))
    .where(
      and(
        eq(eventPlanEvents.accountId, accountId),
        eq(eventPlanEvents.planId, planId),
        eq(events.accountId, accountId),
      ),
    )
    .orderBy(asc(eventPlanEvents.position));
}

/** Price levels of some of the account's events that sell on their own (not archived, not package-only). */
export async function priceLevelsOf(db: Db, accountId: number, eventIds: readonly number[]) {
  if (eventIds.length === 0) return [];
  return db
    .select({
      id: priceLevels.id,
      eventId: priceLevels.eventId,
      name: priceLevels.name,
      defaultPrice: priceLevels.defaultPrice,
    })
    .from(priceLevels)
    .where(
      and(
        eq(priceLevels.accountId, accountId),
        inArray(priceLevels.eventId, [...eventIds]),
        isNull(priceLevels.archivedAt),
        eq(priceLevels.packageOnly, false),
      ),
    )
    .orderBy(asc(priceLevels.id));
}

/** Which of these event ids are the account's. */
export async function accountEventIds(
  db: Db,
  accountId: number,
  eventIds: readonly number[],
): Promise<Set<number>> {
  if (eventIds.length === 0) return new Set();
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.accountId, accountId), inArray(events.id, [...eventIds])));
  return new Set(rows.map((r) => r.id));
}

export async function insertPlan(db: Db, accountId: number, values: PlanValues, now: Date): Promise<PlanRow> {
  const [row] = await db
    .insert(eventPlans)
    .values({ ...values, accountId, createdAt: now })
    .returning();
  return row!;
}

export async function updatePlanRow(
  db: Db,
  accountId: number,
  id: number,
  values: Partial<PlanValues>,
): Promise<PlanRow> {
  const [row] = await db
    .update(eventPlans)
    .set(values)
    .where(and(eq(eventPlans.accountId, accountId), eq(eventPlans.id, id)))
    .returning();
  return row!;
}

export async function replacePlanEvents(
  db: Db,
  accountId: number,
  planId: number,
  eventIds: readonly number[],
) {
  await db
    .delete(eventPlanEvents)
    .where(and(eq(eventPlanEvents.accountId, accountId), eq(eventPlanEvents.planId, planId)));
  if (eventIds.length === 0) return;
  await db
    .insert(eventPlanEvents)
    .values(eventIds.map((eventId, position) => ({ accountId, planId, eventId, position })));
}

export type PlanSummaryRow = Awaited<ReturnType<typeof pagePlans>>['items'][number];
