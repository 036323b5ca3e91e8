import { defineEndpoint } from '../endpoint';
import * as z from '../zod';

/**
 * Tools → Set SSRS username (decisions/0103): the report-server account each staff user works as
 * in advanced reporting, whose saved reports are their "My Reports".
 */
const base = {
  tag: 'report-server-accounts',
  auth: 'staff',
  permission: 'manageUsers',
  tenant: 'session',
} as const;

export const reportServerAccountRow = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  active: z.boolean(),
  /** Null: the user works as themself, and their saved reports are theirs alone. */
  reportServerAccount: z.string().nullable(),
});
export type ReportServerAccountRow = z.infer<typeof reportServerAccountRow>;

export const listReportServerAccounts = defineEndpoint({
  ...base,
  id: 'listReportServerAccounts',
  method: 'GET',
  path: '/api/admin/tools/report-server-accounts',
  summary: 'The account’s staff users with the report-server account each works as in advanced reporting.',
  output: z.array(reportServerAccountRow),
  errors: [],
});

export const setReportServerAccount = defineEndpoint({
  ...base,
  id: 'setReportServerAccount',
  method: 'PUT',
  path: '/api/admin/tools/report-server-accounts/:userId',
  summary:
    'Sets (or clears, with null) a staff user’s report-server account: they then see that account’s saved advanced reports as their own.',
  params: z.object({ userId: z.idParam() }),
  body: z.strictObject({ reportServerAccount: z.string().trim().max(200).nullable() }),
  output: reportServerAccountRow,
  errors: ['admin.report_server_account_invalid', 'admin.report_server_account_taken', 'common.not_found'],
  example: { reportServerAccount: 'VENUE\\jsmith' },
});
