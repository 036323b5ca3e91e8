/**
 * Limits on guessing a password (decisions/0033-lockout-and-guessing-limits.md). Failed
 * sign-ins are counted per email address, whether or not it belongs to anyone, in two
 * counters: one for the email from one network address, and one for the email from
 * everywhere. Past a counter's free failures, sign-in for that email waits for a while that
 * doubles with each further failure, up to a ceiling: nothing a stranger can do locks anyone
 * out for good, and a completed password reset clears both counters.
 */
export interface GuessLimit {
  /** Failures allowed before any wait. */
  readonly freeFailures: number;
  /** The first wait, doubled for each further failure. */
  readonly firstWaitSeconds: number;
  readonly maxWaitSeconds: number;
}

/** One email from one address: a single guesser is slowed down quickly and a lot. */
export const ADDRESS_GUESS_LIMIT: GuessLimit = {
  freeFailures: 4,
  firstWaitSeconds: 60,
  maxWaitSeconds: 3600,
};
/** One email from everywhere: slows distributed guessing; the wait stays short for the owner. */
export const EMAIL_GUESS_LIMIT: GuessLimit = { freeFailures: 10, firstWaitSeconds: 60, maxWaitSeconds: 900 };

/** The wait after this many consecutive failures: 0 within the free failures. */
export function guessWaitSeconds(limit: GuessLimit, failures: number): number {
  if (failures < limit.freeFailures) return 0;
  const doublings = Math.min(failures - limit.freeFailures, 30);
  return Math.min(limit.firstWaitSeconds * 2 ** doublings, limit.maxWaitSeconds);
}

/** Until when sign-in waits after the failure that brought the count to `failures`; null when it need not. */
export function guessBlockedUntil(limit: GuessLimit, failures: number, failedAt: Date): Date | null {
  const wait = guessWaitSeconds(limit, failures);
  return wait === 0 ? null : new Date(failedAt.getTime() + wait * 1000);
}

/** Whether a counter's wait is still running. */
export function guessingBlocked(blockedUntil: Date | null, now: Date): boolean {
  return blockedUntil !== null && blockedUntil.getTime() > now.getTime();
}
