import { defineEndpoint } from '../endpoint';
import * as z from '../zod';
import { basket } from './baskets';
import { order } from './orders';
import { productTypes } from './products';
import { shopBasketOutput } from './shop-buy';

const id = z.idParam();
const positiveId = z.id();

/** A variant as a buyer sees it: `available` is the stock left, null when unlimited. */
export const productOfferVariant = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  available: z.number().int().nullable(),
});

/** A product on sale with an event (its template's products, not archived). */
export const productOffer = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(productTypes),
  sku: z.string(),
  /** Price of one, in minor units. */
  price: z.number().int(),
  fullPartyAddOn: z.boolean(),
  redemptionInstructions: z.string(),
  /** Choose one of these when there are any. */
  variants: z.array(productOfferVariant),
  /** Left to sell across the variants; null when unlimited (a product without variants is). */
  available: z.number().int().nullable(),
});
export type ProductOffer = z.infer<typeof productOffer>;

export const productOffers = z.object({ eventId: z.number().int(), products: z.array(productOffer) });
export type ProductOffers = z.infer<typeof productOffers>;

/** Adds a product line: `variantId` is required when the product has variants. */
export const addProductBody = z.object({
  eventId: positiveId,
  productId: positiveId,
  variantId: positiveId.nullable().default(null),
  /** Ignored for a full-party add-on: its quantity is the event's ticket count in the basket. */
  quantity: z.number().int().min(1).max(99).default(1),
});
export const productQuantityBody = z.object({ quantity: z.number().int().min(1).max(99) });

const addErrors = [
  'purchase.basket_not_found',
  'purchase.basket_closed',
  'common.not_found',
  'purchase.event_not_on_sale',
  'purchase.product_not_found',
  'purchase.product_variant_required',
  'purchase.product_variant_not_found',
  'purchase.product_out_of_stock',
  'purchase.product_needs_tickets',
] as const;
const changeErrors = [
  'purchase.basket_not_found',
  'purchase.basket_closed',
  'common.not_found',
  'purchase.product_out_of_stock',
  'purchase.product_party_quantity_fixed',
] as const;

const staff = { tag: 'sell-tickets', auth: 'staff', tenant: 'session', permission: 'sellTickets' } as const;
const shop = { tag: 'shop', auth: 'public', permission: null, tenant: 'host' } as const;
const basketParams = z.object({ basketId: z.uuid() });
const lineParams = basketParams.extend({ itemId: z.bigIdParam() });

export const getSellProducts = defineEndpoint({
  ...staff,
  id: 'getSellProducts',
  method: 'GET',
  path: '/api/admin/sell/events/:eventId/products',
  summary: 'The products on sale with an event, with their variants, prices and stock left.',
  params: z.object({ eventId: id }),
  output: productOffers,
  errors: ['common.not_found'],
});

export const addProductToBasket = defineEndpoint({
  ...staff,
  id: 'addProductToBasket',
  method: 'POST',
  path: '/api/admin/baskets/:basketId/products',
  summary:
    'Adds a product line for an event of the basket’s sale, reserving its stock; a full-party add-on takes the number of the event’s tickets in the basket.',
  params: basketParams,
  body: addProductBody,
  output: basket,
  errors: addErrors,
  example: { eventId: 1, productId: 1, variantId: null, quantity: 1 },
});

export const setBasketProductQuantity = defineEndpoint({
  ...staff,
  id: 'setBasketProductQuantity',
  method: 'PATCH',
  path: '/api/admin/baskets/:basketId/products/:itemId',
  summary:
    'Changes the quantity of a product line (not of a full-party add-on), reserving or releasing stock.',
  params: lineParams,
  body: productQuantityBody,
  output: basket,
  errors: changeErrors,
  example: { quantity: 2 },
});

export const removeBasketProduct = defineEndpoint({
  ...staff,
  id: 'removeBasketProduct',
  method: 'DELETE',
  path: '/api/admin/baskets/:basketId/products/:itemId',
  summary: 'Removes a product line and releases its stock.',
  params: lineParams,
  output: basket,
  errors: ['purchase.basket_not_found', 'purchase.basket_closed', 'common.not_found'],
});

export const getShopEventProducts = defineEndpoint({
  ...shop,
  id: 'getShopEventProducts',
  method: 'GET',
  path: '/api/shop/events/:eventId/products',
  summary: 'The products on sale with an event in the shop, with their variants, prices and stock left.',
  params: z.object({ eventId: id }),
  output: productOffers,
  errors: ['common.not_found'],
});

export const addShopProduct = defineEndpoint({
  ...shop,
  id: 'addShopProduct',
  method: 'POST',
  path: '/api/shop/basket/products',
  summary:
    'Adds a product line for an event to this browser’s basket (started when there is none), reserving its stock.',
  body: addProductBody,
  output: shopBasketOutput,
  errors: [...addErrors, 'purchase.reservation_expired'],
  example: { eventId: 1, productId: 1, variantId: null, quantity: 1 },
});

export const setShopProductQuantity = defineEndpoint({
  ...shop,
  id: 'setShopProductQuantity',
  method: 'PATCH',
  path: '/api/shop/basket/products/:itemId',
  summary: 'Changes the quantity of a product line of this browser’s basket.',
  params: z.object({ itemId: z.bigIdParam() }),
  body: productQuantityBody,
  output: shopBasketOutput,
  errors: [...changeErrors, 'purchase.reservation_expired'],
  example: { quantity: 2 },
});

export const removeShopProduct = defineEndpoint({
  ...shop,
  id: 'removeShopProduct',
  method: 'DELETE',
  path: '/api/shop/basket/products/:itemId',
  summary: 'Removes a product line of this browser’s basket and releases its stock.',
  params: z.object({ itemId: z.bigIdParam() }),
  output: shopBasketOutput,
  errors: [
    'purchase.basket_not_found',
    'purchase.basket_closed',
    'purchase.reservation_expired',
    'common.not_found',
  ],
});

export const voidOrderProducts = defineEndpoint({
  tag: 'orders',
  auth: 'staff',
  tenant: 'session',
  permission: 'refundsAndCancellations',
  id: 'voidOrderProducts',
  method: 'POST',
  path: '/api/admin/orders/:orderId/void-products',
  summary:
    'Voids product items of an order: their stock returns and their value is refunded to the original payments.',
  params: z.object({ orderId: z.bigIdParam() }),
  body: z.object({
    productItemIds: z.array(z.bigId()).min(1).max(100),
    /** Refunds to the original payments; by default the owed amount, newest payment first. */
    refunds: z.array(z.object({ paymentId: z.bigId(), amount: z.int4().positive() })).optional(),
  }),
  output: order,
  errors: [
    'purchase.order_not_found',
    'admin.order_product_not_found',
    'admin.order_product_already_voided',
    'admin.order_refund_failed',
    'admin.order_refund_exceeds_paid',
    'admin.order_refund_total_mismatch',
  ],
  example: { productItemIds: [1] },
});
