import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

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
  query: z.object({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .pipe(z.union([z.literal(10), z.literal(25), z.literal(50), z.literal(100)]))
      .default(25),
  }),
  output: z.object({ items: z.array(outboxMessage), total: z.number().int() }),
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
