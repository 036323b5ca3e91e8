import {
  accountMailTexts,
  CUSTOMER_IDLE_MINUTES,
  CUSTOMER_SESSION_HOURS,
  CUSTOMER_SESSION_WARNING_SECONDS,
  RESET_TOKEN_MINUTES,
  type ShippedLocale,
  sessionEndsAt,
  VERIFY_RESEND_SECONDS,
  VERIFY_TOKEN_HOURS,
} from '@tessera/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '@/db/client';
import {
  clearAllGuesses,
  clearGuessesAfterSignIn,
  type GuessKey,
  guessingBlockedFor,
  recordFailedGuess,
  shopScope,
} from '@/modules/auth/guess-limits.store';
import { customerChanged } from '@/modules/customers/customers.service';
import type { CustomerPrincipal } from '@/platform/auth/customer-session';
import { burnVerification, hashPassword, verifyPassword } from '@/platform/auth/passwords';
import { hashToken, newSessionToken } from '@/platform/auth/tokens';
import type { AppDeps } from '@/platform/deps';
import { AppError } from '@/platform/http/app-error';
import { requestLocale } from '@/platform/i18n/locale';
import { shopHostName, shopLinkOrigin } from '@/platform/tenancy';
import { customerResetMail, verificationMail } from './customer-accounts.mail';
import {
  accountName,
  type CustomerRow,
  customerByEmail,
  endCustomerSessions,
  insertCustomer,
  insertCustomerSession,
  insertToken,
  latestToken,
  spendToken,
  updateCustomer,
} from './customer-accounts.store';

/** When the next verification mail may be sent, from the last one. */
function resendAt(lastSentAt: Date | null, now: Date): Date {
  if (!lastSentAt) return now;
  return new Date(Math.max(now.getTime(), lastSentAt.getTime() + VERIFY_RESEND_SECONDS * 1000));
}

async function sendVerification(
  deps: AppDeps,
  db: Db,
  request: FastifyRequest,
  customer: CustomerRow,
  passwordHash: string | null,
  now: Date,
) {
  const token = newSessionToken();
  await insertToken(
    db,
    customer.accountId,
    {
      customerId: customer.id,
      kind: 'verify',
      tokenHash: hashToken(token),
      passwordHash,
      expiresAt: new Date(now.getTime() + VERIFY_TOKEN_HOURS * 3_600_000),
    },
    now,
  );
  const origin = await shopLinkOrigin(db, deps.config, customer.accountId, shopHostName(request));
  const link = `${origin}/shop/account/verify-email?token=${token}`;
  const locale = requestLocale(request.headers['accept-language']);
  await deps.mailer.send(
    db,
    customer.accountId,
    verificationMail(
      accountMailTexts[locale],
      {
        to: customer.email,
        lang: locale,
        firstName: customer.firstName,
        accountName: await accountName(db, customer.accountId),
        link,
        token,
      },
      VERIFY_TOKEN_HOURS,
    ),
    now,
  );
}

function tooSoon(next: Date, now: Date): AppError {
  return new AppError('auth.verification_resend_too_soon', undefined, {
    seconds: Math.ceil((next.getTime() - now.getTime()) / 1000),
  });
}

/**
 * Registers a shop account. An address that already has a password is refused with the spec's
 * message; a customer record without one (a box-office customer, or a registration not yet
 * verified) is claimed: the password waits on the verification link and is the customer's once
 * the link is used, so only the mailbox's owner can complete it.
 */
export async function register(
  deps: AppDeps,
  request: FastifyRequest,
  accountId: number,
  input: { firstName: string; lastName: string; email: string; password: string },
) {
  const passwordHash = await hashPassword(input.password);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const existing = await customerByEmail(tx, accountId, input.email);
    if (existing?.passwordHash) throw new AppError('auth.customer_email_registered', 'email');
    if (existing) {
      const last = await latestToken(tx, accountId, existing.id, 'verify');
      const next = resendAt(last?.createdAt ?? null, now);
      if (next > now) throw tooSoon(next, now);
    }
    let customer = existing;
    if (!customer) {
      customer = await insertCustomer(
        tx,
        accountId,
        { firstName: input.firstName, lastName: input.lastName, email: input.email },
        now,
      );
      await customerChanged(tx, accountId, customer.id, 'created', now);
    }
    await sendVerification(deps, tx, request, customer, passwordHash, now);
    return { email: customer.email, resendAvailableAt: resendAt(now, now).toISOString() };
  });
}

/** Confirms the address and gives the customer the password chosen at registration. */
export async function verifyEmail(deps: AppDeps, accountId: number, token: string) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const spent = await spendToken(tx, accountId, 'verify', hashToken(token), now);
    if (!spent) throw new AppError('auth.verification_invalid');
    await updateCustomer(tx, accountId, spent.customerId, {
      emailVerifiedAt: now,
      ...(spent.passwordHash ? { passwordHash: spent.passwordHash } : {}),
    });
  });
}

/** Sends the verification link again, at most once a minute; silent for unknown addresses. */
export async function resendVerification(
  deps: AppDeps,
  request: FastifyRequest,
  accountId: number,
  email: string,
) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const customer = await customerByEmail(tx, accountId, email);
    const last = customer ? await latestToken(tx, accountId, customer.id, 'verify') : null;
    // Only a pending registration (an unused link) gets another one.
    if (!customer || !last || customer.emailVerifiedAt) {
      return { email, resendAvailableAt: resendAt(now, now).toISOString() };
    }
    const next = resendAt(last.createdAt, now);
    if (next > now) throw tooSoon(next, now);
    await sendVerification(deps, tx, request, customer, last.passwordHash, now);
    return { email: customer.email, resendAvailableAt: resendAt(now, now).toISOString() };
  });
}

export function sessionTimes(session: CustomerPrincipal['session']) {
  return {
    expiresAt: session.expiresAt.toISOString(),
    idleExpiresAt: sessionEndsAt(session).toISOString(),
    idleMinutes: session.idleMinutes,
    warningSeconds: CUSTOMER_SESSION_WARNING_SECONDS,
  };
}

/** Counts a failed guess at a shop password and refuses: "locked" once a wait starts (decisions/0033). */
async function refuseCustomer(deps: AppDeps, key: GuessKey): Promise<never> {
  const counted = await recordFailedGuess(deps.db, key, deps.now());
  throw new AppError(counted.blocked ? 'auth.account_locked' : 'auth.invalid_credentials');
}

/**
 * Checks email and password on this shop's account and opens a session (a new token each time).
 * Failures are counted per email, known or not, from this address and from everywhere; while a
 * wait runs the answer is "locked" whatever is typed, and a completed reset ends it.
 */
export async function customerSignIn(
  deps: AppDeps,
  accountId: number,
  email: string,
  password: string,
  ip: string,
) {
  const key: GuessKey = { scope: shopScope(accountId), email, address: ip };
  if (await guessingBlockedFor(deps.db, key, deps.now())) {
    await burnVerification(password);
    throw new AppError('auth.account_locked');
  }
  const customer = await customerByEmail(deps.db, accountId, email);
  if (!customer?.passwordHash) {
    const pending = customer ? await latestToken(deps.db, accountId, customer.id, 'verify') : null;
    if (pending?.passwordHash && !pending.usedAt && (await verifyPassword(pending.passwordHash, password))) {
      throw new AppError('auth.email_not_verified');
    }
    if (!pending?.passwordHash) await burnVerification(password);
    return refuseCustomer(deps, key);
  }
  if (!(await verifyPassword(customer.passwordHash, password))) return refuseCustomer(deps, key);
  await clearGuessesAfterSignIn(deps.db, key);
  return openCustomerSession(deps, accountId, customer.id);
}

/** Opens a shop session for a customer (a new token each time). */
export async function openCustomerSession(deps: AppDeps, accountId: number, customerId: number) {
  const now = deps.now();
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + CUSTOMER_SESSION_HOURS * 3_600_000);
  await insertCustomerSession(
    deps.db,
    accountId,
    { customerId, tokenHash: hashToken(token), expiresAt },
    now,
  );
  return {
    customerId,
    token,
    expiresAt,
    times: sessionTimes({ expiresAt, lastSeenAt: now, idleMinutes: CUSTOMER_IDLE_MINUTES }),
  };
}

/**
 * Asks for a shop reset link. Like staff recovery, the address is looked up and the link mailed
 * after the answer, so a known and an unknown address answer alike and equally fast.
 */
export function requestCustomerReset(
  deps: AppDeps,
  request: FastifyRequest,
  accountId: number,
  email: string,
): void {
  // The host name only picks among the account's own host names for the link (shopLinkOrigin).
  const usedHostName = shopHostName(request);
  // The mail is written in the language the customer asked in.
  const locale = requestLocale(request.headers['accept-language']);
  deps.background.run('shop password reset mail', () =>
    sendCustomerReset(deps, usedHostName, locale, accountId, email),
  );
}

/** Emails a reset link to a customer with a shop password. */
async function sendCustomerReset(
  deps: AppDeps,
  usedHostName: string,
  locale: ShippedLocale,
  accountId: number,
  email: string,
) {
  const customer = await customerByEmail(deps.db, accountId, email);
  if (!customer?.passwordHash) return;
  const origin = await shopLinkOrigin(deps.db, deps.config, accountId, usedHostName);
  const now = deps.now();
  const token = newSessionToken();
  await deps.db.transaction((tx) =>
    insertToken(
      tx,
      accountId,
      {
        customerId: customer.id,
        kind: 'reset',
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000),
      },
      now,
    ),
  );
  // Sent once the link is stored, so no transaction waits on the mail server.
  await deps.mailer.send(
    deps.db,
    accountId,
    customerResetMail(
      accountMailTexts[locale],
      {
        to: customer.email,
        lang: locale,
        firstName: customer.firstName,
        accountName: await accountName(deps.db, accountId),
        link: `${origin}/shop/account/reset-password?token=${token}`,
        token,
      },
      RESET_TOKEN_MINUTES,
    ),
    now,
  );
}

/** Sets a new password from a reset link (once); every session of the customer ends. */
export async function completeCustomerReset(
  deps: AppDeps,
  accountId: number,
  token: string,
  password: string,
) {
  const passwordHash = await hashPassword(password);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const spent = await spendToken(tx, accountId, 'reset', hashToken(token), now);
    if (!spent) throw new AppError('auth.reset_token_invalid');
    // Using a link that came by email also proves the address.
    const customer = await updateCustomer(tx, accountId, spent.customerId, { passwordHash });
    if (customer) await clearAllGuesses(tx, shopScope(accountId), customer.email);
    if (customer && !customer.emailVerifiedAt) {
      await updateCustomer(tx, accountId, spent.customerId, { emailVerifiedAt: now });
    }
    await endCustomerSessions(tx, accountId, spent.customerId, now);
  });
}

/** Changes the password after checking the current one; the customer's other sessions end. */
export async function changePassword(
  deps: AppDeps,
  customer: CustomerPrincipal,
  current: string,
  password: string,
  stored: string | null,
) {
  if (!stored || !(await verifyPassword(stored, current))) {
    throw new AppError('auth.current_password_incorrect', 'currentPassword');
  }
  const passwordHash = await hashPassword(password);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await updateCustomer(tx, customer.accountId, customer.customerId, { passwordHash });
    await endCustomerSessions(tx, customer.accountId, customer.customerId, now, customer.sessionId);
  });
}
