import { groupPaymentStatuses } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import * as z from '../zod';
import { reportFilters } from './reports';

/**
 * The group sales module's reports (spec §2 Reports, decisions/0076): per group order, the
 * commission it recorded, and where its deposit and balance stand. The client and contact are
 * blanked where the user group hides customer personal data in reports.
 */

const base = {
  tag: 'reports',
  auth: 'staff',
  permission: 'viewReports',
  tenant: 'session',
} as const;
const errors = ['admin.report_not_allowed', 'admin.report_range_invalid', 'common.not_found'] as const;

const scope = z.object({
  timeZone: z.string(),
  firstDay: z.iso.date(),
  lastDay: z.iso.date(),
  personalDataHidden: z.boolean(),
});

const groupOrder = z.object({
  requestId: z.number().int(),
  orderId: z.number().int(),
  /** The venue day the order was placed (the group confirmed). */
  placedDay: z.iso.date(),
  clientName: z.string(),
  /** The order's buyer: the group's contact. */
  contactName: z.string(),
  contactEmail: z.string(),
  eventId: z.number().int(),
  eventName: z.string(),
  /** Live (not voided) tickets. */
  tickets: z.number().int(),
});

export const groupCommissionLine = groupOrder.extend({
  /** Minor units: the tickets' face value after discounts, what PartnerCommission fees are charged on. */
  faceValue: z.number().int(),
  /** The partner (agency) the order is credited to, if any. */
  partnerName: z.string().nullable(),
  /** The face value the commission was computed on; 0 when no partner was credited (nothing is owed). */
  commissionBasis: z.number().int(),
  /** The commission the order recorded at checkout (orders.partner_commission). */
  commission: z.number().int(),
});
export type GroupCommissionLine = z.infer<typeof groupCommissionLine>;

export const getGroupSalesCommissions = defineEndpoint({
  ...base,
  id: 'getGroupSalesCommissions',
  method: 'GET',
  path: '/api/admin/reports/group-sales-commissions',
  summary:
    'Group orders placed over the venue’s days with their tickets, face value and the partner commission each recorded, with totals.',
  query: reportFilters,
  output: scope.extend({
    lines: z.array(groupCommissionLine),
    totals: z.object({
      orders: z.number().int(),
      tickets: z.number().int(),
      faceValue: z.number().int(),
      commissionBasis: z.number().int(),
      commission: z.number().int(),
    }),
  }),
  errors,
});

export const groupPaymentLine = groupOrder.extend({
  /** Minor units. */
  total: z.number().int(),
  deposit: z.number().int(),
  depositPaid: z.number().int(),
  /** The venue day the balance is due. */
  balanceDueDay: z.iso.date().nullable(),
  /** Payments taken less refunds recorded, as the payments audit counts them. */
  paidToDate: z.number().int(),
  outstanding: z.number().int(),
  status: z.enum(groupPaymentStatuses),
});
export type GroupPaymentLine = z.infer<typeof groupPaymentLine>;

export const getGroupSalesPayment = defineEndpoint({
  ...base,
  id: 'getGroupSalesPayment',
  method: 'GET',
  path: '/api/admin/reports/group-sales-payment',
  summary:
    'Group orders whose balance falls due over the venue’s days: total, deposit, paid to date, outstanding and whether paid, partly paid or overdue today, with totals.',
  query: reportFilters,
  output: scope.extend({
    today: z.iso.date(),
    lines: z.array(groupPaymentLine),
    totals: z.object({
      orders: z.number().int(),
      total: z.number().int(),
      deposit: z.number().int(),
      depositPaid: z.number().int(),
      paidToDate: z.number().int(),
      outstanding: z.number().int(),
      overdue: z.number().int(),
    }),
  }),
  errors,
});
