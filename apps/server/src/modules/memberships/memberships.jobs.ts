import type { Jobs } from '@/platform/jobs/jobs';
import {
  expireMembershipNow,
  MEMBERSHIP_EXPIRY_JOB,
  MEMBERSHIP_REMINDER_JOB,
  type MembershipJobIo,
  type MembershipJobPayload,
  mailRetry,
  sendMembershipReminder,
} from './memberships.service';

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
