import type { ReportFilters } from '@tessera/contract';
import type { Db } from '@/db/client';
import type { StaffPrincipal } from '@/platform/auth/principal';
import type { ReportTable } from './report-files.render';
import { type ColumnKind, columnsOf, rangeLine } from './report-headings.render';
import type { ReportColumn, ReportLabels } from './report-labels.data';
import {
  advanceSalesReport,
  dailyFigures,
  dailyFiguresReport,
  ukPaymentsReport,
  weeklyEventSalesReport,
} from './uk-reports.service';

/** The downloads of the UK theatres reports (decisions/0075), as report-downloads.service.ts builds them. */
export type UkReportId = 'daily-figures' | 'advance-sales' | 'weekly-event-sales' | 'uk-payments';
type Table = Omit<ReportTable, 'currency'>;

const counts = new Set<string>(['orders', 'ticketsSold', 'ticketsRefunded']);

export async function ukReportTable(
  db: Db,
  staff: StaffPrincipal,
  report: UkReportId,
  filters: ReportFilters,
  labels: ReportLabels,
  now: Date,
): Promise<Table> {
  const title = labels.titles[report];
  switch (report) {
    case 'daily-figures': {
      const r = await dailyFiguresReport(db, staff, filters, now);
      return {
        title,
        subtitle: rangeLine(labels.range, r),
        columns: [
          ...columnsOf(labels, [
            ['day', 'text'],
            ...dailyFigures.map((id): [ReportColumn, ColumnKind] => [id, counts.has(id) ? 'int' : 'money']),
          ]),
          // One column per payment type with money in the range, named as the payments audit names them.
          ...r.paymentTypes.map((type) => ({ id: `payment-${type}`, kind: 'money' as const, header: type })),
        ],
        rows: r.days.map((d) => [
          d.day,
          ...dailyFigures.map((id) => d[id]),
          ...r.paymentTypes.map((type) => d.payments[type] ?? 0),
        ]),
        totals: [
          labels.total,
          ...dailyFigures.map((id) => r.totals[id]),
          ...r.paymentTypes.map((type) => r.totals.payments[type] ?? 0),
        ],
      };
    }
    case 'advance-sales': {
      const r = await advanceSalesReport(db, staff, filters, now);
      const ids = ['capacity', 'sold', 'comp', 'held', 'reserved', 'available', 'percentSold'] as const;
      return {
        title,
        subtitle: rangeLine(labels.range, r),
        columns: columnsOf(labels, [
          ['event', 'text'],
          ['startsAt', 'text'],
          ...ids.map((id): [ReportColumn, ColumnKind] => [id, 'int']),
          ['revenue', 'money'],
        ]),
        rows: r.items.map((i) => [i.name, i.startsAt, ...ids.map((id) => i[id]), i.revenue]),
        totals: [labels.total, null, ...ids.map((id) => r.totals[id]), r.totals.revenue],
      };
    }
    case 'weekly-event-sales': {
      const r = await weeklyEventSalesReport(db, staff, filters, now);
      return {
        title,
        subtitle: rangeLine(labels.range, r),
        columns: columnsOf(labels, [
          ['event', 'text'],
          ['startsAt', 'text'],
          ['week', 'text'],
          ['tickets', 'int'],
          ['revenue', 'money'],
        ]),
        rows: r.lines.map((l) => [l.name, l.startsAt, l.week, l.tickets, l.revenue]),
        totals: [labels.total, null, null, r.totals.tickets, r.totals.revenue],
      };
    }
    case 'uk-payments': {
      const r = await ukPaymentsReport(db, staff, filters, now);
      return {
        title,
        subtitle: rangeLine(labels.range, r),
        columns: columnsOf(labels, [
          ['day', 'text'],
          ['paymentType', 'text'],
          ['brand', 'text'],
          ['taken', 'money'],
          ['refunded', 'money'],
          ['net', 'money'],
        ]),
        rows: r.lines.map((l) => [l.day, l.paymentType, l.brand, l.taken, l.refunded, l.net]),
        totals: [labels.total, null, null, r.totals.taken, r.totals.refunded, r.totals.net],
      };
    }
  }
}
