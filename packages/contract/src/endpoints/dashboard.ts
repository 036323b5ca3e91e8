import { dashboardRanges, eventStatuses } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import * as z from '../zod';

/**
 * The account home's question: one of the spec's dashboard ranges, counted in the venue's days
 * (`from` and `to` for a custom range only), and the venue whose time zone counts.
 */
export const dashboardQuery = z.object({
  range: z.enum(dashboardRanges).default('last30'),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  venueId: z.idParam().optional(),
});
export type DashboardQuery = z.infer<typeof dashboardQuery>;

/** Minor units: orders placed that day at their totals, the refunds recorded that day, and what remains. */
export const dashboardDay = z.object({
  day: z.iso.date(),
  orders: z.number().int(),
  tickets: z.number().int(),
  sales: z.number().int(),
  refunds: z.number().int(),
  net: z.number().int(),
});
export type DashboardDay = z.infer<typeof dashboardDay>;

export const dashboardTopEvent = z.object({
  eventId: z.number().int(),
  name: z.string(),
  startsAt: z.iso.datetime(),
  /** Tickets of the orders placed in the range, whatever became of them since. */
  tickets: z.number().int(),
  /** Those tickets' totals (face value less discounts plus per-ticket fees); per-order fees and delivery are not split across events. */
  revenue: z.number().int(),
});
export type DashboardTopEvent = z.infer<typeof dashboardTopEvent>;

export const dashboardPerformance = z.object({
  eventId: z.number().int(),
  name: z.string(),
  startsAt: z.iso.datetime(),
  venueName: z.string(),
  /** The venue's time zone, which the start is shown in. */
  timeZone: z.string(),
  status: z.enum(eventStatuses),
  sold: z.number().int(),
  capacity: z.number().int(),
});
export type DashboardPerformance = z.infer<typeof dashboardPerformance>;

export const getAccountDashboard = defineEndpoint({
  tag: 'reports',
  auth: 'staff',
  permission: 'viewReports',
  tenant: 'session',
  id: 'getAccountDashboard',
  method: 'GET',
  path: '/api/admin/reports/dashboard',
  summary:
    'The back office home: sales over a dashboard range of the venue’s days (totals, each day, the top events by revenue) as sales by transaction date counts them, and today’s performances with tickets sold and capacity. With `venueId`, only that venue’s events, in its days. Sales are null where the user group’s reports list leaves out sales by transaction date.',
  query: dashboardQuery,
  output: z.object({
    timeZone: z.string(),
    today: z.iso.date(),
    firstDay: z.iso.date(),
    lastDay: z.iso.date(),
    sales: z
      .object({
        totals: dashboardDay.omit({ day: true }),
        days: z.array(dashboardDay),
        topEvents: z.array(dashboardTopEvent),
      })
      .nullable(),
    performances: z.array(dashboardPerformance),
    /** The account's venues, to count in another venue's days and show only its events. */
    venues: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
  errors: ['admin.report_range_invalid', 'admin.report_range_too_long', 'common.not_found'],
});
