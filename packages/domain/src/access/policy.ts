import type { SalesChannel } from '../enums';
import type { AdminRole } from './roles';
import {
  type DisplayRule,
  type EventsScope,
  type RestrictionKind,
  type Restrictions,
  settingRoles,
} from './user-groups';

/** What a user group says about a user's reach, as later capabilities ask it. */
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
 * The one place later capabilities ask "may this user use this comp type / hold / payment
 * type / report / …". Admins are never restricted; a list that is not restricted allows all.
 */
export function allowsItem(policy: GroupPolicy, kind: RestrictionKind, id: string | number): boolean {
  if (policy.role === 'Admin') return true;
  const allowed = policy.restrictions[kind];
  return allowed === null || allowed.includes(String(id));
}

/** Whether an event is within the group's events scope (all, by event template, by venue). */
export function allowsEvent(
  policy: GroupPolicy,
  event: { eventTemplateId: number; venueId: number },
): boolean {
  if (policy.role === 'Admin' || policy.eventsScope === 'all') return true;
  const id = policy.eventsScope === 'eventTemplates' ? event.eventTemplateId : event.venueId;
  return policy.eventsScopeIds.includes(id);
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
