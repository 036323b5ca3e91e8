import type { ErrorCode } from '../errors/catalogue';
import { percentOf } from './arithmetic';
import { type PricedBasket, priceBasket, type TicketLineInput } from './basket';
import type { Fee } from './fees';

/**
 * An event plan sells several events in one transaction. Fixed: the buyer takes every event
 * of the plan. Flexible: the buyer chooses between `minEvents` and `maxEvents` of them.
 */
export const planSelectionModes = ['Fixed', 'Flexible'] as const;
export type PlanSelectionMode = (typeof planSelectionModes)[number];

/** Spec §5 and §9: a ticket plan's name is 1 to 50 characters. */
export const PLAN_NAME_MAX = 50;
/** A plan needs at least two events; one event is an ordinary sale. */
export const PLAN_MIN_EVENTS = 2;

export interface PlanSelectionRules {
  readonly selectionMode: PlanSelectionMode;
  readonly minEvents: number | null;
  readonly maxEvents: number | null;
  readonly eventIds: readonly number[];
}

export type PlanSelectionProblem =
  | { readonly code: 'purchase.plan_event_unknown'; readonly eventId: number }
  | { readonly code: 'purchase.plan_event_duplicate'; readonly eventId: number }
  | { readonly code: 'purchase.plan_events_incomplete'; readonly missing: readonly number[] }
  | { readonly code: 'purchase.plan_selection_count'; readonly min: number; readonly max: number };

/**
 * What is wrong with a buyer's choice of events for a plan, or nothing: an event outside the
 * plan or chosen twice is refused; a fixed plan needs every event; a flexible one a number of
 * events within its range.
 */
export function planSelectionProblems(
  plan: PlanSelectionRules,
  chosenEventIds: readonly number[],
): PlanSelectionProblem[] {
  const problems: PlanSelectionProblem[] = [];
  const inPlan = new Set(plan.eventIds);
  const seen = new Set<number>();
  for (const id of chosenEventIds) {
    if (!inPlan.has(id)) problems.push({ code: 'purchase.plan_event_unknown', eventId: id });
    else if (seen.has(id)) problems.push({ code: 'purchase.plan_event_duplicate', eventId: id });
    seen.add(id);
  }
  if (problems.length > 0) return problems;
  if (plan.selectionMode === 'Fixed') {
    const missing = plan.eventIds.filter((id) => !seen.has(id));
    if (missing.length > 0) problems.push({ code: 'purchase.plan_events_incomplete', missing });
    return problems;
  }
  const min = plan.minEvents ?? 1;
  const max = plan.maxEvents ?? plan.eventIds.length;
  if (seen.size < min || seen.size > max) problems.push({ code: 'purchase.plan_selection_count', min, max });
  return problems;
}

export interface PlanDefinitionProblem {
  readonly code: Extract<ErrorCode, `admin.event_plan_${string}`>;
  /** The request field the problem belongs to. */
  readonly field: string;
  readonly params?: Readonly<Record<string, number>>;
}

/**
 * Rules of a plan as staff define it: at least two events, none twice; a flexible plan has a
 * range with its minimum at most its maximum, and its maximum at most the number of events.
 */
export function planDefinitionProblems(plan: PlanSelectionRules): PlanDefinitionProblem[] {
  const problems: PlanDefinitionProblem[] = [];
  const seen = new Set<number>();
  plan.eventIds.forEach((id, i) => {
    if (seen.has(id))
      problems.push({ code: 'admin.event_plan_event_duplicate', field: `events.${i}.eventId` });
    seen.add(id);
  });
  if (seen.size < PLAN_MIN_EVENTS) {
    problems.push({
      code: 'admin.event_plan_needs_events',
      field: 'events',
      params: { min: PLAN_MIN_EVENTS },
    });
  }
  if (plan.selectionMode === 'Flexible') {
    if (plan.minEvents === null)
      problems.push({ code: 'admin.event_plan_range_required', field: 'minEvents' });
    if (plan.maxEvents === null)
      problems.push({ code: 'admin.event_plan_range_required', field: 'maxEvents' });
    if (plan.minEvents !== null && plan.maxEvents !== null && plan.minEvents > plan.maxEvents) {
      problems.push({ code: 'admin.event_plan_min_above_max', field: 'minEvents' });
    }
    if (plan.maxEvents !== null && plan.maxEvents > seen.size && seen.size >= PLAN_MIN_EVENTS) {
      problems.push({
        code: 'admin.event_plan_max_above_events',
        field: 'maxEvents',
        params: { count: seen.size },
      });
    }
  }
  return problems;
}

/** A plan's price rule: a discount on each ticket's face value when bought as the plan. */
export type PlanDiscount =
  | { readonly kind: 'None' }
  | { readonly kind: 'Percentage'; readonly basisPoints: number }
  | { readonly kind: 'FlatAmount'; readonly amount: number };

/** A ticket's face value inside the plan: never below zero, never above the face value. */
export function planFaceValue(faceValue: number, discount: PlanDiscount): number {
  const discounted =
    discount.kind === 'Percentage'
      ? faceValue - percentOf(faceValue, discount.basisPoints)
      : discount.kind === 'FlatAmount'
        ? faceValue - discount.amount
        : faceValue;
  return Math.min(faceValue, Math.max(0, discounted));
}

export interface PricedPlan {
  /** The tickets priced as the plan. */
  readonly plan: PricedBasket;
  /** The same tickets bought event by event. */
  readonly separate: PricedBasket;
  /** What the plan saves the buyer; never negative. */
  readonly saving: number;
}

/**
 * Prices tickets bought as a plan with the one pricing engine: each line's face value gets the
 * plan's discount, then fees as for any basket. The separate price is the same basket without
 * the discount, so a plan never costs more than buying its events one by one.
 */
export function pricePlan(
  lines: readonly TicketLineInput[],
  discount: PlanDiscount,
  fees: readonly Fee[] = [],
): PricedPlan {
  const separate = priceBasket(lines, fees);
  const plan = priceBasket(
    lines.map((line) => ({ ...line, faceValue: planFaceValue(line.faceValue, discount) })),
    fees,
  );
  return { plan, separate, saving: separate.total - plan.total };
}
