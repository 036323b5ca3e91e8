import { orderStatuses } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import * as z from '../zod';
import { deliveryMethod } from './delivery-plans';

/** Changing how sold orders are delivered is a change to sold orders: the box office supervisor's permission. */
const tools = {
  tag: 'tools',
  auth: 'staff',
  tenant: 'session',
  permission: 'refundsAndCancellations',
} as const;

/** Most orders one bulk move (and one filtered list) handles. */
export const DELIVERY_MOVE_ORDERS_MAX = 500;

export const deliveryMoveOrder = z.object({
  id: z.number().int(),
  createdAt: z.iso.datetime(),
  buyerName: z.string(),
  status: z.enum(orderStatuses),
  deliveryMethodId: z.number().int().nullable(),
});
export type DeliveryMoveOrder = z.infer<typeof deliveryMoveOrder>;

export const listDeliveryMoveOrders = defineEndpoint({
  ...tools,
  id: 'listDeliveryMoveOrders',
  method: 'GET',
  path: '/api/admin/tools/bulk-update-order-delivery-methods/orders',
  summary:
    'Bulk update order delivery methods: the orders with tickets for one event, placed in a date range and using a delivery method (`none`: orders without one), newest first, with the methods of the event\u2019s delivery plan.',
  query: z.object({
    eventId: z.idParam(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    deliveryMethodId: z.union([z.literal('none'), z.idParam()]).optional(),
  }),
  output: z.object({
    methods: z.array(deliveryMethod),
    orders: z.array(deliveryMoveOrder),
    /** True when more orders matched than one list holds. */
    truncated: z.boolean(),
  }),
  errors: [],
});

/** Why one order was not moved. */
export const deliveryMoveRefusalCodes = [
  'purchase.order_not_found',
  'admin.order_delivery_voided',
  'admin.order_delivery_method_not_in_plan',
  'admin.order_delivery_address_missing',
] as const;

export const moveOrderDeliveryMethods = defineEndpoint({
  ...tools,
  id: 'moveOrderDeliveryMethods',
  method: 'POST',
  path: '/api/admin/tools/bulk-update-order-delivery-methods',
  summary:
    'Bulk update order delivery methods: moves each chosen order to a method of its events\u2019 delivery plan and records the change in the order\u2019s activity. Each order is checked on its own; refused orders are answered with their reason and keep their method.',
  body: z.object({
    orderIds: z.array(z.bigId()).min(1).max(DELIVERY_MOVE_ORDERS_MAX),
    deliveryMethodId: z.id(),
  }),
  output: z.object({
    moved: z.array(z.number().int()),
    /** Orders that already used the method. */
    unchanged: z.array(z.number().int()),
    refused: z.array(z.object({ orderId: z.number().int(), code: z.enum(deliveryMoveRefusalCodes) })),
  }),
  errors: ['admin.choice_unavailable', 'sale.event_out_of_scope'],
  example: { orderIds: [1, 2], deliveryMethodId: 3 },
});
