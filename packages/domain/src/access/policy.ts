import type { SalesChannel } from '../enums';
import type { AdminRole } from './roles';
import {
  type DisplayRule,
  type EventsScope,
  type RestrictionKind,
  type Restrictions,
  settingRoles,
} from './user-groups';

/** What a user group says about a user's reach, as every staff capability asks it. */
export interface GroupPolicy {
  readonly role: AdminRole;
  readonly restrictions: Restrictions;
  readonly eventsScope: EventsScope;
  readonly eventsScopeIds: readonly number[];
  readonly requirePromoCode: boolean;
  readonly defaultApiPromoCode: string | null;
  readonly seatDisplayLimit: number | null;
  readonly salesChannelOverride: SalesChannel | null;
  readonly displayRules: Readonly<Record<DisplayRule, boolean>>;
}

/**
 * Something a restriction list can name. The lists are typed in by an administrator, so an
 * entry may be the item's id or its name (a hold's name, a payment type, a promo code); both
 * are compared without regard to case or surrounding spaces.
 */
export type ListedItem =
  | string
  | number
  | { readonly id: string | number; readonly name?: string | null; readonly code?: string | null };

const key = (value: string | number) => String(value).trim().toLowerCase();

function keysOf(item: ListedItem): string[] {
  if (typeof item !== 'object') return [key(item)];
  return [item.id, item.name, item.code].filter((k): k is string | number => k != null && k !== '').map(key);
}

/**
 * The one place every capability asks "may this user use this comp type / hold / payment
 * type / report / …". Admins are never restricted; a list that is not restricted allows all.
 */
export function allowsItem(policy: GroupPolicy, kind: RestrictionKind, item: ListedItem): boolean {
  if (policy.role === 'Admin') return true;
  const allowed = policy.restrictions[kind];
  if (allowed === null) return true;
  const wanted = keysOf(item);
  return allowed.some((entry) => wanted.includes(key(entry)));
}

/** An event as the events scope sees it; an event made without a template has none. */
export interface ScopedEvent {
  readonly eventTemplateId: number | null;
  readonly venueId: number;
}

/** Whether an event is within the group's events scope (all, by event template, by venue). */
export function allowsEvent(policy: GroupPolicy, event: ScopedEvent): boolean {
  if (policy.role === 'Admin' || policy.eventsScope === 'all') return true;
  const id = policy.eventsScope === 'eventTemplates' ? event.eventTemplateId : event.venueId;
  return id !== null && policy.eventsScopeIds.includes(id);
}

/** Whether the events scope limits this user at all (lists of events are then filtered). */
export function eventsScopeApplies(policy: GroupPolicy): boolean {
  return policy.role !== 'Admin' && policy.eventsScope !== 'all';
}

/** The channel a sale by this user counts under: the override applies to seller roles only (spec §6). */
export function salesChannelFor(policy: GroupPolicy, roleChannel: SalesChannel): SalesChannel {
  if (policy.salesChannelOverride && settingRoles('salesChannelOverride').includes(policy.role)) {
    return policy.salesChannelOverride;
  }
  return roleChannel;
}

/** A display rule in force for this user (only where it applies to their role). */
export function displayRuleApplies(policy: GroupPolicy, rule: DisplayRule): boolean {
  return policy.displayRules[rule] && settingRoles(rule).includes(policy.role);
}

/** Whether a sale by this user needs a promo code (seller roles only). */
export function promoCodeRequired(policy: GroupPolicy): boolean {
  return policy.requirePromoCode && settingRoles('requirePromoCode').includes(policy.role);
}

/** Whether this user may open a report (by its id or name). */
export function allowsReport(policy: GroupPolicy, report: ListedItem): boolean {
  return allowsItem(policy, 'reports', report);
}

/** Whether this user may use a webhook (by its id or name). */
export function allowsWebhook(policy: GroupPolicy, webhook: ListedItem): boolean {
  return allowsItem(policy, 'webhooks', webhook);
}

/**
 * The promo code a sale through an API key starts with: the code the caller gave, else the
 * group's default API promo code. Sales signed in on a session get no default.
 */
export function apiPromoCodeFor(
  policy: GroupPolicy,
  request: { viaApiKey: boolean; given: string | null },
): string | null {
  if (request.given !== null && request.given.trim() !== '') return request.given;
  return request.viaApiKey && policy.defaultApiPromoCode?.trim() ? policy.defaultApiPromoCode.trim() : null;
}

/** The seat display limit in force for this user: null for admins and groups without one. */
export function seatDisplayLimitFor(policy: GroupPolicy): number | null {
  return policy.role === 'Admin' ? null : policy.seatDisplayLimit;
}

/** A seat as the seat display limit counts it. */
export interface DisplayedSeat {
  readonly section: string;
  readonly priceLevelId: number | null;
  readonly available: boolean;
}

/**
 * The seat display limit (spec §3): at most this many available seats per price level per
 * section are shown to the user; answers the indexes of available seats beyond it, in seat
 * order, which the answer shows as unavailable. Admins and groups without a limit see all.
 */
export function seatsBeyondDisplayLimit(policy: GroupPolicy, seats: readonly DisplayedSeat[]): number[] {
  const limit = seatDisplayLimitFor(policy);
  if (limit === null) return [];
  const shown = new Map<string, number>();
  const hidden: number[] = [];
  seats.forEach((seat, index) => {
    if (!seat.available) return;
    const group = `${seat.priceLevelId ?? ''}\u0000${seat.section}`;
    const count = shown.get(group) ?? 0;
    if (count < limit) shown.set(group, count + 1);
    else hidden.push(index);
  });
  return hidden;
}

/** The error codes a staff sale answers when it breaks its user's group policy. */
export const salePolicyCodes = [
  'sale.event_out_of_scope',
  'sale.hold_not_allowed',
  'sale.sale_type_not_allowed',
  'sale.fee_class_not_allowed',
  'sale.promo_code_not_allowed',
  'sale.promo_code_required',
  'sale.payment_type_not_allowed',
  'sale.comp_type_not_allowed',
  'sale.custom_payment_not_allowed',
  'sale.seat_map_action_not_allowed',
] as const;
export type SalePolicyCode = (typeof salePolicyCodes)[number];

export interface SalePolicyProblem {
  readonly code: SalePolicyCode;
  /** The request field the problem is about, when there is one. */
  readonly field?: string;
}

/** A staff sale, checkout, hold or seat change as the group policy judges it; absent parts are not asked. */
export interface StaffSaleRequest {
  /** The events the request touches. */
  readonly events?: readonly ScopedEvent[];
  /** The holds of the seats the request sells or places seats in. */
  readonly holds?: readonly ListedItem[];
  /** The sale types of the seats or price levels sold, or the one chosen. */
  readonly saleTypes?: readonly ListedItem[];
  /** The fee classes of the fees the sale charges, or the one a fee is given. */
  readonly feeClasses?: readonly ListedItem[];
  /** The seat-map actions the request makes (bulk edit kinds, seat locator actions). */
  readonly seatMapActions?: readonly string[];
  /** The promo code applied (undefined: not part of this request; null: none). */
  readonly promoCode?: {
    readonly code: string;
    readonly promotionId: number | null;
    /** The promotion's own code, when `code` is one of its group codes. */
    readonly promotionCode?: string | null;
  } | null;
  /** True when the request completes the sale (a checkout): a required promo code must be there. */
  readonly completes?: boolean;
  /** The payments taken, with the comp type or custom payment type each names. */
  readonly payments?: readonly {
    readonly type: string;
    readonly compType?: ListedItem | null;
    readonly customPayment?: ListedItem | null;
  }[];
  /** Where the payments are in the request: `payments` for a checkout, `paymentType` for a single one. */
  readonly paymentField?: (index: number, part: 'type' | 'compTypeId' | 'customPaymentTypeId') => string;
}

const paymentFieldOf = (index: number, part: string) => `payments.${index}.${part}`;

/**
 * Checks a whole staff request against the user's group policy and answers the first rule it
 * breaks, in this order: events scope, holds, sale types, fee classes, seat-map
 * actions, promo code (allowed, then required when the sale completes), payment types, comp
 * types, custom payments. Null: the policy allows it. Admins are never restricted.
 */
export function salePolicyProblem(policy: GroupPolicy, sale: StaffSaleRequest): SalePolicyProblem | null {
  if (policy.role === 'Admin') return null;
  if (sale.events?.some((e) => !allowsEvent(policy, e))) return { code: 'sale.event_out_of_scope' };
  if (sale.holds?.some((h) => !allowsItem(policy, 'holds', h))) return { code: 'sale.hold_not_allowed' };
  if (sale.saleTypes?.some((s) => !allowsItem(policy, 'saleTypes', s))) {
    return { code: 'sale.sale_type_not_allowed' };
  }
  if (sale.feeClasses?.some((f) => !allowsItem(policy, 'feeClasses', f))) {
    return { code: 'sale.fee_class_not_allowed' };
  }
  if (sale.seatMapActions?.some((a) => !allowsItem(policy, 'seatMapActions', a))) {
    return { code: 'sale.seat_map_action_not_allowed' };
  }
  if (sale.promoCode) {
    const { code, promotionId, promotionCode } = sale.promoCode;
    if (!allowsItem(policy, 'promoCodes', { id: promotionId ?? code, name: code, code: promotionCode })) {
      return { code: 'sale.promo_code_not_allowed', field: 'promoCode' };
    }
  }
  if (sale.completes && promoCodeRequired(policy) && !sale.promoCode) {
    return { code: 'sale.promo_code_required', field: 'promoCode' };
  }
  const field = sale.paymentField ?? paymentFieldOf;
  for (const [index, payment] of (sale.payments ?? []).entries()) {
    if (!allowsItem(policy, 'paymentTypes', payment.type)) {
      return { code: 'sale.payment_type_not_allowed', field: field(index, 'type') };
    }
    if (payment.type === 'Comp' && !allowsItem(policy, 'compTypes', payment.compType ?? '')) {
      return { code: 'sale.comp_type_not_allowed', field: field(index, 'compTypeId') };
    }
    if (payment.type === 'Custom' && !allowsItem(policy, 'customPayments', payment.customPayment ?? '')) {
      return { code: 'sale.custom_payment_not_allowed', field: field(index, 'customPaymentTypeId') };
    }
  }
  return null;
}
