import type { ReportFilters } from '@tessera/contract';
import type { ShippedLocale } from '@tessera/domain';
import type { Db } from '@/db/client';
import type { StaffPrincipal } from '@/platform/auth/principal';
import type { ReportTable } from './report-files.render';
import type { ReportLabels } from './report-labels.data';
import { stockReportLabels } from './stock-report-labels.data';
import { eventSalesReport, inventoryReport, promotionsReport } from './stock-reports.service';

/** The inventory and promotions downloads (decisions/0080), as report-downloads.service.ts builds them. */
type Kind = ReportTable['columns'][number]['kind'];
type Table = Omit<ReportTable, 'currency'>;

const rangeLine = (labels: ReportLabels, scope: { firstDay: string; lastDay: string; timeZone: string }) =>
  labels.range
    .replace('{from}', scope.firstDay)
    .replace('{to}', scope.lastDay)
    .replace('{timeZone}', scope.timeZone);

/** A performance's start in the venue's zone, as a spreadsheet sorts it (`2026-11-22 19:30`). */
const venueTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(iso),
  );

const holdsText = (holds: readonly { name: string; places: number }[]) =>
  holds.map((h) => `${h.name} ${h.places}`).join('; ');

const inventoryCounts = ['capacity', 'sold', 'comp', 'held'] as const;
const inventoryRest = ['killed', 'reserved', 'open'] as const;

export async function stockReportTable(
  db: Db,
  staff: StaffPrincipal,
  report: 'inventory' | 'promotions' | 'sales',
  filters: ReportFilters,
  labels: ReportLabels,
  locale: ShippedLocale,
  now: Date,
): Promise<Table> {
  const stock = stockReportLabels[locale];
  const columnsOf = (list: [string, Kind][]) =>
    list.map(([id, kind]) => ({ id, kind, header: stock.columns[id] ?? id }));
  const title = labels.titles[report];
  if (report === 'inventory') {
    const r = await inventoryReport(db, staff, filters, now);
    return {
      title,
      subtitle: rangeLine(labels, r),
      columns: columnsOf([
        ['event', 'text'],
        ['startsAt', 'text'],
        ['venueName', 'text'],
        ...inventoryCounts.map((id): [string, Kind] => [id, 'int']),
        ['holds', 'text'],
        ...inventoryRest.map((id): [string, Kind] => [id, 'int']),
        ['soldValue', 'money'],
      ]),
      rows: r.items.map((i) => [
        i.name,
        venueTime(i.startsAt, r.timeZone),
        i.venueName,
        ...inventoryCounts.map((id) => i[id]),
        holdsText(i.holds),
        ...inventoryRest.map((id) => i[id]),
        i.soldValue,
      ]),
      totals: [
        labels.total,
        null,
        null,
        ...inventoryCounts.map((id) => r.totals[id]),
        holdsText(r.totals.holds),
        ...inventoryRest.map((id) => r.totals[id]),
        r.totals.soldValue,
      ],
    };
  }
  if (report === 'sales') {
    const r = await eventSalesReport(db, staff, filters, now);
    const t = r.totals;
    return {
      title,
      subtitle: rangeLine(labels, r),
      columns: columnsOf([
        ['event', 'text'],
        ['startsAt', 'text'],
        ['priceType', 'text'],
        ['channel', 'text'],
        ['tickets', 'int'],
        ['voided', 'int'],
        ['faceValue', 'money'],
        ['discounts', 'money'],
        ['revenue', 'money'],
      ]),
      rows: r.lines.map((l) => [
        l.eventName,
        venueTime(l.startsAt, r.timeZone),
        l.priceType ?? stock.noPriceType,
        l.channel,
        l.tickets,
        l.voided,
        l.faceValue,
        l.discounts,
        l.revenue,
      ]),
      totals: [labels.total, null, null, null, t.tickets, t.voided, t.faceValue, t.discounts, t.revenue],
    };
  }
  const r = await promotionsReport(db, staff, filters, now);
  const w = r.withoutPromotion;
  const a = r.allOrders;
  return {
    title,
    subtitle: rangeLine(labels, r),
    columns: columnsOf([
      ['promotion', 'text'],
      ['code', 'text'],
      ['orders', 'int'],
      ['groupCodeOrders', 'int'],
      ['tickets', 'int'],
      ['discounts', 'money'],
      ['sales', 'money'],
    ]),
    rows: [
      ...r.lines.map((l) => [
        l.name ?? stock.unknownPromotion,
        l.code,
        l.orders,
        l.groupCodeOrders,
        l.tickets,
        l.discounts,
        l.sales,
      ]),
      [labels.total, null, r.totals.orders, null, r.totals.tickets, r.totals.discounts, r.totals.sales],
      [stock.withoutPromotion, null, w.orders, null, w.tickets, w.discounts, w.sales],
    ],
    totals: [stock.allOrders, null, a.orders, null, a.tickets, a.discounts, a.sales],
  };
}
