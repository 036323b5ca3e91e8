import type { DeliveryPlanInput } from '@tessera/contract';
import {
  availableDeliveryMethods,
  type DeliveryChoiceProblem,
  deliveryPlanProblems,
  methodNeedsAddress,
} from '@tessera/domain';
import type { Db } from '@/db/client';
import type { PostalAddress } from '@/db/schema';
import { AppError, AppErrors } from '@/platform/http/app-error';
import {
  type DeliveryFacts,
  deletePlan,
  eventDeliveryFacts,
  insertPlan,
  listPlans,
  methodOut,
  methodsOfPlans,
  planInUse,
  renamePlan,
  replaceMethods,
} from './delivery-plans.store';

function checkPlan(input: DeliveryPlanInput) {
  const problems = deliveryPlanProblems(input);
  if (problems.length === 0) return;
  throw new AppErrors(
    problems.map((p) =>
      p.rule === 'required'
        ? new AppError('common.validation_failed', p.field)
        : new AppError('admin.duplicate_entry', p.field),
    ),
  );
}

export async function requirePlan(db: Db, accountId: number, id: number) {
  const [plan] = await listPlans(db, accountId, id);
  if (!plan) throw new AppError('admin.delivery_plan_not_found');
  return plan;
}

export async function createPlan(db: Db, accountId: number, input: DeliveryPlanInput, now: Date) {
  checkPlan(input);
  return db.transaction(async (tx) => {
    const id = await insertPlan(tx, accountId, input.name, now);
    await replaceMethods(tx, accountId, id, input.methods);
    return requirePlan(tx, accountId, id);
  });
}

export async function updatePlan(db: Db, accountId: number, id: number, input: DeliveryPlanInput) {
  checkPlan(input);
  return db.transaction(async (tx) => {
    if (!(await renamePlan(tx, accountId, id, input.name)))
      throw new AppError('admin.delivery_plan_not_found');
    await replaceMethods(tx, accountId, id, input.methods);
    return requirePlan(tx, accountId, id);
  });
}

export async function removePlan(db: Db, accountId: number, id: number) {
  await db.transaction(async (tx) => {
    await requirePlan(tx, accountId, id);
    if (await planInUse(tx, accountId, id)) throw new AppError('admin.delivery_plan_in_use');
    await deletePlan(tx, accountId, id);
  });
}

/** The methods a basket of these events may use now, as the basket view shows them. */
export async function offeredMethods(
  db: Db,
  accountId: number,
  eventIds: readonly number[],
  now: Date,
  /** Facts the caller has already read (in a larger statement): not read again. */
  known: readonly DeliveryFacts[] = [],
) {
  const ids = [...new Set(eventIds)];
  const facts = ids.every((id) => known.some((f) => f.id === id))
    ? known.filter((f) => ids.includes(f.id))
    : await eventDeliveryFacts(db, accountId, ids);
  const planIds = [...new Set(facts.flatMap((f) => (f.plan_id === null ? [] : [Number(f.plan_id)])))];
  const methods = (await methodsOfPlans(db, accountId, planIds)).map((m) => ({
    ...methodOut(m),
    planId: m.planId,
  }));
  const plans = new Map(planIds.map((id) => [id, methods.filter((m) => m.planId === id)]));
  const offered = availableDeliveryMethods(
    facts.map((f) => ({
      planId: f.plan_id === null ? null : Number(f.plan_id),
      startsAt: new Date(f.starts_at),
    })),
    plans,
    now,
  );
  // The home country for international shipping: the venue's (US when a venue has none).
  const homeCountry = facts.find((f) => f.country)?.country ?? 'US';
  return { offered, homeCountry };
}

/** A method as the buyer sees it. */
export function offeredOut(m: ReturnType<typeof methodOut>) {
  return {
    id: m.id,
    type: m.type,
    displayName: m.displayName,
    delayedDelivery: m.delayedDelivery,
    needsAddress: methodNeedsAddress(m.type),
    allowInternationalShipping: m.allowInternationalShipping,
  };
}

const choiceErrors: Record<DeliveryChoiceProblem, [AppError['code'], string]> = {
  delivery_method_required: ['purchase.delivery_method_required', 'deliveryMethodId'],
  delivery_method_unavailable: ['purchase.delivery_method_unavailable', 'deliveryMethodId'],
  delivery_address_required: ['purchase.delivery_address_required', 'deliveryAddress'],
  delivery_international_not_allowed: [
    'purchase.delivery_international_not_allowed',
    'deliveryAddress.country',
  ],
};

export function choiceError(problem: DeliveryChoiceProblem): AppError {
  const [code, field] = choiceErrors[problem];
  return new AppError(code, field);
}

export type { PostalAddress };
