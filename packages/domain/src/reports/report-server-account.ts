/**
 * Tools → Set SSRS username (decisions/0103): the report-server account a staff user works as in
 * advanced reporting. Saved reports belong to the account, not the person, so whoever is given a
 * departed colleague's account name finds their "My Reports".
 */

/** `DOMAIN\user` or `user`: letters, digits, dot, dash, underscore; at most 64 characters. */
const accountName = /^(?:[A-Za-z0-9][A-Za-z0-9._-]{0,14}\\)?[A-Za-z0-9][A-Za-z0-9._-]*$/;
export const reportServerAccountMaxLength = 64;

/** Why a report-server account name cannot be saved, or null when it can. */
export function reportServerAccountProblem(name: string): 'admin.report_server_account_invalid' | null {
  if (name.length === 0 || name.length > reportServerAccountMaxLength)
    return 'admin.report_server_account_invalid';
  return accountName.test(name) ? null : 'admin.report_server_account_invalid';
}

/** Account names are compared as the report server does: without regard to case. */
export function sameReportServerAccount(a: string | null, b: string | null): boolean {
  return a !== null && b !== null && a.toLowerCase() === b.toLowerCase();
}

/** Who a saved report belongs to: a report-server account, or (when saved without one) its author. */
export interface ReportOwnership {
  readonly ownerUserId: number;
  readonly ownerAccount: string | null;
}

export interface ReportAccountHolder {
  readonly userId: number;
  /** The user's report-server account; null: they work as themself. */
  readonly reportAccount: string | null;
}

/**
 * A report saved under a report-server account is "mine" for whoever holds that account now; one
 * saved by a user without an account is theirs while they have none (setting one takes them along).
 */
export function ownsReport(report: ReportOwnership, viewer: ReportAccountHolder): boolean {
  if (report.ownerAccount !== null) return sameReportServerAccount(report.ownerAccount, viewer.reportAccount);
  return report.ownerUserId === viewer.userId && viewer.reportAccount === null;
}
