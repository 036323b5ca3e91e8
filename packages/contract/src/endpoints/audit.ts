import { defineEndpoint } from '../endpoint';
import { paged, pageQuery } from '../paging';
import * as z from '../zod';

/** What the audit log records (spec: sign-ins, failures, lockouts, 2FA, impersonation, keys, permissions). */
export const auditActions = [
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'lockout',
  'unlock',
  'password_reset_requested',
  'password_changed',
  'invitation_sent',
  'two_factor_enabled',
  'two_factor_removed',
  'impersonation_started',
  'impersonation_ended',
  'api_key_created',
  'api_key_revoked',
  'user_invited',
  'user_updated',
  'user_deactivated',
  'user_reactivated',
  'user_group_created',
  'user_group_updated',
  'user_group_archived',
  'user_group_restored',
  'account_settings_updated',
  'price_change_approval_requested',
  'price_change_approved',
  'customer_anonymized',
  'payment_account_saved',
  'sftp_settings_saved',
  'sftp_settings_removed',
  'wallet_pass_settings_saved',
  'wallet_pass_settings_removed',
  'price_change_denied',
] as const;
export type AuditAction = (typeof auditActions)[number];

const person = z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable();

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  action: z.enum(auditActions),
  actor: person,
  subject: person,
  detail: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const listAuditLog = defineEndpoint({
  id: 'listAuditLog',
  method: 'GET',
  path: '/api/admin/audit-log',
  summary:
    'Security events of the account, newest first: sign-ins, lockouts, 2FA, impersonation, keys, permissions.',
  tag: 'users',
  auth: 'staff',
  permission: 'viewAuditLog',
  tenant: 'session',
  query: pageQuery.extend({
    userId: z.idParam().optional(),
    action: z.enum(auditActions).optional(),
  }),
  output: paged(auditEntry),
  errors: [],
});
