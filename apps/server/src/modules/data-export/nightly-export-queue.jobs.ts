import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';
import type { Jobs } from '@/platform/jobs/jobs';

/** The nightly full export's job (decisions/0063): one per night, at its due time. */
export const NIGHTLY_EXPORT_JOB = 'nightly-data-export';

export interface NightlyPayload {
  accountId: number;
  dueAt: string;
}

/** The account's time zone: the nightly export runs at 02:00 there. */
export async function accountTimeZone(db: Db, accountId: number): Promise<string> {
  const [row] = await rows<{ timezone: string }>(
    db,
    sql`SELECT timezone FROM accounts WHERE id = ${accountId}`,
  );
  return row?.timezone ?? 'UTC';
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
