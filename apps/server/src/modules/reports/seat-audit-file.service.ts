import type { ShippedLocale } from '@tessera/domain';
import type { Db } from '@/db/client';
import type { StaffPrincipal } from '@/platform/auth/principal';
import type { ReportTable } from './report-files.render';
import type { ReportLabels } from './report-labels.data';
import { seatAudit } from './seat-audit.service';
import type { SeatAuditQuery } from './seat-audit.store';
import { stockReportLabels } from './stock-report-labels.data';

type Kind = ReportTable['columns'][number]['kind'];

const venueTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(iso),
  );

/**
 * The seat audit as a download (decisions/0081): one row per recorded change of each seat, oldest
 * first (a seat that never changed has one row), with the seat's state now on every row.
 */
export async function seatAuditTable(
  db: Db,
  staff: StaffPrincipal,
  filters: Omit<SeatAuditQuery, 'accountId'>,
  labels: ReportLabels,
  locale: ShippedLocale,
  now: Date,
): Promise<Omit<ReportTable, 'currency'>> {
  const stock = stockReportLabels[locale];
  const r = await seatAudit(db, staff, filters, now);
  const status = (s: string) => stock.seatStatuses[s as keyof typeof stock.seatStatuses] ?? s;
  const columns: [string, Kind][] = [
    ['section', 'text'],
    ['row', 'text'],
    ['seat', 'text'],
    ['statusNow', 'text'],
    ['holdName', 'text'],
    ['orderId', 'int'],
    ['buyerName', 'text'],
    ['changedAt', 'text'],
    ['change', 'text'],
    ['reason', 'text'],
    ['changeOrderId', 'int'],
    ['channel', 'text'],
    ['userName', 'text'],
  ];
  const rows = r.items.flatMap((seat) => {
    const facts = [
      seat.section,
      seat.row,
      seat.seat,
      status(seat.status),
      seat.holdName,
      seat.orderId,
      seat.buyerName,
    ];
    if (seat.history.length === 0) return [[...facts, null, null, null, null, null, null]];
    return seat.history.map((c) => [
      ...facts,
      venueTime(c.at, r.event.timeZone),
      `${status(c.fromStatus)} → ${status(c.toStatus)}`,
      [c.reasonCode ? stock.seatReasons[c.reasonCode] : '', c.reason ?? ''].filter(Boolean).join(': ') ||
        null,
      c.orderId,
      c.channel,
      c.userName,
    ]);
  });
  // General-admission areas (decisions/0106): the area's places per state now on each of its rows,
  // and each change with the number of places it moved.
  const areaRows = r.areas.flatMap((area) => {
    const now = Object.entries(area.byStatus)
      .filter(([, n]) => n > 0)
      .map(([s, n]) => `${status(s)} ${n}`)
      .join(' · ');
    const facts = [area.name, null, null, now, null, null, null];
    if (area.history.length === 0) return [[...facts, null, null, null, null, null, null]];
    return area.history.map((c) => [
      ...facts,
      venueTime(c.at, r.event.timeZone),
      `${c.quantity} × ${status(c.fromStatus)} → ${status(c.toStatus)}`,
      [c.reasonCode ? stock.seatReasons[c.reasonCode] : '', c.reason ?? ''].filter(Boolean).join(': ') ||
        null,
      c.orderId,
      c.channel,
      c.userName,
    ]);
  });
  return {
    title: `${labels.titles['seat-audit']}: ${r.event.name}`,
    subtitle: [
      venueTime(r.event.startsAt, r.event.timeZone),
      r.event.timeZone,
      r.personalDataHidden ? labels.hidden : '',
    ]
      .filter(Boolean)
      .join(' · '),
    columns: columns.map(([id, kind]) => ({ id, kind, header: stock.columns[id] ?? id })),
    rows: [...rows, ...areaRows],
    totals: [
      labels.total,
      null,
      `${r.totals.seats + r.totals.places}`,
      null,
      null,
      null,
      null,
      null,
      `${r.totals.changes + r.totals.placeChanges}`,
      null,
      null,
      null,
      null,
    ],
  };
}
