import { defineEndpoint } from '../endpoint';
import { paged, pageQuery } from '../paging';
import * as z from '../zod';

export const outboxMessage = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['kept', 'sent', 'failed']),
  createdAt: z.iso.datetime(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

export const listOutbox = defineEndpoint({
  id: 'listOutbox',
  method: 'GET',
  path: '/api/admin/mail/outbox',
  summary: 'Mail the account has sent or, without SMTP settings, kept for staff to read.',
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
