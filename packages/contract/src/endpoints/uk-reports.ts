import { defineEndpoint } from '../endpoint';
import { pageQuery } from '../paging';
import * as z from '../zod';
import { reportFilters, reportScope, transactionLine } from './reports';

/** The UK theatres reports (decisions/0075): daily figures, advance sales, weekly event sales. */
const base = {
  tag: 'reports',
  auth: 'staff',
  permission: 'viewReports',
  tenant: 'session',
} as const;
const errors = ['admin.report_not_allowed', 'admin.report_range_invalid', 'common.not_found'] as const;
const int = () => z.number().int();

export const dailyFiguresDay = z.object({
  day: z.iso.date(),
  orders: int(),
  /** Tickets in the orders placed that day; tickets voided that day (whichever day they were sold). */
  ticketsSold: int(),
  ticketsRefunded: int(),
  /** Minor units, as sales by transaction date counts them. */
  faceValue: int(),
  fees: int(),
  sales: int(),
  refunds: int(),
  net: int(),
  /** Money taken less money given back that day, per payment type (the types of `paymentTypes`). */
  payments: z.record(z.string(), int()),
});
export type DailyFiguresDay = z.infer<typeof dailyFiguresDay>;

export const getDailyFigures = defineEndpoint({
  ...base,
  id: 'getDailyFigures',
  method: 'GET',
  path: '/api/admin/reports/daily-figures',
  summary:
    'The box office’s morning figures per venue day: orders, tickets sold and refunded, face value, fees, sales, refunds and net (as sales by transaction date), and money taken less given back per payment type; with totals.',
  query: reportFilters,
  output: reportScope.extend({
    /** The payment types with money in the range, in order. */
    paymentTypes: z.array(z.string()),
    days: z.array(dailyFiguresDay),
    totals: dailyFiguresDay.omit({ day: true }),
  }),
  errors,
});

export const advanceSalesLine = z.object({
  eventId: int(),
  name: z.string(),
  startsAt: z.iso.datetime(),
  capacity: int(),
  sold: int(),
  comp: int(),
  held: int(),
  /** In a basket right now. */
  reserved: int(),
  /** Open for sale now. */
  available: int(),
  /** Sold and complimentary places over capacity, one decimal. */
  percentSold: z.number(),
  /** Minor units: the live tickets’ totals (face value less discounts, with their fees). */
  revenue: int(),
});
export type AdvanceSalesLine = z.infer<typeof advanceSalesLine>;

export const getAdvanceSales = defineEndpoint({
  ...base,
  id: 'getAdvanceSales',
  method: 'GET',
  path: '/api/admin/reports/advance-sales',
  summary:
    'Performances from a venue day on (today by default): capacity, sold, complimentary, held, in baskets, available, percentage sold and revenue to date, with totals.',
  query: reportFilters,
  output: reportScope.extend({
    items: z.array(advanceSalesLine),
    totals: advanceSalesLine.omit({ eventId: true, name: true, startsAt: true }),
  }),
  errors,
});

export const weeklyEventSalesLine = z.object({
  eventId: int(),
  name: z.string(),
  startsAt: z.iso.datetime(),
  /** The Monday of the venue week. */
  week: z.iso.date(),
  tickets: int(),
  /** Minor units: the tickets’ totals, in orders placed that week. */
  revenue: int(),
});
export type WeeklyEventSalesLine = z.infer<typeof weeklyEventSalesLine>;

export const getWeeklyEventSales = defineEndpoint({
  ...base,
  id: 'getWeeklyEventSales',
  method: 'GET',
  path: '/api/admin/reports/weekly-event-sales',
  summary:
    'Tickets sold and their revenue per event per venue week (Monday to Sunday), for orders placed in the range; with totals.',
  query: reportFilters,
  output: reportScope.extend({
    /** Every week (its Monday) the range touches. */
    weeks: z.array(z.iso.date()),
    lines: z.array(weeklyEventSalesLine),
    totals: z.object({ tickets: int(), revenue: int() }),
  }),
  errors,
});

export const ukPaymentsLine = z.object({
  /** The venue day the money moved on (a refund on its own day). */
  day: z.iso.date(),
  paymentType: z.string(),
  /** The card brand when the payment recorded one; null otherwise. */
  brand: z.string().nullable(),
  /** Minor units: money taken, money given back, and taken less given back. */
  taken: int(),
  refunded: int(),
  net: int(),
});
export type UkPaymentsLine = z.infer<typeof ukPaymentsLine>;

export const getUkPayments = defineEndpoint({
  ...base,
  id: 'getUkPayments',
  method: 'GET',
  path: '/api/admin/reports/uk-payments',
  summary:
    'Money taken and given back per venue day, payment type and card brand (where known) in the range, with totals per payment type and overall; its net equals sales by transaction date’s over the same days.',
  query: reportFilters,
  output: reportScope.extend({
    lines: z.array(ukPaymentsLine),
    /** Per payment type over the range, in order. */
    types: z.array(ukPaymentsLine.omit({ day: true, brand: true })),
    totals: ukPaymentsLine.omit({ day: true, paymentType: true, brand: true }),
  }),
  errors,
});

export const paymentsV2Line = transactionLine.extend({
  /** The order's customer; blank when the user's group hides customer personal data in reports. */
  customerName: z.string(),
  customerEmail: z.string(),
  /** Who took the payment (the order's staff member) or recorded the refund; null online. */
  staffName: z.string().nullable(),
});
export type PaymentsV2Line = z.infer<typeof paymentsV2Line>;

export const listPaymentsV2 = defineEndpoint({
  ...base,
  id: 'listPaymentsV2',
  method: 'GET',
  path: '/api/admin/reports/payments-v2',
  summary:
    'Payments v2 (beta): one line per payment taken or refund recorded over the venue’s days, with its order, customer, channel, staff member, payment type and amount, a page at a time, with the totals of the transactions report over the whole range.',
  query: reportFilters.extend(pageQuery.shape),
  output: reportScope.extend({
    personalDataHidden: z.boolean(),
    items: z.array(paymentsV2Line),
    total: int(),
    totals: z.object({ received: int(), refunded: int(), net: int() }),
  }),
  errors,
});
