import { sessionEndsAt } from '@tessera/domain';
import type { Db } from '@/db/client';
import type { StaffPrincipal } from '@/platform/auth/principal';
import { hashToken, newSessionToken } from '@/platform/auth/tokens';
import { insertSession } from './auth.store';

export interface OpenedSession {
  sessionId: number;
  token: string;
  expiresAt: Date;
  idleExpiresAt: Date;
}

/** Opens a session with a new token (a new one on every sign-in); only the token's hash is stored. */
export async function openSession(
  db: Db,
  values: {
    accountId: number;
    userId: number;
    hours: number;
    idleMinutes: number;
    stage: 'full' | 'setup_2fa';
    impersonatorUserId?: number;
    impersonatorSessionId?: number;
  },
  now: Date,
): Promise<OpenedSession> {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + values.hours * 3_600_000);
  const row = await insertSession(db, {
    accountId: values.accountId,
    userId: values.userId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    stage: values.stage,
    impersonatorUserId: values.impersonatorUserId ?? null,
    impersonatorSessionId: values.impersonatorSessionId ?? null,
  });
  return {
    sessionId: row.id,
    token,
    expiresAt,
    idleExpiresAt: sessionEndsAt({ expiresAt, lastSeenAt: now, idleMinutes: values.idleMinutes }),
  };
}

/** The session's limits as the API reports them; an API key has none, so it reports now. */
export function sessionTimesOf(staff: StaffPrincipal, now: Date) {
  if (!staff.session) {
    return { expiresAt: now.toISOString(), idleExpiresAt: now.toISOString(), idleMinutes: 0 };
  }
  return {
    expiresAt: staff.session.expiresAt.toISOString(),
    idleExpiresAt: sessionEndsAt(staff.session).toISOString(),
    idleMinutes: staff.session.idleMinutes,
  };
}
