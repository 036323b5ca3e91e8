import {
  listEmailTemplates,
  saveEmailTemplate,
  sendEmailTemplateTest,
  uploadEmailTemplate,
} from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import {
  emailTemplatesOf,
  saveEmailTemplateText,
  sendEmailTemplateTest as sendTest,
  uploadEmailTemplateFile,
} from './email-templates.service';

/** Account settings → email templates (decisions/0069). */
export const emailTemplateAdminRoutes = [
  implement(listEmailTemplates, ({ deps, accountId }) => emailTemplatesOf(deps.db, accountId)),
  implement(saveEmailTemplate, ({ deps, accountId, staff, body }) =>
    saveEmailTemplateText(
      deps.db,
      { accountId, userId: staff.userId, kind: body.kind, text: body.text },
      deps.now(),
    ),
  ),
  implement(uploadEmailTemplate, ({ deps, accountId, staff, body }) =>
    uploadEmailTemplateFile(deps.db, { accountId, userId: staff.userId, kind: body.kind }, body, deps.now()),
  ),
  implement(sendEmailTemplateTest, async ({ deps, accountId, staff, body }) => {
    const row = await sendTest(deps, accountId, staff, body.kind, deps.now());
    return {
      id: row.id,
      to: row.to,
      subject: row.subject,
      text: row.text,
      linkHidden: row.linkHidden,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    };
  }),
];
