/** Staff session limits: defaults of the per-account settings. */
export const DEFAULT_STAFF_IDLE_MINUTES = 30;
export const DEFAULT_STAFF_SESSION_HOURS = 12;
/** How long before idle expiry the back office warns. */
export const SESSION_WARNING_SECONDS = 120;

/** Reset links last an hour; invitations a week. */
export const RESET_TOKEN_MINUTES = 60;
export const INVITATION_TOKEN_DAYS = 7;

export interface SessionTimes {
  readonly expiresAt: Date;
  readonly lastSeenAt: Date;
  readonly idleMinutes: number;
}

/** The moment a session ends: the earlier of its absolute expiry and idle expiry. */
export function sessionEndsAt(session: SessionTimes): Date {
  const idleEnd = session.lastSeenAt.getTime() + session.idleMinutes * 60_000;
  return new Date(Math.min(idleEnd, session.expiresAt.getTime()));
}

export function sessionIsLive(session: SessionTimes, now: Date): boolean {
  return sessionEndsAt(session).getTime() > now.getTime();
}

/** Shop customer sessions: idle and absolute limits, and the warning before idle expiry. */
export const CUSTOMER_IDLE_MINUTES = 20;
export const CUSTOMER_SESSION_HOURS = 8;
export const CUSTOMER_SESSION_WARNING_SECONDS = 60;
/** Email verification links last two days; a new one may be sent once a minute (spec §4). */
export const VERIFY_TOKEN_HOURS = 48;
export const VERIFY_RESEND_SECONDS = 60;
