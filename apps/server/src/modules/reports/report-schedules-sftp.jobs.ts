import { remotePath, sftpFileName } from '@tessera/domain';
import type { Db } from '@/db/client';
import { SftpFailure, uploadFile, withSftp } from '@/modules/data-export/sftp.adapter';
import { sftpTarget } from '@/modules/data-export/sftp-settings.service';
import type { Jobs, RetryPolicy } from '@/platform/jobs/jobs';
import { finishRun, markAttempt, runWithSchedule } from './report-schedules.store';
import { failureText, scheduledFile } from './report-schedules-run.service';

/** Uploads one run's file to the account's SFTP folder (decisions/0063). */
export const SFTP_UPLOAD_JOB = 'scheduled-report-sftp-upload';

/**
 * A failed upload is tried again by the job queue 1, 2, 4, 8 and 16 minutes later (six attempts
 * in about half an hour); each attempt reads the settings again, so a fixed password or folder is
 * picked up by the next one.
 */
export const SFTP_UPLOAD_RETRY: RetryPolicy = {
  limit: 5,
  delaySeconds: 60,
  backoff: true,
  maxDelaySeconds: 3_600,
};

export interface UploadPayload {
  accountId: number;
  runId: number;
}

export interface SftpUploadIo {
  db: Db;
  /** Where the report's file is read: the replica when there is one (decisions/0106). */
  reportsDb: Db;
  now: () => Date;
  config: { paymentCredentialsKey: Buffer; dataExport: { allowLocal: boolean } };
}

/** Queues a run's upload, inside the transaction that claimed the run. */
export async function queueUpload(jobs: Jobs, tx: Db, payload: UploadPayload, now: Date): Promise<void> {
  await jobs.schedule(SFTP_UPLOAD_JOB, payload, {
    tx,
    runAt: now,
    retry: SFTP_UPLOAD_RETRY,
    expireSeconds: 600,
  });
}

export function registerSftpUploadJobs(jobs: Jobs, io: SftpUploadIo): void {
  jobs.register<UploadPayload>(
    SFTP_UPLOAD_JOB,
    async (payload, job) => {
      await uploadRun(io, payload, job.retryCount);
    },
    { expireSeconds: 600, retry: SFTP_UPLOAD_RETRY },
  );
}

/**
 * One attempt: builds the file as the owner would download it now, over the run's days, and
 * writes it to the remote folder. A connection or write failure marks the run `retrying` and
 * throws, so the queue tries again after its backoff; the last attempt's failure, and any failure
 * a retry cannot mend (the owner may no longer run the report, no SFTP settings), fail the run.
 */
export async function uploadRun(io: SftpUploadIo, p: UploadPayload, retryCount: number): Promise<void> {
  const found = await runWithSchedule(io.db, p.accountId, p.runId);
  // The schedule was deleted (its runs with it), or a repeated job finds the run ended.
  if (!found || found.run.status === 'succeeded' || found.run.status === 'failed') return;
  const { run, schedule } = found;
  const attempts = retryCount + 1;
  await markAttempt(io.db, p.accountId, run.id, { status: 'running', attempts, error: run.error });
  let fileName: string | null = null;
  try {
    const file = await scheduledFile(io.reportsDb, schedule, run, io.now());
    fileName = sftpFileName(schedule.name, run.firstDay, run.lastDay, schedule.format);
    const target = await sftpTarget(
      io.db,
      io.config.paymentCredentialsKey,
      p.accountId,
      io.config.dataExport.allowLocal,
    );
    await withSftp(target, (client) =>
      uploadFile(client, remotePath(target.remoteDirectory, fileName!), file.body),
    );
    await finishRun(io.db, p.accountId, run.id, {
      status: 'succeeded',
      error: null,
      fileName,
      finishedAt: io.now(),
    });
  } catch (error) {
    const text = failureText(error).slice(0, 1000);
    if (error instanceof SftpFailure && retryCount < SFTP_UPLOAD_RETRY.limit) {
      await markAttempt(io.db, p.accountId, run.id, { status: 'retrying', attempts, error: text });
      throw error;
    }
    await finishRun(io.db, p.accountId, run.id, {
      status: 'failed',
      error: text,
      fileName,
      finishedAt: io.now(),
    });
  }
}
