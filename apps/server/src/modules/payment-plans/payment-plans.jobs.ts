import type { Db } from '@/db/client';
import type { Jobs, RetryPolicy } from '@/platform/jobs/jobs';

/** The job that charges one instalment on its due date (decisions/0045); `instalments/` runs it. */
export const INSTALMENT_JOB = 'instalment-charge';

export interface InstalmentPayload {
  accountId: number;
  instalmentId: number;
}

/**
 * While the processor does not answer (or answers "try again"): four attempts, an hour after the
 * first, doubling, at most a day apart. A card the processor refuses is not tried again by the
 * queue: the instalment is marked failed at once and the customer told.
 */
export const instalmentRetry: RetryPolicy = {
  limit: 3,
  delaySeconds: 3600,
  backoff: true,
  maxDelaySeconds: 86_400,
};

/** Queues the charge of each instalment on its due date, inside the transaction that wrote the schedule. */
export async function queueInstalmentCharges(
  tx: Db,
  jobs: Jobs,
  accountId: number,
  instalments: readonly { id: number; dueAt: Date }[],
): Promise<void> {
  for (const i of instalments) {
    await jobs.schedule<InstalmentPayload>(
      INSTALMENT_JOB,
      { accountId, instalmentId: i.id },
      { tx, runAt: i.dueAt, retry: instalmentRetry, expireSeconds: 300 },
    );
  }
}
