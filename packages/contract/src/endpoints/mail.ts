import { defineEndpoint } from '../endpoint';
import { paged, pageQuery } from '../paging';
import * as z from '../zod';

export const outboxMessage = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  /** The text as kept: a one-time link's token shows as [hidden]. */
  text: z.string(),
  /** The message carried a one-time link (invitation, reset, verification): only its recipient received it. */
  linkHidden: z.boolean(),
  status: z.enum(['kept', 'sent', 'failed']),
  createdAt: z.iso.datetime(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

export const listOutbox = defineEndpoint({
  id: 'listOutbox',
  method: 'GET',
  path: '/api/admin/mail/outbox',
  summary:
    'Mail the account has sent or, without SMTP settings, kept for staff to read; one-time links are hidden.',
  tag: 'mail',
  auth: 'staff',
  permission: 'viewMailOutbox',
  tenant: 'session',
  query: pageQuery,
  output: paged(outboxMessage),
  errors: [],
});

export const sendTestMail = defineEndpoint({
  id: 'sendTestMail',
  method: 'POST',
  path: '/api/admin/mail/test',
  summary: 'Sends a test message to the signed-in user to check the mail settings.',
  tag: 'mail',
  auth: 'staff',
  permission: 'accountSettings',
  tenant: 'session',
  output: outboxMessage,
  errors: ['admin.mail_send_failed'],
});
