import { nextRunAt, type ScheduleRange, scheduledRange } from '@tessera/domain';
import type { Db } from '@/db/client';
import type { Jobs } from '@/platform/jobs/jobs';
import type { Mailer } from '@/platform/mail/mailer';
import { queueRun, type RunPayload, ruleOf, SCHEDULED_REPORT_JOB } from './report-schedules.service';
import {
  finishRun,
  lockScheduledReport,
  previousSuccess,
  type ScheduledReportRow,
  startRun,
  updateScheduledReportRow,
} from './report-schedules.store';
import { failureText, scheduledFile } from './report-schedules-run.service';
import { queueUpload, registerSftpUploadJobs } from './report-schedules-sftp.jobs';

export interface ScheduledReportIo {
  db: Db;
  /** Where the report's file is read: the replica when there is one (decisions/0106). */
  reportsDb: Db;
  jobs: Jobs;
  mailer: Mailer;
  now: () => Date;
  /** Decrypts the account's SFTP secret (decisions/0063). */
  config: { paymentCredentialsKey: Buffer; dataExport: { allowLocal: boolean } };
}

/** Runs scheduled reports at their times (decisions/0059). */
export function registerScheduledReportJobs(jobs: Jobs, io: Omit<ScheduledReportIo, 'jobs'>): void {
  jobs.register<RunPayload>(
    SCHEDULED_REPORT_JOB,
    async (payload) => {
      await runScheduledReport({ ...io, jobs }, payload);
    },
    // A crash mid-run repeats the job; the run's unique due time makes the repeat do nothing.
    { expireSeconds: 600, retry: { limit: 2, delaySeconds: 60, backoff: true } },
  );
  registerSftpUploadJobs(jobs, io);
}

interface Claimed {
  schedule: ScheduledReportRow;
  runId: number;
  firstDay: string;
  lastDay: string;
}

/**
 * Claims the run: in one transaction with the schedule locked, records it as running, moves the
 * schedule to its next time and queues that run. A job whose time is no longer the schedule's
 * (edited, paused, deleted, or already run) claims nothing.
 */
async function claim(io: ScheduledReportIo, p: RunPayload): Promise<Claimed | undefined> {
  const now = io.now();
  return io.db.transaction(async (tx) => {
    const schedule = await lockScheduledReport(tx, p.accountId, p.scheduledReportId);
    if (!schedule) return undefined;
    const dueAt = new Date(p.dueAt);
    if (!p.manual && (schedule.pausedAt || schedule.nextRunAt?.getTime() !== dueAt.getTime()))
      return undefined;
    const previous = await previousSuccess(tx, p.accountId, schedule.id);
    const days = scheduledRange(schedule.range as ScheduleRange, dueAt, schedule.timeZone, previous);
    const runId = await startRun(tx, {
      accountId: p.accountId,
      scheduledReportId: schedule.id,
      dueAt,
      ...days,
      startedAt: now,
      // An SFTP run counts its upload attempts from the upload job's first.
      attempts: schedule.delivery === 'sftp' ? 0 : 1,
    });
    if (runId === undefined) return undefined;
    if (!p.manual) {
      // Runs missed while the server was down are not made up: the next is after now.
      const next = nextRunAt(ruleOf(schedule), new Date(Math.max(dueAt.getTime(), now.getTime())));
      await updateScheduledReportRow(tx, p.accountId, schedule.id, { nextRunAt: next, lastRunAt: dueAt });
      if (next) {
        await queueRun(
          io.jobs,
          tx,
          { accountId: p.accountId, scheduledReportId: schedule.id, dueAt: next.toISOString() },
          now,
        );
      }
    }
    // An SFTP delivery is its own job, retried with backoff while the upload fails (decisions/0063).
    if (schedule.delivery === 'sftp') await queueUpload(io.jobs, tx, { accountId: p.accountId, runId }, now);
    return { schedule, runId, ...days };
  });
}

/** One run: the file, as the owner would download it, mailed to every recipient (or queued for SFTP). */
export async function runScheduledReport(io: ScheduledReportIo, p: RunPayload): Promise<void> {
  const claimed = await claim(io, p);
  if (!claimed || claimed.schedule.delivery === 'sftp') return;
  const { schedule, runId, firstDay, lastDay } = claimed;
  let fileName: string | null = null;
  try {
    const file = await scheduledFile(io.reportsDb, schedule, { firstDay, lastDay }, io.now());
    fileName = file.fileName;
    const failures: string[] = [];
    for (const to of schedule.recipients) {
      const sent = await io.mailer.send(
        io.db,
        p.accountId,
        {
          to,
          subject: schedule.subject,
          text: schedule.message || `${schedule.name}: ${firstDay} – ${lastDay}`,
          attachments: [{ filename: file.fileName, content: file.body, contentType: file.contentType }],
        },
        io.now(),
      );
      if (sent.status === 'failed') failures.push(`${to}: ${sent.error ?? 'not sent'}`);
    }
    if (failures.length > 0) throw new Error(failures.join('; '));
    await finishRun(io.db, p.accountId, runId, {
      status: 'succeeded',
      error: null,
      fileName,
      finishedAt: io.now(),
    });
  } catch (error) {
    await finishRun(io.db, p.accountId, runId, {
      status: 'failed',
      error: failureText(error).slice(0, 1000),
      fileName,
      finishedAt: io.now(),
    });
  }
}
