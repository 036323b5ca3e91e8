import { mayActOnUser } from '@tessera/domain';
import { recordAudit } from '@/modules/audit/audit.store';
import type { StaffPrincipal } from '@/platform/auth/principal';
import { hashToken } from '@/platform/auth/tokens';
import type { AppDeps } from '@/platform/deps';
import { AppError } from '@/platform/http/app-error';
import { endSession, findAccountUser, findSession, findSessionByTokenHash } from './auth.store';
import { type OpenedSession, openSession } from './sessions.service';

/**
 * An administrator logs in as another user of the account: a new session for that user that
 * remembers who opened it (audited, shown as a banner). Platform operators, inactive users,
 * oneself and nested impersonation are refused.
 */
export async function startImpersonation(deps: AppDeps, staff: StaffPrincipal, targetId: number, ip: string) {
  const target = await findAccountUser(deps.db, staff.accountId, targetId);
  if (!target) throw new AppError('common.not_found');
  if (
    !staff.sessionId ||
    !staff.session ||
    staff.impersonator ||
    target.id === staff.userId ||
    !target.active ||
    target.platformOperator ||
    !mayActOnUser(
      {
        id: staff.userId,
        accountId: staff.accountId,
        role: staff.role,
        platformOperator: staff.platformOperator,
      },
      target,
    )
  ) {
    throw new AppError('auth.cannot_impersonate');
  }
  const now = deps.now();
  const remainingHours = (staff.session.expiresAt.getTime() - now.getTime()) / 3_600_000;
  return deps.db.transaction(async (tx): Promise<OpenedSession> => {
    const session = await openSession(
      tx,
      {
        accountId: staff.accountId,
        userId: target.id,
        hours: remainingHours,
        idleMinutes: staff.session!.idleMinutes,
        stage: 'full',
        impersonatorUserId: staff.userId,
        impersonatorSessionId: staff.sessionId!,
      },
      now,
    );
    await recordAudit(
      tx,
      {
        accountId: staff.accountId,
        action: 'impersonation_started',
        actorUserId: staff.userId,
        subjectUserId: target.id,
        ip,
      },
      now,
    );
    return session;
  });
}

/**
 * Ends a "log in as" session. When the administrator's own session token came back in its
 * cookie and that session is still open, it is returned so the caller can restore it.
 */
export async function stopImpersonation(
  deps: AppDeps,
  staff: StaffPrincipal,
  impersonatorToken: string | undefined,
  ip: string,
): Promise<{ token: string; expiresAt: Date } | null> {
  if (!staff.impersonator || !staff.sessionId) throw new AppError('auth.not_impersonating');
  const now = deps.now();
  const current = await findSession(deps.db, staff.accountId, staff.sessionId);
  await deps.db.transaction(async (tx) => {
    await endSession(tx, staff.accountId, staff.sessionId!, now);
    await recordAudit(
      tx,
      {
        accountId: staff.accountId,
        action: 'impersonation_ended',
        actorUserId: staff.impersonator!.id,
        subjectUserId: staff.userId,
        ip,
      },
      now,
    );
  });
  if (!impersonatorToken || !current?.impersonatorSessionId) return null;
  const own = await findSessionByTokenHash(deps.db, hashToken(impersonatorToken));
  if (!own || own.id !== current.impersonatorSessionId || own.endedAt || own.expiresAt <= now) return null;
  return { token: impersonatorToken, expiresAt: own.expiresAt };
}
