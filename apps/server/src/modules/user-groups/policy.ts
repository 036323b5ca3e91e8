import { type GroupPolicy, type SalesChannel, salesChannels, unrestricted } from '@tessera/domain';
import type { Db } from '@/db/client';
import type { StaffPrincipal } from '@/platform/auth/principal';
import { userGroupOf } from './user-groups.service';
import { findGroup } from './user-groups.store';

/**
 * The user group policy of a signed-in user, for later capabilities to ask through the
 * domain's `allowsItem`, `allowsEvent`, `salesChannelFor`, `displayRuleApplies` and
 * `promoCodeRequired`. A user without a group is unrestricted.
 */
export async function policyFor(db: Db, staff: StaffPrincipal): Promise<GroupPolicy> {
  const found = staff.userGroup ? await findGroup(db, staff.accountId, staff.userGroup.id) : undefined;
  if (!found) {
    return {
      role: staff.role,
      restrictions: unrestricted,
      eventsScope: 'all',
      eventsScopeIds: [],
      requirePromoCode: false,
      defaultApiPromoCode: null,
      seatDisplayLimit: null,
      salesChannelOverride: null,
      displayRules: {
        hideCustomerDataInReports: false,
        hidePriceOnConsumerElements: false,
        useRetailPriceForOutletSales: false,
      },
    };
  }
  const group = userGroupOf(found.group, found.activeUsers);
  const override = group.salesChannelOverride;
  return {
    role: staff.role,
    restrictions: group.restrictions,
    eventsScope: group.eventsScope,
    eventsScopeIds: group.eventsScopeIds,
    requirePromoCode: group.requirePromoCode,
    defaultApiPromoCode: group.defaultApiPromoCode,
    seatDisplayLimit: group.seatDisplayLimit,
    salesChannelOverride:
      override && (salesChannels as readonly string[]).includes(override) ? (override as SalesChannel) : null,
    displayRules: group.displayRules,
  };
}
