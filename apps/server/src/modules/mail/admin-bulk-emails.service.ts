import type { AdminBulkEmail } from '@tessera/contract';
import { type AdminRole, pickLocale } from '@tessera/domain';
import type { Db } from '@/db/client';
import { requireAccount } from '@/modules/accounts/accounts.service';
import type { StaffPrincipal } from '@/platform/auth/principal';
import type { AppDeps } from '@/platform/deps';
import { AppError } from '@/platform/http/app-error';
import type { Jobs, RetryPolicy } from '@/platform/jobs/jobs';
import type { Mailer } from '@/platform/mail/mailer';
import { adminBulkMail } from './admin-bulk-emails.mail';
import {
  accountUserGroupIds,
  type BulkEmailRow,
  findBulkEmail,
  insertBulkEmail,
  listBulkEmails,
  markRecipient,
  pendingRecipients,
  retryFailed,
} from './admin-bulk-emails.store';

export const ADMIN_BULK_EMAIL_JOB = 'admin-bulk-email';
interface BulkEmailPayload {
  accountId: number;
  bulkEmailId: number;
}
/** Four attempts for the recipients the mail server refused, a minute apart and then longer. */
const bulkEmailRetry: RetryPolicy = { limit: 3, delaySeconds: 60, backoff: true };

function bulkEmailOf(row: BulkEmailRow): AdminBulkEmail {
  return {
    id: row.id,
    subject: row.subject,
    message: row.message,
    roles: row.roles as AdminRole[],
    userGroupIds: row.user_group_ids.map(Number),
    sentBy: row.sent_by,
    createdAt: new Date(row.created_at).toISOString(),
    recipients: Number(row.recipients),
    sent: Number(row.sent),
    failed: Number(row.failed),
    pending: Number(row.pending),
  };
}

export async function adminBulkEmails(db: Db, accountId: number): Promise<AdminBulkEmail[]> {
  return (await listBulkEmails(db, accountId)).map(bulkEmailOf);
}

/**
 * Sends a message to the account's active staff of the roles and user groups chosen (none
 * chosen: all of them). The audience is recorded with the message in one transaction with
 * the job that mails it, so a message nobody would get is refused and changes nothing.
 */
export async function sendAdminBulkEmail(
  deps: AppDeps,
  staff: StaffPrincipal,
  input: { subject: string; message: string; roles: AdminRole[]; userGroupIds: number[] },
): Promise<AdminBulkEmail> {
  const groups = [...new Set(input.userGroupIds)];
  if ((await accountUserGroupIds(deps.db, staff.accountId, groups)).length !== groups.length) {
    throw new AppError('admin.choice_unavailable', 'userGroupIds');
  }
  const now = deps.now();
  const id = await deps.db.transaction(async (tx) => {
    const created = await insertBulkEmail(
      tx,
      staff.accountId,
      { ...input, roles: [...new Set(input.roles)], userGroupIds: groups },
      staff.userId,
      now,
    );
    if (created.recipients === 0) throw new AppError('admin.bulk_email_no_recipients', 'roles');
    await deps.jobs.schedule<BulkEmailPayload>(
      ADMIN_BULK_EMAIL_JOB,
      { accountId: staff.accountId, bulkEmailId: created.id },
      { tx },
    );
    return created.id;
  });
  return bulkEmailOf((await findBulkEmail(deps.db, staff.accountId, id))!);
}

/**
 * The sender: one email to each recipient still pending, in the account's language, each
 * recorded as it goes so a second run sends nobody twice. Recipients the mail server refused
 * are tried again by the queue; after the last attempt they stay failed.
 */
export function registerAdminBulkEmails(jobs: Jobs, deps: { db: Db; mailer: Mailer; now: () => Date }): void {
  jobs.register<BulkEmailPayload>(
    ADMIN_BULK_EMAIL_JOB,
    async ({ accountId, bulkEmailId }, job) => {
      const bulk = await findBulkEmail(deps.db, accountId, bulkEmailId);
      if (!bulk) return;
      const account = await requireAccount(deps.db, accountId);
      const locale = pickLocale([account.defaultLanguage]);
      let failed = 0;
      for (const r of await pendingRecipients(deps.db, bulkEmailId)) {
        const now = deps.now();
        const mail = adminBulkMail(locale, {
          to: r.email,
          subject: bulk.subject,
          message: bulk.message,
          sender: bulk.sent_by ?? account.name,
          accountName: account.name,
        });
        const row = await deps.mailer.send(deps.db, accountId, mail, now);
        await markRecipient(deps.db, bulkEmailId, r.user_id, row.status, now);
        if (row.status === 'failed') failed += 1;
      }
      if (failed > 0 && job.retryCount < bulkEmailRetry.limit) {
        await retryFailed(deps.db, bulkEmailId);
        throw new Error(`${failed} of the bulk email's messages were refused by the mail server`);
      }
    },
    { retry: bulkEmailRetry },
  );
}
