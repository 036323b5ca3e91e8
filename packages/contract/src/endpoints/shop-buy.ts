import { giftCertificateStatuses, saleModes } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import { accountCreditErrors, cardErrors, giftCertificateErrors } from '../payment-errors';
import * as z from '../zod';
import {
  addBestSeatsBody,
  addGaBody,
  addSeatsBody,
  basket,
  basketAddErrors,
  buyerDetails,
  cardDetails,
  priceTypeBody,
  priceTypeErrors,
  processorPaymentMethod,
  promoCodeBody,
  promoCodeErrors,
  saleTimingErrors,
} from './baskets';
import { offeredDeliveryMethod, postalAddress } from './delivery-plans';
import { order, orderTicket } from './orders';
import { sellSeats } from './sell';

const id = z.idParam();
const positiveId = z.id();

const shop = { tag: 'shop', auth: 'public', permission: null, tenant: 'host' } as const;

export const availabilityLevels = ['High', 'Medium', 'Low', 'SoldOut'] as const;
export const webSaleStates = ['on_sale', 'not_yet_on_sale', 'off_sale'] as const;

/** A series: the active events made from one event template. */
export const shopSeriesSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  venueName: z.string(),
  timezone: z.string(),
  firstStartsAt: z.iso.datetime(),
  lastStartsAt: z.iso.datetime(),
  eventCount: z.number().int(),
});
export type ShopSeriesSummary = z.infer<typeof shopSeriesSummary>;

export const shopSeriesEvent = z.object({
  id: z.number().int(),
  name: z.string(),
  venueName: z.string(),
  timezone: z.string(),
  startsAt: z.iso.datetime(),
  availability: z.enum(availabilityLevels),
  saleState: z.enum(webSaleStates),
  webOnSaleAt: z.iso.datetime().nullable(),
  heavyOnSale: z.boolean(),
  /**
   * The lowest all-in price of a ticket on the Web (the cheapest level and Web price type, with
   * the per-ticket fees), in minor units; null when none is priced.
   */
  fromPrice: z.number().int().nullable(),
});
export type ShopSeriesEvent = z.infer<typeof shopSeriesEvent>;

export const shopSeries = z.object({
  id: z.number().int(),
  name: z.string(),
  currency: z.string(),
  events: z.array(shopSeriesEvent),
});
export type ShopSeries = z.infer<typeof shopSeries>;

/** An event's seats as the Web channel sees them (holds not sold on the web are unavailable). */
export const shopEventSeats = sellSeats.omit({ channel: true }).extend({
  seriesId: z.number().int().nullable(),
  saleState: z.enum(webSaleStates),
  heavyOnSale: z.boolean(),
  /** How the shop lets the buyer choose seats: on the map, best available, or either. */
  saleMode: z.enum(saleModes),
  currency: z.string(),
  maxTicketsPerOrder: z.number().int(),
  /**
   * When the first seat shown taken by a basket comes free (that basket's time runs out), so
   * the map can be asked again at that moment; null when no seat is in a basket.
   */
  heldUntil: z.iso.datetime().nullable(),
});
export type ShopEventSeats = z.infer<typeof shopEventSeats>;

/** What a shop buyer fills in at checkout; the same schema checks the form and the call. */
export const shopBuyer = buyerDetails.extend({ address: postalAddress.optional() });
export type ShopBuyer = z.input<typeof shopBuyer>;

/** A gift certificate paying part or all of the order; the server checks it and the amount. */
export const shopGiftCertificatePayment = z.object({
  number: z.string().trim().min(1).max(40),
  amount: z.int4().min(1),
});

export const shopCheckoutBody = z.object({
  /** Made once per checkout attempt by the browser; a retry with it answers the same order. */
  idempotencyKey: z.string().min(16).max(100),
  /**
   * The basket's total the buyer was shown and agrees to pay, in minor units: when the basket
   * costs anything else now, nothing is charged and the answer says the new total.
   */
  expectedTotal: z.int4().min(0),
  buyer: shopBuyer,
  /** Pays what the gift certificate leaves; not needed when the certificate pays everything. */
  card: cardDetails.optional(),
  /** The card as the processor's browser fields answered it (a Stripe PaymentMethod), instead of `card`. */
  paymentMethodId: processorPaymentMethod.optional(),
  giftCertificate: shopGiftCertificatePayment.nullable().default(null),
  /**
   * What the signed-in customer's account credit pays, in minor units (decisions/0087); the card
   * pays the rest. Never more than the total nor the balance.
   */
  accountCredit: z.int4().positive().nullable().default(null),
  /** One of the basket's `deliveryMethods`; none: the plan's first method that needs no address. */
  deliveryMethodId: positiveId.nullable().default(null),
  /** Where tickets sent by mail go. */
  deliveryAddress: postalAddress.nullable().default(null),
  termsAccepted: z.boolean().default(false),
  /**
   * A payment plan (one of `GET /api/shop/basket/payment-plans`), for a signed-in customer only
   * (decisions/0107): the card pays the first instalment now and is kept for the later ones,
   * which the job queue charges on their dates. `expectedTotal` stays the order's full total.
   */
  paymentPlanId: positiveId.nullable().default(null),
  /**
   * The buyer's consent to keep the card: for a plan's later instalments (a plan needs it), and
   * for a basket with a season package, which keeps the card in the customer's account
   * (decisions/0111: season ticket purchases require a saved card and authorization to save it).
   */
  keepCard: z.boolean().default(false),
  /**
   * Pay later (decisions/0109): no card now; the order is held on an invoice due by the account's
   * terms, mailed to `invoiceEmail` (the buyer's when absent) with a link to pay it.
   */
  payByInvoice: z.boolean().default(false),
  invoiceEmail: z.email().max(200).nullable().default(null),
  /**
   * A card the signed-in customer keeps in their account (`GET /api/shop/account/payment-methods`)
   * paying a plan instead of `card`/`paymentMethodId` (decisions/0110): it pays the first
   * instalment now and the later ones on their dates. A plan only; the card must be kept with the
   * payment account the order is paid to.
   */
  storedCardId: positiveId.nullable().default(null),
});

/**
 * A ticket as its buyer sees it: section, row, seat and seat key are null when the venue hides
 * seat locations on the order's channel (group sales, house seats).
 */
export const shopOrderTicket = orderTicket.extend({
  seatKey: z.string().nullable(),
  section: z.string().nullable(),
  row: z.string().nullable(),
  seat: z.string().nullable(),
});

/** An order as its buyer sees it in the shop: with the delivery method chosen at checkout. */
export const shopOrder = order.extend({
  tickets: z.array(shopOrderTicket),
  /** An order on invoice, to its buyer just after checkout: the invoice page, with its signed link. */
  invoicePath: z.string().nullable().optional(),
  deliveryMethod: offeredDeliveryMethod.pick({ id: true, type: true, displayName: true }).nullable(),
  /**
   * The template packages and event plans bought: one each, named as sold; its parts are the
   * tickets and products carrying its id (`bundleLineId`, decisions/0112, 0117).
   */
  bundles: z
    .array(
      z.object({ id: z.number().int(), kind: z.enum(['templatePackage', 'eventPlan']), name: z.string() }),
    )
    .default([]),
});
export type ShopOrder = z.infer<typeof shopOrder>;

/** What anyone holding a certificate's number may learn: its balance, state and expiration. */
export const shopGiftCertificateBalance = z.object({
  balance: z.number().int(),
  currency: z.string(),
  status: z.enum(giftCertificateStatuses),
  expired: z.boolean(),
  expiresAt: z.iso.datetime().nullable(),
});
export type ShopGiftCertificateBalance = z.infer<typeof shopGiftCertificateBalance>;

export const shopBasketOutput = z.object({ basket: basket.nullable() });

const basketErrors = [
  'purchase.basket_not_found',
  'purchase.basket_closed',
  'purchase.reservation_expired',
] as const;
const addErrors = [
  ...basketErrors,
  ...basketAddErrors,
  'purchase.ticket_limit_aggregate',
  'purchase.waiting_room_required',
] as const;

export const listShopSeries = defineEndpoint({
  ...shop,
  id: 'listShopSeries',
  method: 'GET',
  path: '/api/shop/series',
  summary: 'Series on sale in the shop: one per event template with active events to come.',
  output: z.array(shopSeriesSummary),
  errors: [],
});

export const getShopSeries = defineEndpoint({
  ...shop,
  id: 'getShopSeries',
  method: 'GET',
  path: '/api/shop/series/:seriesId',
  summary: 'A series’ events to come with availability and their Web sale state.',
  params: z.object({ seriesId: id }),
  output: shopSeries,
  errors: ['common.not_found'],
});

export const getShopEventSeats = defineEndpoint({
  ...shop,
  id: 'getShopEventSeats',
  method: 'GET',
  path: '/api/shop/events/:eventId/seats',
  summary:
    'An event’s seats, general-admission places, price levels, seat alerts and Web price types as the shop sees them.',
  params: z.object({ eventId: id }),
  query: z.object({ since: z.coerce.number().int().min(0).optional() }),
  output: shopEventSeats,
  errors: ['common.not_found'],
});

export const getShopBasket = defineEndpoint({
  ...shop,
  id: 'getShopBasket',
  method: 'GET',
  path: '/api/shop/basket',
  summary: 'This browser’s open basket (from its basket cookie), priced; null when there is none.',
  output: shopBasketOutput,
  errors: [],
});

export const addShopSeats = defineEndpoint({
  ...shop,
  id: 'addShopSeats',
  method: 'POST',
  path: '/api/shop/basket/seats',
  summary: 'Reserves the chosen seats for this browser’s basket (started when there is none).',
  body: addSeatsBody(100).extend({
    /** The offer that came with seats best available found; without it the seats are picked. */
    offer: z.string().max(2_000).optional(),
  }),
  output: shopBasketOutput,
  errors: [
    ...addErrors,
    'purchase.single_seat_left',
    'purchase.seat_alert_not_acknowledged',
    'purchase.seat_picking_not_offered',
  ],
  example: { eventId: 1, seatIds: [1] },
});

export const addShopBestSeats = defineEndpoint({
  ...shop,
  id: 'addShopBestSeats',
  method: 'POST',
  path: '/api/shop/basket/best-seats',
  summary: 'Reserves the best seats together for a quantity, within a price level or a maximum price.',
  body: addBestSeatsBody,
  output: shopBasketOutput,
  errors: [...addErrors, 'purchase.best_available_not_offered'],
  example: { eventId: 1, quantity: 2 },
});

/** Seats best available found, shown to the buyer before they go into the basket. */
export const foundSeat = z.object({
  id: z.number().int(),
  section: z.string(),
  row: z.string(),
  seat: z.string(),
  priceLevelId: z.number().int().nullable(),
});
export type FoundSeat = z.infer<typeof foundSeat>;

export const findShopBestSeats = defineEndpoint({
  ...shop,
  id: 'findShopBestSeats',
  method: 'POST',
  path: '/api/shop/events/:eventId/best-seats',
  summary:
    'Finds the best seats together for a quantity (venue-wide seat scores, within a price level or a maximum price, never leaving a single seat when the event says so) without reserving them; `excludeSeatIds` looks for others than those shown, `nearSeatIds` for the nearest to seats just taken. None found: an empty list.',
  params: z.object({ eventId: id }),
  body: z.object({
    quantity: z.number().int().min(1).max(100),
    priceLevelIds: z.array(positiveId).max(50).default([]),
    maxPrice: z.number().int().min(0).nullable().default(null),
    excludeSeatIds: z.array(positiveId).max(500).default([]),
    nearSeatIds: z.array(positiveId).max(100).default([]),
  }),
  output: z.object({
    seats: z.array(foundSeat),
    /** Signed for these seats: sent back when taking them, they are taken as best available. */
    offer: z.string(),
  }),
  errors: [
    'common.not_found',
    ...saleTimingErrors,
    'purchase.waiting_room_required',
    'purchase.best_available_not_offered',
  ],
  example: { quantity: 2 },
});

export const addShopGa = defineEndpoint({
  ...shop,
  id: 'addShopGa',
  method: 'POST',
  path: '/api/shop/basket/general-admission',
  summary: 'Reserves general-admission places for this browser’s basket.',
  body: addGaBody,
  output: shopBasketOutput,
  errors: addErrors,
  example: { eventId: 1, areaId: 1, quantity: 2 },
});

const itemParams = z.object({ itemId: z.bigIdParam() });

export const setShopBasketItemPriceType = defineEndpoint({
  ...shop,
  id: 'setShopBasketItemPriceType',
  method: 'PATCH',
  path: '/api/shop/basket/items/:itemId',
  summary: 'Changes the price type of a line of this browser’s basket.',
  params: itemParams,
  body: priceTypeBody,
  output: shopBasketOutput,
  errors: [...basketErrors, ...priceTypeErrors],
  example: { priceTypeId: null },
});

export const removeShopBasketItem = defineEndpoint({
  ...shop,
  id: 'removeShopBasketItem',
  method: 'DELETE',
  path: '/api/shop/basket/items/:itemId',
  summary: 'Removes a line of this browser’s basket and gives its seats back.',
  params: itemParams,
  output: shopBasketOutput,
  errors: [...basketErrors, 'common.not_found'],
});

export const setShopBasketPromoCode = defineEndpoint({
  ...shop,
  id: 'setShopBasketPromoCode',
  method: 'PUT',
  path: '/api/shop/basket/promo-code',
  summary: 'Applies a promo code to this browser’s basket, or removes it with null.',
  body: promoCodeBody,
  output: shopBasketOutput,
  errors: [...basketErrors, ...promoCodeErrors],
  example: { code: null },
});

export const checkoutShopBasket = defineEndpoint({
  ...shop,
  id: 'checkoutShopBasket',
  method: 'POST',
  path: '/api/shop/basket/checkout',
  summary:
    'Checkout of this browser’s basket: a gift certificate for part or all of it, the rest by card, and a delivery method. The order goes to the signed-in customer’s account, if any. Idempotent: a retry with the same key answers the same order and never charges twice.',
  body: shopCheckoutBody,
  output: shopOrder,
  status: 201,
  errors: [
    ...basketErrors,
    'purchase.basket_empty',
    ...saleTimingErrors,
    'purchase.promotion_archived',
    'purchase.waiting_room_required',
    'purchase.terms_not_accepted',
    'purchase.membership_required',
    'purchase.payment_total_mismatch',
    'purchase.minimum_payment',
    'purchase.delivery_method_required',
    'purchase.delivery_method_unavailable',
    'purchase.delivery_address_required',
    'purchase.delivery_international_not_allowed',
    ...giftCertificateErrors,
    'purchase.gift_certificate_exceeds_total',
    ...accountCreditErrors,
    'purchase.account_credit_exceeds_total',
    ...cardErrors,
    'purchase.payment_accounts_differ',
    'purchase.idempotency_key_reused',
    'purchase.total_changed',
    'purchase.instalment_plan_unavailable',
    'purchase.instalment_plan_card_required',
    'purchase.instalment_first_mismatch',
    'purchase.instalment_total_too_small',
    'purchase.invoice_unavailable',
    'purchase.instalment_stored_card_plan_only',
    'purchase.instalment_stored_card_elsewhere',
    'purchase.stored_card_not_found',
    'purchase.season_package_card_required',
  ],
  example: {
    idempotencyKey: 'example-shop-checkout-0001',
    expectedTotal: 5000,
    buyer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' },
    card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
    termsAccepted: true,
  },
});

export const getShopOrder = defineEndpoint({
  ...shop,
  id: 'getShopOrder',
  method: 'GET',
  path: '/api/shop/orders/:orderId',
  summary: 'An order bought by this browser (its basket cookie), with its tickets and delivery method.',
  params: z.object({ orderId: z.bigIdParam() }),
  output: shopOrder,
  errors: ['purchase.order_not_found'],
});

export const getShopGiftCertificateBalance = defineEndpoint({
  ...shop,
  id: 'getShopGiftCertificateBalance',
  method: 'GET',
  path: '/api/shop/gift-certificate-balance',
  summary:
    'A gift certificate’s balance, state and expiration by its number, in the host’s account; an unknown number is only "not found". Rate-limited.',
  query: z.object({ number: z.string().trim().min(1).max(40) }),
  output: shopGiftCertificateBalance,
  errors: ['purchase.gift_certificate_not_found', 'common.rate_limited'],
});

/** The body of a live seat stream: Server-Sent Events (decisions/0058). */
const seatStream = z
  .string()
  .describe(
    'text/event-stream. `seats`: the seats changed (id: the newest change number; data: what the map’s `since` read answers); `reload`: too far behind, read the whole map again; `ready`: caught up (data: {seq}). A comment line every few seconds keeps it open.',
  );

export const streamShopEventSeats = defineEndpoint({
  ...shop,
  id: 'streamShopEventSeats',
  method: 'GET',
  path: '/api/shop/events/:eventId/seats/stream',
  summary:
    'The event’s seat changes as the shop sees them, pushed as they happen (Server-Sent Events) from the map’s change number (`since`, or Last-Event-ID on reconnect; neither: from now on). Open streams per address are limited.',
  params: z.object({ eventId: id }),
  query: z.object({ since: z.coerce.number().int().min(0).optional() }),
  output: seatStream,
  errors: ['common.not_found'],
});
