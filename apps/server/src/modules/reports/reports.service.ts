import type {
  getGuestManifest,
  getPaymentsAudit,
  getSalesByTransactionDate,
  listPaymentsV2,
  listReportTransactions,
  listTransactionsV2,
  ReportFilters,
} from '@tessera/contract';
import {
  allowsReport,
  daysOf,
  defaultReportStart,
  type ReportId,
  reportBuyer,
  reportNames,
  reportRange,
  reportShowsPersonalData,
} from '@tessera/domain';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { eventsScopeCondition, policyFor } from '@/modules/user-groups/group-policy.service';
import type { StaffPrincipal } from '@/platform/auth/principal';
import { AppError } from '@/platform/http/app-error';
import { manifestEvent, manifestTickets, manifestTotals } from './manifest-report.store';
import {
  paymentsByType,
  type TransactionRow,
  transactions,
  transactionsByOrder,
  transactionsOfOrders,
} from './payments-report.store';
import { atVenue, type MoneyQuery } from './report-filters.sql';
import { reportTimeZone } from './report-venue.store';
import { refundsByDay, salesByDay } from './sales-report.store';

type Out<E extends { output: z.ZodType }> = z.output<E['output']>;

/** Refuses a report the user's group leaves off its restrict-reports list (by id or English name). */
export async function requireReport(db: Db, staff: StaffPrincipal, report: ReportId): Promise<void> {
  const policy = await policyFor(db, staff);
  if (!allowsReport(policy, { id: report, name: reportNames[report] })) {
    throw new AppError('admin.report_not_allowed');
  }
}

export interface Scope {
  timeZone: string;
  firstDay: string;
  lastDay: string;
}

/** A money report's filters as its stores ask them: the venue's days as instants, the events scope. */
export async function moneyQuery(
  db: Db,
  staff: StaffPrincipal,
  filters: ReportFilters,
  now: Date,
): Promise<{ query: MoneyQuery; scope: Scope }> {
  const timeZone = await reportTimeZone(db, staff.accountId, filters.venueId);
  if (!timeZone) throw new AppError('common.not_found', 'venueId');
  const from = filters.from ?? defaultReportStart(now, timeZone);
  const range = reportRange(from, filters.to, timeZone);
  if (!range) throw new AppError('admin.report_range_invalid', 'to');
  const eventScope = await eventsScopeCondition(db, staff);
  const query: MoneyQuery = {
    accountId: staff.accountId,
    from: range.from,
    to: range.to,
    timeZone,
    eventIds: filters.eventIds ? filters.eventIds.split(',').map((id) => Number(id.trim())) : [],
    channels: filters.channels ?? [],
    paymentTypes: filters.paymentTypes ?? [],
    ...(eventScope ? { eventScope } : {}),
  };
  // A venue reads the days in its time zone and keeps only its events' orders.
  return {
    scope: { timeZone, firstDay: range.firstDay, lastDay: range.lastDay },
    query: atVenue(query, filters.venueId),
  };
}

const sum = <T>(list: readonly T[], pick: (item: T) => number) => list.reduce((n, item) => n + pick(item), 0);

/** Sales by transaction date: every day of the range, sales less refunds, with totals. */
export async function salesReport(
  db: Db,
  staff: StaffPrincipal,
  filters: ReportFilters,
  now: Date,
): Promise<Out<typeof getSalesByTransactionDate>> {
  await requireReport(db, staff, 'sales-by-transaction-date');
  const { query, scope } = await moneyQuery(db, staff, filters, now);
  return { ...scope, ...(await salesDays(db, query, scope)) };
}

/** Every day of a range with its sales and the refunds recorded that day, and their totals. */
export async function salesDays(db: Db, query: MoneyQuery, scope: Scope) {
  const [sales, refunds] = await Promise.all([salesByDay(db, query), refundsByDay(db, query)]);
  const salesOf = new Map(sales.map((s) => [s.day, s]));
  const refundsOf = new Map(refunds.map((r) => [r.day, r.refunds]));
  const days = daysOf(scope).map((day) => {
    const s = salesOf.get(day);
    const refunded = refundsOf.get(day) ?? 0;
    const figures = {
      orders: s?.orders ?? 0,
      tickets: s?.tickets ?? 0,
      faceValue: s?.faceValue ?? 0,
      fees: s?.fees ?? 0,
      discounts: s?.discounts ?? 0,
      delivery: s?.delivery ?? 0,
      sales: s?.sales ?? 0,
      refunds: refunded,
    };
    return { day, ...figures, net: figures.sales - refunded };
  });
  const totals = Object.fromEntries(salesFigures.map((k) => [k, sum(days, (d) => d[k])])) as Record<
    (typeof salesFigures)[number],
    number
  >;
  return { days, totals };
}

/** A sales day's figures, in the order the report shows them. */
export const salesFigures = [
  'orders',
  'tickets',
  'faceValue',
  'fees',
  'discounts',
  'delivery',
  'sales',
  'refunds',
  'net',
] as const;

/** Payments audit: per payment type, what was received and given back, with totals. */
export async function paymentsAudit(
  db: Db,
  staff: StaffPrincipal,
  filters: ReportFilters,
  now: Date,
): Promise<Out<typeof getPaymentsAudit>> {
  await requireReport(db, staff, 'payments-audit');
  const { query, scope } = await moneyQuery(db, staff, filters, now);
  const lines = (await paymentsByType(db, query)).map((l) => ({ ...l, net: l.received - l.refunded }));
  return {
    ...scope,
    lines,
    totals: {
      payments: sum(lines, (l) => l.payments),
      received: sum(lines, (l) => l.received),
      refunds: sum(lines, (l) => l.refunds),
      refunded: sum(lines, (l) => l.refunded),
      net: sum(lines, (l) => l.net),
    },
  };
}

/** The totals of the transactions report: the payments audit's, over the same rows. */
async function transactionTotals(db: Db, query: MoneyQuery) {
  const lines = await paymentsByType(db, query);
  const received = sum(lines, (l) => l.received);
  const refunded = sum(lines, (l) => l.refunded);
  return {
    count: sum(lines, (l) => l.payments + l.refunds),
    totals: { received, refunded, net: received - refunded },
  };
}

/** Transactions: one page of payments and refunds, oldest first, with totals over the range. */
export async function transactionsReport(
  db: Db,
  staff: StaffPrincipal,
  filters: ReportFilters & { page: number; pageSize: number },
  now: Date,
): Promise<Out<typeof listReportTransactions>> {
  await requireReport(db, staff, 'transactions');
  const { query, scope } = await moneyQuery(db, staff, filters, now);
  const [items, { count, totals }] = await Promise.all([
    transactions(db, query, { page: filters.page, pageSize: filters.pageSize }),
    transactionTotals(db, query),
  ]);
  return { ...scope, items: items.map((i) => ({ ...i, at: i.at.toISOString() })), total: count, totals };
}

/**
 * Payments v2 (decisions/0092): the transactions report's lines and totals, each line with its
 * order's customer (blank where the group hides personal data) and staff member.
 */
export async function paymentsV2Report(
  db: Db,
  staff: StaffPrincipal,
  filters: ReportFilters & { page?: number; pageSize?: number },
  now: Date,
): Promise<Out<typeof listPaymentsV2>> {
  await requireReport(db, staff, 'payments-v2');
  const { query, scope } = await moneyQuery(db, staff, filters, now);
  const shown = reportShowsPersonalData(await policyFor(db, staff));
  const page =
    filters.page && filters.pageSize ? { page: filters.page, pageSize: filters.pageSize } : undefined;
  const [items, { count, totals }] = await Promise.all([
    transactions(db, query, page, true),
    transactionTotals(db, query),
  ]);
  return {
    ...scope,
    personalDataHidden: !shown,
    items: items.map((i) => paymentsV2Item(i, shown)),
    total: count,
    totals,
  };
}

/** A payments v2 line as the screen and the downloads show it. */
export function paymentsV2Item(i: TransactionRow, shown: boolean) {
  const buyer = reportBuyer({ name: i.customerName ?? '', email: i.customerEmail ?? '' }, shown);
  return {
    ...i,
    at: i.at.toISOString(),
    customerName: buyer.name,
    customerEmail: buyer.email,
    staffName: i.staffName ?? null,
  };
}

/**
 * Transactions v2 (decisions/0092): the transactions report's lines grouped per order, a page of
 * orders at a time, with its totals.
 */
export async function transactionsV2Report(
  db: Db,
  staff: StaffPrincipal,
  filters: ReportFilters & { page?: number; pageSize?: number },
  now: Date,
): Promise<Out<typeof listTransactionsV2>> {
  await requireReport(db, staff, 'transactions-v2');
  const { query, scope } = await moneyQuery(db, staff, filters, now);
  const shown = reportShowsPersonalData(await policyFor(db, staff));
  const [{ orders, count }, { totals }] = await Promise.all([
    transactionsByOrder(
      db,
      query,
      filters.page && filters.pageSize ? { page: filters.page, pageSize: filters.pageSize } : undefined,
    ),
    transactionTotals(db, query),
  ]);
  // The lines to expand, for a page only (the download lists the orders).
  const lines = filters.page
    ? await transactionsOfOrders(
        db,
        query,
        orders.map((o) => o.orderId),
      )
    : [];
  return {
    ...scope,
    personalDataHidden: !shown,
    items: orders.map((o) => {
      const buyer = reportBuyer({ name: o.customerName, email: o.customerEmail }, shown);
      return {
        ...o,
        firstAt: o.firstAt.toISOString(),
        customerName: buyer.name,
        customerEmail: buyer.email,
        net: o.received - o.refunded,
        lines: lines
          .filter((l) => l.orderId === o.orderId)
          .map(({ customerName: _n, customerEmail: _e, staffName: _s, ...l }) => ({
            ...l,
            at: l.at.toISOString(),
          })),
      };
    }),
    total: count,
    totals,
  };
}

/** Every transaction of the range (downloads). */
export async function allTransactions(db: Db, staff: StaffPrincipal, filters: ReportFilters, now: Date) {
  await requireReport(db, staff, 'transactions');
  const { query, scope } = await moneyQuery(db, staff, filters, now);
  const [items, { totals }] = await Promise.all([transactions(db, query), transactionTotals(db, query)]);
  return { ...scope, items, totals };
}

/** The guest manifest of one performance; names and emails blanked where the group hides them. */
export async function guestManifest(
  db: Db,
  staff: StaffPrincipal,
  eventId: number,
  page?: { page: number; pageSize: number },
): Promise<Out<typeof getGuestManifest>> {
  await requireReport(db, staff, 'guest-manifest');
  const event = await manifestEvent(db, staff.accountId, eventId);
  if (!event) throw new AppError('common.not_found', 'eventId');
  const shown = reportShowsPersonalData(await policyFor(db, staff));
  const [tickets, totals] = await Promise.all([
    manifestTickets(db, staff.accountId, eventId, { byName: shown, ...(page ? { page } : {}) }),
    manifestTotals(db, staff.accountId, eventId),
  ]);
  return {
    event: { id: event.id, name: event.name, startsAt: event.startsAt?.toISOString() ?? null },
    personalDataHidden: !shown,
    items: tickets.map(({ firstName, lastName, email, ...ticket }) => {
      const buyer = reportBuyer({ name: `${firstName} ${lastName}`.trim(), email }, shown);
      return { ...ticket, buyerName: buyer.name, buyerEmail: buyer.email };
    }),
    total: totals.tickets,
    totals,
  };
}
