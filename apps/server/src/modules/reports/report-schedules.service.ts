import type {
  SavedFilter,
  ScheduledReport,
  ScheduledReportRun,
  savedFilterInput,
  scheduledReportInput,
} from '@tessera/contract';
import {
  allowsReport,
  hasPermission,
  isReportId,
  localDay,
  nextRunAt,
  type ReportFormat,
  type ReportId,
  type ReportSchedule,
  reportNames,
  type ScheduleRange,
  type ScheduleUnit,
} from '@tessera/domain';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { hasSftpSettings } from '@/modules/data-export/sftp-settings.service';
import { policyFor } from '@/modules/user-groups/group-policy.service';
import type { StaffPrincipal } from '@/platform/auth/principal';
import { AppError } from '@/platform/http/app-error';
import type { Jobs } from '@/platform/jobs/jobs';
import {
  deleteSavedFilter,
  deleteScheduledReportRow,
  insertScheduledReport,
  lastRuns,
  type RunRow,
  runRows,
  type SavedFilterRow,
  type ScheduledReportRow,
  savedFilterRow,
  savedFilterRows,
  scheduledReportRow,
  scheduledReportRows,
  updateScheduledReportRow,
  upsertSavedFilter,
} from './report-schedules.store';
import { reportTimeZone } from './report-venue.store';
import { requireReport } from './reports.service';

/** Runs one scheduled report at its due time (decisions/0059). */
export const SCHEDULED_REPORT_JOB = 'scheduled-report-run';

export interface RunPayload {
  accountId: number;
  scheduledReportId: number;
  /** The due time this job is for; a job whose time is no longer the schedule's does nothing. */
  dueAt: string;
  /** Asked for by a person (a retry): runs whatever the schedule's next time. */
  manual?: boolean;
}

const reportOf = (value: string): ReportId => (isReportId(value) ? value : 'sales-by-transaction-date');

// ── Saved filters ────────────────────────────────────────────────────────────

function filterOutput(row: SavedFilterRow): SavedFilter {
  return {
    id: row.id,
    report: reportOf(row.report),
    name: row.name,
    filters: row.filters as SavedFilter['filters'],
    usedBy: row.usedBy,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The reports the user's group lets them run. */
async function allowedReports(db: Db, staff: StaffPrincipal): Promise<(report: string) => boolean> {
  const policy = await policyFor(db, staff);
  return (report) => isReportId(report) && allowsReport(policy, { id: report, name: reportNames[report] });
}

export async function listFilters(db: Db, staff: StaffPrincipal, report?: ReportId): Promise<SavedFilter[]> {
  if (report) await requireReport(db, staff, report);
  const allowed = await allowedReports(db, staff);
  return (await savedFilterRows(db, staff.accountId, report))
    .filter((r) => allowed(r.report))
    .map(filterOutput);
}

export async function saveFilter(
  db: Db,
  staff: StaffPrincipal,
  input: z.output<typeof savedFilterInput>,
  now: Date,
): Promise<SavedFilter> {
  await requireReport(db, staff, input.report);
  if (
    input.filters.venueId !== undefined &&
    !(await reportTimeZone(db, staff.accountId, input.filters.venueId))
  ) {
    throw new AppError('common.not_found', 'filters.venueId');
  }
  const filters = Object.fromEntries(
    Object.entries(input.filters).filter(([, v]) => v !== undefined && v !== ''),
  );
  const id = await upsertSavedFilter(
    db,
    staff.accountId,
    { report: input.report, name: input.name, filters },
    now,
  );
  return filterOutput((await savedFilterRow(db, staff.accountId, id))!);
}

export async function removeFilter(db: Db, staff: StaffPrincipal, id: number): Promise<{ ok: true }> {
  const row = await savedFilterRow(db, staff.accountId, id);
  if (!row) throw new AppError('common.not_found');
  await requireReport(db, staff, reportOf(row.report));
  if (row.usedBy > 0) throw new AppError('admin.report_filter_in_use');
  const result = await deleteSavedFilter(db, staff.accountId, id);
  if (result === 'in-use') throw new AppError('admin.report_filter_in_use');
  if (result === 'missing') throw new AppError('common.not_found');
  return { ok: true };
}

// ── Scheduled reports ────────────────────────────────────────────────────────

export function ruleOf(row: ScheduledReportRow): ReportSchedule {
  return {
    unit: row.frequencyUnit as ScheduleUnit,
    count: row.frequencyCount,
    daysOfWeek: row.daysOfWeek,
    timeOfDay: row.timeOfDay,
    timeZone: row.timeZone,
    anchorDay: row.anchorDay,
  };
}

export function runOutput(r: RunRow): ScheduledReportRun {
  return {
    id: r.id,
    dueAt: r.dueAt.toISOString(),
    firstDay: r.firstDay,
    lastDay: r.lastDay,
    status: r.status as ScheduledReportRun['status'],
    attempts: r.attempts,
    error: r.error,
    fileName: r.fileName,
    startedAt: r.startedAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
  };
}

type Joined = NonNullable<Awaited<ReturnType<typeof scheduledReportRow>>>;

function scheduleOutput(row: Joined, last: RunRow | undefined): ScheduledReport {
  const s = row.schedule;
  return {
    id: s.id,
    name: s.name,
    report: reportOf(s.report),
    savedFilter: s.savedFilterId !== null ? { id: s.savedFilterId, name: row.filterName ?? '' } : null,
    format: s.format as ReportFormat,
    range: s.range as ScheduleRange,
    delivery: s.delivery === 'sftp' ? 'sftp' : 'email',
    recipients: s.recipients,
    subject: s.subject,
    message: s.message,
    frequencyUnit: s.frequencyUnit as ScheduleUnit,
    frequencyCount: s.frequencyCount,
    daysOfWeek: s.daysOfWeek,
    timeOfDay: s.timeOfDay,
    timeZone: s.timeZone,
    paused: s.pausedAt !== null,
    nextRunAt: s.nextRunAt?.toISOString() ?? null,
    lastRun: last ? runOutput(last) : null,
    owner: { id: s.ownerUserId, name: row.ownerName },
  };
}

export async function listSchedules(db: Db, staff: StaffPrincipal): Promise<ScheduledReport[]> {
  const allowed = await allowedReports(db, staff);
  const [list, runs] = await Promise.all([
    scheduledReportRows(db, staff.accountId),
    lastRuns(db, staff.accountId),
  ]);
  return list
    .filter((r) => allowed(r.schedule.report))
    .map((r) => scheduleOutput(r, runs.get(r.schedule.id)));
}

/** A schedule the user may see (its report within their group's list). */
async function reachableSchedule(db: Db, staff: StaffPrincipal, id: number): Promise<Joined> {
  const row = await scheduledReportRow(db, staff.accountId, id);
  if (!row) throw new AppError('common.not_found');
  await requireReport(db, staff, reportOf(row.schedule.report));
  return row;
}

export async function oneSchedule(db: Db, staff: StaffPrincipal, id: number): Promise<ScheduledReport> {
  const row = await reachableSchedule(db, staff, id);
  const [last] = await runRows(db, staff.accountId, id, 1);
  return scheduleOutput(row, last);
}

type Input = z.output<typeof scheduledReportInput>;

async function checkInput(db: Db, staff: StaffPrincipal, input: Input): Promise<void> {
  await requireReport(db, staff, input.report);
  if (input.savedFilterId !== null) {
    const filter = await savedFilterRow(db, staff.accountId, input.savedFilterId);
    // A filter of another report or account does not exist for this one.
    if (!filter || filter.report !== input.report) throw new AppError('common.not_found', 'savedFilterId');
  }
  // An SFTP delivery needs the account's SFTP settings (account settings → data export).
  if (input.delivery === 'sftp' && !(await hasSftpSettings(db, staff.accountId))) {
    throw new AppError('admin.sftp_not_configured', 'delivery');
  }
}

/** Queues the schedule's run for its next time, inside the caller's transaction. */
export async function queueRun(jobs: Jobs, tx: Db, payload: RunPayload, now: Date): Promise<void> {
  const at = new Date(payload.dueAt);
  await jobs.schedule(SCHEDULED_REPORT_JOB, payload, {
    tx,
    runAt: at.getTime() > now.getTime() ? at : now,
    expireSeconds: 600,
  });
}

interface ScheduleIo {
  db: Db;
  jobs: Jobs;
  now: () => Date;
}

function valuesOf(input: Input, anchorDay: string, next: Date | null, now: Date) {
  return {
    name: input.name,
    report: input.report,
    savedFilterId: input.savedFilterId,
    format: input.format,
    range: input.range,
    delivery: input.delivery,
    // An SFTP delivery mails no one.
    recipients: input.delivery === 'sftp' ? [] : [...new Set(input.recipients.map((r) => r.trim()))],
    subject: input.subject,
    message: input.message,
    frequencyUnit: input.frequencyUnit,
    frequencyCount: input.frequencyCount,
    daysOfWeek: [...new Set(input.daysOfWeek)].sort(),
    timeOfDay: input.timeOfDay,
    timeZone: input.timeZone,
    anchorDay,
    pausedAt: input.paused ? now : null,
    nextRunAt: next,
    updatedAt: now,
  };
}

const ruleOfInput = (input: Input, anchorDay: string): ReportSchedule => ({
  unit: input.frequencyUnit,
  count: input.frequencyCount,
  daysOfWeek: input.daysOfWeek,
  timeOfDay: input.timeOfDay,
  timeZone: input.timeZone,
  anchorDay,
});

export async function createSchedule(
  io: ScheduleIo,
  staff: StaffPrincipal,
  input: Input,
): Promise<ScheduledReport> {
  const now = io.now();
  await checkInput(io.db, staff, input);
  const anchorDay = localDay(now, input.timeZone);
  const next = input.paused ? null : nextRunAt(ruleOfInput(input, anchorDay), now);
  const id = await io.db.transaction(async (tx) => {
    const made = await insertScheduledReport(
      tx,
      staff.accountId,
      { ...valuesOf(input, anchorDay, next, now), ownerUserId: staff.userId },
      now,
    );
    if (next) {
      await queueRun(
        io.jobs,
        tx,
        { accountId: staff.accountId, scheduledReportId: made, dueAt: next.toISOString() },
        now,
      );
    }
    return made;
  });
  return oneSchedule(io.db, staff, id);
}

export async function updateSchedule(
  io: ScheduleIo,
  staff: StaffPrincipal,
  id: number,
  input: Input,
): Promise<ScheduledReport> {
  const now = io.now();
  const current = (await reachableSchedule(io.db, staff, id)).schedule;
  await checkInput(io.db, staff, input);
  // A new rhythm counts from today; a changed subject or list keeps the old one.
  const sameRhythm =
    current.frequencyUnit === input.frequencyUnit &&
    current.frequencyCount === input.frequencyCount &&
    current.timeZone === input.timeZone;
  const anchorDay = sameRhythm ? current.anchorDay : localDay(now, input.timeZone);
  const next = input.paused ? null : nextRunAt(ruleOfInput(input, anchorDay), now);
  await io.db.transaction(async (tx) => {
    const values = valuesOf(input, anchorDay, next, now);
    // A paused schedule keeps the time it was paused at.
    if (input.paused && current.pausedAt) values.pausedAt = current.pausedAt;
    await updateScheduledReportRow(tx, staff.accountId, id, values);
    if (next && next.getTime() !== current.nextRunAt?.getTime()) {
      // The job queued for the old time finds it is no longer the schedule's and does nothing.
      await queueRun(
        io.jobs,
        tx,
        { accountId: staff.accountId, scheduledReportId: id, dueAt: next.toISOString() },
        now,
      );
    }
  });
  return oneSchedule(io.db, staff, id);
}

export async function removeSchedule(db: Db, staff: StaffPrincipal, id: number): Promise<{ ok: true }> {
  await reachableSchedule(db, staff, id);
  if (!(await deleteScheduledReportRow(db, staff.accountId, id))) throw new AppError('common.not_found');
  return { ok: true };
}

export async function scheduleRuns(db: Db, staff: StaffPrincipal, id: number): Promise<ScheduledReportRun[]> {
  await reachableSchedule(db, staff, id);
  return (await runRows(db, staff.accountId, id)).map(runOutput);
}

export async function runNow(io: ScheduleIo, staff: StaffPrincipal, id: number): Promise<{ ok: true }> {
  await reachableSchedule(io.db, staff, id);
  const now = io.now();
  await io.db.transaction((tx) =>
    queueRun(
      io.jobs,
      tx,
      { accountId: staff.accountId, scheduledReportId: id, dueAt: now.toISOString(), manual: true },
      now,
    ),
  );
  io.jobs.wake(SCHEDULED_REPORT_JOB);
  return { ok: true };
}

/** Whether the owner may still run the schedule's report (their role and their group's list). */
export async function ownerMayRun(db: Db, owner: StaffPrincipal, report: ReportId): Promise<boolean> {
  if (!hasPermission(owner, 'viewReports')) return false;
  const allowed = await allowedReports(db, owner);
  return allowed(report);
}
