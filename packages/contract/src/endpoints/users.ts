import { adminRoleIds } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import { paged, pageQuery } from '../paging';
import * as z from '../zod';

export const userStatuses = ['active', 'invited', 'locked', 'deactivated'] as const;

export const userSummary = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(adminRoleIds),
  userGroup: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The partner the user sells for (account settings → partners); their sales are credited to it. */
  partner: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  status: z.enum(userStatuses),
  lockedOut: z.boolean(),
  twoFactorEnabled: z.boolean(),
  lastSignInAt: z.iso.datetime().nullable(),
});
export type UserSummary = z.infer<typeof userSummary>;

export const apiKeyOutput = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The first characters of the key, so people can tell keys apart. */
  prefix: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
});
export type ApiKey = z.infer<typeof apiKeyOutput>;

export const userDetail = userSummary.extend({
  createdAt: z.iso.datetime(),
  invitedAt: z.iso.datetime().nullable(),
  failedSignIns: z.number().int(),
  platformOperator: z.boolean(),
  apiKeys: z.array(apiKeyOutput),
});
export type UserDetail = z.infer<typeof userDetail>;

const userFields = {
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  role: z.enum(adminRoleIds),
  userGroupId: z.number().int().nullable(),
  partnerId: z.id().nullable().default(null),
};
export const userUpdateInput = z.object(userFields);
export const inviteUserInput = z.object({ email: z.email().max(254), ...userFields });
export type InviteUserInput = z.infer<typeof inviteUserInput>;
export type UserUpdateInput = z.infer<typeof userUpdateInput>;

const userParams = z.object({ userId: z.idParam() });
const base = { tag: 'users', auth: 'staff', permission: 'manageUsers', tenant: 'session' } as const;

export const listUsers = defineEndpoint({
  ...base,
  id: 'listUsers',
  method: 'GET',
  path: '/api/admin/users',
  summary: 'Staff users of the account, searched by name or email and paged.',
  query: pageQuery.extend({
    search: z.string().trim().max(100).optional(),
    status: z.enum(['all', ...userStatuses]).default('all'),
  }),
  output: paged(userSummary),
  errors: [],
});

export const getUser = defineEndpoint({
  ...base,
  id: 'getUser',
  method: 'GET',
  path: '/api/admin/users/:userId',
  summary: 'One staff user: profile, role, group, lockout and two-factor status, API keys.',
  params: userParams,
  output: userDetail,
  errors: ['common.not_found', 'auth.user_out_of_reach'],
});

export const inviteUser = defineEndpoint({
  ...base,
  id: 'inviteUser',
  method: 'POST',
  path: '/api/admin/users',
  summary: 'Invites a staff user: the invitation email carries a single-use link to choose a password.',
  body: inviteUserInput,
  output: userDetail,
  status: 201,
  errors: [
    'auth.email_taken',
    'admin.user_group_archived',
    'common.not_found',
    'admin.mail_send_failed',
    'auth.user_out_of_reach',
    'admin.partner_not_found',
  ],
  example: {
    email: 'new.agent@example.test',
    firstName: 'Nora',
    lastName: 'Agent',
    role: 'CallCenter',
    userGroupId: null,
    partnerId: null,
  },
});

export const updateUser = defineEndpoint({
  ...base,
  id: 'updateUser',
  method: 'PUT',
  path: '/api/admin/users/:userId',
  summary: 'Changes a user’s name, role, partner and user group.',
  params: userParams,
  body: userUpdateInput,
  output: userDetail,
  errors: [
    'common.not_found',
    'admin.user_group_archived',
    'auth.cannot_change_own_access',
    'auth.user_out_of_reach',
    'admin.partner_not_found',
  ],
  example: { firstName: 'Nora', lastName: 'Agent', role: 'CallCenter', userGroupId: null, partnerId: null },
});

function userAction(id: string, path: string, summary: string) {
  return {
    ...base,
    id,
    method: 'POST',
    path: `/api/admin/users/:userId/${path}`,
    summary,
    params: userParams,
    output: userDetail,
  } as const;
}

export const deactivateUser = defineEndpoint({
  ...userAction(
    'deactivateUser',
    'deactivate',
    'Deactivates a user: their sessions and API keys stop working.',
  ),
  errors: ['common.not_found', 'auth.cannot_change_own_access', 'auth.user_out_of_reach'],
});
export const reactivateUser = defineEndpoint({
  ...userAction('reactivateUser', 'reactivate', 'Lets a deactivated user sign in again.'),
  errors: ['common.not_found'],
});
export const resendInvitation = defineEndpoint({
  ...userAction(
    'resendInvitation',
    'resend-invitation',
    'Sends a new invitation link; older ones stop working.',
  ),
  errors: [
    'common.not_found',
    'auth.invitation_already_accepted',
    'admin.mail_send_failed',
    'auth.user_out_of_reach',
    'admin.partner_not_found',
  ],
});
export const unlockUser = defineEndpoint({
  ...userAction('unlockUser', 'unlock', 'Ends the sign-in waits of a user’s email after failed sign-ins.'),
  errors: ['common.not_found', 'auth.user_out_of_reach'],
});

export const removeUserTwoFactor = defineEndpoint({
  ...base,
  id: 'removeUserTwoFactor',
  method: 'DELETE',
  path: '/api/admin/users/:userId/2fa',
  summary:
    'Removes a user’s two-factor token (a lost phone); they set it up again at next sign-in if required.',
  params: userParams,
  output: userDetail,
  errors: ['common.not_found', 'auth.user_out_of_reach'],
});

export const impersonateUser = defineEndpoint({
  ...base,
  id: 'impersonateUser',
  method: 'POST',
  path: '/api/admin/users/:userId/impersonate',
  summary:
    'Logs in as another user of the account (audited). The administrator’s own session is kept to return to.',
  params: userParams,
  output: z.object({ ok: z.literal(true) }),
  errors: ['common.not_found', 'auth.cannot_impersonate'],
});

export const createApiKey = defineEndpoint({
  ...base,
  id: 'createApiKey',
  method: 'POST',
  path: '/api/admin/users/:userId/api-keys',
  summary:
    'Generates an API key for integrations acting as this user. The key is shown once; only its hash is kept.',
  params: userParams,
  body: z.object({ name: z.string().trim().min(1).max(100) }),
  output: z.object({ apiKey: apiKeyOutput, key: z.string() }),
  status: 201,
  errors: ['common.not_found', 'admin.api_key_create_failed', 'auth.user_out_of_reach'],
  example: { name: 'Box office kiosk' },
});

export const revokeApiKey = defineEndpoint({
  ...base,
  id: 'revokeApiKey',
  method: 'DELETE',
  path: '/api/admin/users/:userId/api-keys/:apiKeyId',
  summary: 'Revokes an API key; integrations using it are refused from then on.',
  params: userParams.extend({ apiKeyId: z.idParam() }),
  output: userDetail,
  errors: ['common.not_found', 'auth.user_out_of_reach'],
});
