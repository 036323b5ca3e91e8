import { staffSalesChannels } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import * as z from '../zod';
import { offeredDeliveryMethod } from './delivery-plans';

const basketParams = z.object({ basketId: z.uuid() });
const itemParams = basketParams.extend({ itemId: z.bigIdParam() });
const positiveId = z.id();

export const feeCharge = z.object({
  feeId: z.number().int(),
  name: z.string(),
  amount: z.number().int(),
  added: z.boolean(),
});

export const basketItem = z.object({
  id: z.number().int(),
  kind: z.enum(['seat', 'ga']),
  eventId: z.number().int(),
  eventName: z.string(),
  eventStartsAt: z.iso.datetime(),
  /** The venue's time zone (IANA): the event time is shown in it. */
  eventTimeZone: z.string(),
  /** EventId-Section-Row-SeatId for a seat; the area's name for general admission. */
  seatKey: z.string(),
  section: z.string(),
  row: z.string(),
  seat: z.string(),
  quantity: z.number().int(),
  priceLevelId: z.number().int().nullable(),
  priceLevelName: z.string().nullable(),
  priceTypeId: z.number().int().nullable(),
  priceTypeName: z.string().nullable(),
  /** Price types this line may switch to. */
  priceTypes: z.array(z.object({ id: z.number().int(), name: z.string() })),
  faceValue: z.number().int(),
  discount: z.number().int(),
  fees: z.array(feeCharge),
  total: z.number().int(),
  /** The season package this line is a part of (`packages`); null for a line of its own. */
  packageLineId: z.number().int().nullable().default(null),
  /** The template package or event plan this line is a part of (`bundles`); null for a line of its own. */
  bundleLineId: z.number().int().nullable().default(null),
});
export type BasketItem = z.infer<typeof basketItem>;

/**
 * A product line of a basket (kind `product`): a product, or one variant of it, sold with an
 * event of the basket. Priced by the server: unit price × quantity, no per-ticket fees.
 */
export const basketProduct = z.object({
  id: z.number().int(),
  kind: z.literal('product'),
  eventId: z.number().int(),
  eventName: z.string(),
  productId: z.number().int(),
  productVariantId: z.number().int().nullable(),
  name: z.string(),
  variantName: z.string().nullable(),
  sku: z.string(),
  type: z.string(),
  /** Its quantity follows the number of tickets of the event in the basket; it cannot be set. */
  fullPartyAddOn: z.boolean(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  total: z.number().int(),
  /** The template package this product is a part of (`bundles`); null for a line of its own. */
  bundleLineId: z.number().int().nullable().default(null),
});
export type BasketProduct = z.infer<typeof basketProduct>;

export const basket = z.object({
  id: z.uuid(),
  channel: z.string(),
  status: z.enum(['open', 'checked_out', 'abandoned']),
  expiresAt: z.iso.datetime().nullable(),
  promoCode: z.string().nullable(),
  items: z.array(basketItem),
  /** Product lines; their total is in `productTotal` and `total`. */
  products: z.array(basketProduct).default([]),
  /** Season packages: one line each, its parts the items carrying its id (decisions/0086). */
  packages: z
    .array(
      z.object({
        id: z.number().int(),
        packageId: z.number().int(),
        name: z.string(),
        section: z.string(),
        row: z.string(),
        seat: z.string(),
        priceTypeName: z.string(),
        /** The parts' totals together. */
        total: z.number().int(),
      }),
    )
    .default([]),
  /**
   * Template packages and event plans: one line each, its parts the items and products carrying
   * its id (decisions/0112).
   */
  bundles: z
    .array(
      z.object({
        id: z.number().int(),
        kind: z.enum(['templatePackage', 'eventPlan']),
        name: z.string(),
        /** The parts' totals together (tickets with their fees, and products). */
        total: z.number().int(),
      }),
    )
    .default([]),
  orderFees: z.array(feeCharge),
  faceValueTotal: z.number().int(),
  feeTotal: z.number().int(),
  discountTotal: z.number().int(),
  /** Sum of the product lines. */
  productTotal: z.number().int().default(0),
  total: z.number().int(),
  orderId: z.number().int().nullable(),
  /** The delivery methods the basket's events share and still offer (empty: none to choose). */
  deliveryMethods: z.array(offeredDeliveryMethod).default([]),
});
export type Basket = z.infer<typeof basket>;

const staffBasket = {
  tag: 'sell-tickets',
  auth: 'staff',
  tenant: 'session',
  permission: 'sellTickets',
} as const;
const basketErrors = ['purchase.basket_not_found', 'purchase.basket_closed'] as const;

export const openBasket = defineEndpoint({
  ...staffBasket,
  id: 'openBasket',
  method: 'POST',
  path: '/api/admin/baskets',
  summary: 'Starts an empty basket for a sale through a back-office sales channel.',
  body: z.object({ channel: z.enum(staffSalesChannels) }),
  output: basket,
  status: 201,
  errors: ['purchase.channel_not_allowed'],
  example: { channel: 'PointOfSale' },
});

export const getBasket = defineEndpoint({
  ...staffBasket,
  id: 'getBasket',
  method: 'GET',
  path: '/api/admin/baskets/:basketId',
  summary: 'A basket with every line priced by the pricing engine.',
  params: basketParams,
  output: basket,
  errors: ['purchase.basket_not_found'],
});

/** What every add names: the event, and the price type of the new lines (the default when null). */
const addCommon = {
  eventId: positiveId,
  priceTypeId: positiveId.nullable().default(null),
};

/** The seats chosen on the map, with the seat alerts the buyer has acknowledged. */
export const addSeatsBody = (maxSeats: number) =>
  z.object({
    ...addCommon,
    seatIds: z.array(z.bigId()).min(1).max(maxSeats),
    acknowledgedAlertIds: z.array(positiveId).max(50).default([]),
  });

/** Best available seats together: a quantity within price levels and a maximum price. */
export const addBestSeatsBody = z.object({
  ...addCommon,
  quantity: z.number().int().min(1).max(100),
  priceLevelIds: z.array(positiveId).max(50).default([]),
  maxPrice: z.number().int().min(0).nullable().default(null),
});

/** General-admission places in one area. */
export const addGaBody = z.object({
  ...addCommon,
  areaId: positiveId,
  quantity: z.number().int().min(1).max(100),
});

/** A line's new price type (the default with null). */
export const priceTypeBody = z.object({ priceTypeId: positiveId.nullable() });

/** A promo code to apply, or null to remove it. */
export const promoCodeBody = z.object({ code: z.string().trim().min(1).max(64).nullable() });

/**
 * An event not on sale through the basket's channel now: its channel's on-sale or off-sale
 * date, the sales cutoff, the admin off-sale, the event periods (decisions/0049).
 */
export const saleTimingErrors = [
  'purchase.event_not_on_sale',
  'purchase.channel_not_yet_on_sale',
  'purchase.channel_off_sale',
  'purchase.sales_cutoff_passed',
  'purchase.admin_off_sale',
  'purchase.event_outside_periods',
] as const;

/** What an add may answer besides the basket's own errors, in the shop and at the box office. */
export const basketAddErrors = [
  'common.not_found',
  ...saleTimingErrors,
  'purchase.seats_unavailable',
  /** A seat picked was taken by another buyer a moment earlier. */
  'purchase.seats_just_taken',
  'purchase.ticket_limit_per_request',
  'purchase.ticket_limit_per_order',
  'purchase.price_type_not_available',
  'purchase.no_price_for_type',
  /** A seat or general-admission area without a price level is not on sale. */
  'purchase.seat_unpriced',
  'purchase.ga_area_unpriced',
  /** A full-party add-on in the basket follows the tickets and its stock ran short. */
  'purchase.product_out_of_stock',
  /** A price level that must be sold in a package (decisions/0086). */
  'purchase.season_package_only',
] as const;

export const priceTypeErrors = [
  'common.not_found',
  /** A season package's part takes the package's price type (decisions/0086). */
  'purchase.season_package_part',
  'purchase.price_type_not_available',
  'purchase.no_price_for_type',
] as const;
export const promoCodeErrors = [
  'purchase.promotion_invalid',
  'purchase.promotion_customer_tags_required',
  'purchase.promo_code_in_use',
  'purchase.promotion_archived',
] as const;

/** What a staff seller's user group may refuse in an addition (spec §3). */
const staffAddErrors = [
  'purchase.channel_not_allowed',
  'sale.hold_not_allowed',
  'sale.sale_type_not_allowed',
] as const;

export const addSeatsToBasket = defineEndpoint({
  ...staffBasket,
  id: 'addSeatsToBasket',
  method: 'POST',
  path: '/api/admin/baskets/:basketId/seats',
  summary: 'Reserves the chosen seats of an event for the basket, all or nothing.',
  params: basketParams,
  body: addSeatsBody(500),
  output: basket,
  errors: [
    ...basketErrors,
    ...basketAddErrors,
    ...staffAddErrors,
    'purchase.single_seat_left',
    'purchase.seat_alert_not_acknowledged',
  ],
  example: { eventId: 1, seatIds: [1] },
});

export const addBestSeatsToBasket = defineEndpoint({
  ...staffBasket,
  id: 'addBestSeatsToBasket',
  method: 'POST',
  path: '/api/admin/baskets/:basketId/best-seats',
  summary:
    'Reserves the best available seats together for a quantity, within price levels and a maximum price.',
  params: basketParams,
  body: addBestSeatsBody,
  output: basket,
  errors: [...basketErrors, ...basketAddErrors, ...staffAddErrors],
  example: { eventId: 1, quantity: 2 },
});

export const addGaToBasket = defineEndpoint({
  ...staffBasket,
  id: 'addGaToBasket',
  method: 'POST',
  path: '/api/admin/baskets/:basketId/general-admission',
  summary: 'Reserves places in a general-admission area for the basket.',
  params: basketParams,
  body: addGaBody,
  output: basket,
  errors: [...basketErrors, ...basketAddErrors, ...staffAddErrors],
  example: { eventId: 1, areaId: 1, quantity: 2 },
});

export const setBasketItemPriceType = defineEndpoint({
  ...staffBasket,
  id: 'setBasketItemPriceType',
  method: 'PATCH',
  path: '/api/admin/baskets/:basketId/items/:itemId',
  summary: 'Changes the price type of a basket line.',
  params: itemParams,
  body: priceTypeBody,
  output: basket,
  errors: [...basketErrors, ...priceTypeErrors],
  example: { priceTypeId: null },
});

export const removeBasketItem = defineEndpoint({
  ...staffBasket,
  id: 'removeBasketItem',
  method: 'DELETE',
  path: '/api/admin/baskets/:basketId/items/:itemId',
  summary: 'Removes a line and gives its seats or places back.',
  params: itemParams,
  output: basket,
  errors: [...basketErrors, 'common.not_found'],
});

export const setBasketPromoCode = defineEndpoint({
  ...staffBasket,
  id: 'setBasketPromoCode',
  method: 'PUT',
  path: '/api/admin/baskets/:basketId/promo-code',
  summary: 'Applies a promo code to the basket, or removes it with null.',
  params: basketParams,
  body: promoCodeBody,
  output: basket,
  errors: [
    ...basketErrors,
    ...promoCodeErrors,
    'purchase.channel_not_allowed',
    'sale.promo_code_not_allowed',
  ],
  example: { code: null },
});
