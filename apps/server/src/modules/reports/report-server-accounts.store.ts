import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { advancedReports, users } from '@/db/schema';

const row = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  active: users.active,
  reportServerAccount: users.reportServerAccount,
};

export type ReportServerAccountUser = {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  active: boolean;
  reportServerAccount: string | null;
};

/** The account's staff users (not the platform operator) and their report-server accounts. */
export async function accountUsers(
  db: Db,
  accountId: number,
  userId?: number,
): Promise<ReportServerAccountUser[]> {
  return db
    .select(row)
    .from(users)
    .where(
      and(
        eq(users.accountId, accountId),
        eq(users.platformOperator, false),
        userId === undefined ? undefined : eq(users.id, userId),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

/** Another user of the account who already has the account name (compared without case). */
export async function holderOf(db: Db, accountId: number, name: string, exceptUserId: number) {
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.accountId, accountId),
        ne(users.id, exceptUserId),
        sql`lower(${users.reportServerAccount}) = lower(${name})`,
      ),
    );
  return found?.id ?? null;
}

export async function setUserReportAccount(db: Db, accountId: number, userId: number, name: string | null) {
  await db
    .update(users)
    .set({ reportServerAccount: name })
    .where(and(eq(users.accountId, accountId), eq(users.id, userId)));
}

/** The reports a user saved while they had no account go with them into the one they are given. */
export async function movePersonalReports(db: Db, accountId: number, userId: number, name: string) {
  await db
    .update(advancedReports)
    .set({ ownerReportAccount: name })
    .where(
      and(
        eq(advancedReports.accountId, accountId),
        eq(advancedReports.ownerUserId, userId),
        isNull(advancedReports.ownerReportAccount),
      ),
    );
}

/** The report-server account a user works as in advanced reporting; null: as themself. */
export async function reportAccountOf(db: Db, accountId: number, userId: number): Promise<string | null> {
  const [found] = await db
    .select({ name: users.reportServerAccount })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.id, userId)));
  return found?.name ?? null;
}
