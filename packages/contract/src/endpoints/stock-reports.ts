import { defineEndpoint } from '../endpoint';
import * as z from '../zod';
import { reportFilters, reportScope } from './reports';

/**
 * Reports → Inventory, Sales → promotions and Sales → sales (decisions/0080): what each
 * performance has left to sell, what each promotion code brought in, and what sold by price type.
 */
const base = {
  tag: 'reports',
  auth: 'staff',
  permission: 'viewReports',
  tenant: 'session',
} as const;
const errors = ['admin.report_not_allowed', 'admin.report_range_invalid', 'common.not_found'] as const;
const int = () => z.number().int();

/** Places resting in one hold (kill holds are counted as killed, not here). */
export const inventoryHold = z.object({ holdId: int(), name: z.string(), places: int() });

const inventoryFigures = z.object({
  /** Seats and general-admission places, as the event dashboard counts them now. */
  capacity: int(),
  sold: int(),
  comp: int(),
  held: int(),
  killed: int(),
  /** In a live basket (not yet paid for). */
  reserved: int(),
  open: int(),
  /** Minor units: the live (not voided) tickets' totals, what buyers paid for them. */
  soldValue: int(),
  holds: z.array(inventoryHold),
});

export const inventoryLine = inventoryFigures.extend({
  eventId: int(),
  name: z.string(),
  startsAt: z.iso.datetime(),
  venueName: z.string().nullable(),
});
export type InventoryLine = z.infer<typeof inventoryLine>;

export const getInventoryReport = defineEndpoint({
  ...base,
  id: 'getInventoryReport',
  method: 'GET',
  path: '/api/admin/reports/inventory',
  summary:
    'Every performance starting on the venue’s days (of one venue when asked): capacity, sold, complimentary, held (per hold), killed, in baskets and open, as the event dashboard counts them now, and the value sold; with totals.',
  query: reportFilters,
  output: reportScope.extend({ items: z.array(inventoryLine), totals: inventoryFigures }),
  errors,
});

const promotionFigures = z.object({
  orders: int(),
  /** Tickets of those orders, voided ones included (as sales by transaction date counts them). */
  tickets: int(),
  /** Minor units: the orders' discounts, and their totals after them (as sales by transaction date). */
  discounts: int(),
  sales: int(),
});

export const promotionLine = promotionFigures.extend({
  /** Null for a code that matches no promotion any more (it was deleted). */
  promotionId: int().nullable(),
  name: z.string().nullable(),
  /** The promotion's code; single-use group codes are counted under their promotion. */
  code: z.string(),
  /** Orders placed with one of the promotion's single-use group codes. */
  groupCodeOrders: int(),
});
export type PromotionLine = z.infer<typeof promotionLine>;

export const getPromotionsReport = defineEndpoint({
  ...base,
  id: 'getPromotionsReport',
  method: 'GET',
  path: '/api/admin/reports/promotions',
  summary:
    'Per promotion, the orders placed with its code (or one of its group codes) over the venue’s days: orders, tickets, discounts given and sales after them, with totals; orders without a code on their own line, so that everything adds up to sales by transaction date.',
  query: reportFilters,
  output: reportScope.extend({
    lines: z.array(promotionLine),
    totals: promotionFigures,
    withoutPromotion: promotionFigures,
    allOrders: promotionFigures,
  }),
  errors,
});

export const eventSalesLine = z.object({
  eventId: int(),
  eventName: z.string(),
  startsAt: z.iso.datetime(),
  /** The price type's name as sold; null for tickets sold without one. */
  priceType: z.string().nullable(),
  channel: z.string(),
  /** Tickets of the orders placed in the range, voided ones included (as sales by transaction date). */
  tickets: int(),
  /** Of those, voided since. */
  voided: int(),
  /** Minor units: the tickets' face value, their discounts, and their totals (with per-ticket fees). */
  faceValue: int(),
  discounts: int(),
  revenue: int(),
});
export type EventSalesLine = z.infer<typeof eventSalesLine>;

export const getEventSales = defineEndpoint({
  ...base,
  id: 'getEventSales',
  method: 'GET',
  path: '/api/admin/reports/sales',
  summary:
    'Tickets of the orders placed over the venue’s days per event, price type and channel: tickets (voided since counted apart), face value, discounts and ticket revenue, with totals.',
  query: reportFilters,
  output: reportScope.extend({
    lines: z.array(eventSalesLine),
    totals: eventSalesLine.pick({
      tickets: true,
      voided: true,
      faceValue: true,
      discounts: true,
      revenue: true,
    }),
  }),
  errors,
});
