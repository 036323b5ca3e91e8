import { houseSeatRelationships, houseSeatRequestStatuses } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import { cardErrors } from '../payment-errors';
import * as z from '../zod';
import { saleTimingErrors } from './baskets';
import { cardDetails } from './checkout-inputs';

/**
 * House seats (decisions/0054): seats an event keeps in holds open to the HouseSeats channel,
 * requested by staff for an artist, producer or company, approved, then paid or canceled by
 * the requester through the link mailed on approval; the seats nobody requested go back to
 * general sale at the event's release time.
 */
const staff = { tag: 'house-seats', auth: 'staff', tenant: 'session', permission: 'sellTickets' } as const;
const shop = { tag: 'house-seats', auth: 'public', tenant: 'host', permission: null } as const;

const seatPlace = z.object({ id: z.number().int(), section: z.string(), row: z.string(), seat: z.string() });

export const houseSeatsOfEvent = z.object({
  eventId: z.number().int(),
  eventName: z.string(),
  startsAt: z.iso.datetime(),
  /** Hours before the start when unrequested house seats go back to general sale; null: never. */
  releaseHours: z.number().int().nullable(),
  releaseAt: z.iso.datetime().nullable(),
  releasedAt: z.iso.datetime().nullable(),
  /** Seats resting in the event's house-seat holds, free to request. */
  seats: z.array(seatPlace.extend({ holdId: z.number().int(), holdName: z.string() })),
  /**
   * The event's general-admission areas: places the house keeps (free to request) and places
   * free for general sale that could be set aside too (decisions/0091).
   */
  gaAreas: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      capacity: z.number().int(),
      held: z.number().int(),
      free: z.number().int(),
    }),
  ),
});
export type HouseSeatsOfEvent = z.infer<typeof houseSeatsOfEvent>;

export const houseSeatRequest = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  eventName: z.string(),
  startsAt: z.iso.datetime(),
  requesterName: z.string(),
  requesterEmail: z.string(),
  relationship: z.enum(houseSeatRelationships),
  note: z.string(),
  status: z.enum(houseSeatRequestStatuses),
  seats: z.array(seatPlace),
  /** General-admission places of the request, per area. */
  places: z.array(z.object({ areaId: z.number().int(), areaName: z.string(), quantity: z.number().int() })),
  /** What the requester pays (minor units), priced now; the order's total once paid. */
  total: z.number().int(),
  orderId: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
  approvedAt: z.iso.datetime().nullable(),
  paidAt: z.iso.datetime().nullable(),
  canceledAt: z.iso.datetime().nullable(),
});
export type HouseSeatRequest = z.infer<typeof houseSeatRequest>;

export const houseSeatRequestInput = z.strictObject({
  eventId: z.id(),
  seatIds: z.array(z.id()).max(20).default([]),
  /** General-admission places, from those each area keeps for house seats. */
  places: z
    .array(z.strictObject({ areaId: z.id(), quantity: z.int4().min(1).max(20) }))
    .max(10)
    .default([]),
  /** The event's price type; null: its first one. */
  priceTypeId: z.id().nullable().default(null),
  requesterName: z.string().trim().min(1).max(100),
  requesterEmail: z.email().max(254),
  relationship: z.enum(houseSeatRelationships),
  note: z.string().trim().max(500).default(''),
});

const requestParams = z.object({ requestId: z.idParam() });
const eventParams = z.object({ eventId: z.idParam() });

export const getHouseSeatsOfEvent = defineEndpoint({
  ...staff,
  id: 'getHouseSeatsOfEvent',
  method: 'GET',
  path: '/api/admin/house-seats/events/:eventId',
  summary: 'The event’s house seats free to request, and when unrequested ones go back to general sale.',
  params: eventParams,
  output: houseSeatsOfEvent,
  errors: ['common.not_found', 'purchase.channel_not_allowed'],
});

export const setHouseSeatsRelease = defineEndpoint({
  ...staff,
  id: 'setHouseSeatsRelease',
  method: 'PUT',
  path: '/api/admin/house-seats/events/:eventId/release',
  summary:
    'Sets how many hours before the start the event’s unrequested house seats go back to general sale (the job queue releases them then); null keeps them held.',
  params: eventParams,
  body: z.strictObject({
    hours: z
      .int4()
      .min(0)
      .max(24 * 366)
      .nullable(),
  }),
  output: houseSeatsOfEvent,
  errors: ['common.not_found', 'purchase.channel_not_allowed'],
  example: { hours: 24 },
});

export const setHouseSeatsGaHeld = defineEndpoint({
  ...staff,
  id: 'setHouseSeatsGaHeld',
  method: 'PUT',
  path: '/api/admin/house-seats/events/:eventId/ga-areas/:areaId',
  summary:
    'Sets how many places of a general-admission area the house keeps for house seats: raising it takes free places off general sale, lowering it gives them back.',
  params: z.object({ eventId: z.idParam(), areaId: z.idParam() }),
  body: z.strictObject({ held: z.int4().min(0).max(100_000) }),
  output: houseSeatsOfEvent,
  errors: [
    'common.not_found',
    'purchase.channel_not_allowed',
    'admin.house_seats_ga_no_room',
    'admin.house_seats_already_released',
  ],
  example: { held: 10 },
});

export const listHouseSeatRequests = defineEndpoint({
  ...staff,
  id: 'listHouseSeatRequests',
  method: 'GET',
  path: '/api/admin/house-seat-requests',
  summary: 'The account’s house seats requests, newest first.',
  output: z.array(houseSeatRequest),
  errors: ['purchase.channel_not_allowed'],
});

export const getHouseSeatRequest = defineEndpoint({
  ...staff,
  id: 'getHouseSeatRequest',
  method: 'GET',
  path: '/api/admin/house-seat-requests/:requestId',
  summary: 'One house seats request.',
  params: requestParams,
  output: houseSeatRequest,
  errors: ['admin.house_seat_request_not_found', 'purchase.channel_not_allowed'],
});

export const createHouseSeatRequest = defineEndpoint({
  ...staff,
  id: 'createHouseSeatRequest',
  method: 'POST',
  path: '/api/admin/house-seat-requests',
  summary:
    'Requests tickets for a requester from the event’s house-seat holds: the seats are kept for the request until it is paid or canceled.',
  body: houseSeatRequestInput,
  output: houseSeatRequest,
  status: 201,
  errors: [
    'common.not_found',
    'purchase.channel_not_allowed',
    'admin.house_seats_not_held',
    'admin.house_seats_request_empty',
    'admin.house_seats_already_released',
    'purchase.seats_unavailable',
    'purchase.seats_just_taken',
    'purchase.seat_unpriced',
    'purchase.price_type_not_available',
    ...saleTimingErrors,
  ],
  example: {
    eventId: 1,
    seatIds: [101, 102],
    requesterName: 'Ada Lovelace',
    requesterEmail: 'ada@example.test',
    relationship: 'artist',
  },
});

export const approveHouseSeatRequest = defineEndpoint({
  ...staff,
  id: 'approveHouseSeatRequest',
  method: 'POST',
  path: '/api/admin/house-seat-requests/:requestId/approve',
  summary: 'Approves a request and mails the requester the link to pay for the seats or cancel them.',
  params: requestParams,
  output: houseSeatRequest,
  errors: [
    'admin.house_seat_request_not_found',
    'admin.house_seat_request_status',
    'purchase.channel_not_allowed',
    'admin.mail_send_failed',
  ],
});

export const cancelHouseSeatRequest = defineEndpoint({
  ...staff,
  id: 'cancelHouseSeatRequest',
  method: 'POST',
  path: '/api/admin/house-seat-requests/:requestId/cancel',
  summary: 'Cancels a request not yet paid: its seats go back to their house-seat hold.',
  params: requestParams,
  output: houseSeatRequest,
  errors: [
    'admin.house_seat_request_not_found',
    'admin.house_seat_request_status',
    'purchase.channel_not_allowed',
  ],
});

const linkToken = z.string().min(20).max(200);
const linkBody = z.strictObject({ requestId: z.id(), token: linkToken });

export const houseSeatPaymentView = z.object({
  requestId: z.number().int(),
  status: z.enum(houseSeatRequestStatuses),
  requesterName: z.string(),
  eventName: z.string(),
  startsAt: z.iso.datetime(),
  /** Seats and general-admission places together. */
  seatCount: z.number().int(),
  /** Each seat's place; null when the account hides seat locations for house seats. */
  seats: z.array(z.object({ section: z.string(), row: z.string(), seat: z.string() })).nullable(),
  /** General-admission places per area (an area is not a seat location: always shown). */
  places: z.array(z.object({ areaName: z.string(), quantity: z.number().int() })),
  total: z.number().int(),
  /** The total as the account writes money. */
  totalText: z.string(),
  orderId: z.number().int().nullable(),
});
export type HouseSeatPaymentView = z.infer<typeof houseSeatPaymentView>;

const linkErrors = ['purchase.house_seat_link_invalid'] as const;

export const viewHouseSeatPayment = defineEndpoint({
  ...shop,
  id: 'viewHouseSeatPayment',
  method: 'POST',
  path: '/api/shop/house-seats/view',
  summary:
    'What the requester’s link offers: the event, the seats (unless locations are hidden) and the total.',
  body: linkBody,
  output: houseSeatPaymentView,
  errors: [...linkErrors],
  example: { requestId: 1, token: 'x'.repeat(43) },
});

export const payHouseSeatRequest = defineEndpoint({
  ...shop,
  id: 'payHouseSeatRequest',
  method: 'POST',
  path: '/api/shop/house-seats/pay',
  summary:
    'The requester pays an approved request by card: an order on the HouseSeats channel. Idempotent by key.',
  body: linkBody.extend({
    idempotencyKey: z.string().min(16).max(100),
    /** The total the requester was shown. */
    expectedTotal: z.int4().min(0),
    card: cardDetails,
  }),
  output: houseSeatPaymentView,
  errors: [
    ...linkErrors,
    'purchase.house_seat_request_not_payable',
    'purchase.total_changed',
    'purchase.reservation_expired',
    'purchase.basket_closed',
    ...saleTimingErrors,
    ...cardErrors,
    'purchase.idempotency_key_reused',
  ],
  example: {
    requestId: 1,
    token: 'x'.repeat(43),
    idempotencyKey: 'example-house-seats-0001',
    expectedTotal: 9000,
    card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
  },
});

export const cancelHouseSeatRequestByLink = defineEndpoint({
  ...shop,
  id: 'cancelHouseSeatRequestByLink',
  method: 'POST',
  path: '/api/shop/house-seats/cancel',
  summary:
    'The requester declines the seats: the request is canceled and they go back to the house-seat hold.',
  body: linkBody,
  output: houseSeatPaymentView,
  errors: [...linkErrors, 'purchase.house_seat_request_not_payable'],
  example: { requestId: 1, token: 'x'.repeat(43) },
});
