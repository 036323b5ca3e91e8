import { reportDownloadQuery } from '@tessera/contract';
import { isReportId, type ReportFormat } from '@tessera/domain';
import type { Db } from '@/db/client';
import { staffPrincipalOfUser } from '@/platform/auth/session';
import { AppError } from '@/platform/http/app-error';
import { reportFile } from './report-downloads.service';
import { ownerMayRun } from './report-schedules.service';
import { type ScheduledReportRow, savedFilterRow } from './report-schedules.store';

/** Why a run failed, in words for the history: a catalogue code, with the details after it. */
export function failureText(error: unknown): string {
  if (error instanceof AppError) {
    const detail = (error as { detail?: unknown }).detail;
    return typeof detail === 'string' && detail ? `${error.code}: ${detail}` : error.code;
  }
  return error instanceof Error ? error.message : String(error);
}

/** The schedule's file over the run's days, exactly as its owner would download it now. */
export async function scheduledFile(
  db: Db,
  schedule: ScheduledReportRow,
  days: { firstDay: string; lastDay: string },
  now: Date,
): Promise<{ body: Buffer; contentType: string; fileName: string }> {
  const owner = await staffPrincipalOfUser(db, schedule.accountId, schedule.ownerUserId);
  if (!owner) throw new Error('The user who scheduled this report is no longer active.');
  if (!isReportId(schedule.report) || !(await ownerMayRun(db, owner, schedule.report))) {
    throw new AppError('admin.report_not_allowed');
  }
  const filter =
    schedule.savedFilterId !== null
      ? await savedFilterRow(db, schedule.accountId, schedule.savedFilterId)
      : undefined;
  const query = reportDownloadQuery.parse({
    ...Object.fromEntries(Object.entries(filter?.filters ?? {}).map(([k, v]) => [k, String(v)])),
    report: schedule.report,
    format: schedule.format as ReportFormat,
    from: days.firstDay,
    to: days.lastDay,
  });
  return reportFile(db, owner, schedule.report, query, 'en-US', now);
}
