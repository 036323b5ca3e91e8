import { defineEndpoint } from '../endpoint';
import { cardErrors } from '../payment-errors';
import * as z from '../zod';
import { saleTimingErrors } from './baskets';
import { cardDetails } from './checkout-inputs';
import { customerTicket } from './customer-accounts';
import { exchangeQuote } from './exchanges';

/**
 * Self-exchange in the shop (spec: the consumer exchange screen; template tab "Exchanges"): a
 * signed-in customer gives back tickets they hold for the seats in this browser's shop basket,
 * while the template offers self-exchange and the event's window is open, the same number of
 * tickets at equal or greater value, paying a difference by card (decisions/0051).
 */

const shop = { tag: 'customer-accounts', permission: null, tenant: 'host', auth: 'customer' } as const;
const orderParams = z.object({ orderId: z.bigIdParam() });
const choice = z.object({
  /** The customer's tickets of the order given back. */
  ticketIds: z.array(z.bigId()).min(1).max(100),
});

/** The staff quote's figures; above 0 the customer pays the difference by card. */
export const selfExchangeQuote = exchangeQuote.pick({
  newValue: true,
  credit: true,
  fees: true,
  difference: true,
});
export type SelfExchangeQuote = z.infer<typeof selfExchangeQuote>;

const selfExchangeErrors = [
  'purchase.order_not_found',
  'purchase.ticket_not_found',
  'purchase.basket_not_found',
  'purchase.basket_closed',
  'purchase.basket_empty',
  'purchase.reservation_expired',
  'purchase.transfer_ticket_not_live',
  'purchase.exchange_nothing_chosen',
  'purchase.exchange_ticket_voided',
  'purchase.exchange_ticket_used',
  'purchase.exchange_count_mismatch',
  'purchase.exchange_lower_value',
  'purchase.exchange_ticket_in_basket',
  'purchase.self_exchange_not_offered',
  'purchase.self_exchange_closed',
  'common.validation_failed',
  ...saleTimingErrors,
] as const;

export const quoteSelfExchange = defineEndpoint({
  ...shop,
  id: 'quoteSelfExchange',
  method: 'POST',
  path: '/api/shop/account/orders/:orderId/exchange/quote',
  summary:
    'What exchanging these tickets of the signed-in customer for the seats in this browser’s basket comes to: the new value, the credit of the old tickets, the exchange fees and the difference to pay.',
  params: orderParams,
  body: choice,
  output: selfExchangeQuote,
  errors: selfExchangeErrors,
  example: { ticketIds: [1] },
});

export const exchangeSelfTickets = defineEndpoint({
  ...shop,
  id: 'exchangeSelfTickets',
  method: 'POST',
  path: '/api/shop/account/orders/:orderId/exchange',
  summary:
    'The signed-in customer exchanges their tickets for the seats in this browser’s basket: the old tickets are voided and their seats go back on sale, the new ones are sold on the same order and a difference is paid by card, all at once or not at all.',
  params: orderParams,
  body: choice.extend({
    /** The difference the customer saw: a changed one is refused, to be looked at again. */
    difference: z.int4(),
    /** Paying a difference above 0. */
    card: cardDetails.optional(),
    /** Made once per attempt: the card is authorized under it. */
    idempotencyKey: z.string().min(16).max(100),
  }),
  /** The customer's live tickets, the new ones among them. */
  output: z.array(customerTicket),
  errors: [
    ...selfExchangeErrors,
    'purchase.exchange_difference_changed',
    'purchase.payment_total_mismatch',
    ...cardErrors,
    'purchase.payment_accounts_differ',
  ],
  example: { ticketIds: [1], difference: 0, idempotencyKey: 'example-self-exchange-0001' },
});
