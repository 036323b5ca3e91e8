import type { PaymentPlan, PaymentPlanInput } from '@tessera/contract';
import {
  instalmentSchedule,
  type PaymentPlanTerms,
  paymentPlanProblems,
  planCoversSale,
  type ScheduledInstalment,
} from '@tessera/domain';
import type { Db } from '@/db/client';
import { isUniqueViolation } from '@/db/sql';
import { AppError, AppErrors } from '@/platform/http/app-error';
import { deletePlanRow, insertPlan, knownEventIds, listPlanRows, updatePlanRow } from './payment-plans.store';

async function checkPlan(db: Db, accountId: number, input: PaymentPlanInput): Promise<void> {
  const problems = paymentPlanProblems(input);
  const known = new Set(await knownEventIds(db, accountId, input.eventIds));
  const errors = [
    ...problems.map((p) =>
      p.rule === 'dates_count' || p.rule === 'dates_order' || p.rule === 'date_invalid'
        ? new AppError('admin.instalment_plan_dates_invalid', p.field)
        : new AppError('common.validation_failed', p.field),
    ),
    ...input.eventIds.flatMap((id, i) =>
      known.has(id) ? [] : [new AppError('admin.event_id_not_found', `eventIds.${i}`, { id })],
    ),
  ];
  if (errors.length > 0) throw new AppErrors(errors);
}

export async function requirePlan(db: Db, accountId: number, id: number): Promise<PaymentPlan> {
  const [plan] = await listPlanRows(db, accountId, id);
  if (!plan) throw new AppError('admin.instalment_plan_not_found');
  return plan;
}

function nameTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError('admin.duplicate_entry', 'name');
  throw error;
}

export async function createPaymentPlan(db: Db, accountId: number, input: PaymentPlanInput, now: Date) {
  await checkPlan(db, accountId, input);
  const id = await insertPlan(db, accountId, input, now).catch(nameTaken);
  return requirePlan(db, accountId, id);
}

export async function updatePaymentPlan(db: Db, accountId: number, id: number, input: PaymentPlanInput) {
  await checkPlan(db, accountId, input);
  const done = await updatePlanRow(db, accountId, id, input).catch(nameTaken);
  if (!done) throw new AppError('admin.instalment_plan_not_found');
  return requirePlan(db, accountId, id);
}

export async function deletePaymentPlan(db: Db, accountId: number, id: number): Promise<void> {
  if (!(await deletePlanRow(db, accountId, id))) throw new AppError('admin.instalment_plan_not_found');
}

export interface PlanSale {
  channel: string;
  eventIds: readonly number[];
  total: number;
}

/** The plans a sale may use now, each with the schedule it would get (plans that cannot are left out). */
export async function offeredPlans(
  db: Db,
  accountId: number,
  sale: PlanSale,
  now: Date,
): Promise<{ id: number; name: string; instalments: ScheduledInstalment[] }[]> {
  const plans = await listPlanRows(db, accountId);
  return plans.flatMap((plan) => {
    if (!planCoversSale(plan, sale)) return [];
    const schedule = instalmentSchedule(plan as PaymentPlanTerms, sale.total, now);
    return schedule.ok ? [{ id: plan.id, name: plan.name, instalments: schedule.instalments }] : [];
  });
}

/**
 * The plan a checkout names and the schedule the sale gets, or the catalogue's refusal: a plan
 * the account lacks, that the sale's channel or events may not use, or whose fixed dates have
 * passed is "no payment plan or payment deadlines found".
 */
export async function scheduleForSale(
  db: Db,
  accountId: number,
  planId: number,
  sale: PlanSale,
  now: Date,
): Promise<{ plan: PaymentPlan; instalments: ScheduledInstalment[] }> {
  const [plan] = await listPlanRows(db, accountId, planId);
  if (!plan || !planCoversSale(plan, sale)) {
    throw new AppError('purchase.instalment_plan_unavailable', 'paymentPlanId');
  }
  const schedule = instalmentSchedule(plan as PaymentPlanTerms, sale.total, now);
  if (!schedule.ok) {
    if (schedule.reason === 'no_deadlines')
      throw new AppError('purchase.instalment_plan_unavailable', 'paymentPlanId');
    throw new AppError('purchase.instalment_total_too_small', 'paymentPlanId', { count: plan.instalments });
  }
  return { plan, instalments: schedule.instalments };
}
