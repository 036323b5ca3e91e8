import {
  createMembershipLevel,
  listCustomerMemberships,
  listMembershipLevels,
  listSellMembershipLevels,
  renewMembership,
  sellMembership,
  updateMembershipLevel,
} from '@tessera/contract';
import { customerRow } from '@/modules/customers/customers.store';
import { policyFor } from '@/modules/user-groups/group-policy.service';
import { AppError } from '@/platform/http/app-error';
import { implement } from '@/platform/http/implement';
import {
  changeLevel,
  createLevel,
  customerMemberships,
  listLevels,
  sellMembership as sell,
} from './memberships.service';

export const membershipAdminRoutes = [
  implement(listMembershipLevels, ({ deps, accountId }) => listLevels(deps.db, accountId)),
  implement(createMembershipLevel, ({ deps, accountId, body }) =>
    createLevel(deps.db, accountId, body, deps.now()),
  ),
  implement(updateMembershipLevel, ({ deps, accountId, params, body }) =>
    changeLevel(deps.db, accountId, params.levelId, body, deps.now()),
  ),
  implement(listSellMembershipLevels, ({ deps, accountId }) => listLevels(deps.db, accountId, true)),
  implement(sellMembership, async ({ deps, accountId, staff, params, body }) =>
    sell(deps, accountId, { kind: 'level', levelId: params.levelId, customerId: body.customerId }, body, {
      userId: staff.userId,
      policy: await policyFor(deps.db, staff),
      channel: 'PointOfSale',
    }),
  ),
  implement(renewMembership, async ({ deps, accountId, staff, params, body }) =>
    sell(deps, accountId, { kind: 'membership', membershipId: params.membershipId }, body, {
      userId: staff.userId,
      policy: await policyFor(deps.db, staff),
      channel: 'PointOfSale',
    }),
  ),
  implement(listCustomerMemberships, async ({ deps, accountId, params }) => {
    if (!(await customerRow(deps.db, accountId, params.customerId)))
      throw new AppError('admin.customer_not_found');
    return customerMemberships(deps.db, accountId, params.customerId, deps.now());
  }),
];
