import { orderStatuses, pageSizes, paymentTypes } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import * as z from '../zod';
import { order } from './orders';

const orderParams = z.object({ orderId: z.bigIdParam() });
const positiveId = z.id();
const sizeLiterals = pageSizes.map((n) => z.literal(n)) as [
  z.ZodLiteral<10>,
  z.ZodLiteral<25>,
  z.ZodLiteral<50>,
  z.ZodLiteral<100>,
];

const staffOrders = { tag: 'orders', auth: 'staff', tenant: 'session', permission: 'viewOrders' } as const;
/** What every void, cancel and refund route declares. */
export const refundRoute = {
  tag: 'orders',
  auth: 'staff',
  tenant: 'session',
  permission: 'refundsAndCancellations',
} as const;

export const orderListItem = z.object({
  id: z.number().int(),
  createdAt: z.iso.datetime(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  channel: z.string(),
  status: z.enum(orderStatuses),
  total: z.number().int(),
  ticketCount: z.number().int(),
  eventNames: z.array(z.string()),
});
export type OrderListItem = z.infer<typeof orderListItem>;

export const listOrders = defineEndpoint({
  ...staffOrders,
  id: 'listOrders',
  method: 'GET',
  path: '/api/admin/orders',
  summary:
    'Orders, newest first, a page at a time (keyset: pass the previous page\u2019s nextCursor as `after`). `q` finds an order id, a barcode, a buyer email or the start of a buyer\u2019s last name.',
  query: z.object({
    q: z.string().trim().max(200).optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    eventId: z.idParam().optional(),
    status: z.enum(orderStatuses).optional(),
    channel: z.string().max(40).optional(),
    pageSize: z.coerce.number().pipe(z.union(sizeLiterals)).default(25),
    after: z
      .string()
      .regex(/^\d{4}-\d\d-\d\dT[\d:.]+Z_\d+$/)
      .optional(),
  }),
  output: z.object({ items: z.array(orderListItem), nextCursor: z.string().nullable() }),
  errors: [],
});

export const orderActivityEntry = z.object({
  id: z.number().int(),
  kind: z.string(),
  at: z.iso.datetime(),
  actor: z.enum(['staff', 'customer', 'system']),
  by: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type OrderActivityEntry = z.infer<typeof orderActivityEntry>;

export const listOrderActivity = defineEndpoint({
  ...staffOrders,
  id: 'listOrderActivity',
  method: 'GET',
  path: '/api/admin/orders/:orderId/activity',
  summary:
    'Everything that happened to an order, newest first, and by whom. Notes are lines of kind note.added.',
  params: orderParams,
  output: z.array(orderActivityEntry),
  errors: ['purchase.order_not_found'],
});

export const addOrderNote = defineEndpoint({
  ...staffOrders,
  id: 'addOrderNote',
  method: 'POST',
  path: '/api/admin/orders/:orderId/notes',
  summary: 'Adds a note to an order; a private note is for staff only.',
  params: orderParams,
  body: z.object({ text: z.string().trim().min(1).max(2000), private: z.boolean().default(false) }),
  output: z.array(orderActivityEntry),
  status: 201,
  errors: ['purchase.order_not_found'],
  example: { text: 'Customer will collect at the box office.', private: true },
});

export const setOrderDeliveryDate = defineEndpoint({
  ...staffOrders,
  id: 'setOrderDeliveryDate',
  method: 'PUT',
  path: '/api/admin/orders/:orderId/delivery-date',
  summary: 'Sets (or clears) when the order\u2019s tickets are to be delivered.',
  params: orderParams,
  body: z.object({ deliveryDate: z.iso.datetime().nullable() }),
  output: order,
  errors: ['purchase.order_not_found'],
  example: { deliveryDate: '2026-12-01T10:00:00.000Z' },
});

const voidBody = z.object({
  /** Where the seats go: back to open, or onto a hold. */
  returnTo: z.enum(['open', 'hold']),
  holdId: positiveId.optional(),
  /** Refunds to the original payments; by default the owed amount, newest payment first. */
  refunds: z.array(z.object({ paymentId: z.bigId(), amount: z.int4().positive() })).optional(),
});

const voidErrors = [
  'purchase.order_not_found',
  'admin.order_ticket_not_found',
  'admin.order_ticket_already_voided',
  'admin.order_nothing_to_void',
  'admin.order_hold_not_found',
  'admin.order_refund_failed',
  'admin.order_refund_exceeds_paid',
  'admin.order_refund_total_mismatch',
] as const;

export const voidOrderTickets = defineEndpoint({
  ...refundRoute,
  id: 'voidOrderTickets',
  method: 'POST',
  path: '/api/admin/orders/:orderId/void',
  summary:
    'Voids tickets of an order and refunds their value to the original payments; the seats return to open or to a hold.',
  params: orderParams,
  body: voidBody.extend({ ticketIds: z.array(z.bigId()).min(1).max(500) }),
  output: order,
  errors: voidErrors,
  example: { ticketIds: [1], returnTo: 'open' },
});

export const cancelOrder = defineEndpoint({
  ...refundRoute,
  id: 'cancelOrder',
  method: 'POST',
  path: '/api/admin/orders/:orderId/cancel',
  summary: 'Cancels an order: every live ticket is voided and everything paid is refunded.',
  params: orderParams,
  body: voidBody,
  output: order,
  errors: voidErrors,
  example: { returnTo: 'open' },
});

export const listOrderHolds = defineEndpoint({
  ...refundRoute,
  id: 'listOrderHolds',
  method: 'GET',
  path: '/api/admin/order-holds',
  summary: 'Holds a voided ticket\u2019s seat can go to.',
  output: z.array(z.object({ id: z.number().int(), name: z.string() })),
  errors: [],
});

const tools = { tag: 'tools', auth: 'staff', tenant: 'session', permission: 'accountSettings' } as const;

export const anonymizeOrder = defineEndpoint({
  ...tools,
  id: 'anonymizeOrder',
  method: 'POST',
  path: '/api/admin/tools/anonymize-order/:orderId',
  summary: 'Removes the buyer\u2019s personal data from one order; its money and tickets stay.',
  params: orderParams,
  output: order,
  errors: ['purchase.order_not_found', 'admin.order_anonymized'],
});

export const setOrderPaymentType = defineEndpoint({
  ...tools,
  id: 'setOrderPaymentType',
  method: 'PUT',
  path: '/api/admin/tools/orders-manager/:orderId/payments/:paymentId',
  summary: 'Orders manager: records a different payment type on one payment of an order.',
  params: orderParams.extend({ paymentId: z.bigIdParam() }),
  body: z.object({ type: z.enum(paymentTypes) }),
  output: order,
  errors: ['purchase.order_not_found', 'common.not_found'],
  example: { type: 'Check' },
});

export const moveOrderTicket = defineEndpoint({
  ...tools,
  id: 'moveOrderTicket',
  method: 'POST',
  path: '/api/admin/tools/orders-manager/:orderId/tickets/:ticketId/move',
  summary: 'Orders manager: moves a ticket to another open seat of its event (the old seat opens).',
  params: orderParams.extend({ ticketId: z.bigIdParam() }),
  body: z.object({ eventSeatId: z.bigId() }),
  output: order,
  errors: [
    'purchase.order_not_found',
    'admin.order_ticket_not_found',
    'admin.order_ticket_already_voided',
    'admin.order_seat_not_open',
  ],
  example: { eventSeatId: 1 },
});

export const setOrderUser = defineEndpoint({
  ...tools,
  id: 'setOrderUser',
  method: 'PUT',
  path: '/api/admin/tools/orders-manager/:orderId/user',
  summary: 'Orders manager: changes the staff user the order is credited to.',
  params: orderParams,
  body: z.object({ userId: positiveId }),
  output: order,
  errors: ['purchase.order_not_found', 'admin.order_user_not_found'],
  example: { userId: 1 },
});
