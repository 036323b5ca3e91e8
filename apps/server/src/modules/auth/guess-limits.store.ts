import {
  ADDRESS_GUESS_LIMIT,
  EMAIL_GUESS_LIMIT,
  type GuessLimit,
  guessBlockedUntil,
  guessingBlocked,
} from '@tessera/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { signInFailures } from '@/db/schema';
import { hashToken } from '@/platform/auth/tokens';

/**
 * Whose guesses are counted: an email (known or not) within a scope ('staff', or a shop's
 * customers), from a network address (decisions/0033-lockout-and-guessing-limits.md).
 */
export interface GuessKey {
  readonly scope: string;
  readonly email: string;
  readonly address: string;
}

/** The scope of a shop's customers: an email is a different customer on another account's shop. */
export function shopScope(accountId: number): string {
  return `shop:${accountId}`;
}

/** The counter over every address. */
const EVERYWHERE = '';

function emailHash(email: string): string {
  return hashToken(email.trim().toLowerCase());
}

function rowsOf(key: GuessKey) {
  return and(
    eq(signInFailures.scope, key.scope),
    eq(signInFailures.emailHash, emailHash(key.email)),
    inArray(signInFailures.address, [key.address, EVERYWHERE]),
  );
}

/** Whether sign-in for this email from this address must wait (either counter's wait is running). */
export async function guessingBlockedFor(db: Db, key: GuessKey, now: Date): Promise<boolean> {
  const rows = await db
    .select({ blockedUntil: signInFailures.blockedUntil })
    .from(signInFailures)
    .where(rowsOf(key));
  return rows.some((row) => guessingBlocked(row.blockedUntil, now));
}

async function count(db: Db, key: GuessKey, address: string, limit: GuessLimit, now: Date) {
  const [row] = await db
    .insert(signInFailures)
    .values({ scope: key.scope, emailHash: emailHash(key.email), address, failures: 1, lastFailedAt: now })
    .onConflictDoUpdate({
      target: [signInFailures.scope, signInFailures.emailHash, signInFailures.address],
      set: { failures: sql`${signInFailures.failures} + 1`, lastFailedAt: now },
    })
    .returning({ failures: signInFailures.failures });
  const failures = row?.failures ?? 1;
  const until = guessBlockedUntil(limit, failures, now);
  if (until) {
    await db
      .update(signInFailures)
      .set({ blockedUntil: until })
      .where(
        and(
          eq(signInFailures.scope, key.scope),
          eq(signInFailures.emailHash, emailHash(key.email)),
          eq(signInFailures.address, address),
        ),
      );
  }
  return { failures, blocked: until !== null };
}

/**
 * Counts one failed guess in both counters. Answers the email's count over every address and
 * whether a wait now runs for this email (from this address or from everywhere).
 */
export async function recordFailedGuess(db: Db, key: GuessKey, now: Date) {
  const fromHere = await count(db, key, key.address, ADDRESS_GUESS_LIMIT, now);
  const everywhere = await count(db, key, EVERYWHERE, EMAIL_GUESS_LIMIT, now);
  return {
    failures: everywhere.failures,
    blocked: fromHere.blocked || everywhere.blocked,
    emailBlocked: everywhere.blocked,
  };
}

/** A good sign-in clears the counter of its own address and the one over every address. */
export async function clearGuessesAfterSignIn(db: Db, key: GuessKey): Promise<void> {
  await db.delete(signInFailures).where(rowsOf(key));
}

/** A completed reset or an administrator's unlock clears every counter of the email. */
export async function clearAllGuesses(db: Db, scope: string, email: string): Promise<void> {
  await db
    .delete(signInFailures)
    .where(and(eq(signInFailures.scope, scope), eq(signInFailures.emailHash, emailHash(email))));
}
