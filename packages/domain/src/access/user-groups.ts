import type { GroupPermission } from './permissions';
import { type AdminRole, sellerRoles, supervisorRoles } from './roles';

/** The lists a user group can restrict (spec §3): when restricted, only the listed ids are allowed. */
export const restrictionKinds = [
  'compTypes',
  'customPayments',
  'holds',
  'paymentTypes',
  'promoCodes',
  'reports',
  'feeClasses',
  'saleTypes',
  'webhooks',
  'seatMapActions',
] as const;
export type RestrictionKind = (typeof restrictionKinds)[number];

/** null: not restricted; a list: only these ids (or codes) are allowed. */
export type Restrictions = Readonly<Record<RestrictionKind, readonly string[] | null>>;

export const unrestricted: Restrictions = Object.fromEntries(
  restrictionKinds.map((k) => [k, null]),
) as unknown as Restrictions;

export const eventsScopes = ['all', 'eventTemplates', 'venues'] as const;
export type EventsScope = (typeof eventsScopes)[number];

export const displayRules = [
  'hideCustomerDataInReports',
  'hidePriceOnConsumerElements',
  'useRetailPriceForOutletSales',
] as const;
export type DisplayRule = (typeof displayRules)[number];

/** Settings of a group that mean something only to some roles (spec §6). */
export type RoleBoundSetting = 'requirePromoCode' | 'salesChannelOverride' | DisplayRule;

export function settingRoles(setting: RoleBoundSetting): readonly AdminRole[] {
  switch (setting) {
    case 'requirePromoCode':
    case 'salesChannelOverride':
      return sellerRoles;
    // Outlet sales are the partners' channel (and a seller's whose group sends them there).
    case 'useRetailPriceForOutletSales':
      return [...sellerRoles, 'Partner'];
    case 'hideCustomerDataInReports':
      return supervisorRoles;
    default:
      return [...supervisorRoles, ...sellerRoles, 'Partner'];
  }
}

export interface UserGroupRuleInput {
  readonly permissions: readonly GroupPermission[];
  readonly eventsScope: EventsScope;
  readonly eventsScopeIds: readonly number[];
}

export type UserGroupProblem =
  | { field: 'permissions'; code: 'renewals_need_season_packages' }
  | { field: 'eventsScopeIds'; code: 'scope_needs_ids' };

/**
 * Rules across fields of a user group: accessible seating for renewals needs season package
 * management (spec §5); an events scope by template or venue needs at least one of them.
 */
export function userGroupProblems(group: UserGroupRuleInput): UserGroupProblem[] {
  const problems: UserGroupProblem[] = [];
  if (
    group.permissions.includes('accessibleSeatingRenewals') &&
    !group.permissions.includes('seasonPackageManagement')
  ) {
    problems.push({ field: 'permissions', code: 'renewals_need_season_packages' });
  }
  if (group.eventsScope !== 'all' && group.eventsScopeIds.length === 0) {
    problems.push({ field: 'eventsScopeIds', code: 'scope_needs_ids' });
  }
  return problems;
}
