import type { Jobs } from '@/platform/jobs/jobs';
import {
  RENEWAL_RELEASE_JOB,
  RENEWAL_ROLL_JOB,
  type RenewalIo,
  type RenewalJobPayload,
  releaseRenewals,
  rollRenewals,
} from './season-renewals.service';

/**
 * The renewal roll (holders' seats held in bulk when renewals start) and the release of what
 * nobody renewed at the deadline (decisions/0096).
 */
export function registerSeasonRenewalJobs(jobs: Jobs, io: Omit<RenewalIo, 'jobs'>): void {
  const withJobs: RenewalIo = { ...io, jobs };
  jobs.register<RenewalJobPayload>(
    RENEWAL_ROLL_JOB,
    async (payload) => {
      await rollRenewals(withJobs, payload);
    },
    { expireSeconds: 600 },
  );
  jobs.register<RenewalJobPayload>(
    RENEWAL_RELEASE_JOB,
    async (payload) => {
      await releaseRenewals(withJobs, payload);
    },
    { expireSeconds: 600 },
  );
}
