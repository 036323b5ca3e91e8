import { listAdminBulkEmails, sendAdminBulkEmail } from '@tessera/contract';
import { implement } from '@/platform/http/implement';
import { adminBulkEmails, sendAdminBulkEmail as send } from './admin-bulk-emails.service';

export const adminBulkEmailsAdminRoutes = [
  implement(listAdminBulkEmails, ({ deps, accountId }) => adminBulkEmails(deps.db, accountId)),
  implement(sendAdminBulkEmail, ({ deps, staff, body }) => send(deps, staff, body)),
];
