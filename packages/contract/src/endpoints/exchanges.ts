import { exchangeRefundTo } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import { accountCreditErrors, groupPaymentErrors, staffPaymentErrors } from '../payment-errors';
import * as z from '../zod';
import { saleTimingErrors } from './baskets';
import { paymentInput } from './checkout-inputs';
import { order, refundRoute } from './orders';

/**
 * Staff exchanges (spec "Exchanges and refunds", `/checkout/exchange/payment`): tickets of an
 * order are given back for the tickets of a basket the seller filled with the new seats.
 */

const orderParams = z.object({ orderId: z.bigIdParam() });

const exchangeChoice = z.object({
  /** The basket holding the new seats (opened and filled like a sale's). */
  basketId: z.uuid(),
  /** The tickets of the order given back. */
  ticketIds: z.array(z.bigId()).min(1).max(500),
});

export const exchangeQuote = z.object({
  /** The new tickets together. */
  newValue: z.number().int(),
  /** The old tickets' totals as sold. */
  credit: z.number().int(),
  /** Exchange fees: the template's, the event's override, or none when waived. */
  fees: z.number().int(),
  /** newValue + fees − credit: above 0 to pay, below 0 to refund. */
  difference: z.number().int(),
  /** What the order's payments can still give back (the most a refund of the difference can take). */
  refundable: z.number().int(),
  payments: z.array(
    z.object({
      id: z.number().int(),
      type: z.string(),
      last4: z.string().nullable(),
      refundable: z.number().int(),
    }),
  ),
});
export type ExchangeQuote = z.infer<typeof exchangeQuote>;

const exchangeErrors = [
  'purchase.order_not_found',
  'purchase.basket_not_found',
  'purchase.basket_closed',
  'purchase.basket_empty',
  'purchase.reservation_expired',
  'admin.order_ticket_not_found',
  'purchase.exchange_nothing_chosen',
  'purchase.exchange_ticket_voided',
  'purchase.exchange_ticket_used',
  'purchase.exchange_count_mismatch',
  'purchase.exchange_lower_value',
  'purchase.exchange_ticket_in_basket',
  ...saleTimingErrors,
] as const;

export const quoteOrderExchange = defineEndpoint({
  ...refundRoute,
  id: 'quoteOrderExchange',
  method: 'POST',
  path: '/api/admin/orders/:orderId/exchange/quote',
  summary:
    'What exchanging these tickets of the order for the tickets of this basket comes to: the new value, the credit of the old tickets, the exchange fees and the difference to pay or refund.',
  params: orderParams,
  body: exchangeChoice,
  output: exchangeQuote,
  errors: exchangeErrors,
  example: { basketId: '00000000-0000-4000-8000-000000000000', ticketIds: [1] },
});

export const exchangeOrderTickets = defineEndpoint({
  ...refundRoute,
  id: 'exchangeOrderTickets',
  method: 'POST',
  path: '/api/admin/orders/:orderId/exchange',
  summary:
    'Exchanges tickets of the order for the basket’s: the old tickets are voided and their seats return to open or a hold, the new ones are sold on the order, and the difference is paid, or refunded to the original payments, as a new gift certificate or on account, all at once or not at all. A retry of the same basket answers the exchange already made.',
  params: orderParams,
  body: exchangeChoice.extend({
    returnTo: z.enum(['open', 'hold']),
    holdId: z.id().optional(),
    /** The difference the seller saw: a changed one is refused, to be looked at again. */
    difference: z.int4(),
    /** Paying a difference above 0: the payments, adding up to it. */
    payments: z.array(paymentInput).max(10).default([]),
    /** Refunding a difference below 0 to the original payments; by default newest payment first. */
    refunds: z.array(z.object({ paymentId: z.bigId(), amount: z.int4().positive() })).optional(),
    /**
     * Where a difference below 0 goes: back to the original payments (the default), or onto a new
     * gift certificate for the amount, whose number the order's refund shows, or on account onto
     * the order's customer's account credit (nothing goes back to the payments either way).
     */
    refundTo: z.enum(exchangeRefundTo).default('original'),
    /** Made once per attempt: card charges are authorized under it. */
    idempotencyKey: z.string().min(16).max(100),
  }),
  output: order,
  errors: [
    ...exchangeErrors,
    'admin.order_hold_not_found',
    'purchase.exchange_difference_changed',
    'admin.order_refund_exceeds_paid',
    'admin.order_refund_total_mismatch',
    ...staffPaymentErrors,
    ...accountCreditErrors,
    'purchase.payment_accounts_differ',
    // The seller's user group (spec §3) judges the exchange as a sale: the first rule it breaks.
    'purchase.channel_not_allowed',
    'sale.event_out_of_scope',
    'sale.hold_not_allowed',
    'sale.sale_type_not_allowed',
    'sale.fee_class_not_allowed',
    ...groupPaymentErrors,
  ],
  example: {
    basketId: '00000000-0000-4000-8000-000000000000',
    ticketIds: [1],
    returnTo: 'open',
    difference: 0,
    idempotencyKey: 'example-exchange-0001',
  },
});
