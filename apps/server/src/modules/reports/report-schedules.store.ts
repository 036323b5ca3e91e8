import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { reportSavedFilters, scheduledReportRuns, scheduledReports, users } from '@/db/schema';
import { databaseError, rows } from '@/db/sql';

export type SavedFilterRow = typeof reportSavedFilters.$inferSelect & { usedBy: number };
export type ScheduledReportRow = typeof scheduledReports.$inferSelect;
export type ScheduledReportValues = Omit<
  typeof scheduledReports.$inferInsert,
  'id' | 'accountId' | 'createdAt' | 'lastRunAt'
>;
export type RunRow = typeof scheduledReportRuns.$inferSelect;

const usedBy = sql<number>`(SELECT count(*)::int FROM scheduled_reports s
  WHERE s.saved_filter_id = ${reportSavedFilters.id} AND s.account_id = ${reportSavedFilters.accountId})`;

export const savedFilterRows = (db: Db, accountId: number, report?: string) =>
  db
    .select({
      id: reportSavedFilters.id,
      accountId: reportSavedFilters.accountId,
      report: reportSavedFilters.report,
      name: reportSavedFilters.name,
      filters: reportSavedFilters.filters,
      createdAt: reportSavedFilters.createdAt,
      updatedAt: reportSavedFilters.updatedAt,
      usedBy,
    })
    .from(reportSavedFilters)
    .where(
      and(
        eq(reportSavedFilters.accountId, accountId),
        report === undefined ? undefined : eq(reportSavedFilters.report, report),
      ),
    )
    .orderBy(asc(sql`lower(${reportSavedFilters.name})`), asc(reportSavedFilters.id));

export async function savedFilterRow(db: Db, accountId: number, id: number) {
  const [row] = await db
    .select({
      id: reportSavedFilters.id,
      accountId: reportSavedFilters.accountId,
      report: reportSavedFilters.report,
      name: reportSavedFilters.name,
      filters: reportSavedFilters.filters,
      createdAt: reportSavedFilters.createdAt,
      updatedAt: reportSavedFilters.updatedAt,
      usedBy,
    })
    .from(reportSavedFilters)
    .where(and(eq(reportSavedFilters.accountId, accountId), eq(reportSavedFilters.id, id)));
  return row;
}

/** Saves a filter; one of the same report and name (whatever its case) is overwritten, name included. */
export async function upsertSavedFilter(
  db: Db,
  accountId: number,
  values: { report: string; name: string; filters: Record<string, unknown> },
  now: Date,
): Promise<number> {
  const [row] = await rows<{ id: number }>(
    db,
    sql`INSERT INTO report_saved_filters (account_id, report, name, filters, created_at, updated_at)
        VALUES (${accountId}, ${values.report}, ${values.name}, ${JSON.stringify(values.filters)}::jsonb, ${now}, ${now})
        ON CONFLICT (account_id, report, lower(name))
        DO UPDATE SET name = excluded.name, filters = excluded.filters, updated_at = excluded.updated_at
        RETURNING id`,
  );
  return row!.id;
}

/** Deletes a filter no scheduled report uses: 'deleted', 'missing' or 'in-use'. */
export async function deleteSavedFilter(
  db: Db,
  accountId: number,
  id: number,
): Promise<'deleted' | 'missing' | 'in-use'> {
  try {
    const gone = await db
      .delete(reportSavedFilters)
      .where(and(eq(reportSavedFilters.accountId, accountId), eq(reportSavedFilters.id, id)))
      .returning({ id: reportSavedFilters.id });
    return gone.length > 0 ? 'deleted' : 'missing';
  } catch (error) {
    // The scheduled report's reference refuses (on delete restrict).
    if (databaseError(error, (e) => e.code === '23503')) return 'in-use';
    throw error;
  }
}

const scheduleColumns = {
  schedule: scheduledReports,
  filterName: reportSavedFilters.name,
  ownerName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
};

const scheduleQuery = (db: Db) =>
  db
    .select(scheduleColumns)
    .from(scheduledReports)
    .innerJoin(users, eq(users.id, scheduledReports.ownerUserId))
    .leftJoin(reportSavedFilters, eq(reportSavedFilters.id, scheduledReports.savedFilterId));

export const scheduledReportRows = (db: Db, accountId: number) =>
  scheduleQuery(db)
    .where(eq(scheduledReports.accountId, accountId))
    .orderBy(asc(sql`lower(${scheduledReports.name})`), asc(scheduledReports.id));

export async function scheduledReportRow(db: Db, accountId: number, id: number) {
  const [row] = await scheduleQuery(db).where(
    and(eq(scheduledReports.accountId, accountId), eq(scheduledReports.id, id)),
  );
  return row;
}

/** The schedule, locked for its run (another process waits). */
export async function lockScheduledReport(db: Db, accountId: number, id: number) {
  const [row] = await rows<{ id: number }>(
    db,
    sql`SELECT id FROM scheduled_reports WHERE account_id = ${accountId} AND id = ${id} FOR UPDATE`,
  );
  if (!row) return undefined;
  const [schedule] = await db
    .select()
    .from(scheduledReports)
    .where(and(eq(scheduledReports.accountId, accountId), eq(scheduledReports.id, id)));
  return schedule;
}

export async function insertScheduledReport(
  db: Db,
  accountId: number,
  values: ScheduledReportValues,
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(scheduledReports)
    .values({ ...values, accountId, createdAt: now, updatedAt: now })
    .returning({ id: scheduledReports.id });
  return row!.id;
}

export async function updateScheduledReportRow(
  db: Db,
  accountId: number,
  id: number,
  values: Partial<ScheduledReportValues> & { lastRunAt?: Date },
): Promise<boolean> {
  const done = await db
    .update(scheduledReports)
    .set(values)
    .where(and(eq(scheduledReports.accountId, accountId), eq(scheduledReports.id, id)))
    .returning({ id: scheduledReports.id });
  return done.length > 0;
}

export async function deleteScheduledReportRow(db: Db, accountId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(scheduledReports)
    .where(and(eq(scheduledReports.accountId, accountId), eq(scheduledReports.id, id)))
    .returning({ id: scheduledReports.id });
  return gone.length > 0;
}

/** Starts a run for a due time; undefined when that time already has one (a repeated job). */
export async function startRun(
  db: Db,
  values: Pick<
    RunRow,
    'accountId' | 'scheduledReportId' | 'dueAt' | 'firstDay' | 'lastDay' | 'startedAt' | 'attempts'
  >,
): Promise<number | undefined> {
  const [row] = await db
    .insert(scheduledReportRuns)
    .values({ ...values, status: 'running' })
    .onConflictDoNothing()
    .returning({ id: scheduledReportRuns.id });
  return row?.id;
}

export async function finishRun(
  db: Db,
  accountId: number,
  id: number,
  values: { status: 'succeeded' | 'failed'; error: string | null; fileName: string | null; finishedAt: Date },
): Promise<void> {
  await db
    .update(scheduledReportRuns)
    .set(values)
    .where(and(eq(scheduledReportRuns.accountId, accountId), eq(scheduledReportRuns.id, id)));
}

/** One run, with its schedule (undefined when either is gone). */
export async function runWithSchedule(db: Db, accountId: number, runId: number) {
  const [row] = await db
    .select({ run: scheduledReportRuns, schedule: scheduledReports })
    .from(scheduledReportRuns)
    .innerJoin(scheduledReports, eq(scheduledReports.id, scheduledReportRuns.scheduledReportId))
    .where(and(eq(scheduledReportRuns.accountId, accountId), eq(scheduledReportRuns.id, runId)));
  return row;
}

/** An upload attempt starts, or waits for its retry with the reason the last one failed. */
export async function markAttempt(
  db: Db,
  accountId: number,
  id: number,
  values: { status: 'running' | 'retrying'; attempts: number; error: string | null },
): Promise<void> {
  await db
    .update(scheduledReportRuns)
    .set(values)
    .where(and(eq(scheduledReportRuns.accountId, accountId), eq(scheduledReportRuns.id, id)));
}

export const runRows = (db: Db, accountId: number, scheduleId: number, limit = 100) =>
  db
    .select()
    .from(scheduledReportRuns)
    .where(
      and(
        eq(scheduledReportRuns.accountId, accountId),
        eq(scheduledReportRuns.scheduledReportId, scheduleId),
      ),
    )
    .orderBy(desc(scheduledReportRuns.startedAt), desc(scheduledReportRuns.id))
    .limit(limit);

/** The latest run of each of the account's schedules. */
export async function lastRuns(db: Db, accountId: number): Promise<Map<number, RunRow>> {
  const list = await db
    .selectDistinctOn([scheduledReportRuns.scheduledReportId])
    .from(scheduledReportRuns)
    .where(eq(scheduledReportRuns.accountId, accountId))
    .orderBy(
      scheduledReportRuns.scheduledReportId,
      desc(scheduledReportRuns.startedAt),
      desc(scheduledReportRuns.id),
    );
  return new Map(list.map((r) => [r.scheduledReportId, r]));
}

/** The previous successful run's due time (the `all-new` range starts there). */
export async function previousSuccess(db: Db, accountId: number, scheduleId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: scheduledReportRuns.dueAt })
    .from(scheduledReportRuns)
    .where(
      and(
        eq(scheduledReportRuns.accountId, accountId),
        eq(scheduledReportRuns.scheduledReportId, scheduleId),
        eq(scheduledReportRuns.status, 'succeeded'),
      ),
    )
    .orderBy(desc(scheduledReportRuns.dueAt))
    .limit(1);
  return row?.at ?? null;
}
