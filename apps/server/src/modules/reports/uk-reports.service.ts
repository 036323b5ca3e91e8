import type {
  getAdvanceSales,
  getDailyFigures,
  getUkPayments,
  getWeeklyEventSales,
  ReportFilters,
} from '@tessera/contract';
import { daysOf, localDay, reportRange, shareSold, weeksOf } from '@tessera/domain';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { eventsScopeCondition } from '@/modules/user-groups/group-policy.service';
import type { StaffPrincipal } from '@/platform/auth/principal';
import { AppError } from '@/platform/http/app-error';
import { reportTimeZone } from './report-venue.store';
import { moneyQuery, requireReport } from './reports.service';
import { refundsByDay, salesByDay } from './sales-report.store';
import {
  advanceSales,
  paymentsByDayAndType,
  paymentsByDayTypeAndBrand,
  ticketsByEventAndWeek,
  ticketsVoidedByDay,
} from './uk-reports.store';

/** The UK theatres reports (decisions/0075): daily figures, advance sales, weekly event sales. */
type Out<E extends { output: z.ZodType }> = z.output<E['output']>;
const sum = <T>(list: readonly T[], pick: (item: T) => number) => list.reduce((n, item) => n + pick(item), 0);

/** The figures of a daily figures day, in the order the report shows them. */
export const dailyFigures = [
  'orders',
  'ticketsSold',
  'ticketsRefunded',
  'faceValue',
  'fees',
  'sales',
  'refunds',
  'net',
] as const;

/** Daily figures: sales by transaction date's money per venue day, tickets sold and refunded, money per payment type. */
export async function dailyFiguresReport(
  db: Db,
  staff: StaffPrincipal,
  filters: ReportFilters,
  now: Date,
): Promise<Out<typeof getDailyFigures>> {
  await requireReport(db, staff, 'daily-figures');
  const { query, scope } = await moneyQuery(db, staff, { ...filters, paymentTypes: [] }, now);
  const [sales, refunds, voided, money] = await Promise.all([
    salesByDay(db, query),
    refundsByDay(db, query),
    ticketsVoidedByDay(db, query),
    paymentsByDayAndType(db, query),
  ]);
  const salesOf = new Map(sales.map((s) => [s.day, s]));
  const refundsOf = new Map(refunds.map((r) => [r.day, r.refunds]));
  const paymentTypes = [...new Set(money.map((m) => m.paymentType))].sort();
  const days = daysOf(scope).map((day) => {
    const s = salesOf.get(day);
    const refunded = refundsOf.get(day) ?? 0;
    const payments = Object.fromEntries(
      paymentTypes.map((type) => [
        type,
        sum(
          money.filter((m) => m.day === day && m.paymentType === type),
          (m) => m.amount,
        ),
      ]),
    );
    return {
      day,
      orders: s?.orders ?? 0,
      ticketsSold: s?.tickets ?? 0,
      ticketsRefunded: voided.get(day) ?? 0,
      faceValue: s?.faceValue ?? 0,
      fees: s?.fees ?? 0,
      sales: s?.sales ?? 0,
      refunds: refunded,
      net: (s?.sales ?? 0) - refunded,
      payments,
    };
  });
  const totals = {
    ...(Object.fromEntries(dailyFigures.map((k) => [k, sum(days, (d) => d[k])])) as Record<
      (typeof dailyFigures)[number],
      number
    >),
    payments: Object.fromEntries(paymentTypes.map((type) => [type, sum(days, (d) => d.payments[type] ?? 0)])),
  };
  return { ...scope, paymentTypes, days, totals };
}

const eventIdsOf = (filters: ReportFilters) =>
  filters.eventIds ? filters.eventIds.split(',').map((id) => Number(id.trim())) : [];

/** Advance sales: the performances from a venue day on (today by default), their inventory and revenue. */
export async function advanceSalesReport(
  db: Db,
  staff: StaffPrincipal,
  filters: ReportFilters,
  now: Date,
): Promise<Out<typeof getAdvanceSales>> {
  await requireReport(db, staff, 'advance-sales');
  const timeZone = await reportTimeZone(db, staff.accountId, filters.venueId);
  if (!timeZone) throw new AppError('common.not_found', 'venueId');
  const range = reportRange(filters.from ?? localDay(now, timeZone), filters.to, timeZone);
  if (!range) throw new AppError('admin.report_range_invalid', 'to');
  const eventScope = await eventsScopeCondition(db, staff);
  const list = await advanceSales(
    db,
    {
      accountId: staff.accountId,
      from: range.from,
      to: range.to,
      eventIds: eventIdsOf(filters),
      ...(eventScope ? { eventScope } : {}),
    },
    now,
  );
  const items = list.map((r) => ({
    ...r,
    startsAt: r.startsAt.toISOString(),
    percentSold: shareSold(r.sold + r.comp, r.capacity),
  }));
  const pick = (k: 'capacity' | 'sold' | 'comp' | 'held' | 'reserved' | 'available' | 'revenue') =>
    sum(items, (i) => i[k]);
  const totals = {
    capacity: pick('capacity'),
    sold: pick('sold'),
    comp: pick('comp'),
    held: pick('held'),
    reserved: pick('reserved'),
    available: pick('available'),
    revenue: pick('revenue'),
  };
  return {
    timeZone,
    firstDay: range.firstDay,
    lastDay: range.lastDay,
    items,
    totals: { ...totals, percentSold: shareSold(totals.sold + totals.comp, totals.capacity) },
  };
}

/** Weekly event sales: tickets and revenue per event per venue week (Monday start). */
export async function weeklyEventSalesReport(
  db: Db,
  staff: StaffPrincipal,
  filters: ReportFilters,
  now: Date,
): Promise<Out<typeof getWeeklyEventSales>> {
  await requireReport(db, staff, 'weekly-event-sales');
  const { query, scope } = await moneyQuery(db, staff, { ...filters, paymentTypes: [] }, now);
  const lines = (await ticketsByEventAndWeek(db, query)).map((l) => ({
    ...l,
    startsAt: l.startsAt.toISOString(),
  }));
  return {
    ...scope,
    weeks: weeksOf(scope),
    lines,
    totals: { tickets: sum(lines, (l) => l.tickets), revenue: sum(lines, (l) => l.revenue) },
  };
}

/**
 * UK theatres payments: money taken and given back per venue day, payment type and card brand,
 * with totals per payment type and overall (decisions/0092). The lines are the daily figures'
 * payment money split by brand, so the net equals sales by transaction date's over the same days.
 */
export async function ukPaymentsReport(
  db: Db,
  staff: StaffPrincipal,
  filters: ReportFilters,
  now: Date,
): Promise<Out<typeof getUkPayments>> {
  await requireReport(db, staff, 'uk-payments');
  const { query, scope } = await moneyQuery(db, staff, filters, now);
  const lines = (await paymentsByDayTypeAndBrand(db, query)).map((l) => ({
    ...l,
    net: l.taken - l.refunded,
  }));
  const typeNames = [...new Set(lines.map((l) => l.paymentType))].sort();
  const types = typeNames.map((paymentType) => {
    const of = lines.filter((l) => l.paymentType === paymentType);
    const taken = sum(of, (l) => l.taken);
    const refunded = sum(of, (l) => l.refunded);
    return { paymentType, taken, refunded, net: taken - refunded };
  });
  const taken = sum(lines, (l) => l.taken);
  const refunded = sum(lines, (l) => l.refunded);
  return { ...scope, lines, types, totals: { taken, refunded, net: taken - refunded } };
}
