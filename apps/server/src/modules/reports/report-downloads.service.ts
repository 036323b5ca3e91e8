import type { reportDownloadQuery } from '@tessera/contract';
import { pickLocale, type ReportFormat, type ReportId, type ShippedLocale } from '@tessera/domain';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import type { StaffPrincipal } from '@/platform/auth/principal';
import { AppError } from '@/platform/http/app-error';
import { groupCommissionsTable, groupPaymentTable } from './group-sales-report-files.service';
import type { TransactionRow } from './payments-report.store';
import type { ReportTable } from './report-files.render';
import { renderReport } from './report-format.render';
import { type ColumnKind, columnsOf, rangeLine } from './report-headings.render';
import { type ReportColumn, type ReportLabels, reportLabels } from './report-labels.data';
import { accountCurrency } from './report-venue.store';
import {
  allTransactions,
  guestManifest,
  paymentsAudit,
  paymentsV2Report,
  salesFigures,
  salesReport,
  transactionsV2Report,
} from './reports.service';
import { seatAuditTable } from './seat-audit-file.service';
import { stockReportTable } from './stock-report-files.service';
import { ukReportTable } from './uk-report-tables.service';

export type DownloadQuery = z.output<typeof reportDownloadQuery>;

/** The transactions report's columns, its rows' cells and its totals row, in every format. */
export const transactionColumns = (labels: ReportLabels) =>
  columnsOf(labels, [
    ['day', 'text'],
    ['at', 'text'],
    ['kind', 'text'],
    ['orderId', 'int'],
    ['channel', 'text'],
    ['paymentType', 'text'],
    ['last4', 'text'],
    ['state', 'text'],
    ['amount', 'money'],
  ]);

export const transactionCells = (labels: ReportLabels, i: TransactionRow) => [
  i.day,
  i.at.toISOString(),
  labels.kinds[i.kind],
  i.orderId,
  i.channel,
  i.paymentType,
  i.last4,
  i.state,
  i.amount,
];

export const transactionTotalsRow = (labels: ReportLabels, net: number) => [
  labels.total,
  null,
  null,
  null,
  null,
  null,
  null,
  null,
  net,
];

/** Payments v2's columns (decisions/0092): a transaction line with its customer and staff member. */
export const paymentsV2Columns = (labels: ReportLabels) =>
  columnsOf(labels, [
    ['day', 'text'],
    ['at', 'text'],
    ['kind', 'text'],
    ['orderId', 'int'],
    ['buyerName', 'text'],
    ['buyerEmail', 'text'],
    ['channel', 'text'],
    ['staff', 'text'],
    ['paymentType', 'text'],
    ['brand', 'text'],
    ['last4', 'text'],
    ['state', 'text'],
    ['amount', 'money'],
  ]);

/** A payments v2 row's cells; the customer is blanked before where the group hides it. */
export const paymentsV2Cells = (labels: ReportLabels, i: TransactionRow) => [
  i.day,
  i.at.toISOString(),
  labels.kinds[i.kind],
  i.orderId,
  i.customerName ?? '',
  i.customerEmail ?? '',
  i.channel,
  i.staffName ?? '',
  i.paymentType,
  i.method,
  i.last4,
  i.state,
  i.amount,
];

export const paymentsV2TotalsRow = (labels: ReportLabels, net: number) => [
  labels.total,
  ...Array.from({ length: 11 }, () => null),
  net,
];

/** The download's language: the one asked for, else the request's. */
export const downloadLocale = (query: DownloadQuery, requestLocale: ShippedLocale) =>
  query.locale ? pickLocale([query.locale]) : requestLocale;

export function moneyFilters(query: DownloadQuery) {
  const {
    format: _format,
    eventId: _eventId,
    locale: _locale,
    report: _report,
    section: _section,
    status: _status,
    ...filters
  } = query;
  return filters;
}

async function tableOf(
  db: Db,
  staff: StaffPrincipal,
  report: ReportId,
  query: DownloadQuery,
  labels: ReportLabels,
  locale: ShippedLocale,
  now: Date,
): Promise<Omit<ReportTable, 'currency'>> {
  const title = labels.titles[report];
  switch (report) {
    // Group sales module (decisions/0076)
    case 'group-sales-commissions':
      return groupCommissionsTable(db, staff, moneyFilters(query), labels, now);
    case 'group-sales-payment':
      return groupPaymentTable(db, staff, moneyFilters(query), labels, now);
    // Inventory and promotions (decisions/0080)
    case 'inventory':
    case 'promotions':
    case 'sales':
      return stockReportTable(db, staff, report, moneyFilters(query), labels, locale, now);
    // Seat audit (decisions/0081)
    case 'seat-audit': {
      if (!query.eventId) throw new AppError('common.not_found', 'eventId');
      return seatAuditTable(
        db,
        staff,
        {
          eventId: query.eventId,
          ...(query.section ? { section: query.section } : {}),
          ...(query.status ? { status: query.status } : {}),
        },
        labels,
        locale,
        now,
      );
    }
    // UK theatres (decisions/0075)
    case 'daily-figures':
    case 'advance-sales':
    case 'weekly-event-sales':
    case 'uk-payments':
      return ukReportTable(db, staff, report, moneyFilters(query), labels, now);
    case 'sales-by-transaction-date': {
      const r = await salesReport(db, staff, moneyFilters(query), now);
      const ids = salesFigures;
      return {
        title,
        subtitle: rangeLine(labels.range, r),
        columns: columnsOf(labels, [
          ['day', 'text'],
          ...ids.map((id): [ReportColumn, ColumnKind] => [
            id,
            id === 'orders' || id === 'tickets' ? 'int' : 'money',
          ]),
        ]),
        rows: r.days.map((d) => [d.day, ...ids.map((id) => d[id])]),
        totals: [labels.total, ...ids.map((id) => r.totals[id])],
      };
    }
    case 'payments-audit': {
      const r = await paymentsAudit(db, staff, moneyFilters(query), now);
      const columns = columnsOf(labels, [
        ['paymentType', 'text'],
        ['payments', 'int'],
        ['received', 'money'],
        ['refundCount', 'int'],
        ['refunded', 'money'],
        ['net', 'money'],
      ]);
      const t = r.totals;
      return {
        title,
        subtitle: rangeLine(labels.range, r),
        columns,
        rows: r.lines.map((l) => [l.paymentType, l.payments, l.received, l.refunds, l.refunded, l.net]),
        totals: [labels.total, t.payments, t.received, t.refunds, t.refunded, t.net],
      };
    }
    // Transactions v2 (decisions/0092): one row per order.
    case 'transactions-v2': {
      const r = await transactionsV2Report(db, staff, moneyFilters(query), now);
      return {
        title,
        subtitle: [rangeLine(labels.range, r), r.personalDataHidden ? labels.hidden : '']
          .filter(Boolean)
          .join(' · '),
        columns: columnsOf(labels, [
          ['orderId', 'int'],
          ['at', 'text'],
          ['channel', 'text'],
          ['buyerName', 'text'],
          ['buyerEmail', 'text'],
          ['payments', 'int'],
          ['received', 'money'],
          ['refundCount', 'int'],
          ['refunded', 'money'],
          ['net', 'money'],
        ]),
        rows: r.items.map((o) => [
          o.orderId,
          o.firstAt,
          o.channel,
          o.customerName,
          o.customerEmail,
          o.payments,
          o.received,
          o.refunds,
          o.refunded,
          o.net,
        ]),
        totals: [
          labels.total,
          null,
          null,
          null,
          null,
          null,
          r.totals.received,
          null,
          r.totals.refunded,
          r.totals.net,
        ],
      };
    }
    case 'transactions': {
      const r = await allTransactions(db, staff, moneyFilters(query), now);
      const columns = transactionColumns(labels);
      return {
        title,
        subtitle: rangeLine(labels.range, r),
        columns,
        rows: r.items.map((i) => transactionCells(labels, i)),
        totals: transactionTotalsRow(labels, r.totals.net),
      };
    }
    case 'payments-v2': {
      const r = await paymentsV2Report(db, staff, moneyFilters(query), now);
      return {
        title,
        subtitle: [rangeLine(labels.range, r), r.personalDataHidden ? labels.hidden : '']
          .filter(Boolean)
          .join(' · '),
        columns: paymentsV2Columns(labels),
        rows: r.items.map((i) => paymentsV2Cells(labels, { ...i, at: new Date(i.at) })),
        totals: paymentsV2TotalsRow(labels, r.totals.net),
      };
    }
    case 'guest-manifest': {
      if (!query.eventId) throw new AppError('common.not_found', 'eventId');
      const r = await guestManifest(db, staff, query.eventId);
      return {
        title: `${title}: ${r.event.name}`,
        subtitle: [r.event.startsAt ?? '', r.personalDataHidden ? labels.hidden : '']
          .filter(Boolean)
          .join(' · '),
        columns: columnsOf(labels, [
          ['buyerName', 'text'],
          ['buyerEmail', 'text'],
          ['orderId', 'int'],
          ['section', 'text'],
          ['row', 'text'],
          ['seat', 'text'],
          ['priceType', 'text'],
          ['status', 'text'],
          ['admitted', 'text'],
          ['total', 'money'],
        ]),
        rows: r.items.map((i) => [
          i.buyerName,
          i.buyerEmail,
          i.orderId,
          i.section,
          i.row,
          i.seat,
          i.priceType,
          i.status,
          i.admitted ? '✓' : '',
          i.total,
        ]),
        totals: [
          labels.total,
          null,
          null,
          null,
          null,
          `${r.totals.tickets}`,
          null,
          `${labels.columns.live}: ${r.totals.live}`,
          `${r.totals.admitted}`,
          r.items.reduce((n, i) => n + (i.status === 'voided' ? 0 : i.total), 0),
        ],
      };
    }
  }
}

export const types: Record<ReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  png: 'image/png',
};

/** A report as a file in the asked format, with the same filters and checks as its screen. */
export async function reportFile(
  db: Db,
  staff: StaffPrincipal,
  report: ReportId,
  query: DownloadQuery,
  requestLocale: ShippedLocale,
  now: Date,
): Promise<{ body: Buffer; contentType: string; fileName: string }> {
  const locale = downloadLocale(query, requestLocale);
  const labels = reportLabels[locale];
  const table: ReportTable = {
    ...(await tableOf(db, staff, report, query, labels, locale, now)),
    currency: await accountCurrency(db, staff.accountId),
  };
  const body = await renderReport(table, query.format, locale);
  const stamp = query.eventId ? `event-${query.eventId}` : `${query.from ?? ''}`;
  return { body, contentType: types[query.format], fileName: `${report}-${stamp}.${query.format}` };
}
