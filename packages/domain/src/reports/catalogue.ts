import { allowsReport, type GroupPolicy } from '../access/policy';
import { advancedReportId, advancedReportName } from './advanced';

/**
 * The reports of the back office's Reports group that exist so far (spec §2 sidebar), each with
 * the id a user group's "restrict reports" list names it by (its English name works too).
 */
export const reportIds = [
  'sales-by-transaction-date',
  'payments-audit',
  'transactions',
  'transactions-v2',
  'guest-manifest',
  // Group sales module (decisions/0076)
  'group-sales-commissions',
  'group-sales-payment',
  // UK theatres (decisions/0075)
  'daily-figures',
  'advance-sales',
  'weekly-event-sales',
  'uk-payments',
  'payments-v2',
  // Inventory and promotions (decisions/0080)
  'inventory',
  'promotions',
  'sales',
  // Seat audit (decisions/0081)
  'seat-audit',
] as const;
export type ReportId = (typeof reportIds)[number];

/** The English names, as an administrator types them into the restrict-reports list. */
export const reportNames: Readonly<Record<ReportId, string>> = {
  'sales-by-transaction-date': 'Sales by transaction date',
  'payments-audit': 'Payments audit',
  transactions: 'Transactions',
  'transactions-v2': 'Transactions v2',
  'guest-manifest': 'Guest manifest',
  // Group sales module (decisions/0076)
  'group-sales-commissions': 'Group sales commissions',
  'group-sales-payment': 'Group sales payment',
  // UK theatres (decisions/0075)
  'daily-figures': 'Daily figures',
  'advance-sales': 'Advance sales',
  'weekly-event-sales': 'Weekly event sales',
  'uk-payments': 'Payments',
  'payments-v2': 'Payments v2',
  // Inventory and promotions (decisions/0080)
  inventory: 'Inventory',
  promotions: 'Promotions',
  sales: 'Sales',
  // Seat audit (decisions/0081)
  'seat-audit': 'Seat audit',
};

export function isReportId(value: string): value is ReportId {
  return (reportIds as readonly string[]).includes(value);
}

/** The download formats of a report. */
export const reportFormats = ['csv', 'xlsx', 'pdf', 'png'] as const;
export type ReportFormat = (typeof reportFormats)[number];

/**
 * The reports a user's group lets them open (its restrict-reports list, by id or English name),
 * advanced reporting included: the sidebar and the report index leave out the others.
 */
export function reportsAllowed(policy: GroupPolicy): string[] {
  const all: { id: string; name: string }[] = [
    { id: advancedReportId, name: advancedReportName },
    ...reportIds.map((id) => ({ id, name: reportNames[id] })),
  ];
  return all.filter((report) => allowsReport(policy, report)).map((report) => report.id);
}
