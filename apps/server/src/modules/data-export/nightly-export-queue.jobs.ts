import type { Db } from '@/db/client';
import type { Jobs } from '@/platform/jobs/jobs';

/** The nightly full export's job (decisions/0063): one per night, at its due time. */
export const NIGHTLY_EXPORT_JOB = 'nightly-data-export';

export interface NightlyPayload {
  accountId: number;
  dueAt: string;
}

/** Queues the export due at `dueAt`, inside the caller's transaction. */
export async function queueNightlyExport(jobs: Jobs, tx: Db, accountId: number, dueAt: Date): Promise<void> {
  await jobs.schedule(
    NIGHTLY_EXPORT_JOB,
    { accountId, dueAt: dueAt.toISOString() } satisfies NightlyPayload,
    {
      tx,
      runAt: dueAt,
      expireSeconds: 600,
    },
  );
}
