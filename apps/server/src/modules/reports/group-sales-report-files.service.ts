import type { ReportFilters } from '@tessera/contract';
import type { Db } from '@/db/client';
import type { StaffPrincipal } from '@/platform/auth/principal';
import { groupCommissionsReport, groupPaymentReport } from './group-sales-reports.service';
import type { ReportTable } from './report-files.render';
import { columnsOf, rangeLine } from './report-headings.render';
import type { ReportLabels } from './report-labels.data';

type Table = Omit<ReportTable, 'currency'>;

const subtitleOf = (
  labels: ReportLabels,
  r: { firstDay: string; lastDay: string; timeZone: string; personalDataHidden: boolean },
  range: string,
) => [rangeLine(range, r), r.personalDataHidden ? labels.hidden : ''].filter(Boolean).join(' · ');

/** Group sales commissions as a download (decisions/0076). */
export async function groupCommissionsTable(
  db: Db,
  staff: StaffPrincipal,
  filters: ReportFilters,
  labels: ReportLabels,
  now: Date,
): Promise<Table> {
  const r = await groupCommissionsReport(db, staff, filters, now);
  const t = r.totals;
  return {
    title: labels.titles['group-sales-commissions'],
    subtitle: subtitleOf(labels, r, labels.range),
    columns: columnsOf(labels, [
      ['placedDay', 'text'],
      ['orderId', 'int'],
      ['clientName', 'text'],
      ['contactName', 'text'],
      ['eventName', 'text'],
      ['tickets', 'int'],
      ['faceValue', 'money'],
      ['partnerName', 'text'],
      ['commissionBasis', 'money'],
      ['commission', 'money'],
    ]),
    rows: r.lines.map((l) => [
      l.placedDay,
      l.orderId,
      l.clientName,
      l.contactName,
      l.eventName,
      l.tickets,
      l.faceValue,
      l.partnerName,
      l.commissionBasis,
      l.commission,
    ]),
    totals: [
      labels.total,
      t.orders,
      null,
      null,
      null,
      t.tickets,
      t.faceValue,
      null,
      t.commissionBasis,
      t.commission,
    ],
  };
}

/** Group sales payment as a download: balances due in the range (decisions/0076). */
export async function groupPaymentTable(
  db: Db,
  staff: StaffPrincipal,
  filters: ReportFilters,
  labels: ReportLabels,
  now: Date,
): Promise<Table> {
  const r = await groupPaymentReport(db, staff, filters, now);
  const t = r.totals;
  return {
    title: labels.titles['group-sales-payment'],
    subtitle: subtitleOf(labels, r, labels.dueRange),
    columns: columnsOf(labels, [
      ['orderId', 'int'],
      ['clientName', 'text'],
      ['contactName', 'text'],
      ['contactEmail', 'text'],
      ['eventName', 'text'],
      ['orderTotal', 'money'],
      ['deposit', 'money'],
      ['depositPaid', 'money'],
      ['balanceDueDay', 'text'],
      ['paidToDate', 'money'],
      ['outstanding', 'money'],
      ['paymentStatus', 'text'],
    ]),
    rows: r.lines.map((l) => [
      l.orderId,
      l.clientName,
      l.contactName,
      l.contactEmail,
      l.eventName,
      l.total,
      l.deposit,
      l.depositPaid,
      l.balanceDueDay,
      l.paidToDate,
      l.outstanding,
      labels.groupPaymentStatuses[l.status],
    ]),
    totals: [
      labels.total,
      null,
      null,
      null,
      null,
      t.total,
      t.deposit,
      t.depositPaid,
      null,
      t.paidToDate,
      t.outstanding,
      null,
    ],
  };
}
