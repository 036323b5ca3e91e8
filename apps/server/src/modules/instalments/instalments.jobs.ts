import {
  INSTALMENT_JOB,
  type InstalmentPayload,
  instalmentRetry,
} from '@/modules/payment-plans/payment-plans.jobs';
import type { Jobs } from '@/platform/jobs/jobs';
import { chargeInstalment, type InstalmentIo } from './instalments.service';

/**
 * Registers the charge of instalments on their due dates (queued with the order's schedule). The
 * queue hands a job to one worker of one process; the instalment's claim makes a second runner
 * (a repeated job, staff paying now) find nothing to do.
 */
export function registerInstalmentCharger(jobs: Jobs, io: InstalmentIo): void {
  jobs.register<InstalmentPayload>(
    INSTALMENT_JOB,
    async ({ accountId, instalmentId }, job) => {
      await chargeInstalment(io, accountId, instalmentId, {
        lastAttempt: job.retryCount >= instalmentRetry.limit,
      });
    },
    { retry: instalmentRetry, expireSeconds: 300 },
  );
}
