import { accountMailTexts, pickLocale } from '@tessera/domain';
import type { Db } from '@/db/client';
import { accountName } from '@/modules/auth/auth.store';
import { accountMoney } from '@/modules/payment-settings/payment-options.store';
import type { Jobs } from '@/platform/jobs/jobs';
import type { Mailer } from '@/platform/mail/mailer';
import { membershipReminderMail } from './memberships.mail';
import {
  MEMBERSHIP_EXPIRY_JOB,
  MEMBERSHIP_REMINDER_JOB,
  type MembershipJobPayload,
  mailRetry,
} from './memberships.service';
import { claimReminder, expireMembership } from './memberships.store';

/**
 * Registers the reminder mail and the expiry of memberships (decisions/0050), each queued at
 * its time by the sale or renewal that set the expiry; a job for an expiry since moved on by a
 * renewal does nothing.
 */
export function registerMembershipJobs(jobs: Jobs, io: MembershipJobIo): void {
  jobs.register<MembershipJobPayload>(
    MEMBERSHIP_REMINDER_JOB,
    async (payload) => {
      await sendMembershipReminder(io, payload);
    },
    { retry: mailRetry, expireSeconds: 120 },
  );
  jobs.register<MembershipJobPayload>(
    MEMBERSHIP_EXPIRY_JOB,
    async (payload) => {
      await expireMembershipNow(io, payload);
    },
    { retry: mailRetry, expireSeconds: 120 },
  );
}

export interface MembershipJobIo {
  readonly db: Db;
  readonly now: () => Date;
  readonly mailer: Mailer;
}

/**
 * Sends the reminder for the expiry the job was queued for, once: a renewal since moved the
 * expiry on (and queued its own reminder), so this one finds nothing to claim. Claimed before
 * the send and outside a transaction (SMTP is not held under a lock): a delivery that fails is
 * recorded in the mail outbox like every mail, and not tried again.
 */
export async function sendMembershipReminder(io: MembershipJobIo, p: MembershipJobPayload): Promise<boolean> {
  const claimed = await claimReminder(io.db, p.accountId, p.membershipId, new Date(p.expiresAt));
  if (!claimed) return false;
  const money = await accountMoney(io.db, p.accountId);
  const locale = pickLocale([claimed.locale]);
  await io.mailer.send(
    io.db,
    p.accountId,
    membershipReminderMail(accountMailTexts[locale], {
      to: claimed.email,
      lang: locale,
      firstName: claimed.first_name,
      accountName: (await accountName(io.db, p.accountId)) ?? '',
      levelName: claimed.level_name,
      memberNumber: claimed.member_number,
      expiresOn: new Date(claimed.expires_at).toISOString().slice(0, 10),
      price: money(claimed.price),
    }),
    io.now(),
  );
  return true;
}

/** Expires the membership when the expiry the job was queued for is still its own and has passed. */
export function expireMembershipNow(io: MembershipJobIo, p: MembershipJobPayload): Promise<boolean> {
  return expireMembership(io.db, p.accountId, p.membershipId, new Date(p.expiresAt), io.now());
}
