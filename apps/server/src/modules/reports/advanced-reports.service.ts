import type {
  AdvancedDefinition,
  AdvancedReportResult,
  advancedReportQuery,
  SavedAdvancedReport,
} from '@tessera/contract';
import {
  type AdvancedLayout,
  advancedLayoutProblem,
  advancedReportId,
  advancedReportName,
  allowsReport,
  canSeeAdvancedReport,
  ownsReport,
  type ReportViewer,
} from '@tessera/domain';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { policyFor } from '@/modules/user-groups/group-policy.service';
import type { StaffPrincipal } from '@/platform/auth/principal';
import { AppError } from '@/platform/http/app-error';
import { advancedRows } from './advanced-report.sql';
import {
  type AdvancedReportRow,
  accountGroupIds,
  advancedReportingEnabled,
  deleteReport,
  insertReport,
  savedReports,
  setReportGroups,
  updateReport,
} from './advanced-reports.store';
import { reportAccountOf } from './report-server-accounts.store';
import { accountCurrency } from './report-venue.store';
import { moneyQuery } from './reports.service';

export type AdvancedQuery = z.output<typeof advancedReportQuery>;

/**
 * Advanced reporting opens only when the account has the feature (Tools → Manage features) and
 * the user's group does not leave it off its restrict-reports list.
 */
export async function requireAdvancedReporting(db: Db, staff: StaffPrincipal): Promise<void> {
  if (!(await advancedReportingEnabled(db, staff.accountId))) {
    throw new AppError('admin.report_advanced_not_enabled');
  }
  const policy = await policyFor(db, staff);
  if (!allowsReport(policy, { id: advancedReportId, name: advancedReportName })) {
    throw new AppError('admin.report_not_allowed');
  }
}

function layoutOf(input: {
  measures?: AdvancedLayout['measures'] | undefined;
  rows?: AdvancedLayout['rows'] | undefined;
  columns?: AdvancedLayout['columns'] | undefined;
}): AdvancedLayout {
  // Without a choice: tickets by event.
  const layout = {
    measures: input.measures ?? ['tickets' as const],
    rows: input.rows ?? ['event' as const],
    columns: input.columns ?? [],
  };
  const problem = advancedLayoutProblem(layout);
  if (problem) throw new AppError('admin.report_advanced_layout_invalid', problem);
  return layout;
}

/** The builder's question answered: the sales grouped by its dimensions, with its measures. */
export async function runAdvanced(
  db: Db,
  staff: StaffPrincipal,
  query: AdvancedQuery,
  now: Date,
): Promise<AdvancedReportResult> {
  await requireAdvancedReporting(db, staff);
  const layout = layoutOf(query);
  const { query: money, scope } = await moneyQuery(
    db,
    staff,
    {
      from: query.from,
      to: query.to,
      venueId: query.venueId,
      eventIds: query.eventIds,
      channels: query.channels,
    },
    now,
  );
  const cells = await advancedRows(db, money, layout);
  return {
    scope,
    currency: await accountCurrency(db, staff.accountId),
    measures: [...layout.measures],
    rows: [...layout.rows],
    columns: [...layout.columns],
    cells,
  };
}

type Viewer = ReportViewer & { readonly userId: number };

/** Who asks, with the report-server account they work as (decisions/0103). */
const viewerOf = async (db: Db, staff: StaffPrincipal): Promise<Viewer> => ({
  userId: staff.userId,
  role: staff.role,
  userGroupId: staff.userGroup?.id ?? null,
  reportAccount: await reportAccountOf(db, staff.accountId, staff.userId),
});

function view(row: AdvancedReportRow, viewer: Viewer): SavedAdvancedReport {
  return {
    id: row.id,
    name: row.name,
    ownerUserId: row.ownerUserId,
    ownerName: row.ownerReportAccount ?? row.ownerName,
    shared: row.shared,
    mine: ownsReport(row, viewer),
    definition: row.definition as AdvancedDefinition,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The saved reports the user sees: theirs, and the shared ones their group may see. */
export async function listAdvanced(db: Db, staff: StaffPrincipal): Promise<SavedAdvancedReport[]> {
  await requireAdvancedReporting(db, staff);
  const list = await savedReports(db, staff.accountId);
  const viewer = await viewerOf(db, staff);
  return list.filter((r) => canSeeAdvancedReport(r, viewer)).map((r) => view(r, viewer));
}

/** A saved report the user may see; another's private report is not found, a refused shared one 403. */
async function visible(db: Db, viewer: Viewer, accountId: number, reportId: number) {
  const [row] = await savedReports(db, accountId, reportId);
  if (!row || (!row.shared && !ownsReport(row, viewer))) throw new AppError('common.not_found');
  if (!canSeeAdvancedReport(row, viewer)) throw new AppError('admin.report_not_allowed');
  return row;
}

export async function getAdvanced(
  db: Db,
  staff: StaffPrincipal,
  reportId: number,
): Promise<SavedAdvancedReport> {
  await requireAdvancedReporting(db, staff);
  const viewer = await viewerOf(db, staff);
  return view(await visible(db, viewer, staff.accountId, reportId), viewer);
}

interface SavedInput {
  name: string;
  shared: boolean;
  definition: AdvancedDefinition;
}

export async function createAdvanced(
  db: Db,
  staff: StaffPrincipal,
  input: SavedInput,
  now: Date,
): Promise<SavedAdvancedReport> {
  await requireAdvancedReporting(db, staff);
  layoutOf(input.definition);
  const id = await insertReport(db, {
    accountId: staff.accountId,
    ownerUserId: staff.userId,
    ownerReportAccount: await reportAccountOf(db, staff.accountId, staff.userId),
    name: input.name,
    shared: input.shared,
    definition: input.definition,
    createdAt: now,
    updatedAt: now,
  });
  return getAdvanced(db, staff, id);
}

/** Only its owner (the holder of its account) changes or deletes a saved report; others are refused. */
async function authored(db: Db, staff: StaffPrincipal, reportId: number): Promise<AdvancedReportRow> {
  const viewer = await viewerOf(db, staff);
  const row = await visible(db, viewer, staff.accountId, reportId);
  if (!ownsReport(row, viewer)) throw new AppError('admin.report_not_allowed');
  return row;
}

export async function updateAdvanced(
  db: Db,
  staff: StaffPrincipal,
  reportId: number,
  input: SavedInput,
  now: Date,
): Promise<SavedAdvancedReport> {
  await requireAdvancedReporting(db, staff);
  await authored(db, staff, reportId);
  layoutOf(input.definition);
  await updateReport(db, staff.accountId, reportId, {
    name: input.name,
    shared: input.shared,
    definition: input.definition,
    updatedAt: now,
  });
  return getAdvanced(db, staff, reportId);
}

export async function removeAdvanced(db: Db, staff: StaffPrincipal, reportId: number): Promise<{ ok: true }> {
  await requireAdvancedReporting(db, staff);
  await authored(db, staff, reportId);
  await deleteReport(db, staff.accountId, reportId);
  return { ok: true };
}

const permissionView = (row: AdvancedReportRow) => ({
  reportId: row.id,
  name: row.name,
  ownerName: row.ownerReportAccount ?? row.ownerName,
  userGroupIds: row.userGroupIds,
});

/** Tools → manage advanced report permissions: the shared reports and the groups that see each. */
export async function listPermissions(db: Db, staff: StaffPrincipal) {
  if (!(await advancedReportingEnabled(db, staff.accountId))) {
    throw new AppError('admin.report_advanced_not_enabled');
  }
  return (await savedReports(db, staff.accountId)).filter((r) => r.shared).map(permissionView);
}

export async function setPermissions(
  db: Db,
  staff: StaffPrincipal,
  reportId: number,
  userGroupIds: readonly number[],
) {
  if (!(await advancedReportingEnabled(db, staff.accountId))) {
    throw new AppError('admin.report_advanced_not_enabled');
  }
  const [row] = await savedReports(db, staff.accountId, reportId);
  if (!row?.shared) throw new AppError('common.not_found');
  const wanted = [...new Set(userGroupIds)];
  const found = await accountGroupIds(db, staff.accountId, wanted);
  if (found.length !== wanted.length) throw new AppError('common.not_found', 'userGroupIds');
  await db.transaction((tx) => setReportGroups(tx, reportId, found));
  const [saved] = await savedReports(db, staff.accountId, reportId);
  return permissionView(saved!);
}
