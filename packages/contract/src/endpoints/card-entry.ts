import { defineEndpoint } from '../endpoint';
import * as z from '../zod';

/**
 * How a card is entered for a basket, from the card payment account its venues name
 * (decisions/0089): the processor's own browser fields (Stripe's Payment Element, loaded from
 * `scriptUrl` with the account's publishable key; the card never reaches our servers), or our
 * card form (the sandbox, and processors without browser fields).
 */
export const cardEntry = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('form') }),
  z.object({
    kind: z.literal('stripe'),
    /** The account's publishable key (`pk_…`), made to be given to browsers. */
    publishableKey: z.string(),
    /** Stripe.js (STRIPE_JS_URL): the one script origin the page's CSP allows for it. */
    scriptUrl: z.string(),
  }),
]);
export type CardEntry = z.infer<typeof cardEntry>;

export const getShopCardEntry = defineEndpoint({
  tag: 'shop',
  auth: 'public',
  permission: null,
  tenant: 'host',
  id: 'getShopCardEntry',
  method: 'GET',
  path: '/api/shop/basket/card-entry',
  summary:
    'How the shop takes the card for this browser’s basket: Stripe’s Payment Element when its venues’ card payment account is Stripe, the card form otherwise; null when the browser has no basket.',
  output: cardEntry.nullable(),
  errors: [],
});

export const getBasketCardEntry = defineEndpoint({
  tag: 'sell-tickets',
  auth: 'staff',
  tenant: 'session',
  permission: 'sellTickets',
  id: 'getBasketCardEntry',
  method: 'GET',
  path: '/api/admin/baskets/:basketId/card-entry',
  summary:
    'How the box office takes a card for this basket: Stripe’s Payment Element when its venues’ card payment account is Stripe, the card form otherwise.',
  params: z.object({ basketId: z.uuid() }),
  output: cardEntry,
  errors: ['purchase.basket_not_found'],
});

export const getAccountCardEntry = defineEndpoint({
  tag: 'customer-accounts',
  auth: 'customer',
  permission: null,
  tenant: 'host',
  id: 'getAccountCardEntry',
  method: 'GET',
  path: '/api/shop/account/card-entry',
  summary:
    'How the shop account takes a card to keep: Stripe’s Payment Element when the account’s card payment account is Stripe, the card form otherwise (decisions/0107).',
  output: cardEntry,
  errors: [],
});
