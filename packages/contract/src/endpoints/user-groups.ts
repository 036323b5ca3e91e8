import {
  displayRules,
  eventsScopes,
  groupPermissions,
  type RestrictionKind,
  restrictionKinds,
  salesChannelOverrides,
} from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import * as z from '../zod';

const idList = z.array(z.string().trim().min(1).max(100)).max(500);

/** null: not restricted; a list: only these are allowed. */
export const restrictionsSchema = z.object(
  Object.fromEntries(restrictionKinds.map((k) => [k, idList.nullable()])) as Record<
    RestrictionKind,
    z.ZodNullable<typeof idList>
  >,
);

export const userGroupInput = z.object({
  name: z.string().trim().min(1).max(100),
  require2fa: z.boolean(),
  requirePromoCode: z.boolean(),
  restrictions: restrictionsSchema,
  eventsScope: z.enum(eventsScopes),
  eventsScopeIds: z.array(z.id()).max(500),
  defaultApiPromoCode: z.string().trim().max(50).nullable(),
  seatDisplayLimit: z.number().int().min(1).max(100_000).nullable(),
  salesChannelOverride: z.enum(salesChannelOverrides).nullable(),
  permissions: z.array(z.enum(groupPermissions)),
  displayRules: z.object(
    Object.fromEntries(displayRules.map((r) => [r, z.boolean()])) as Record<
      (typeof displayRules)[number],
      z.ZodBoolean
    >,
  ),
});
export type UserGroupInput = z.infer<typeof userGroupInput>;

export const userGroupOutput = userGroupInput.extend({
  id: z.number().int(),
  archived: z.boolean(),
  activeUsers: z.number().int(),
});
export type UserGroup = z.infer<typeof userGroupOutput>;

const groupParams = z.object({ groupId: z.idParam() });
const base = { tag: 'users', auth: 'staff', permission: 'manageUserGroups', tenant: 'session' } as const;

export const exampleUserGroup: UserGroupInput = {
  name: 'Call center agents',
  require2fa: true,
  requirePromoCode: false,
  restrictions: {
    compTypes: null,
    customPayments: null,
    holds: ['House seats'],
    paymentTypes: ['Cash', 'CreditCard'],
    promoCodes: null,
    reports: null,
    feeClasses: null,
    saleTypes: null,
    webhooks: null,
    seatMapActions: null,
  },
  eventsScope: 'all',
  eventsScopeIds: [],
  defaultApiPromoCode: null,
  seatDisplayLimit: null,
  salesChannelOverride: 'CallCenter',
  permissions: ['refundsAndCancellations', 'salesAndRenewals'],
  displayRules: {
    hideCustomerDataInReports: false,
    hidePriceOnConsumerElements: false,
    useRetailPriceForOutletSales: false,
  },
};

export const listUserGroups = defineEndpoint({
  ...base,
  id: 'listUserGroups',
  method: 'GET',
  path: '/api/admin/user-groups',
  summary: 'User groups of the account; archived ones on request.',
  query: z.object({ archived: z.enum(['true', 'false']).default('false') }),
  output: z.array(userGroupOutput),
  errors: [],
});

export const getUserGroup = defineEndpoint({
  ...base,
  id: 'getUserGroup',
  method: 'GET',
  path: '/api/admin/user-groups/:groupId',
  summary: 'One user group with every setting.',
  params: groupParams,
  output: userGroupOutput,
  errors: ['common.not_found'],
});

const groupErrors = [
  'admin.user_group_name_taken',
  'admin.user_group_renewals_need_season_packages',
  'admin.user_group_scope_needs_ids',
] as const;

export const createUserGroup = defineEndpoint({
  ...base,
  id: 'createUserGroup',
  method: 'POST',
  path: '/api/admin/user-groups',
  summary: 'Creates a user group.',
  body: userGroupInput,
  output: userGroupOutput,
  status: 201,
  errors: groupErrors,
  example: exampleUserGroup,
});

export const updateUserGroup = defineEndpoint({
  ...base,
  id: 'updateUserGroup',
  method: 'PUT',
  path: '/api/admin/user-groups/:groupId',
  summary: 'Changes a user group; permission changes are audited.',
  params: groupParams,
  body: userGroupInput,
  output: userGroupOutput,
  errors: ['common.not_found', ...groupErrors],
  example: exampleUserGroup,
});

export const archiveUserGroup = defineEndpoint({
  ...base,
  id: 'archiveUserGroup',
  method: 'POST',
  path: '/api/admin/user-groups/:groupId/archive',
  summary: 'Archives a user group that no active user belongs to.',
  params: groupParams,
  output: userGroupOutput,
  errors: ['common.not_found', 'admin.user_group_in_use'],
});

export const restoreUserGroup = defineEndpoint({
  ...base,
  id: 'restoreUserGroup',
  method: 'POST',
  path: '/api/admin/user-groups/:groupId/restore',
  summary: 'Brings an archived user group back.',
  params: groupParams,
  output: userGroupOutput,
  errors: ['common.not_found', 'admin.user_group_name_taken'],
});
