import type { LoginInput } from '@tessera/contract';
import { recordAudit } from '@/modules/audit/audit.store';
import { burnVerification, verifyPassword } from '@/platform/auth/passwords';
import { verifyTotp } from '@/platform/auth/totp';
import type { AppDeps } from '@/platform/deps';
import { AppError } from '@/platform/http/app-error';
import { findUserForSignIn, recordFailedSignIn, recordSuccessfulSignIn, useTotpStep } from './auth.store';
import { type OpenedSession, openSession } from './sessions';

type Candidate = NonNullable<Awaited<ReturnType<typeof findUserForSignIn>>>;

/** Counts the failure, locks at the fourth in a row, records both, then refuses. */
async function refuse(
  deps: AppDeps,
  found: Candidate,
  reason: 'password' | 'code',
  ip: string,
): Promise<never> {
  const now = deps.now();
  const { user } = found;
  const locked = await deps.db.transaction(async (tx) => {
    const result = await recordFailedSignIn(tx, user.accountId, user.id, now);
    const base = { accountId: user.accountId, subjectUserId: user.id, ip };
    await recordAudit(tx, { ...base, action: 'sign_in_failed', detail: { reason } }, now);
    if (result.lockedNow) {
      await recordAudit(
        tx,
        { ...base, action: 'lockout', detail: { failedSignIns: result.failedSignIns } },
        now,
      );
    }
    return result.lockedNow;
  });
  if (locked) throw new AppError('auth.account_locked');
  throw new AppError(reason === 'code' ? 'auth.two_factor_invalid' : 'auth.invalid_credentials');
}

export interface SignedIn extends OpenedSession {
  twoFactorSetupRequired: boolean;
}

/**
 * Checks the password and, once set up, the two-factor code; opens a session. A locked user
 * is refused whatever they type; an unknown email costs the same time as a wrong password.
 */
export async function signIn(deps: AppDeps, input: LoginInput, ip: string): Promise<SignedIn> {
  const found = await findUserForSignIn(deps.db, input.email);
  const user = found?.user;
  if (!found || !user?.passwordHash || !user.active) {
    await burnVerification(input.password);
    throw new AppError('auth.invalid_credentials');
  }
  if (user.lockedAt) {
    await burnVerification(input.password);
    await recordAudit(
      deps.db,
      {
        accountId: user.accountId,
        action: 'sign_in_failed',
        subjectUserId: user.id,
        ip,
        detail: { reason: 'locked' },
      },
      deps.now(),
    );
    throw new AppError('auth.account_locked');
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) return refuse(deps, found, 'password', ip);
  if (user.totpSecret) {
    if (!input.code) throw new AppError('auth.two_factor_required');
    const step = verifyTotp(user.totpSecret, input.code, deps.now(), user.totpLastStep);
    if (step === null || !(await useTotpStep(deps.db, user.accountId, user.id, step))) {
      return refuse(deps, found, 'code', ip);
    }
  }
  const now = deps.now();
  const twoFactorSetupRequired = found.require2fa && !user.totpSecret;
  return deps.db.transaction(async (tx) => {
    await recordSuccessfulSignIn(tx, user.accountId, user.id, now);
    const session = await openSession(
      tx,
      {
        accountId: user.accountId,
        userId: user.id,
        hours: found.sessionHours,
        idleMinutes: found.idleMinutes,
        stage: twoFactorSetupRequired ? 'setup_2fa' : 'full',
      },
      now,
    );
    await recordAudit(
      tx,
      {
        accountId: user.accountId,
        action: 'sign_in',
        actorUserId: user.id,
        subjectUserId: user.id,
        ip,
        detail: { twoFactor: Boolean(user.totpSecret) },
      },
      now,
    );
    return { ...session, twoFactorSetupRequired };
  });
}
