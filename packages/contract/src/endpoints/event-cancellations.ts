import { defineEndpoint } from '../endpoint';
import * as z from '../zod';
import { refundRoute } from './orders';

/** Bulk cancel of an event's orders (decisions/0060). */

const eventParams = z.object({ eventId: z.idParam() });

export const eventCancellation = z.object({
  id: z.number().int(),
  status: z.enum(['running', 'done']),
  returnTo: z.enum(['open', 'hold']),
  notifyBuyers: z.boolean(),
  ordersTotal: z.number().int(),
  ordersCancelled: z.number().int(),
  ordersFailed: z.number().int(),
  /** Orders the job has not reached yet. */
  ordersPending: z.number().int(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  /** Orders that could not be cancelled, with the catalogue's code of why. */
  failures: z.array(z.object({ orderId: z.number().int(), error: z.string() })),
  /** Card refunds of these orders the processor refused: retried from the order's refunds. */
  refundsFailed: z.array(
    z.object({
      refundId: z.number().int(),
      orderId: z.number().int(),
      amount: z.number().int(),
      failureCode: z.string().nullable(),
    }),
  ),
  /** Card refunds of these orders still with the processor. */
  refundsUnderWay: z.number().int(),
});
export type EventCancellation = z.infer<typeof eventCancellation>;

export const startEventCancellation = defineEndpoint({
  ...refundRoute,
  tag: 'events',
  id: 'startEventCancellation',
  method: 'POST',
  path: '/api/admin/events/:eventId/cancel-orders',
  summary:
    'Cancels every order holding tickets of the event, in the background: the event goes off sale at once, each order’s tickets of the event are voided, what they cost is refunded to the original payments, and each buyer is mailed when asked.',
  params: eventParams,
  body: z.object({
    returnTo: z.enum(['open', 'hold']),
    holdId: z.number().int().positive().optional(),
    notifyBuyers: z.boolean(),
  }),
  output: eventCancellation,
  errors: [
    'admin.event_id_not_found',
    'admin.order_hold_not_found',
    'admin.event_cancellation_running',
    'admin.event_no_orders_to_cancel',
  ],
  example: { returnTo: 'open', notifyBuyers: true },
});

export const getEventCancellation = defineEndpoint({
  ...refundRoute,
  tag: 'events',
  id: 'getEventCancellation',
  method: 'GET',
  path: '/api/admin/events/:eventId/cancel-orders',
  summary:
    'The event’s latest bulk cancel: its progress, the orders it could not cancel and refunds refused.',
  params: eventParams,
  output: eventCancellation.nullable(),
  errors: ['admin.event_id_not_found'],
});
