import { adminRoleIds } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import * as z from '../zod';

/** Writing to the account's staff is part of managing its users. */
const tools = { tag: 'tools', auth: 'staff', tenant: 'session', permission: 'manageUsers' } as const;

export const BULK_EMAIL_SUBJECT_MAX = 200;
export const BULK_EMAIL_MESSAGE_MAX = 10_000;

export const adminBulkEmail = z.object({
  id: z.number().int(),
  subject: z.string(),
  message: z.string(),
  /** Empty: every role. */
  roles: z.array(z.enum(adminRoleIds)),
  /** Empty: every user group. */
  userGroupIds: z.array(z.number().int()),
  sentBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
  recipients: z.number().int(),
  /** Delivered to the mail server, or kept in the outbox where no mail server is set. */
  sent: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
});
export type AdminBulkEmail = z.infer<typeof adminBulkEmail>;

export const adminBulkEmailInput = z.object({
  subject: z.string().trim().min(1).max(BULK_EMAIL_SUBJECT_MAX),
  message: z.string().trim().min(1).max(BULK_EMAIL_MESSAGE_MAX),
  roles: z.array(z.enum(adminRoleIds)).max(adminRoleIds.length).default([]),
  userGroupIds: z.array(z.id()).max(100).default([]),
});

export const listAdminBulkEmails = defineEndpoint({
  ...tools,
  id: 'listAdminBulkEmails',
  method: 'GET',
  path: '/api/admin/tools/send-admin-bulk-emails',
  summary:
    'Send admin bulk emails: the messages sent to the account’s staff, newest first (at most 100), each with its audience and how many were sent, failed or are still going out.',
  output: z.array(adminBulkEmail),
  errors: [],
});

export const sendAdminBulkEmail = defineEndpoint({
  ...tools,
  id: 'sendAdminBulkEmail',
  method: 'POST',
  path: '/api/admin/tools/send-admin-bulk-emails',
  summary:
    'Send admin bulk emails: mails a message to the account’s active staff, all of them or only those of the chosen roles and user groups. The audience is fixed at once; the job queue sends one email to each.',
  body: adminBulkEmailInput,
  output: adminBulkEmail,
  status: 201,
  errors: ['admin.bulk_email_no_recipients', 'admin.choice_unavailable'],
  example: {
    subject: 'Box office briefing',
    message: 'Doors open at 18:30 tonight.',
    roles: ['PointOfSale'],
  },
});
