import { seasonPackageKinds } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import * as z from '../zod';
import { basket, basketAddErrors } from './baskets';

/**
 * Seasons and season packages (decisions/0086): seasons group events in account settings; a
 * fixed package sells the same seat in every event of its season, at the box office, as one
 * basket line with its parts.
 */
const managing = {
  auth: 'staff',
  tenant: 'session',
  permission: 'seasonPackageManagement',
  tag: 'seasons',
} as const;
const selling = { auth: 'staff', tenant: 'session', permission: 'sellTickets', tag: 'seasons' } as const;

/** An ISO calendar date (YYYY-MM-DD). */
const day = z.iso.date();

export const season = z.object({
  id: z.number().int(),
  name: z.string(),
  startsOn: day,
  endsOn: day,
  eventIds: z.array(z.number().int()),
  /** The events in start order, named for the screens. */
  events: z.array(z.object({ id: z.number().int(), name: z.string(), startsAt: z.iso.datetime() })),
  /** The price types of its events' templates: what a package of the season may be priced by. */
  priceTypes: z.array(z.object({ id: z.number().int(), name: z.string() })),
  archived: z.boolean(),
});
export type Season = z.infer<typeof season>;

export const seasonInput = z.strictObject({
  name: z.string().trim().min(1).max(100),
  startsOn: day,
  endsOn: day,
  eventIds: z.array(z.id()).max(200).default([]),
  archived: z.boolean().default(false),
});

export const seasonPackagePrice = z.object({
  priceTypeId: z.id(),
  /** The whole package's price for one seat, minor units. */
  price: z.int4().min(0).max(100_000_000),
});

export const seasonPackage = z.object({
  id: z.number().int(),
  seasonId: z.number().int(),
  seasonName: z.string(),
  name: z.string(),
  /** Fixed: the same seat in every event of the season; flex: in `chooseCount` events the buyer chooses. */
  kind: z.enum(seasonPackageKinds),
  /** A flex package: how many events of its season the buyer chooses; null when fixed. */
  chooseCount: z.number().int().nullable(),
  prices: z.array(seasonPackagePrice.extend({ priceTypeName: z.string() })),
  archived: z.boolean(),
});
export type SeasonPackage = z.infer<typeof seasonPackage>;

export const seasonPackageInput = z.strictObject({
  seasonId: z.id(),
  name: z.string().trim().min(1).max(100),
  kind: z.enum(seasonPackageKinds).default('fixed'),
  /** Flex only: the number of events to choose, 1 to the season's event count. */
  chooseCount: z.int4().min(1).max(200).nullable().default(null),
  prices: z.array(seasonPackagePrice).min(1).max(50),
  archived: z.boolean().default(false),
});

/** A package as the box office sells it: its events (the first one's map picks the seats). */
export const sellableSeasonPackage = seasonPackage.extend({
  /** `timezone`: the venue's, in which the event's time is shown. */
  events: z.array(
    z.object({ id: z.number().int(), name: z.string(), startsAt: z.iso.datetime(), timezone: z.string() }),
  ),
});
export type SellableSeasonPackage = z.infer<typeof sellableSeasonPackage>;

/** A season package bought: one seat in every event of the package, in one order. */
export const boughtSeasonPackage = z.object({
  id: z.number().int(),
  packageId: z.number().int(),
  packageName: z.string(),
  seasonName: z.string(),
  orderId: z.number().int(),
  section: z.string(),
  row: z.string(),
  seat: z.string(),
  priceTypeName: z.string(),
  total: z.number().int(),
  /** Active while a ticket of it stands; voided once every ticket is voided. */
  status: z.enum(['active', 'voided']),
  tickets: z.array(
    z.object({
      id: z.number().int(),
      eventId: z.number().int(),
      eventName: z.string(),
      eventStartsAt: z.iso.datetime(),
      status: z.enum(['new', 'used', 'voided']),
    }),
  ),
});
export type BoughtSeasonPackage = z.infer<typeof boughtSeasonPackage>;

const disabled = 'admin.season_tickets_disabled' as const;

export const listSeasons = defineEndpoint({
  ...managing,
  id: 'listSeasons',
  method: 'GET',
  path: '/api/admin/seasons',
  summary: 'The account’s seasons with their events, archived ones included.',
  output: z.array(season),
  errors: [disabled],
});

export const createSeason = defineEndpoint({
  ...managing,
  id: 'createSeason',
  method: 'POST',
  path: '/api/admin/seasons',
  summary: 'Adds a season: its name, dates and the events it groups.',
  body: seasonInput,
  output: season,
  status: 201,
  errors: [
    disabled,
    'admin.duplicate_entry',
    'admin.season_dates_out_of_order',
    'admin.season_event_not_found',
  ],
  example: { name: '2027 Season', startsOn: '2027-01-01', endsOn: '2027-12-31', eventIds: [1, 2] },
});

export const updateSeason = defineEndpoint({
  ...managing,
  id: 'updateSeason',
  method: 'PUT',
  path: '/api/admin/seasons/:seasonId',
  summary: 'Changes a season’s name, dates and events; packages sold before keep their seats.',
  params: z.object({ seasonId: z.idParam() }),
  body: seasonInput,
  output: season,
  errors: [
    disabled,
    'admin.season_not_found',
    'admin.duplicate_entry',
    'admin.season_dates_out_of_order',
    'admin.season_event_not_found',
  ],
  example: { name: '2027 Season', startsOn: '2027-01-01', endsOn: '2027-12-31', eventIds: [1, 2] },
});

export const listSeasonPackages = defineEndpoint({
  ...managing,
  id: 'listSeasonPackages',
  method: 'GET',
  path: '/api/admin/season-packages',
  summary: 'The account’s season packages with their prices, archived ones included.',
  output: z.array(seasonPackage),
  errors: [disabled],
});

export const createSeasonPackage = defineEndpoint({
  ...managing,
  id: 'createSeasonPackage',
  method: 'POST',
  path: '/api/admin/season-packages',
  summary:
    'Adds a season package (fixed, or flex: choose N events) to a season, with its price per price type.',
  body: seasonPackageInput,
  output: seasonPackage,
  status: 201,
  errors: [
    disabled,
    'admin.season_not_found',
    'admin.duplicate_entry',
    'admin.season_package_price_type_not_found',
    'admin.season_package_choose_count',
  ],
  example: { seasonId: 1, name: 'Full season', prices: [{ priceTypeId: 1, price: 30000 }] },
});

export const updateSeasonPackage = defineEndpoint({
  ...managing,
  id: 'updateSeasonPackage',
  method: 'PUT',
  path: '/api/admin/season-packages/:packageId',
  summary: 'Changes a season package; packages already sold keep the price they were sold at.',
  params: z.object({ packageId: z.idParam() }),
  body: seasonPackageInput,
  output: seasonPackage,
  errors: [
    disabled,
    'admin.season_package_not_found',
    'admin.season_not_found',
    'admin.duplicate_entry',
    'admin.season_package_price_type_not_found',
    'admin.season_package_choose_count',
  ],
  example: { seasonId: 1, name: 'Full season', prices: [{ priceTypeId: 1, price: 30000 }] },
});

export const listSellSeasonPackages = defineEndpoint({
  ...selling,
  id: 'listSellSeasonPackages',
  method: 'GET',
  path: '/api/admin/sell/season-packages',
  summary: 'The season packages a box office sells (not archived), with their events.',
  output: z.array(sellableSeasonPackage),
  errors: [disabled],
});

export const addSeasonPackageToBasket = defineEndpoint({
  ...selling,
  id: 'addSeasonPackageToBasket',
  method: 'POST',
  path: '/api/admin/baskets/:basketId/season-packages',
  summary:
    'Reserves the same seats in every event of a fixed season package, or in the events chosen for a flex one, in one transaction, all or nothing, as package lines of the basket.',
  params: z.object({ basketId: z.uuid() }),
  body: z.object({
    packageId: z.id(),
    /** Seats picked on the map of one of the package's events (the same places are taken in every event). */
    seatIds: z.array(z.bigId()).min(1).max(20),
    priceTypeId: z.id(),
    /** A flex package: the events chosen, exactly its `chooseCount` (the seats are taken in these). */
    eventIds: z.array(z.id()).min(1).max(200).optional(),
  }),
  output: basket,
  errors: [
    disabled,
    'purchase.basket_not_found',
    'purchase.basket_closed',
    'purchase.reservation_expired',
    'purchase.channel_not_allowed',
    ...basketAddErrors,
    'purchase.season_package_not_found',
    'purchase.season_package_no_price',
    'purchase.season_package_seat_taken',
    'purchase.season_package_seat_missing',
    'purchase.season_package_events',
  ],
  example: { packageId: 1, seatIds: [1], priceTypeId: 1 },
});

export const listCustomerSeasonPackages = defineEndpoint({
  auth: 'staff',
  tenant: 'session',
  permission: 'viewOrders',
  tag: 'seasons',
  id: 'listCustomerSeasonPackages',
  method: 'GET',
  path: '/api/admin/customers/:customerId/season-packages',
  summary: 'The season packages a customer bought: package, seat, order and each event’s ticket.',
  params: z.object({ customerId: z.idParam() }),
  output: z.array(boughtSeasonPackage),
  errors: ['admin.customer_not_found'],
});

export const listMySeasonPackages = defineEndpoint({
  tag: 'seasons',
  permission: null,
  tenant: 'host',
  auth: 'customer',
  id: 'listMySeasonPackages',
  method: 'GET',
  path: '/api/shop/account/season-packages',
  summary: 'The signed-in customer’s season packages (when the venue sells season tickets).',
  output: z.array(boughtSeasonPackage),
  errors: [disabled],
});
