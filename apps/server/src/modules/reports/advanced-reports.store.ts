import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { accounts, advancedReportGroups, advancedReports, userGroups, users } from '@/db/schema';

export type AdvancedReportRow = typeof advancedReports.$inferSelect & {
  /** The report-server account it belongs to, as the domain's ownership rule reads it (decisions/0103). */
  ownerAccount: string | null;
  ownerName: string;
  userGroupIds: number[];
};

/** The account's saved advanced reports with their authors' names and the groups that see them. */
export async function savedReports(
  db: Db,
  accountId: number,
  reportId?: number,
): Promise<AdvancedReportRow[]> {
  const list = await db
    .select({ report: advancedReports, firstName: users.firstName, lastName: users.lastName })
    .from(advancedReports)
    .innerJoin(users, eq(users.id, advancedReports.ownerUserId))
    .where(
      reportId === undefined
        ? eq(advancedReports.accountId, accountId)
        : and(eq(advancedReports.accountId, accountId), eq(advancedReports.id, reportId)),
    )
    .orderBy(asc(advancedReports.name), asc(advancedReports.id));
  if (list.length === 0) return [];
  const groups = await db
    .select()
    .from(advancedReportGroups)
    .where(
      inArray(
        advancedReportGroups.reportId,
        list.map((r) => r.report.id),
      ),
    );
  return list.map(({ report, firstName, lastName }) => ({
    ...report,
    ownerAccount: report.ownerReportAccount,
    ownerName: `${firstName} ${lastName}`.trim(),
    userGroupIds: groups
      .filter((g) => g.reportId === report.id)
      .map((g) => g.userGroupId)
      .sort((a, b) => a - b),
  }));
}

export async function insertReport(db: Db, values: typeof advancedReports.$inferInsert): Promise<number> {
  const [row] = await db.insert(advancedReports).values(values).returning({ id: advancedReports.id });
  return row!.id;
}

export async function updateReport(
  db: Db,
  accountId: number,
  reportId: number,
  values: Pick<typeof advancedReports.$inferInsert, 'name' | 'shared' | 'definition' | 'updatedAt'>,
): Promise<void> {
  await db
    .update(advancedReports)
    .set(values)
    .where(and(eq(advancedReports.accountId, accountId), eq(advancedReports.id, reportId)));
}

export async function deleteReport(db: Db, accountId: number, reportId: number): Promise<void> {
  await db
    .delete(advancedReports)
    .where(and(eq(advancedReports.accountId, accountId), eq(advancedReports.id, reportId)));
}

/** The ids among `ids` that are user groups of the account. */
export async function accountGroupIds(db: Db, accountId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(and(eq(userGroups.accountId, accountId), inArray(userGroups.id, [...ids])));
  return found.map((g) => g.id);
}

/** Replaces the groups that see a report. */
export async function setReportGroups(db: Db, reportId: number, groupIds: readonly number[]): Promise<void> {
  await db.delete(advancedReportGroups).where(eq(advancedReportGroups.reportId, reportId));
  if (groupIds.length > 0) {
    await db.insert(advancedReportGroups).values(groupIds.map((userGroupId) => ({ reportId, userGroupId })));
  }
}

/** Whether Tools → Manage features switched advanced reporting on for the account. */
export async function advancedReportingEnabled(db: Db, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ on: accounts.advancedReportingEnabled })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.on === true;
}
