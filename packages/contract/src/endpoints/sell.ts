import { paymentTypes, staffSalesChannels } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import { paged, pageQuery } from '../paging';
import * as z from '../zod';
import { seatColumns } from './inventory';
import { mapDrawing, seatView } from './maps';

const id = z.idParam();

/** An event a seller may sell now, as the sell-tickets event list shows it. */
export const sellableEvent = z.object({
  id: z.number().int(),
  name: z.string(),
  venueName: z.string(),
  timezone: z.string(),
  startsAt: z.iso.datetime(),
  /** Open seats plus general-admission places left. */
  openSeats: z.number().int(),
  /** Every seat plus every general-admission place. */
  totalSeats: z.number().int(),
  /** The series the event belongs to (its event template), sold together at /sell-tickets/view-series/{id}. */
  seriesId: z.number().int().nullable(),
  seriesName: z.string().nullable(),
});
export type SellableEvent = z.infer<typeof sellableEvent>;

/**
 * In the sell-tickets seat payload, the status letter of a seat in a hold the seller's channel
 * or user group may not sell: unavailable to them, whatever the hold is called.
 */
export const unavailableLetter = 'x';

export const sellGaArea = z.object({
  id: z.number().int(),
  name: z.string(),
  placesLeft: z.number().int(),
  priceLevelId: z.number().int().nullable(),
});
export type SellGaArea = z.infer<typeof sellGaArea>;

export const sellPriceLevel = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  /** Full price of a seat at this level, in minor units. */
  price: z.number().int(),
  /**
   * What one ticket costs all-in for each price type the channel offers (null: no price type),
   * priced by the basket's pricing engine: face value plus the per-ticket fees, with the fees
   * as the breakdown. Per-order fees come once per order on top.
   */
  allIn: z.array(
    z.object({
      priceTypeId: z.number().int().nullable(),
      faceValue: z.number().int(),
      fees: z.array(z.object({ feeId: z.number().int(), name: z.string(), amount: z.number().int() })),
      total: z.number().int(),
    }),
  ),
});
export type SellPriceLevel = z.infer<typeof sellPriceLevel>;

export const sellSeatAlert = z.object({
  id: z.number().int(),
  name: z.string(),
  message: z.string(),
  requiresAcknowledgement: z.boolean(),
});
export type SellSeatAlert = z.infer<typeof sellSeatAlert>;

export const sellSeats = z.object({
  event: sellableEvent,
  channel: z.enum(staffSalesChannels),
  /** Change number of the newest seat change included; ask for changes after it. */
  seq: z.number().int(),
  sections: z.array(z.string()),
  rows: z.array(z.string()),
  /**
   * The columns of getEventSeats. A seat in a hold this seller may not sell has the status
   * letter `x` and no hold; a hold they may sell keeps `h` and its hold id.
   */
  seats: seatColumns,
  gaAreas: z.array(sellGaArea),
  /** The stage, walls, labels, table tops and GA outlines of the event's map, drawn under the seats. */
  drawing: mapDrawing,
  /** "View from seat" images of the event's map version: a seat's own, else its section's. */
  views: z.array(seatView),
  priceLevels: z.array(sellPriceLevel),
  /** The seat alerts on this event's seats. */
  seatAlerts: z.array(sellSeatAlert),
  /** Price types of the event's template open to this channel, for new basket lines. */
  priceTypes: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type SellSeats = z.infer<typeof sellSeats>;

const staffSell = {
  tag: 'sell-tickets',
  auth: 'staff',
  tenant: 'session',
  permission: 'sellTickets',
} as const;

export const listSellableEvents = defineEndpoint({
  ...staffSell,
  id: 'listSellableEvents',
  method: 'GET',
  path: '/api/admin/sell/events',
  summary:
    'Active events from now on, not cancelled, within the seller’s events scope, soonest first, with open and total seats and their series; search by name, or keep to one series (the box office’s view-series screen).',
  query: pageQuery.extend({ search: z.string().trim().max(100).optional(), seriesId: id.optional() }),
  output: paged(sellableEvent),
  errors: [],
});

export const getSellSeats = defineEndpoint({
  ...staffSell,
  id: 'getSellSeats',
  method: 'GET',
  path: '/api/admin/sell/events/:eventId/seats',
  summary:
    'The seats of an event as a seller on a channel sees them: seats in holds the channel or user group may not sell are unavailable; general-admission places left, price levels, seat alerts and the price types open to the channel. Without a channel, the first the seller may use.',
  params: z.object({ eventId: id }),
  query: z.object({
    channel: z.enum(staffSalesChannels).optional(),
    since: z.coerce.number().int().min(0).optional(),
  }),
  output: sellSeats,
  errors: ['common.not_found', 'purchase.channel_not_allowed'],
});

export const listSellChannels = defineEndpoint({
  ...staffSell,
  id: 'listSellChannels',
  method: 'GET',
  path: '/api/admin/sell/channels',
  summary:
    'The sales channels the signed-in seller may sell through (their role’s, or their user group’s override; supervisors choose any) and the payment types their group lets them take.',
  output: z.object({
    channels: z.array(z.enum(staffSalesChannels)),
    /** The payment types the seller's user group lets them take (spec §3); the server refuses others. */
    paymentTypes: z.array(z.enum(paymentTypes)),
    /**
     * A point-of-sale checkout's payment types, in the counter's order (Tools → POS settings),
     * within the group's; null until the account chooses them (then `paymentTypes` applies).
     */
    pointOfSalePaymentTypes: z.array(z.enum(paymentTypes)).nullable(),
  }),
  errors: [],
});

export const streamSellSeats = defineEndpoint({
  ...staffSell,
  id: 'streamSellSeats',
  method: 'GET',
  path: '/api/admin/sell/events/:eventId/seats/stream',
  summary:
    'Changes to an event’s seats as getSellSeats shows them to this seller on the channel, pushed as they happen (Server-Sent Events) from `since` or Last-Event-ID.',
  params: z.object({ eventId: id }),
  query: z.object({
    channel: z.enum(staffSalesChannels).optional(),
    since: z.coerce.number().int().min(0).optional(),
  }),
  output: z
    .string()
    .describe('text/event-stream: `seats` events carrying what getSellSeats answers with `since`.'),
  errors: ['common.not_found', 'purchase.channel_not_allowed'],
});

/** Where the box office fetches a "view from seat" image (the shop's address is by host). */
export const sellMapViewImagePath = (imageId: number) => `/api/admin/sell/map-views/${imageId}`;

export const getSellMapViewImage = defineEndpoint({
  ...staffSell,
  id: 'getSellMapViewImage',
  method: 'GET',
  path: '/api/admin/sell/map-views/:viewImageId',
  summary:
    'A "view from seat" image of one of the account’s maps, as the box office shows it when a seller picks a seat.',
  params: z.object({ viewImageId: id }),
  output: z.custom<Uint8Array>((v) => v instanceof Uint8Array),
  errors: ['common.not_found'],
});
