import { defineEndpoint } from '../endpoint';
import * as z from '../zod';
import { basket, basketAddErrors } from './baskets';
import { sellableSeasonPackage } from './seasons';

/**
 * The shop's /subscriptions (decisions/0111): a signed-in customer chooses a season package on
 * sale, its price type, a flex package's events and a seat (or the best place open in every
 * event), and it goes into this browser's basket as one package line; the shop's checkout
 * takes it with a card the customer agrees to keep.
 */
const customer = { tag: 'seasons', permission: null, tenant: 'host', auth: 'customer' } as const;

export const shopSeasonPackage = sellableSeasonPackage;
export type ShopSeasonPackage = z.infer<typeof shopSeasonPackage>;

export const listShopSeasonPackages = defineEndpoint({
  ...customer,
  id: 'listShopSeasonPackages',
  method: 'GET',
  path: '/api/shop/subscriptions',
  summary:
    'The season packages on sale (not archived, of a season not archived) with their events and prices, for the signed-in customer.',
  output: z.array(shopSeasonPackage),
  errors: ['admin.season_tickets_disabled'],
});

export const addShopSeasonPackage = defineEndpoint({
  ...customer,
  id: 'addShopSeasonPackage',
  method: 'POST',
  path: '/api/shop/subscriptions/:packageId/basket',
  summary:
    'Puts a season package into this browser’s basket: the seat picked on the map of its first (chosen) event, or without `seatIds` the best place open in every event, taken in every event of the package (a flex one: the events chosen) at once, all or nothing.',
  params: z.object({ packageId: z.idParam() }),
  body: z.strictObject({
    priceTypeId: z.id(),
    /** One seat picked on the map of the package's first (chosen) event; none: best available. */
    seatIds: z.array(z.bigId()).min(1).max(1).optional(),
    /** A flex package: the events chosen, exactly its `chooseCount`. */
    eventIds: z.array(z.id()).min(1).max(200).optional(),
  }),
  output: z.object({ basket }),
  errors: [
    'admin.season_tickets_disabled',
    'purchase.basket_closed',
    'purchase.reservation_expired',
    ...basketAddErrors,
    'purchase.season_package_not_found',
    'purchase.season_package_no_price',
    'purchase.season_package_seat_taken',
    'purchase.season_package_seat_missing',
    'purchase.season_package_events',
    'purchase.season_package_no_seats',
  ],
  example: { priceTypeId: 1, seatIds: [1] },
});
