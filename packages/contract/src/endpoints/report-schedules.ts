import { isTimeZone, reportFormats, reportIds, scheduleRanges, scheduleUnits } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import * as z from '../zod';
import { reportFilters } from './reports';

/** Saved filters and scheduled reports (Reports → manage scheduled reports, decisions/0059). */
const base = {
  tag: 'reports',
  auth: 'staff',
  permission: 'viewReports',
  tenant: 'session',
} as const;

/**
 * What a saved filter keeps: a report's filter values as its screen puts them in the address
 * (lists comma separated); the days are chosen per use (a screen's dates, a schedule's range).
 */
const filterValues = z.strictObject({
  venueId: z.number().int().min(1).optional(),
  eventIds: z.string().max(2000).optional(),
  channels: z.string().max(2000).optional(),
  paymentTypes: z.string().max(2000).optional(),
  eventId: z.number().int().min(1).optional(),
});
export const savedFilterValues = filterValues.superRefine((v, ctx) => {
  const { eventId: _e, ...money } = v;
  const parsed = reportFilters.safeParse(money);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  }
});
export type SavedFilterValues = z.infer<typeof filterValues>;

export const savedFilter = z.object({
  id: z.number().int(),
  report: z.enum(reportIds),
  name: z.string(),
  filters: filterValues,
  /** Scheduled reports that use it (it cannot be deleted while any does). */
  usedBy: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export type SavedFilter = z.infer<typeof savedFilter>;

export const savedFilterInput = z.strictObject({
  report: z.enum(reportIds),
  name: z.string().trim().min(1).max(100),
  filters: savedFilterValues,
});

export const listReportFilters = defineEndpoint({
  ...base,
  id: 'listReportFilters',
  method: 'GET',
  path: '/api/admin/reports/filters',
  summary: 'The saved filters of a report (or of every report the user may run), by name.',
  query: z.object({ report: z.enum(reportIds).optional() }),
  output: z.array(savedFilter),
  errors: ['admin.report_not_allowed'],
});

export const saveReportFilter = defineEndpoint({
  ...base,
  id: 'saveReportFilter',
  method: 'PUT',
  path: '/api/admin/reports/filters',
  summary:
    'Saves a report’s filters under a name; saving under a name the report already has (whatever its case) overwrites that filter.',
  body: savedFilterInput,
  output: savedFilter,
  errors: ['admin.report_not_allowed', 'common.not_found'],
  example: { report: 'payments-audit', name: 'Card only', filters: { paymentTypes: 'CreditCard' } },
});

export const deleteReportFilter = defineEndpoint({
  ...base,
  id: 'deleteReportFilter',
  method: 'DELETE',
  path: '/api/admin/reports/filters/:filterId',
  summary: 'Deletes a saved filter, unless a scheduled report uses it.',
  params: z.object({ filterId: z.idParam() }),
  output: z.object({ ok: z.literal(true) }),
  errors: ['admin.report_not_allowed', 'admin.report_filter_in_use', 'common.not_found'],
});

const timeZone = z
  .string()
  .min(1)
  .max(64)
  .refine((v) => isTimeZone(v), { message: 'Unknown time zone' });

/** How a scheduled report is delivered: mailed to its recipients, or uploaded to the account's SFTP folder. */
export const reportDeliveries = ['email', 'sftp'] as const;

const scheduleFields = z.strictObject({
  name: z.string().trim().min(1).max(100),
  report: z.enum(reportIds),
  savedFilterId: z.id().nullable().default(null),
  format: z.enum(reportFormats),
  /** The days each run covers, up to the day before it (spec §9 "Scheduled report ranges"). */
  range: z.enum(scheduleRanges).default('last-7-days'),
  delivery: z.enum(reportDeliveries).default('email'),
  /** Mail only (1 to 20); an SFTP delivery has none. */
  recipients: z.array(z.email().max(254)).max(20).default([]),
  /** Mail only. */
  subject: z.string().trim().max(200).default(''),
  message: z.string().max(4000).default(''),
  frequencyUnit: z.enum(scheduleUnits),
  frequencyCount: z.number().int().min(1).max(366),
  /** ISO days of the week, 1 Monday … 7 Sunday; empty: every day (days) or the first run’s day (weeks). */
  daysOfWeek: z.array(z.number().int().min(1).max(7)).max(7).default([]),
  timeOfDay: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  timeZone,
  paused: z.boolean().default(false),
});

export const scheduledReportInput = scheduleFields.superRefine((v, ctx) => {
  if (v.delivery !== 'email') return;
  if (v.recipients.length === 0)
    ctx.addIssue({ code: 'custom', message: 'Add a recipient', path: ['recipients'] });
  if (v.subject === '') ctx.addIssue({ code: 'custom', message: 'Enter a subject', path: ['subject'] });
});

export const scheduledReportRun = z.object({
  id: z.number().int(),
  dueAt: z.iso.datetime(),
  firstDay: z.iso.date(),
  lastDay: z.iso.date(),
  /** retrying: an SFTP upload failed and the job queue tries it again later (`error` says why). */
  status: z.enum(['running', 'retrying', 'succeeded', 'failed']),
  /** Upload attempts so far (SFTP), 1 for a mailed run. */
  attempts: z.number().int(),
  error: z.string().nullable(),
  fileName: z.string().nullable(),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
});
export type ScheduledReportRun = z.infer<typeof scheduledReportRun>;

export const scheduledReport = z.object({
  id: z.number().int(),
  name: z.string(),
  report: z.enum(reportIds),
  savedFilter: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  format: z.enum(reportFormats),
  range: z.enum(scheduleRanges),
  delivery: z.enum(reportDeliveries),
  recipients: z.array(z.string()),
  subject: z.string(),
  message: z.string(),
  frequencyUnit: z.enum(scheduleUnits),
  frequencyCount: z.number().int(),
  daysOfWeek: z.array(z.number().int()),
  timeOfDay: z.string(),
  timeZone: z.string(),
  paused: z.boolean(),
  nextRunAt: z.iso.datetime().nullable(),
  lastRun: scheduledReportRun.nullable(),
  owner: z.object({ id: z.number().int(), name: z.string() }),
});
export type ScheduledReport = z.infer<typeof scheduledReport>;

const scheduleExample = {
  name: 'Weekly payments',
  report: 'payments-audit',
  format: 'xlsx',
  recipients: ['finance@venue.example'],
  subject: 'Payments last week',
  frequencyUnit: 'week',
  frequencyCount: 1,
  daysOfWeek: [1],
  timeOfDay: '07:00',
  timeZone: 'America/New_York',
};

const scheduleErrors = ['admin.report_not_allowed', 'admin.sftp_not_configured', 'common.not_found'] as const;
const params = z.object({ scheduledReportId: z.idParam() });

export const listScheduledReports = defineEndpoint({
  ...base,
  id: 'listScheduledReports',
  method: 'GET',
  path: '/api/admin/reports/scheduled',
  summary: 'The account’s scheduled reports of reports the user may run, with their next and last runs.',
  output: z.array(scheduledReport),
  errors: [],
});

export const createScheduledReport = defineEndpoint({
  ...base,
  id: 'createScheduledReport',
  method: 'POST',
  path: '/api/admin/reports/scheduled',
  summary:
    'Schedules a report: the job queue runs it as its creator at its frequency and time in its time zone and mails the file to the recipients or uploads it to the account’s SFTP folder.',
  body: scheduledReportInput,
  output: scheduledReport,
  status: 201,
  errors: scheduleErrors,
  example: scheduleExample,
});

export const updateScheduledReport = defineEndpoint({
  ...base,
  id: 'updateScheduledReport',
  method: 'PUT',
  path: '/api/admin/reports/scheduled/:scheduledReportId',
  summary: 'Changes a scheduled report, pauses it or resumes it; its next run follows the new rule.',
  params,
  body: scheduledReportInput,
  output: scheduledReport,
  errors: scheduleErrors,
  example: scheduleExample,
});

export const deleteScheduledReport = defineEndpoint({
  ...base,
  id: 'deleteScheduledReport',
  method: 'DELETE',
  path: '/api/admin/reports/scheduled/:scheduledReportId',
  summary: 'Deletes a scheduled report and its history of runs.',
  params,
  output: z.object({ ok: z.literal(true) }),
  errors: scheduleErrors,
});

export const listScheduledReportRuns = defineEndpoint({
  ...base,
  id: 'listScheduledReportRuns',
  method: 'GET',
  path: '/api/admin/reports/scheduled/:scheduledReportId/runs',
  summary: 'The runs of a scheduled report, latest first: when, the days covered, and how each ended.',
  params,
  output: z.array(scheduledReportRun),
  errors: scheduleErrors,
});

export const runScheduledReportNow = defineEndpoint({
  ...base,
  id: 'runScheduledReportNow',
  method: 'POST',
  path: '/api/admin/reports/scheduled/:scheduledReportId/run',
  summary:
    'Runs a scheduled report now (a retry after a failure), through the job queue; its schedule is unchanged.',
  params,
  output: z.object({ ok: z.literal(true) }),
  errors: scheduleErrors,
});
