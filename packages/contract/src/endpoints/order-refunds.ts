import { refundStates } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import { paged, pageQuery } from '../paging';
import * as z from '../zod';
import { order, refundRoute } from './orders';

/** Refund records (decisions/0040): a failed card refund, and the list of those not given back yet. */

export const retryOrderRefund = defineEndpoint({
  ...refundRoute,
  id: 'retryOrderRefund',
  method: 'POST',
  path: '/api/admin/orders/:orderId/refunds/:refundId/retry',
  summary:
    'Asks the processor again for a failed card refund of the order; it is carried out in the background and gives the money back once.',
  params: z.object({ orderId: z.bigIdParam(), refundId: z.bigIdParam() }),
  output: order,
  errors: ['purchase.order_not_found', 'admin.order_refund_not_found', 'admin.order_refund_not_failed'],
});

export const unsettledRefund = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  paymentId: z.number().int(),
  paymentType: z.string(),
  method: z.string().nullable(),
  last4: z.string().nullable(),
  amount: z.number().int(),
  state: z.enum(refundStates),
  /** Why the processor refused it (an error code of the catalogue), while failed. */
  failureCode: z.string().nullable(),
  /** Tries asked for so far. */
  attempt: z.number().int(),
  /** The staff member whose order change asked for it. */
  by: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type UnsettledRefund = z.infer<typeof unsettledRefund>;

export const listUnsettledRefunds = defineEndpoint({
  ...refundRoute,
  id: 'listUnsettledRefunds',
  method: 'GET',
  path: '/api/admin/refunds',
  summary:
    'Refunds not given back yet, newest first: failed ones (to retry) and ones under way with the processor.',
  query: pageQuery.extend({ state: z.enum(['requested', 'failed']).optional() }),
  output: paged(unsettledRefund),
  errors: [],
});
