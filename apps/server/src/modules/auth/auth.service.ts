import type { LoginInput } from '@tessera/contract';
import { burnVerification, verifyPassword } from '@/platform/auth/passwords';
import { hashToken, newSessionToken } from '@/platform/auth/tokens';
import type { AppDeps } from '@/platform/deps';
import { AppError } from '@/platform/http/app-error';
import { findUserByEmail, insertSession } from './auth.store';

/** How long a staff session lasts from sign-in. */
export const STAFF_SESSION_HOURS = 12;

/** Checks the credentials and opens a session; any mismatch is the same error. */
export async function signIn(deps: AppDeps, input: LoginInput): Promise<{ token: string; expiresAt: Date }> {
  const user = await findUserByEmail(deps.db, input.email);
  if (!user?.passwordHash || !user.active) {
    await burnVerification(input.password);
    throw new AppError('auth.invalid_credentials');
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw new AppError('auth.invalid_credentials');
  }
  const token = newSessionToken();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_HOURS * 3_600_000);
  await insertSession(deps.db, {
    accountId: user.accountId,
    userId: user.id,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}
