import { endImpersonation, keepSessionAlive, staffLogin, staffLogout } from '@tessera/contract';
import { recordAudit } from '@/modules/audit/audit.store';
import { IMPERSONATOR_COOKIE, SESSION_COOKIE } from '@/platform/auth/tokens';
import { implement } from '@/platform/http/implement';
import { signIn } from './auth.service';
import { endSession, findSession } from './auth.store';
import { clearAuthCookie, setAuthCookie } from './auth-cookies.http';
import { stopImpersonation } from './impersonation.service';
import { sessionTimesOf } from './sessions.service';

export const authRoutes = [
  implement(staffLogin, async ({ deps, body, request, reply }) => {
    const session = await signIn(deps, body, request.ip);
    setAuthCookie(reply, request, deps, SESSION_COOKIE, session.token, session.expiresAt);
    clearAuthCookie(reply, request, deps, IMPERSONATOR_COOKIE);
    return {
      token: session.token,
      expiresAt: session.expiresAt.toISOString(),
      idleExpiresAt: session.idleExpiresAt.toISOString(),
      twoFactorSetupRequired: session.twoFactorSetupRequired,
    };
  }),
  implement(staffLogout, async ({ deps, staff, request, reply }) => {
    const now = deps.now();
    if (staff.sessionId) {
      const current = await findSession(deps.db, staff.accountId, staff.sessionId);
      await deps.db.transaction(async (tx) => {
        await endSession(tx, staff.accountId, staff.sessionId!, now);
        // Signing out while logged in as someone else signs the administrator out too.
        if (current?.impersonatorSessionId) {
          await endSession(tx, staff.accountId, current.impersonatorSessionId, now);
        }
        await recordAudit(
          tx,
          {
            accountId: staff.accountId,
            action: 'sign_out',
            actorUserId: staff.impersonator?.id ?? staff.userId,
            subjectUserId: staff.userId,
            ip: request.ip,
          },
          now,
        );
      });
    }
    clearAuthCookie(reply, request, deps, SESSION_COOKIE);
    clearAuthCookie(reply, request, deps, IMPERSONATOR_COOKIE);
    return { ok: true as const };
  }),
  implement(keepSessionAlive, async ({ deps, staff }) => {
    const { expiresAt, idleExpiresAt } = sessionTimesOf(staff, deps.now());
    return { expiresAt, idleExpiresAt };
  }),
  implement(endImpersonation, async ({ deps, staff, request, reply }) => {
    const own = await stopImpersonation(deps, staff, request.cookies[IMPERSONATOR_COOKIE], request.ip);
    clearAuthCookie(reply, request, deps, IMPERSONATOR_COOKIE);
    if (own) setAuthCookie(reply, request, deps, SESSION_COOKIE, own.token, own.expiresAt);
    else clearAuthCookie(reply, request, deps, SESSION_COOKIE);
    return { ok: true as const };
  }),
];
