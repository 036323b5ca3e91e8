import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { accounts, staffSessions, userGroups, users } from '@/db/schema';

/** The user behind an email, with what sign-in needs from their group and account. */
export async function findUserForSignIn(db: Db, email: string) {
  const [row] = await db
    .select({
      user: users,
      require2fa: sql<boolean>`coalesce(${userGroups.require2fa}, false)`,
      sessionHours: accounts.staffSessionHours,
      idleMinutes: accounts.staffIdleMinutes,
      accountName: accounts.name,
      accountLanguage: accounts.defaultLanguage,
    })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .leftJoin(
      userGroups,
      and(eq(userGroups.id, users.userGroupId), eq(userGroups.accountId, users.accountId)),
    )
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

/**
 * Shows a failed sign-in on the user (the count over every address, and since when sign-in
 * waits). Returns whether this failure started the wait.
 */
export async function recordFailedSignIn(
  db: Db,
  accountId: number,
  userId: number,
  failures: number,
  blocked: boolean,
  at: Date,
) {
  const [row] = await db
    .update(users)
    .set({
      failedSignIns: failures,
      lockedAt: blocked
        ? sql`coalesce(${users.lockedAt}, ${at.toISOString()}::timestamptz)`
        : sql`${users.lockedAt}`,
    })
    .where(and(eq(users.id, userId), eq(users.accountId, accountId)))
    .returning({ lockedAt: users.lockedAt });
  return row?.lockedAt?.getTime() === at.getTime();
}

export async function recordSuccessfulSignIn(db: Db, accountId: number, userId: number, at: Date) {
  await db
    .update(users)
    .set({ failedSignIns: 0, lockedAt: null, lastSignInAt: at })
    .where(and(eq(users.id, userId), eq(users.accountId, accountId)));
}

/** Marks a TOTP step used; false when it (or a later one) was used already, e.g. by a racing request. */
export async function useTotpStep(db: Db, accountId: number, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(users.id, userId),
        eq(users.accountId, accountId),
        or(isNull(users.totpLastStep), sql`${users.totpLastStep} < ${step}`),
      ),
    )
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function insertSession(db: Db, values: typeof staffSessions.$inferInsert) {
  const [row] = await db.insert(staffSessions).values(values).returning();
  return row!;
}

export async function findSession(db: Db, accountId: number, sessionId: number) {
  const [row] = await db
    .select()
    .from(staffSessions)
    .where(and(eq(staffSessions.id, sessionId), eq(staffSessions.accountId, accountId)))
    .limit(1);
  return row;
}

export async function findSessionByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db.select().from(staffSessions).where(eq(staffSessions.tokenHash, tokenHash)).limit(1);
  return row;
}

export async function endSession(db: Db, accountId: number, sessionId: number, at: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ endedAt: at })
    .where(
      and(
        eq(staffSessions.id, sessionId),
        eq(staffSessions.accountId, accountId),
        isNull(staffSessions.endedAt),
      ),
    );
}

/** Ends every open session of a user (deactivation, password reset). */
export async function endUserSessions(db: Db, accountId: number, userId: number, at: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ endedAt: at })
    .where(
      and(
        eq(staffSessions.userId, userId),
        eq(staffSessions.accountId, accountId),
        isNull(staffSessions.endedAt),
      ),
    );
}

export async function setSessionStage(
  db: Db,
  accountId: number,
  sessionId: number,
  stage: 'full' | 'setup_2fa',
) {
  await db
    .update(staffSessions)
    .set({ stage })
    .where(and(eq(staffSessions.id, sessionId), eq(staffSessions.accountId, accountId)));
}

const ownUser = (accountId: number, userId: number) =>
  and(eq(users.id, userId), eq(users.accountId, accountId));

/** Keeps a new TOTP secret as pending until a code proves the app has it. */
export async function setPendingTotpSecret(db: Db, accountId: number, userId: number, secret: string) {
  await db.update(users).set({ totpPendingSecret: secret }).where(ownUser(accountId, userId));
}

export async function pendingTotpSecret(db: Db, accountId: number, userId: number): Promise<string | null> {
  const [user] = await db
    .select({ pending: users.totpPendingSecret })
    .from(users)
    .where(ownUser(accountId, userId));
  return user?.pending ?? null;
}

/** Makes the pending secret the user's token, with the step its first code used. */
export async function enableTotp(db: Db, accountId: number, userId: number, secret: string, step: number) {
  await db
    .update(users)
    .set({ totpSecret: secret, totpPendingSecret: null, totpLastStep: step })
    .where(ownUser(accountId, userId));
}

export async function accountName(db: Db, accountId: number): Promise<string | undefined> {
  const [account] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  return account?.name;
}

/** A user of the account, whatever their state. */
export async function findAccountUser(db: Db, accountId: number, userId: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.accountId, accountId)))
    .limit(1);
  return row;
}
