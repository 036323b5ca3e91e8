import { defineEndpoint } from '../endpoint';
import * as z from '../zod';
import { basket, basketAddErrors } from './baskets';

/**
 * Renewals of season packages (decisions/0096): next season's package offered to this
 * season's holders with their seats held until a deadline; renewed at the box office, the
 * call center and in the shop, with seat upgrades; the staff's renewal status list.
 */
const disabled = 'admin.season_tickets_disabled' as const;

export const renewalStatuses = ['renewed', 'pending', 'released', 'unavailable'] as const;

export const seasonRenewal = z.object({
  id: z.number().int(),
  packageId: z.number().int(),
  packageName: z.string(),
  seasonName: z.string(),
  /** A flex package's count of events the holder chooses at renewal (decisions/0119); null when fixed. */
  chooseCount: z.number().int().nullable(),
  customerId: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string().nullable(),
  /** The price type the holder had; the renewal may choose another the package is priced for. */
  priceTypeId: z.number().int(),
  priceTypeName: z.string(),
  section: z.string(),
  row: z.string(),
  seat: z.string(),
  /** Renewed (an order holds it), pending (seats held), released (given back at the deadline), unavailable (not held: a seat was not open). */
  status: z.enum(renewalStatuses),
  deadline: z.iso.datetime().nullable(),
  orderId: z.number().int().nullable(),
  /** The seat held in each event of the package (of a flex package: each event the place was open in). */
  seats: z.array(
    z.object({
      eventId: z.number().int(),
      eventName: z.string(),
      eventSeatId: z.number().int(),
      /** When the event starts, and its venue's time zone (a flex holder chooses among them). */
      startsAt: z.iso.datetime(),
      timezone: z.string(),
      accessible: z.boolean(),
    }),
  ),
});
export type SeasonRenewal = z.infer<typeof seasonRenewal>;

export const seasonRenewalList = z.object({
  packageId: z.number().int(),
  packageName: z.string(),
  seasonName: z.string(),
  renewsPackageId: z.number().int().nullable(),
  renewsPackageName: z.string().nullable(),
  deadline: z.iso.datetime().nullable(),
  /** When the holders' seats were held (the roll ran); null while it is queued. */
  rolledAt: z.iso.datetime().nullable(),
  /** When what nobody renewed was given back. */
  releasedAt: z.iso.datetime().nullable(),
  totals: z.object({
    renewed: z.number().int(),
    pending: z.number().int(),
    released: z.number().int(),
    unavailable: z.number().int(),
  }),
  renewals: z.array(seasonRenewal),
});
export type SeasonRenewalList = z.infer<typeof seasonRenewalList>;

const packageParams = z.object({ packageId: z.idParam() });

export const startSeasonRenewals = defineEndpoint({
  auth: 'staff',
  tenant: 'session',
  permission: 'seasonPackageManagement',
  tag: 'seasons',
  id: 'startSeasonRenewals',
  method: 'POST',
  path: '/api/admin/season-packages/:packageId/renewals',
  summary:
    'Offers this package to the holders of a package of another season: their seats are held for them (by a queued job) until the deadline, then given back.',
  params: packageParams,
  body: z.strictObject({ fromPackageId: z.id(), deadline: z.iso.datetime() }),
  output: seasonRenewalList,
  errors: [
    disabled,
    'admin.season_package_not_found',
    'admin.season_renewal_source_invalid',
    'admin.season_renewal_deadline_past',
    'admin.season_renewals_rolled',
  ],
  example: { fromPackageId: 1, deadline: '2027-02-01T00:00:00.000Z' },
});

export const listSeasonRenewals = defineEndpoint({
  auth: 'staff',
  tenant: 'session',
  permission: 'salesAndRenewals',
  tag: 'seasons',
  id: 'listSeasonRenewals',
  method: 'GET',
  path: '/api/admin/season-packages/:packageId/renewals',
  summary:
    'The renewal status of a package: every holder offered it (renewed, pending, released, unavailable) and the totals; `q` finds holders by name or email.',
  params: packageParams,
  query: z.object({ q: z.string().max(100).optional() }),
  output: seasonRenewalList,
  errors: [disabled, 'admin.season_package_not_found'],
});

const renewalErrors = [
  disabled,
  'purchase.basket_not_found',
  'purchase.basket_closed',
  'purchase.reservation_expired',
  'purchase.season_renewal_not_found',
  'purchase.season_renewal_already_renewed',
  'purchase.season_renewal_deadline_passed',
  'purchase.season_renewal_not_held',
  ...basketAddErrors,
  'purchase.season_package_not_found',
  'purchase.season_package_no_price',
  'purchase.season_package_seat_taken',
  'purchase.season_package_seat_missing',
  'purchase.season_package_events',
  'purchase.season_renewal_events',
] as const;

/** A flex package's renewal: the N events chosen among those the holder's place is held in (decisions/0119). */
const renewalEventIds = z.array(z.id()).min(1).max(200).optional();

export const renewSeasonPackageInBasket = defineEndpoint({
  auth: 'staff',
  tenant: 'session',
  permission: 'salesAndRenewals',
  tag: 'seasons',
  id: 'renewSeasonPackageInBasket',
  method: 'POST',
  path: '/api/admin/baskets/:basketId/season-renewals',
  summary:
    'Takes a holder’s held seats into the basket as next season’s package (the basket is sold to the holder); a flex package’s `eventIds` choose N of the held events and the others are given back; with `seatIds`, swaps them for better open seats in every event at once (an upgrade).',
  params: z.object({ basketId: z.uuid() }),
  body: z.strictObject({
    renewalId: z.bigId(),
    priceTypeId: z.id().optional(),
    /** An upgrade: a seat picked on the map of one of the package's events (the same place in every event). */
    seatIds: z.array(z.bigId()).min(1).max(1).optional(),
    eventIds: renewalEventIds,
  }),
  output: basket,
  errors: [...renewalErrors, 'purchase.channel_not_allowed', 'purchase.season_renewal_accessible'],
  /** A flex package's renewal choosing two of the held events; a fixed one names none. */
  example: { renewalId: 1, eventIds: [1, 2] },
});

export const listMySeasonRenewals = defineEndpoint({
  tag: 'seasons',
  permission: null,
  tenant: 'host',
  auth: 'customer',
  id: 'listMySeasonRenewals',
  method: 'GET',
  path: '/api/shop/account/season-renewals',
  summary: 'The signed-in customer’s renewals: next season’s package with the seats held for them.',
  output: z.array(seasonRenewal),
  errors: [disabled],
});

export const renewMySeasonPackage = defineEndpoint({
  tag: 'seasons',
  permission: null,
  tenant: 'host',
  auth: 'customer',
  id: 'renewMySeasonPackage',
  method: 'POST',
  path: '/api/shop/account/season-renewals/:renewalId/renew',
  summary:
    'Renew my seats: the held seats go into this browser’s basket as next season’s package; a flex package’s `eventIds` choose N of the held events and the others are given back.',
  params: z.object({ renewalId: z.bigIdParam() }),
  body: z.strictObject({ priceTypeId: z.id().optional(), eventIds: renewalEventIds }),
  output: z.object({ basket: basket.nullable() }),
  errors: [...renewalErrors],
  example: {},
});
