import {
  orderStatuses,
  paymentTypes,
  reportFormats,
  reportIds,
  salesChannels,
  seatStatuses,
} from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import { pageQuery } from '../paging';
import * as z from '../zod';

/** A file: its bytes, or a stream of them the server writes as it reads (the transactions CSV). */
export const fileBody = z.custom<Uint8Array | { pipe: (...args: never[]) => unknown }>(
  (v) =>
    v instanceof Uint8Array ||
    (typeof v === 'object' && v !== null && typeof (v as { pipe?: unknown }).pipe === 'function'),
);

/** A comma-separated list in a query string, each part one of `values`; absent or empty: all. */
const listOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .max(2000)
    .transform((text) =>
      text
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values)).max(values.length))
    .optional();

/** Event ids, comma separated (spec §5: numbers only). */
const eventIdList = z
  .string()
  .max(2000)
  .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/)
  .optional();

/**
 * What every money report is asked for: the venue's calendar days (its time zone; the last day
 * defaults to one year after the first, spec §5; the first to the first of the venue's current
 * month), the venue whose time zone counts (by default
 * the account's first venue), and the events, channels and payment types to keep (all when absent).
 */
export const reportFilters = z.object({
  /** By default the first day of the venue's current month. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  venueId: z.idParam().optional(),
  eventIds: eventIdList,
  channels: listOf(salesChannels),
  paymentTypes: listOf(paymentTypes),
});
export type ReportFilters = z.infer<typeof reportFilters>;

/** The range a report covered, as the server read it. */
export const reportScope = z.object({
  timeZone: z.string(),
  firstDay: z.iso.date(),
  lastDay: z.iso.date(),
});

const base = {
  tag: 'reports',
  auth: 'staff',
  permission: 'viewReports',
  tenant: 'session',
} as const;
const errors = ['admin.report_not_allowed', 'admin.report_range_invalid', 'common.not_found'] as const;

export const salesDay = z.object({
  day: z.iso.date(),
  orders: z.number().int(),
  tickets: z.number().int(),
  /** Minor units: the orders placed that day, at their totals (tickets, fees, delivery, less discounts). */
  faceValue: z.number().int(),
  fees: z.number().int(),
  discounts: z.number().int(),
  delivery: z.number().int(),
  sales: z.number().int(),
  /** Money given back that day (voids and cancellations), whichever day the order was placed. */
  refunds: z.number().int(),
  net: z.number().int(),
});
export type SalesDay = z.infer<typeof salesDay>;
const salesTotals = salesDay.omit({ day: true });

export const getSalesByTransactionDate = defineEndpoint({
  ...base,
  id: 'getSalesByTransactionDate',
  method: 'GET',
  path: '/api/admin/reports/sales-by-transaction-date',
  summary:
    'Sales per calendar day of the venue: orders placed, tickets, face value, fees, discounts, delivery and their total, less the refunds recorded that day; every day of the range, with totals.',
  query: reportFilters,
  output: reportScope.extend({ days: z.array(salesDay), totals: salesTotals }),
  errors,
});

export const paymentTypeLine = z.object({
  paymentType: z.string(),
  payments: z.number().int(),
  received: z.number().int(),
  refunds: z.number().int(),
  refunded: z.number().int(),
  net: z.number().int(),
});
export type PaymentTypeLine = z.infer<typeof paymentTypeLine>;

export const getPaymentsAudit = defineEndpoint({
  ...base,
  id: 'getPaymentsAudit',
  method: 'GET',
  path: '/api/admin/reports/payments-audit',
  summary:
    'Money received and given back per payment type over the venue’s days: payments taken and refunds recorded in the range, and what remains, with totals.',
  query: reportFilters,
  output: reportScope.extend({
    lines: z.array(paymentTypeLine),
    totals: paymentTypeLine.omit({ paymentType: true }),
  }),
  errors,
});

export const transactionLine = z.object({
  /** `payment-<id>` or `refund-<id>`. */
  id: z.string(),
  at: z.iso.datetime(),
  day: z.iso.date(),
  kind: z.enum(['payment', 'refund']),
  orderId: z.number().int(),
  channel: z.string(),
  paymentType: z.string(),
  method: z.string().nullable(),
  last4: z.string().nullable(),
  /** Minor units: positive for money received, negative for money given back. */
  amount: z.number().int(),
  /** A refund's state (requested, succeeded, failed); a payment's status. */
  state: z.string(),
});
export type TransactionLine = z.infer<typeof transactionLine>;

export const listReportTransactions = defineEndpoint({
  ...base,
  id: 'listReportTransactions',
  method: 'GET',
  path: '/api/admin/reports/transactions',
  summary:
    'Every payment taken and refund recorded over the venue’s days, oldest first, a page at a time, with totals over the whole range.',
  query: reportFilters.extend(pageQuery.shape),
  output: reportScope.extend({
    items: z.array(transactionLine),
    total: z.number().int(),
    totals: z.object({ received: z.number().int(), refunded: z.number().int(), net: z.number().int() }),
  }),
  errors,
});

export const transactionsV2Order = z.object({
  orderId: z.number().int(),
  /** The order's first payment or refund in the range. */
  firstAt: z.iso.datetime(),
  channel: z.string(),
  /** Blank when the user's group hides customer personal data in reports. */
  customerName: z.string(),
  customerEmail: z.string(),
  payments: z.number().int(),
  received: z.number().int(),
  refunds: z.number().int(),
  refunded: z.number().int(),
  net: z.number().int(),
  /** The order's payments and refunds in the range, oldest first. */
  lines: z.array(transactionLine),
});
export type TransactionsV2Order = z.infer<typeof transactionsV2Order>;

export const listTransactionsV2 = defineEndpoint({
  ...base,
  id: 'listTransactionsV2',
  method: 'GET',
  path: '/api/admin/reports/transactions-v2',
  summary:
    'Transactions v2 (beta): the transactions report grouped per order (received, refunded and net per order, its lines to expand), a page of orders at a time, with the transactions report’s totals over the whole range.',
  query: reportFilters.extend(pageQuery.shape),
  output: reportScope.extend({
    personalDataHidden: z.boolean(),
    items: z.array(transactionsV2Order),
    total: z.number().int(),
    totals: z.object({ received: z.number().int(), refunded: z.number().int(), net: z.number().int() }),
  }),
  errors,
});

export const manifestLine = z.object({
  ticketId: z.number().int(),
  orderId: z.number().int(),
  /** Blank when the user's group hides customer personal data in reports. */
  buyerName: z.string(),
  buyerEmail: z.string(),
  section: z.string(),
  row: z.string(),
  seat: z.string(),
  priceType: z.string().nullable(),
  total: z.number().int(),
  status: z.enum(orderStatuses),
  admitted: z.boolean(),
});
export type ManifestLine = z.infer<typeof manifestLine>;

export const guestManifestQuery = z.object({ eventId: z.idParam() }).extend(pageQuery.shape);

export const getGuestManifest = defineEndpoint({
  ...base,
  id: 'getGuestManifest',
  method: 'GET',
  path: '/api/admin/reports/guest-manifest',
  summary:
    'The door list of one performance: every ticket with its buyer, seat and status, by buyer, a page at a time; buyers blanked where the user group hides customer personal data in reports.',
  query: guestManifestQuery,
  output: z.object({
    event: z.object({ id: z.number().int(), name: z.string(), startsAt: z.iso.datetime().nullable() }),
    personalDataHidden: z.boolean(),
    items: z.array(manifestLine),
    total: z.number().int(),
    totals: z.object({ tickets: z.number().int(), live: z.number().int(), admitted: z.number().int() }),
  }),
  errors: ['admin.report_not_allowed', 'common.not_found'],
});

export const reportDownloadQuery = reportFilters.extend({
  report: z.enum(reportIds),
  format: z.enum(reportFormats).default('csv'),
  eventId: z.idParam().optional(),
  locale: z.string().max(10).optional(),
  /** The seat audit's section and state filters (decisions/0081). */
  section: z.string().trim().min(1).max(100).optional(),
  status: z.enum(seatStatuses).optional(),
});

export const downloadReport = defineEndpoint({
  ...base,
  id: 'downloadReport',
  method: 'GET',
  path: '/api/admin/reports/download',
  summary:
    'A report as a file (CSV, Excel or PDF) with the same filters as its screen: every row and the totals row.',
  query: reportDownloadQuery,
  output: fileBody,
  errors,
});
