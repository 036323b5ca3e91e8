import { advancedDimensions, advancedMeasures, reportFormats, salesChannels } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import * as z from '../zod';
import { fileBody, reportScope } from './reports';

/** Advanced reporting (beta, decisions/0095): a report builder over the sales, and saved reports. */
const base = {
  tag: 'reports',
  auth: 'staff',
  permission: 'viewReports',
  tenant: 'session',
} as const;
const errors = [
  'admin.report_not_allowed',
  'admin.report_advanced_not_enabled',
  'admin.report_advanced_layout_invalid',
  'admin.report_range_invalid',
  'common.not_found',
] as const;

/** A comma-separated list in a query string, each part one of `values`. */
const listOf = <T extends readonly [string, ...string[]]>(values: T, max: number) =>
  z
    .string()
    .max(500)
    .transform((text) =>
      text
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values)).max(max));

/** What the builder asks: measures, row and column dimensions, the venue's days, events and channels. */
export const advancedReportQuery = z.object({
  /** By default tickets. */
  measures: listOf(advancedMeasures, advancedMeasures.length).optional(),
  /** By default by event. */
  rows: listOf(advancedDimensions, 2).optional(),
  columns: listOf(advancedDimensions, 1).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  venueId: z.idParam().optional(),
  eventIds: z
    .string()
    .max(2000)
    .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/)
    .optional(),
  channels: listOf(salesChannels, salesChannels.length).optional(),
});
export type AdvancedReportQuery = z.input<typeof advancedReportQuery>;

export const advancedCell = z.object({
  keys: z.partialRecord(z.enum(advancedDimensions), z.string()),
  values: z.partialRecord(z.enum(advancedMeasures), z.number().int()),
});

export const advancedReportResult = z.object({
  scope: reportScope,
  currency: z.string(),
  measures: z.array(z.enum(advancedMeasures)),
  rows: z.array(z.enum(advancedDimensions)),
  columns: z.array(z.enum(advancedDimensions)),
  cells: z.array(advancedCell),
});
export type AdvancedReportResult = z.infer<typeof advancedReportResult>;

export const runAdvancedReport = defineEndpoint({
  ...base,
  id: 'runAdvancedReport',
  method: 'GET',
  path: '/api/admin/reports/advanced/run',
  summary:
    'Advanced reporting: the sales grouped by the chosen dimensions with the chosen measures, over the venue’s days (money in minor units).',
  query: advancedReportQuery,
  output: advancedReportResult,
  errors: [...errors],
});

export const downloadAdvancedReport = defineEndpoint({
  ...base,
  id: 'downloadAdvancedReport',
  method: 'GET',
  path: '/api/admin/reports/advanced/download',
  summary:
    'An advanced report as a file (CSV, Excel or PDF): one line per row of the pivot and a totals line.',
  query: advancedReportQuery.extend({
    format: z.enum(reportFormats).default('csv'),
    locale: z.string().max(10).optional(),
  }),
  output: fileBody,
  errors: [...errors],
});

/** A saved report's definition: the builder's layout and filters (the days are kept as chosen). */
export const advancedDefinition = z.strictObject({
  measures: z.array(z.enum(advancedMeasures)).min(1).max(advancedMeasures.length),
  rows: z.array(z.enum(advancedDimensions)).min(1).max(2),
  columns: z.array(z.enum(advancedDimensions)).max(1),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  venueId: z.id().optional(),
  eventIds: z.array(z.id()).max(200).optional(),
  channels: z.array(z.enum(salesChannels)).max(salesChannels.length).optional(),
});
export type AdvancedDefinition = z.infer<typeof advancedDefinition>;

export const savedAdvancedReport = z.object({
  id: z.number().int(),
  name: z.string(),
  ownerUserId: z.number().int(),
  /** The report-server account it belongs to (decisions/0103), else its author's name. */
  ownerName: z.string(),
  /** Shared to "All Reports"; otherwise only in its author's "My Reports". */
  shared: z.boolean(),
  mine: z.boolean(),
  definition: advancedDefinition,
  updatedAt: z.iso.datetime(),
});
export type SavedAdvancedReport = z.infer<typeof savedAdvancedReport>;

const savedInput = z.strictObject({
  name: z.string().trim().min(1).max(100),
  shared: z.boolean(),
  definition: advancedDefinition,
});

export const listAdvancedReports = defineEndpoint({
  ...base,
  id: 'listAdvancedReports',
  method: 'GET',
  path: '/api/admin/reports/advanced/saved',
  summary:
    'The saved advanced reports the user sees: their own ("My Reports") and those shared to them ("All Reports").',
  output: z.array(savedAdvancedReport),
  errors: ['admin.report_not_allowed', 'admin.report_advanced_not_enabled'],
});

export const getAdvancedReport = defineEndpoint({
  ...base,
  id: 'getAdvancedReport',
  method: 'GET',
  path: '/api/admin/reports/advanced/saved/:reportId',
  summary:
    'A saved advanced report, if its author kept it for the user, shared it, and the permissions tool lets the user’s group see it.',
  params: z.object({ reportId: z.idParam() }),
  output: savedAdvancedReport,
  errors: ['admin.report_not_allowed', 'admin.report_advanced_not_enabled', 'common.not_found'],
});

export const createAdvancedReport = defineEndpoint({
  ...base,
  id: 'createAdvancedReport',
  method: 'POST',
  path: '/api/admin/reports/advanced/saved',
  summary: 'Saves a report from the builder, in "My Reports" or shared to "All Reports".',
  body: savedInput,
  output: savedAdvancedReport,
  status: 201,
  errors: [...errors],
  example: {
    name: 'Tickets by event',
    shared: false,
    definition: { measures: ['tickets'], rows: ['event'], columns: [] },
  },
});

export const updateAdvancedReport = defineEndpoint({
  ...base,
  id: 'updateAdvancedReport',
  method: 'PUT',
  path: '/api/admin/reports/advanced/saved/:reportId',
  summary: 'Changes a saved report (its author only): name, layout, filters, shared or not.',
  params: z.object({ reportId: z.idParam() }),
  body: savedInput,
  output: savedAdvancedReport,
  errors: [...errors],
  example: {
    name: 'Tickets by event',
    shared: true,
    definition: { measures: ['tickets'], rows: ['event'], columns: [] },
  },
});

export const deleteAdvancedReport = defineEndpoint({
  ...base,
  id: 'deleteAdvancedReport',
  method: 'DELETE',
  path: '/api/admin/reports/advanced/saved/:reportId',
  summary: 'Deletes a saved report (its author only).',
  params: z.object({ reportId: z.idParam() }),
  output: z.object({ ok: z.literal(true) }),
  errors: ['admin.report_not_allowed', 'admin.report_advanced_not_enabled', 'common.not_found'],
});

/** Tools → manage advanced report permissions: which user groups see each shared report. */
const toolBase = { ...base, permission: 'manageUserGroups' } as const;

export const advancedReportPermission = z.object({
  reportId: z.number().int(),
  name: z.string(),
  ownerName: z.string(),
  /** Empty: every user group sees it. */
  userGroupIds: z.array(z.number().int()),
});

export const listAdvancedReportPermissions = defineEndpoint({
  ...toolBase,
  id: 'listAdvancedReportPermissions',
  method: 'GET',
  path: '/api/admin/tools/advanced-report-permissions',
  summary: 'The account’s shared advanced reports and the user groups that see each (none listed: all).',
  output: z.array(advancedReportPermission),
  errors: ['admin.report_advanced_not_enabled'],
});

export const setAdvancedReportPermissions = defineEndpoint({
  ...toolBase,
  id: 'setAdvancedReportPermissions',
  method: 'PUT',
  path: '/api/admin/tools/advanced-report-permissions/:reportId',
  summary: 'Sets the user groups that see a shared advanced report (an empty list: every group).',
  params: z.object({ reportId: z.idParam() }),
  body: z.strictObject({ userGroupIds: z.array(z.id()).max(200) }),
  output: advancedReportPermission,
  errors: ['admin.report_advanced_not_enabled', 'common.not_found'],
  example: { userGroupIds: [] },
});

/** The reports the user's group lets them open: the sidebar leaves out the others (decisions/0095). */
export const listAllowedReports = defineEndpoint({
  tag: 'reports',
  auth: 'staff',
  permission: null,
  tenant: 'session',
  id: 'listAllowedReports',
  method: 'GET',
  path: '/api/admin/reports/allowed',
  summary:
    'The ids of the reports the user’s group allows (its restrict-reports list), advanced reporting included.',
  output: z.array(z.string()),
  errors: [],
});
