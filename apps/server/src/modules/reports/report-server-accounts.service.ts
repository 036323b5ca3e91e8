import type { ReportServerAccountRow } from '@tessera/contract';
import { reportServerAccountProblem } from '@tessera/domain';
import type { Db } from '@/db/client';
import { isUniqueViolation } from '@/db/sql';
import { recordAudit } from '@/modules/audit/audit.store';
import type { StaffPrincipal } from '@/platform/auth/principal';
import { AppError } from '@/platform/http/app-error';
import {
  accountUsers,
  holderOf,
  movePersonalReports,
  type ReportServerAccountUser,
  setUserReportAccount,
} from './report-server-accounts.store';

/** Tools → Set SSRS username (decisions/0103). */
const view = (u: ReportServerAccountUser): ReportServerAccountRow => ({
  userId: u.userId,
  name: `${u.firstName} ${u.lastName}`.trim(),
  email: u.email,
  active: u.active,
  reportServerAccount: u.reportServerAccount,
});

export async function listReportServerAccounts(
  db: Db,
  staff: StaffPrincipal,
): Promise<ReportServerAccountRow[]> {
  return (await accountUsers(db, staff.accountId)).map(view);
}

/**
 * Gives a user a report-server account (or clears it). One account name is one user's at a time
 * in the account; a user given their first account takes the reports they saved as themself.
 */
export async function setReportServerAccount(
  db: Db,
  staff: StaffPrincipal,
  userId: number,
  wanted: string | null,
  now: Date,
): Promise<ReportServerAccountRow> {
  const name = wanted === null || wanted === '' ? null : wanted;
  if (name !== null) {
    const problem = reportServerAccountProblem(name);
    if (problem) throw new AppError(problem, 'reportServerAccount');
  }
  // Two administrators giving one name to two users at once: the unique index keeps one, and the
  // other is told the name is taken, as when it was taken before.
  await db
    .transaction(async (tx) => {
      const [user] = await accountUsers(tx, staff.accountId, userId);
      if (!user) throw new AppError('common.not_found');
      if (name !== null && (await holderOf(tx, staff.accountId, name, userId)) !== null) {
        throw new AppError('admin.report_server_account_taken', 'reportServerAccount');
      }
      await setUserReportAccount(tx, staff.accountId, userId, name);
      if (name !== null && user.reportServerAccount === null) {
        await movePersonalReports(tx, staff.accountId, userId, name);
      }
      await recordAudit(
        tx,
        {
          accountId: staff.accountId,
          action: 'user_updated',
          actorUserId: staff.userId,
          subjectUserId: userId,
          detail: { reportServerAccount: { from: user.reportServerAccount, to: name } },
        },
        now,
      );
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error))
        throw new AppError('admin.report_server_account_taken', 'reportServerAccount');
      throw error;
    });
  const [saved] = await accountUsers(db, staff.accountId, userId);
  return view(saved!);
}
