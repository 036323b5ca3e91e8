import type { LoginInput } from '@tessera/contract';
import { recordAudit } from '@/modules/audit/audit.store';
import { burnVerification, verifyPassword } from '@/platform/auth/passwords';
import { verifyTotp } from '@/platform/auth/totp';
import type { AppDeps } from '@/platform/deps';
import { AppError } from '@/platform/http/app-error';
import { findUserForSignIn, recordFailedSignIn, recordSuccessfulSignIn, useTotpStep } from './auth.store';
import {
  clearGuessesAfterSignIn,
  type GuessKey,
  guessingBlockedFor,
  recordFailedGuess,
} from './guess-limits.store';
import { type OpenedSession, openSession } from './sessions.service';

type Candidate = NonNullable<Awaited<ReturnType<typeof findUserForSignIn>>>;

/** Whose guesses a staff sign-in counts: the email typed, from the caller's address. */
function guessKey(email: string, ip: string): GuessKey {
  return { scope: 'staff', email, address: ip };
}

/**
 * Counts the failure against the email from this address and from everywhere (known or not,
 * decisions/0033), records it on the user when there is one, then refuses. The failure that
 * starts a wait answers "locked" like every attempt during it, for unknown emails too.
 */
async function refuse(
  deps: AppDeps,
  email: string,
  found: Candidate | undefined,
  reason: 'password' | 'code' | 'unknown',
  ip: string,
): Promise<never> {
  const now = deps.now();
  const blocked = await deps.db.transaction(async (tx) => {
    const counted = await recordFailedGuess(tx, guessKey(email, ip), now);
    const user = found?.user;
    if (!user) return counted.blocked;
    const lockedNow = await recordFailedSignIn(
      tx,
      user.accountId,
      user.id,
      counted.failures,
      counted.blocked,
      now,
    );
    const base = { accountId: user.accountId, subjectUserId: user.id, ip };
    await recordAudit(tx, { ...base, action: 'sign_in_failed', detail: { reason } }, now);
    if (lockedNow) {
      await recordAudit(tx, { ...base, action: 'lockout', detail: { failedSignIns: counted.failures } }, now);
    }
    return counted.blocked;
  });
  if (blocked) throw new AppError('auth.account_locked');
  throw new AppError(reason === 'code' ? 'auth.two_factor_invalid' : 'auth.invalid_credentials');
}

export interface SignedIn extends OpenedSession {
  twoFactorSetupRequired: boolean;
}

/**
 * Checks the password and, once set up, the two-factor code; opens a session. While a wait runs
 * for the email from this address (or from everywhere) the answer is "locked" whatever is typed;
 * an unknown email costs the same time and counts the same as a wrong password.
 */
export async function signIn(deps: AppDeps, input: LoginInput, ip: string): Promise<SignedIn> {
  const found = await findUserForSignIn(deps.db, input.email);
  const user = found?.user;
  if (await guessingBlockedFor(deps.db, guessKey(input.email, ip), deps.now())) {
    await burnVerification(input.password);
    if (user) {
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
    }
    throw new AppError('auth.account_locked');
  }
  if (!found || !user?.passwordHash || !user.active) {
    await burnVerification(input.password);
    return refuse(deps, input.email, undefined, 'unknown', ip);
  }
  if (!(await verifyPassword(user.passwordHash, input.password)))
    return refuse(deps, input.email, found, 'password', ip);
  if (user.totpSecret) {
    if (!input.code) throw new AppError('auth.two_factor_required');
    const step = verifyTotp(user.totpSecret, input.code, deps.now(), user.totpLastStep);
    if (step === null || !(await useTotpStep(deps.db, user.accountId, user.id, step))) {
      return refuse(deps, input.email, found, 'code', ip);
    }
  }
  const now = deps.now();
  const twoFactorSetupRequired = found.require2fa && !user.totpSecret;
  return deps.db.transaction(async (tx) => {
    await recordSuccessfulSignIn(tx, user.accountId, user.id, now);
    await clearGuessesAfterSignIn(tx, guessKey(input.email, ip));
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
