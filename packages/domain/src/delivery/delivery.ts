/** Delivery plans and their methods (spec §3 "Delivery plan"). */
export const deliveryMethodTypes = [
  'api',
  'email',
  'mail',
  'pointOfSale',
  'printAtHome',
  'willCall',
] as const;
export type DeliveryMethodType = (typeof deliveryMethodTypes)[number];

export const DELIVERY_PLAN_NAME_MAX = 100;
export const DELIVERY_METHODS_PER_PLAN_MAX = 20;

export interface DeliveryMethodRule {
  readonly id: number;
  readonly type: DeliveryMethodType;
  /** Minutes before the earliest event start after which the method is no longer offered; null: none. */
  readonly cutoffMinutes: number | null;
  readonly allowInternationalShipping: boolean;
}

export interface DeliveryPlanDraft {
  readonly name: string;
  readonly methods: readonly { readonly type: DeliveryMethodType; readonly cutoffMinutes: number | null }[];
}

export type DeliveryPlanProblem =
  | { readonly field: 'name'; readonly rule: 'required' }
  | { readonly field: `methods.${number}.type`; readonly rule: 'duplicate' };

/** What is wrong with a plan as typed: a name is required (§5); a type appears at most once. */
export function deliveryPlanProblems(plan: DeliveryPlanDraft): DeliveryPlanProblem[] {
  const problems: DeliveryPlanProblem[] = [];
  if (plan.name.trim() === '') problems.push({ field: 'name', rule: 'required' });
  const seen = new Set<DeliveryMethodType>();
  plan.methods.forEach((m, i) => {
    if (seen.has(m.type)) problems.push({ field: `methods.${i}.type`, rule: 'duplicate' });
    seen.add(m.type);
  });
  return problems;
}

/** Physical delivery: the only method that needs a postal address. */
export function methodNeedsAddress(type: DeliveryMethodType): boolean {
  return type === 'mail';
}

/**
 * Whether a method can still be chosen for a basket whose earliest event starts at `firstEventAt`:
 * its cutoff (minutes before the start) has not passed. A method without a cutoff always can.
 */
export function methodOpen(method: DeliveryMethodRule, firstEventAt: Date, now: Date): boolean {
  if (method.cutoffMinutes === null) return true;
  return now.getTime() < firstEventAt.getTime() - method.cutoffMinutes * 60_000;
}

/**
 * The methods a basket may use: those of the plan every event shares (a basket whose events
 * use different plans, or none, offers nothing) that are still open for the earliest event.
 */
export function availableDeliveryMethods<M extends DeliveryMethodRule>(
  events: readonly { readonly planId: number | null; readonly startsAt: Date }[],
  plans: ReadonlyMap<number, readonly M[]>,
  now: Date,
): M[] {
  if (events.length === 0) return [];
  const planId = events[0]!.planId;
  if (planId === null || events.some((e) => e.planId !== planId)) return [];
  const first = new Date(Math.min(...events.map((e) => e.startsAt.getTime())));
  return (plans.get(planId) ?? []).filter((m) => methodOpen(m, first, now));
}

/**
 * The method used when the buyer chose none: the first offered one that needs no address
 * (a buyer who never saw a choice gets the plan's first electronic or pick-up method).
 */
export function defaultDeliveryMethod<M extends DeliveryMethodRule>(offered: readonly M[]): M | null {
  return offered.find((m) => !methodNeedsAddress(m.type)) ?? null;
}

export type DeliveryChoiceProblem =
  | 'delivery_method_required'
  | 'delivery_method_unavailable'
  | 'delivery_address_required'
  | 'delivery_international_not_allowed';

/**
 * Checks a chosen method against what the basket offers: when methods are offered one must be
 * chosen; it must be one of them; mail needs an address, and one abroad needs international
 * shipping. `homeCountry` is the account's country (ISO 3166 alpha-2).
 */
export function deliveryChoiceProblem(
  offered: readonly DeliveryMethodRule[],
  choice: { readonly methodId: number | null; readonly address: { readonly country: string } | null },
  homeCountry: string,
): DeliveryChoiceProblem | null {
  if (choice.methodId === null) return offered.length > 0 ? 'delivery_method_required' : null;
  const method = offered.find((m) => m.id === choice.methodId);
  if (!method) return 'delivery_method_unavailable';
  if (!methodNeedsAddress(method.type)) return null;
  if (!choice.address) return 'delivery_address_required';
  const abroad = choice.address.country.trim().toUpperCase() !== homeCountry.trim().toUpperCase();
  if (abroad && !method.allowInternationalShipping) return 'delivery_international_not_allowed';
  return null;
}
