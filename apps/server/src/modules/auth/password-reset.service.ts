import { accountMailTexts, INVITATION_TOKEN_DAYS, pickLocale, RESET_TOKEN_MINUTES } from '@tessera/domain';
import type { Db } from '@/db/client';
import { recordAudit } from '@/modules/audit/audit.store';
import { hashPassword } from '@/platform/auth/passwords';
import { hashToken, newSessionToken } from '@/platform/auth/tokens';
import type { AppDeps } from '@/platform/deps';
import { AppError } from '@/platform/http/app-error';
import { invitationMail, resetMail } from './auth.mail';
import { endUserSessions, findUserForSignIn } from './auth.store';
import { clearAllGuesses } from './guess-limits.store';
import {
  findUsableToken,
  insertAuthToken,
  setPasswordFromReset,
  spendAuthToken,
  spendUserTokens,
  userLockedAt,
} from './password-reset.store';

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
  await spendUserTokens(db, accountId, userId, now);
  await insertAuthToken(db, {
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
  account: { name: string; defaultLanguage: string },
) {
  const locale = pickLocale([account.defaultLanguage]);
  const token = await issueToken(db, user.accountId, user.id, 'invitation', deps.now());
  return deps.mailer.send(
    db,
    user.accountId,
    invitationMail(
      accountMailTexts[locale],
      {
        to: user.email,
        lang: locale,
        firstName: user.firstName,
        accountName: account.name,
        link: resetLink(deps, token),
        token,
      },
      INVITATION_TOKEN_DAYS,
    ),
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
  const locale = pickLocale([found.accountLanguage]);
  await deps.mailer.send(
    deps.db,
    user.accountId,
    resetMail(
      accountMailTexts[locale],
      {
        to: user.email,
        lang: locale,
        firstName: user.firstName,
        accountName: found.accountName,
        link: resetLink(deps, token),
        token,
      },
      RESET_TOKEN_MINUTES,
    ),
    now,
  );
}

/** What a link is for, while it can still be used. */
export async function describeToken(deps: AppDeps, token: string) {
  const row = await findUsableToken(deps.db, hashToken(token), deps.now());
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
    const spent = await spendAuthToken(tx, hashToken(token), now);
    if (!spent) throw new AppError('auth.reset_token_invalid');
    const lockedAt = await userLockedAt(tx, spent.accountId, spent.userId);
    const user = await setPasswordFromReset(tx, spent.accountId, spent.userId, passwordHash);
    if (!user) throw new AppError('auth.reset_token_invalid');
    const audit = { accountId: spent.accountId, subjectUserId: spent.userId, actorUserId: spent.userId, ip };
    if (lockedAt)
      await recordAudit(tx, { ...audit, action: 'unlock', detail: { via: 'password_reset' } }, now);
    await clearAllGuesses(tx, 'staff', user.email);
    await endUserSessions(tx, spent.accountId, spent.userId, now);
    await recordAudit(tx, { ...audit, action: 'password_changed', detail: { via: spent.kind } }, now);
    return user;
  });
}
