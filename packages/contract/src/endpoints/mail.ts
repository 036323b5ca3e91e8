import { EMAIL_TEMPLATE_MAX_CHARS, emailTemplateKinds } from '@tessera/domain';
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

/** One of the account's email templates (account settings → email templates, decisions/0069). */
export const emailTemplate = z.object({
  kind: z.enum(emailTemplateKinds),
  /** The text the mails use; blank: the mail as without a template. */
  text: z.string(),
  /** The name of the .txt file it came from; null when typed. */
  fileName: z.string().nullable(),
  updatedAt: z.iso.datetime().nullable(),
});
export type EmailTemplate = z.infer<typeof emailTemplate>;

const templateBase = {
  tag: 'mail',
  auth: 'staff',
  permission: 'accountSettings',
  tenant: 'session',
} as const;
const templateKind = z.enum(emailTemplateKinds);

export const listEmailTemplates = defineEndpoint({
  ...templateBase,
  id: 'listEmailTemplates',
  method: 'GET',
  path: '/api/admin/email-templates',
  summary: 'The account’s email templates: order notes, pre-event and post-event mail text.',
  output: z.array(emailTemplate),
  errors: [],
});

export const saveEmailTemplate = defineEndpoint({
  ...templateBase,
  id: 'saveEmailTemplate',
  method: 'PUT',
  path: '/api/admin/email-templates',
  summary: 'Saves a template’s text as typed; blank text turns the template off.',
  body: z.object({ kind: templateKind, text: z.string().max(EMAIL_TEMPLATE_MAX_CHARS) }),
  output: emailTemplate,
  errors: [],
  example: { kind: 'preEvent', text: 'Doors open 45 minutes before the performance. The bar opens at 6pm.' },
});

export const uploadEmailTemplate = defineEndpoint({
  ...templateBase,
  id: 'uploadEmailTemplate',
  method: 'PUT',
  path: '/api/admin/email-templates/file',
  summary:
    'Uploads a template as a .txt file (base64, its name and type as the browser gave them); any other file is refused.',
  body: z.object({
    kind: templateKind,
    fileName: z.string().min(1).max(255),
    contentType: z.string().max(100),
    dataBase64: z.string().min(1).max(48_000),
  }),
  output: emailTemplate,
  errors: ['admin.email_template_not_txt'],
  example: {
    kind: 'preEvent',
    fileName: 'pre-event.txt',
    contentType: 'text/plain',
    dataBase64: 'RG9vcnMgb3BlbiBhdCA3cG0u',
  },
});

export const sendEmailTemplateTest = defineEndpoint({
  ...templateBase,
  id: 'sendEmailTemplateTest',
  method: 'POST',
  path: '/api/admin/email-templates/test',
  summary:
    'Sends the mail the template goes into, with sample order and event details, to the signed-in user.',
  body: z.object({ kind: templateKind }),
  output: outboxMessage,
  errors: ['admin.mail_send_failed'],
  example: { kind: 'postEvent' },
});
