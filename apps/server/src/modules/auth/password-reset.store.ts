import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { accounts, authTokens, users } from '@/db/schema';

/** Spends every unused link of a user, so only the next one issued works. */
export async function spendUserTokens(db: Db, accountId: number, userId: number, now: Date): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(eq(authTokens.userId, userId), eq(authTokens.accountId, accountId), isNull(authTokens.usedAt)),
    );
}

export async function insertAuthToken(db: Db, values: typeof authTokens.$inferInsert): Promise<void> {
  await db.insert(authTokens).values(values);
}

function usable(tokenHash: string, now: Date) {
  return and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now));
}

/** A link not yet used nor expired, of an active user, with what the reset page shows. */
export async function findUsableToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      kind: authTokens.kind,
      email: users.email,
      firstName: users.firstName,
      accountName: accounts.name,
    })
    .from(authTokens)
    .innerJoin(users, and(eq(users.id, authTokens.userId), eq(users.accountId, authTokens.accountId)))
    .innerJoin(accounts, eq(accounts.id, authTokens.accountId))
    .where(and(usable(tokenHash, now), eq(users.active, true)))
    .limit(1);
  return row;
}

/** Spends a usable link in the statement that checks it; undefined when it was not usable. */
export async function spendAuthToken(db: Db, tokenHash: string, now: Date) {
  const [spent] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(usable(tokenHash, now))
    .returning({ userId: authTokens.userId, accountId: authTokens.accountId, kind: authTokens.kind });
  return spent;
}

export async function userLockedAt(db: Db, accountId: number, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ lockedAt: users.lockedAt })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.accountId, accountId)));
  return row?.lockedAt ?? null;
}

/** Sets an active user's password, unlocking them; undefined when the user is inactive. */
export async function setPasswordFromReset(db: Db, accountId: number, userId: number, passwordHash: string) {
  const [user] = await db
    .update(users)
    .set({ passwordHash, failedSignIns: 0, lockedAt: null })
    .where(and(eq(users.id, userId), eq(users.accountId, accountId), eq(users.active, true)))
    .returning({ email: users.email });
  return user;
}
