import type { Db } from '@/db/client';
import type { Jobs } from '@/platform/jobs/jobs';
import { compactSalesSummary } from './sales-summary.store';

/** The sales summary's compaction (decisions/0114). */
export const SALES_SUMMARY_COMPACT_JOB = 'sales-summary-compact';
const EVERY_MS = 60_000;

/**
 * Registers the job that folds the sales summary's appended rows once a minute: at most one
 * waits and one runs across all server processes; each run first queues the next, so a failed
 * run (tried again) does not end the series. Folding changes no report's answer; it keeps the
 * summary near one row per quarter hour, so a year's daily figures stay a small read.
 */
export function registerSalesSummaryJobs(jobs: Jobs, deps: { db: Db; now: () => Date }): void {
  jobs.register(
    SALES_SUMMARY_COMPACT_JOB,
    async () => {
      await jobs.schedule(
        SALES_SUMMARY_COMPACT_JOB,
        {},
        { runAt: new Date(deps.now().getTime() + EVERY_MS) },
      );
      await compactSalesSummary(deps.db);
    },
    { policy: 'single', expireSeconds: 300, retry: { limit: 2, delaySeconds: 10, backoff: true } },
  );
}

/** Starts the series (a run now) unless one is already waiting. */
export async function scheduleSalesSummaryCompaction(jobs: Jobs): Promise<void> {
  await jobs.schedule(SALES_SUMMARY_COMPACT_JOB, {});
  jobs.wake(SALES_SUMMARY_COMPACT_JOB);
}
