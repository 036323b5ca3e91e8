import { saleModes } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import * as z from '../zod';
import {
  addBestSeatsBody,
  addGaBody,
  addSeatsBody,
  basket,
  basketAddErrors,
  priceTypeBody,
  priceTypeErrors,
  promoCodeBody,
  promoCodeErrors,
  saleTimingErrors,
} from './baskets';
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

export const shopBasketOutput = z.object({ basket: basket.nullable() });

/** Why a call on this browser's basket is refused: no basket, closed, or its hold ran out. */
export const basketErrors = [
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
