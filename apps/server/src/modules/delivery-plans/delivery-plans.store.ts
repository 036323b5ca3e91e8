import type { DeliveryPlan, DeliveryPlanInput } from '@tessera/contract';
import type { DeliveryMethodType } from '@tessera/domain';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { deliveryMethods, deliveryPlans } from '@/db/schema';
import { arrayParam, rows } from '@/db/sql';

type MethodRow = typeof deliveryMethods.$inferSelect;

export function methodOut(m: MethodRow) {
  return {
    id: m.id,
    type: m.type as DeliveryMethodType,
    displayName: m.displayName,
    nameTranslations: m.nameTranslations,
    cutoffMinutes: m.cutoffMinutes,
    delayedDelivery: m.delayedDelivery,
    allowInternationalShipping: m.allowInternationalShipping,
  };
}

/** How many event templates of the account choose each plan. */
async function templateCounts(db: Db, accountId: number): Promise<Map<number, number>> {
  const counts = await rows<{ plan_id: number; n: number | string }>(
    db,
    sql`SELECT (basic_info->>'deliveryPlanId')::int AS plan_id, count(*) AS n FROM event_templates
      WHERE account_id = ${accountId} AND basic_info->>'deliveryPlanId' IS NOT NULL GROUP BY 1`,
  );
  return new Map(counts.map((c) => [Number(c.plan_id), Number(c.n)]));
}

export async function methodsOfPlans(db: Db, accountId: number, planIds: readonly number[]) {
  if (planIds.length === 0) return [];
  return db
    .select()
    .from(deliveryMethods)
    .where(and(eq(deliveryMethods.accountId, accountId), inArray(deliveryMethods.planId, [...planIds])))
    .orderBy(asc(deliveryMethods.planId), asc(deliveryMethods.position));
}

export async function listPlans(db: Db, accountId: number, onlyId?: number): Promise<DeliveryPlan[]> {
  const plans = await db
    .select()
    .from(deliveryPlans)
    .where(and(eq(deliveryPlans.accountId, accountId), onlyId ? eq(deliveryPlans.id, onlyId) : undefined))
    .orderBy(asc(deliveryPlans.name), asc(deliveryPlans.id));
  const methods = await methodsOfPlans(
    db,
    accountId,
    plans.map((p) => p.id),
  );
  const counts = await templateCounts(db, accountId);
  return plans.map((p) => ({
    id: p.id,
    name: p.name,
    methods: methods.filter((m) => m.planId === p.id).map(methodOut),
    templateCount: counts.get(p.id) ?? 0,
  }));
}

export async function insertPlan(db: Db, accountId: number, name: string, now: Date): Promise<number> {
  const [row] = await db.insert(deliveryPlans).values({ accountId, name, createdAt: now }).returning();
  return row!.id;
}

export async function renamePlan(db: Db, accountId: number, id: number, name: string): Promise<boolean> {
  const done = await db
    .update(deliveryPlans)
    .set({ name })
    .where(and(eq(deliveryPlans.accountId, accountId), eq(deliveryPlans.id, id)))
    .returning({ id: deliveryPlans.id });
  return done.length > 0;
}

/**
 * Replaces a plan's methods: a method sent with a type the plan had keeps its row (and id,
 * which orders point at); the others are inserted or deleted.
 */
export async function replaceMethods(
  db: Db,
  accountId: number,
  planId: number,
  methods: DeliveryPlanInput['methods'],
): Promise<void> {
  const existing = await methodsOfPlans(db, accountId, [planId]);
  const keep = new Set<number>();
  for (const [position, m] of methods.entries()) {
    const same = existing.find((e) => e.type === m.type);
    if (same) {
      keep.add(same.id);
      await db
        .update(deliveryMethods)
        .set({ ...m, position })
        .where(and(eq(deliveryMethods.accountId, accountId), eq(deliveryMethods.id, same.id)));
    } else {
      await db.insert(deliveryMethods).values({ accountId, planId, position, ...m });
    }
  }
  const gone = existing.filter((e) => !keep.has(e.id)).map((e) => e.id);
  if (gone.length > 0) {
    await db
      .delete(deliveryMethods)
      .where(and(eq(deliveryMethods.accountId, accountId), inArray(deliveryMethods.id, gone)));
  }
}

export async function planInUse(db: Db, accountId: number, id: number): Promise<boolean> {
  return ((await templateCounts(db, accountId)).get(id) ?? 0) > 0;
}

export async function deletePlan(db: Db, accountId: number, id: number): Promise<boolean> {
  const done = await db
    .delete(deliveryPlans)
    .where(and(eq(deliveryPlans.accountId, accountId), eq(deliveryPlans.id, id)))
    .returning({ id: deliveryPlans.id });
  return done.length > 0;
}

export async function planExists(db: Db, accountId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: deliveryPlans.id })
    .from(deliveryPlans)
    .where(and(eq(deliveryPlans.accountId, accountId), eq(deliveryPlans.id, id)));
  return Boolean(row);
}

/** The events' start, their template's delivery plan and their venue's country. */
/** What delivery needs to know of an event: its date, its template's delivery plan, the venue's country. */
export interface DeliveryFacts {
  id: number;
  starts_at: Date | string;
  plan_id: number | null;
  country: string;
}

/** The statement behind `eventDeliveryFacts`, for the events matching `where` (on `events e`). */
export function deliveryFactsSelect(accountId: number, where: SQL): SQL {
  return sql`SELECT e.id, e.starts_at, (t.basic_info->>'deliveryPlanId')::int AS plan_id, v.country
      FROM events e
      LEFT JOIN event_templates t ON t.id = e.template_id AND t.account_id = e.account_id
      JOIN venues v ON v.id = e.venue_id
      WHERE e.account_id = ${accountId} AND ${where}`;
}

export async function eventDeliveryFacts(db: Db, accountId: number, eventIds: readonly number[]) {
  if (eventIds.length === 0) return [];
  return rows<DeliveryFacts>(
    db,
    deliveryFactsSelect(accountId, sql`e.id = ANY(${arrayParam([...new Set(eventIds)])}::int[])`),
  );
}

/** Records the delivery chosen at checkout on the order. */
export async function setOrderDelivery(
  db: Db,
  accountId: number,
  orderId: number,
  methodId: number,
  address: unknown,
): Promise<void> {
  await db.execute(
    sql`UPDATE orders SET delivery_method_id = ${methodId}, delivery_address = ${address === null ? null : JSON.stringify(address)}::jsonb
      WHERE account_id = ${accountId} AND id = ${orderId}`,
  );
}
