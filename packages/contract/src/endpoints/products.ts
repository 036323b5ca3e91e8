import { defineEndpoint } from '../endpoint';
import { nameTranslations, venueNamesInput } from '../name-translations';
import * as z from '../zod';
import { basket, saleTimingErrors } from './baskets';
import { order } from './orders';
import { shopBasketOutput } from './shop-buy';

/** Kinds of product a venue sells beside tickets. */
export const productTypes = [
  'Merchandise',
  'Parking',
  'FoodAndBeverage',
  'Program',
  'Donation',
  'Other',
] as const;

const templateParams = z.object({ id: z.idParam() });
const productParams = z.object({ id: z.idParam() });
const sku = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .regex(/^[A-Za-z0-9._-]+$/);

export const productVariantInput = z.strictObject({
  name: z.string().trim().min(1).max(100),
  sku,
  quantityAvailable: z.number().int().min(0).max(10_000_000).nullable().default(null),
});

export const productInput = z.strictObject({
  name: z.string().trim().min(1).max(100),
  nameTranslations,
  type: z.enum(productTypes),
  sku,
  price: z.number().int().min(0).max(100_000_000),
  inventoryControlled: z.boolean().default(false),
  fullPartyAddOn: z.boolean().default(false),
  redemptionInstructions: z.string().max(2000).default(''),
  /** Spec §9: hard ticket text is up to 12 lines of about 100 characters. */
  hardTicketText: z
    .string()
    .max(1300)
    .refine((text) => text.split('\n').length <= 12 && text.split('\n').every((line) => line.length <= 100))
    .default(''),
  variants: z.array(productVariantInput).max(100).default([]),
});

export const product = productInput.omit({ variants: true }).extend({
  id: z.number().int(),
  archived: z.boolean(),
  variants: z.array(
    productVariantInput.extend({ id: z.number().int(), sold: z.number().int(), archived: z.boolean() }),
  ),
});

export type Product = z.infer<typeof product>;

/** What an edit changes of a product: its name through `renameProduct`, variants one by one. */
export const productSettings = productInput.omit({ name: true, nameTranslations: true, variants: true });

const common = {
  auth: 'staff',
  tenant: 'session',
  permission: 'manageEventTemplates',
  tag: 'products',
} as const;

export const listProducts = defineEndpoint({
  ...common,
  id: 'listProducts',
  method: 'GET',
  path: '/api/admin/event-templates/:id/products',
  summary: 'Products sold with an event template’s events, with their variants and stock.',
  params: templateParams,
  output: z.array(product),
  errors: ['admin.event_template_not_found'],
});

export const createProduct = defineEndpoint({
  ...common,
  id: 'createProduct',
  method: 'POST',
  path: '/api/admin/event-templates/:id/products',
  summary: 'Adds a product with its variants; SKUs are unique in the account.',
  params: templateParams,
  body: productInput,
  output: product,
  status: 201,
  errors: [
    'admin.event_template_not_found',
    'admin.event_template_archived',
    'admin.product_sku_taken',
    'admin.product_stock_required',
  ],
  example: {
    name: 'Souvenir programme',
    type: 'Program',
    sku: 'PROG-2026',
    price: 800,
    variants: [{ name: 'Standard', sku: 'PROG-2026-STD', quantityAvailable: 500 }],
  },
});

export const renameProduct = defineEndpoint({
  ...common,
  id: 'renameProduct',
  method: 'PUT',
  path: '/api/admin/products/:id/names',
  summary:
    'Renames a product and sets its name in other languages. Items already sold keep the names they were sold under.',
  params: productParams,
  body: venueNamesInput,
  output: product,
  errors: ['admin.product_not_found', 'admin.event_template_archived'],
  example: { name: 'Souvenir programme', nameTranslations: { 'es-ES': 'Programa de mano' } },
});

const productEditErrors = [
  'admin.product_not_found',
  'admin.event_template_archived',
  'admin.product_archived',
] as const;

export const updateProduct = defineEndpoint({
  ...common,
  id: 'updateProduct',
  method: 'PUT',
  path: '/api/admin/products/:id',
  summary:
    'Changes a product’s type, SKU, price, stock control and texts for the next sale. Items already sold keep their price.',
  params: productParams,
  body: productSettings,
  output: product,
  errors: [...productEditErrors, 'admin.product_sku_taken', 'admin.product_stock_required'],
  example: { type: 'Program', sku: 'PROG-2026', price: 900 },
});

export const archiveProduct = defineEndpoint({
  ...common,
  id: 'archiveProduct',
  method: 'POST',
  path: '/api/admin/products/:id/archive',
  summary:
    'Archives a product for good: no longer offered in the shop or the box office; items sold keep it. It stays listed.',
  params: productParams,
  output: product,
  errors: ['admin.product_not_found', 'admin.event_template_archived'],
});

export const addProductVariant = defineEndpoint({
  ...common,
  id: 'addProductVariant',
  method: 'POST',
  path: '/api/admin/products/:id/variants',
  summary: 'Adds a variant to a product; its stock is required when the product’s inventory is controlled.',
  params: productParams,
  body: productVariantInput,
  output: product,
  status: 201,
  errors: [...productEditErrors, 'admin.product_stock_required'],
  example: { name: 'Large', sku: 'TEE-L', quantityAvailable: 20 },
});

export const updateProductVariant = defineEndpoint({
  ...common,
  id: 'updateProductVariant',
  method: 'PUT',
  path: '/api/admin/product-variants/:id',
  summary:
    'Changes a variant’s name, SKU and stock; the stock cannot go below what is sold or held in baskets.',
  params: productParams,
  body: productVariantInput,
  output: product,
  errors: [
    'admin.product_variant_not_found',
    'admin.event_template_archived',
    'admin.product_archived',
    'admin.product_variant_archived',
    'admin.product_stock_required',
    'admin.product_stock_below_sold',
  ],
  example: { name: 'Large', sku: 'TEE-L', quantityAvailable: 30 },
});

export const archiveProductVariant = defineEndpoint({
  ...common,
  id: 'archiveProductVariant',
  method: 'POST',
  path: '/api/admin/product-variants/:id/archive',
  summary:
    'Archives a variant for good: no longer offered; items sold keep it. A product with variants keeps one on sale.',
  params: productParams,
  output: product,
  errors: [
    'admin.product_variant_not_found',
    'admin.event_template_archived',
    'admin.product_variant_last_active',
  ],
});

const eventIdParam = z.idParam();
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
  /** The shop's address of its image; null without one. */ imageUrl: z.string().nullable().default(null),
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
  ...saleTimingErrors,
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
  params: z.object({ eventId: eventIdParam }),
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
  params: z.object({ eventId: eventIdParam }),
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
  errors: [...addErrors, 'purchase.reservation_expired', 'purchase.waiting_room_required'],
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
    'admin.bundle_part_alone',
  ],
  example: { productItemIds: [1] },
});
