import { INVITATION_TOKEN_DAYS, RESET_TOKEN_MINUTES } from '@tessera/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { accounts, authTokens, users } from '@/db/schema';
import { recordAudit } from '@/modules/audit/audit.store';
import { hashPassword } from '@/platform/auth/passwords';
import { hashToken, newSessionToken } from '@/platform/auth/tokens';
import type { AppDeps } from '@/platform/deps';
import { AppError } from '@/platform/http/app-error';
import { invitationMail, resetMail } from './auth.mail';
import { endUserSessions, findUserForSignIn } from './auth.store';
import { clearAllGuesses } from './guess-limits.store';

type Kind = 'reset' | 'invitation';

/**
 * Issues a single-use link of one kind for a user; older unused links of that user stop
 * working. Returns the raw token, which only the email carries.
 */
export async function issueToken(
  db: Db,
  accountId: number,
  userId: number,
  kind: Kind,
  now: Date,
): Promise<string> {
  const token = newSessionToken();
  const lifetime = kind === 'reset' ? RESET_TOKEN_MINUTES * 60_000 : INVITATION_TOKEN_DAYS * 86_400_000;
  await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(eq(authTokens.userId, userId), eq(authTokens.accountId, accountId), isNull(authTokens.usedAt)),
    );
  await db.insert(authTokens).values({
    accountId,
    userId,
    kind,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + lifetime),
  });
  return token;
}

export function resetLink(deps: AppDeps, token: string): string {
  return `${deps.config.publicUrl}/admin/v2/auth/reset-password/${token}`;
}

/** Sends an invitation (first password) to a user; used by invite and resend. */
export async function sendInvitation(
  deps: AppDeps,
  db: Db,
  user: { id: number; accountId: number; email: string; firstName: string },
  accountName: string,
) {
  const token = await issueToken(db, user.accountId, user.id, 'invitation', deps.now());
  return deps.mailer.send(
    db,
    user.accountId,
    invitationMail({
      to: user.email,
      firstName: user.firstName,
      accountName,
      link: resetLink(deps, token),
      token,
    }),
    deps.now(),
  );
}

/**
 * Asks for a recovery link. The request does no work that depends on the address: looking it
 * up and mailing the link happen after the answer, so a known and an unknown address answer
 * alike and equally fast.
 */
export function requestReset(deps: AppDeps, email: string, ip: string): void {
  deps.background.run('password reset mail', () => sendReset(deps, email, ip));
}

/** Emails a recovery link when the address belongs to an active user. */
async function sendReset(deps: AppDeps, email: string, ip: string): Promise<void> {
  const found = await findUserForSignIn(deps.db, email);
  if (!found?.user.active) return;
  const { user } = found;
  const now = deps.now();
  const token = await deps.db.transaction(async (tx) => {
    const issued = await issueToken(tx, user.accountId, user.id, 'reset', now);
    await recordAudit(
      tx,
      { accountId: user.accountId, action: 'password_reset_requested', subjectUserId: user.id, ip },
      now,
    );
    return issued;
  });
  // Sent once the link is stored, so no transaction waits on the mail server.
  await deps.mailer.send(
    deps.db,
    user.accountId,
    resetMail({
      to: user.email,
      firstName: user.firstName,
      accountName: found.accountName,
      link: resetLink(deps, token),
      token,
    }),
    now,
  );
}

function usable(tokenHash: string, now: Date) {
  return and(eq(authTokens.tokenHash, tokenHash), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now));
}

/** What a link is for, while it can still be used. */
export async function describeToken(deps: AppDeps, token: string) {
  const [row] = await deps.db
    .select({
      kind: authTokens.kind,
      email: users.email,
      firstName: users.firstName,
      accountName: accounts.name,
    })
    .from(authTokens)
    .innerJoin(users, and(eq(users.id, authTokens.userId), eq(users.accountId, authTokens.accountId)))
    .innerJoin(accounts, eq(accounts.id, authTokens.accountId))
    .where(and(usable(hashToken(token), deps.now()), eq(users.active, true)))
    .limit(1);
  if (!row) throw new AppError('auth.reset_token_invalid');
  return row;
}

/**
 * Sets the password from a link. The link is spent in the same statement that checks it, so
 * two submissions cannot both use it. A reset also unlocks the user and ends their sessions.
 */
export async function completeReset(deps: AppDeps, token: string, password: string, ip: string) {
  const passwordHash = await hashPassword(password);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(authTokens)
      .set({ usedAt: now })
      .where(usable(hashToken(token), now))
      .returning({ userId: authTokens.userId, accountId: authTokens.accountId, kind: authTokens.kind });
    if (!spent) throw new AppError('auth.reset_token_invalid');
    const owner = and(eq(users.id, spent.userId), eq(users.accountId, spent.accountId));
    const [before] = await tx.select({ lockedAt: users.lockedAt }).from(users).where(owner);
    const [user] = await tx
      .update(users)
      .set({ passwordHash, failedSignIns: 0, lockedAt: null })
      .where(and(owner, eq(users.active, true)))
      .returning({ email: users.email });
    if (!user) throw new AppError('auth.reset_token_invalid');
    const audit = { accountId: spent.accountId, subjectUserId: spent.userId, actorUserId: spent.userId, ip };
    if (before?.lockedAt)
      await recordAudit(tx, { ...audit, action: 'unlock', detail: { via: 'password_reset' } }, now);
    await clearAllGuesses(tx, 'staff', user.email);
    await endUserSessions(tx, spent.accountId, spent.userId, now);
    await recordAudit(tx, { ...audit, action: 'password_changed', detail: { via: spent.kind } }, now);
    return user;
  });
}
