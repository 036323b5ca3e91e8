import { PassThrough } from 'node:stream';
import {
  localDay,
  nextNightlyExportAt,
  nightlyExportFileName,
  nightlyExportTables,
  remotePath,
} from '@tessera/domain';
import type { Db } from '@/db/client';
import type { Jobs, RetryPolicy } from '@/platform/jobs/jobs';
import { writeTableCsv } from './nightly-export.store';
import { NIGHTLY_EXPORT_JOB, type NightlyPayload, queueNightlyExport } from './nightly-export-queue.jobs';
import { uploadFile, withSftp } from './sftp.adapter';
import { sftpTarget } from './sftp-settings.service';
import {
  accountTimeZone,
  lockedSftpSettingsRow,
  setNightlyExportAt,
  sftpSettingsRow,
} from './sftp-settings.store';

/** The nightly full export (decisions/0063): claimed at its time, then uploaded with retries. */
export const NIGHTLY_UPLOAD_JOB = 'nightly-data-export-upload';

/** As a scheduled report's upload (decisions/0063): 1, 2, 4, 8 and 16 minutes later. */
const UPLOAD_RETRY: RetryPolicy = { limit: 5, delaySeconds: 60, backoff: true, maxDelaySeconds: 3_600 };

interface UploadPayload {
  accountId: number;
  day: string;
}

export interface NightlyExportIo {
  db: Db;
  /** Where the exported tables are read: the replica when there is one (decisions/0106). */
  reportsDb: Db;
  jobs: Jobs;
  now: () => Date;
  config: { paymentCredentialsKey: Buffer; dataExport: { allowLocal: boolean } };
}

/**
 * Claims a night: with the settings row locked, does nothing unless the export is on and this is
 * still its due time (turning it off or saving again leaves an old job harmless); moves the due
 * time to the next night and queues it, and queues the upload of this night's files.
 */
async function claimNight(io: NightlyExportIo, p: NightlyPayload): Promise<void> {
  await io.db.transaction(async (tx) => {
    const row = await lockedSftpSettingsRow(tx, p.accountId);
    if (!row?.nightlyExport || row.nightlyExportAt?.toISOString() !== p.dueAt) return;
    const zone = await accountTimeZone(tx, p.accountId);
    // The night after this one, even when the queue runs the job a moment early or late.
    const due = new Date(p.dueAt);
    const next = nextNightlyExportAt(new Date(Math.max(io.now().getTime(), due.getTime())), zone);
    await setNightlyExportAt(tx, p.accountId, next);
    if (next) await queueNightlyExport(io.jobs, tx, p.accountId, next);
    await io.jobs.schedule(
      NIGHTLY_UPLOAD_JOB,
      { accountId: p.accountId, day: localDay(due, zone) } satisfies UploadPayload,
      { tx, runAt: io.now(), retry: UPLOAD_RETRY, expireSeconds: 900 },
    );
  });
}

/** Writes the account's orders, tickets, payments and customers, one CSV each, to its folder. */
async function uploadNight(io: NightlyExportIo, p: UploadPayload): Promise<void> {
  // Switched off (or the settings removed) since the night was claimed: nothing is sent.
  if (!(await sftpSettingsRow(io.db, p.accountId))?.nightlyExport) return;
  const target = await sftpTarget(
    io.db,
    io.config.paymentCredentialsKey,
    p.accountId,
    io.config.dataExport.allowLocal,
  );
  // Each file is read from the database as the upload writes it (decisions/0106).
  await withSftp(target, async (client) => {
    for (const table of nightlyExportTables) {
      const out = new PassThrough();
      const reading = writeTableCsv(io.reportsDb, p.accountId, table, out).catch((error: unknown) => {
        out.destroy(error instanceof Error ? error : new Error(String(error)));
        throw error;
      });
      const path = remotePath(target.remoteDirectory, nightlyExportFileName(table, p.day));
      // A failed upload stops the reading too (its transaction ends rather than waiting to write).
      const upload = uploadFile(client, path, out).catch((error: unknown) => {
        out.destroy();
        throw error;
      });
      await Promise.all([upload, reading]);
    }
  });
}

export function registerNightlyExportJobs(jobs: Jobs, io: Omit<NightlyExportIo, 'jobs'>): void {
  jobs.register<NightlyPayload>(NIGHTLY_EXPORT_JOB, (payload) => claimNight({ ...io, jobs }, payload), {
    expireSeconds: 600,
    retry: { limit: 2, delaySeconds: 60, backoff: true },
  });
  // A failed upload (server down, folder missing) throws and the queue tries again with backoff,
  // each attempt reading the settings again.
  jobs.register<UploadPayload>(NIGHTLY_UPLOAD_JOB, (payload) => uploadNight({ ...io, jobs }, payload), {
    expireSeconds: 900,
    retry: UPLOAD_RETRY,
  });
}
