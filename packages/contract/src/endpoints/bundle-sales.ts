import { defineEndpoint } from '../endpoint';
import * as z from '../zod';
import { basket, basketAddErrors } from './baskets';
import { shopBasketOutput } from './shop-buy';

/**
 * Template packages and event plans sold as one basket line with their parts, at the box office
 * and in the shop (decisions/0112).
 */

const staff = { tag: 'sell-tickets', auth: 'staff', tenant: 'session', permission: 'sellTickets' } as const;
const shop = { tag: 'shop', auth: 'public', permission: null, tenant: 'host' } as const;

/** A template package on sale with an event: what it includes and its price. */
export const sellableTemplatePackage = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** The package's price (a whole-price package) or the sum of its items' prices (per item). */
  price: z.number().int(),
  items: z.array(
    z.object({
      kind: z.enum(['PriceLevel', 'PriceType', 'Product']),
      /** The price level, price type or product (and variant) it includes. */
      name: z.string(),
      quantity: z.number().int(),
    }),
  ),
});

/** An event plan that has this event among its events, with what a buyer chooses from. */
export const sellableEventPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  selectionMode: z.enum(['Fixed', 'Flexible']),
  minEvents: z.number().int().nullable(),
  maxEvents: z.number().int().nullable(),
  discountKind: z.enum(['None', 'Percentage', 'FlatAmount']),
  discount: z.number().int(),
  events: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      startsAt: z.iso.datetime(),
      timeZone: z.string(),
      /** The levels a plan sells (not package-only), with their prices. */
      priceLevels: z.array(
        z.object({ id: z.number().int(), name: z.string(), defaultPrice: z.number().int() }),
      ),
    }),
  ),
});

export const eventBundles = z.object({
  packages: z.array(sellableTemplatePackage),
  plans: z.array(sellableEventPlan),
});

export const addTemplatePackageBody = z.object({
  packageId: z.id(),
  /** The event of the package's template whose tickets it includes (products are sold with it). */
  eventId: z.id(),
});

export const addEventPlanBody = z.object({
  planId: z.id(),
  /** One line per chosen event: its price level and how many tickets (the same for every event). */
  lines: z
    .array(z.object({ eventId: z.id(), priceLevelId: z.id(), quantity: z.number().int().min(1).max(20) }))
    .min(1)
    .max(50),
});

const bundleAddErrors = [
  'purchase.basket_not_found',
  'purchase.basket_closed',
  'purchase.reservation_expired',
  'purchase.channel_not_allowed',
  ...basketAddErrors,
  'purchase.bundle_not_found',
  'purchase.bundle_seats_unavailable',
  'purchase.product_out_of_stock',
] as const;
const planErrors = [
  'purchase.plan_event_unknown',
  'purchase.plan_event_duplicate',
  'purchase.plan_events_incomplete',
  'purchase.plan_selection_count',
  'admin.event_plan_price_level_invalid',
] as const;
const eventIdParams = z.object({ eventId: z.idParam() });
const basketParams = z.object({ basketId: z.uuid() });

export const getSellEventBundles = defineEndpoint({
  ...staff,
  id: 'getSellEventBundles',
  method: 'GET',
  path: '/api/admin/sell/events/:eventId/bundles',
  summary: 'The template packages and event plans on sale with an event.',
  params: eventIdParams,
  output: eventBundles,
  errors: ['common.not_found'],
});

export const addTemplatePackageToBasket = defineEndpoint({
  ...staff,
  id: 'addTemplatePackageToBasket',
  method: 'POST',
  path: '/api/admin/baskets/:basketId/template-packages',
  summary:
    'Adds a template package for one of its template’s events as one line: its tickets (best seats at its price levels) and products, taken all or nothing and priced by the package.',
  params: basketParams,
  body: addTemplatePackageBody,
  output: basket,
  errors: bundleAddErrors,
  example: { packageId: 1, eventId: 1 },
});

export const addEventPlanToBasket = defineEndpoint({
  ...staff,
  id: 'addEventPlanToBasket',
  method: 'POST',
  path: '/api/admin/baskets/:basketId/event-plans',
  summary:
    'Adds an event plan for the events chosen within its rules as one line: best seats at the chosen level in each event, all or nothing, each ticket priced by the plan’s rule.',
  params: basketParams,
  body: addEventPlanBody,
  output: basket,
  errors: [...bundleAddErrors, ...planErrors],
  example: { planId: 1, lines: [{ eventId: 1, priceLevelId: 1, quantity: 1 }] },
});

export const getShopEventBundles = defineEndpoint({
  ...shop,
  id: 'getShopEventBundles',
  method: 'GET',
  path: '/api/shop/events/:eventId/bundles',
  summary: 'The template packages and event plans on sale with an event in the shop.',
  params: eventIdParams,
  output: eventBundles,
  errors: ['common.not_found'],
});

export const addShopTemplatePackage = defineEndpoint({
  ...shop,
  id: 'addShopTemplatePackage',
  method: 'POST',
  path: '/api/shop/basket/template-packages',
  summary: 'Adds a template package to this browser’s basket (started when there is none) as one line.',
  body: addTemplatePackageBody,
  output: shopBasketOutput,
  errors: [...bundleAddErrors, 'purchase.waiting_room_required'],
  example: { packageId: 1, eventId: 1 },
});

export const addShopEventPlan = defineEndpoint({
  ...shop,
  id: 'addShopEventPlan',
  method: 'POST',
  path: '/api/shop/basket/event-plans',
  summary: 'Adds an event plan to this browser’s basket (started when there is none) as one line.',
  body: addEventPlanBody,
  output: shopBasketOutput,
  errors: [...bundleAddErrors, ...planErrors, 'purchase.waiting_room_required'],
  example: { planId: 1, lines: [{ eventId: 1, priceLevelId: 1, quantity: 1 }] },
});
