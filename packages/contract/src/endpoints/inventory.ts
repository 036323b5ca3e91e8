import { adaSeatTypes, seatHistoryReasons, seatStatuses } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import { paged, pageQuery } from '../paging';
import * as z from '../zod';
import { gaArea } from './events';

const id = z.idParam();
const eventParams = z.object({ eventId: id });

/** One letter per seat status in the compact seat payload. */
export const statusLetters = {
  open: 'o',
  hold: 'h',
  reserved: 'r',
  sold: 's',
  comp: 'c',
  kill: 'k',
} as const;

/**
 * The seats of an event, column by column, so 20,000 seats stay small on the wire. Index i of
 * every array is one seat; 0 means "none" in the id columns; `rows` and `sections` are lookup
 * tables for the row and section columns; `status` has one letter per seat (statusLetters).
 */
export const seatColumns = z.object({
  id: z.array(z.number().int()),
  section: z.array(z.number().int()),
  row: z.array(z.number().int()),
  seat: z.array(z.string()),
  position: z.array(z.number().int()),
  x: z.array(z.number()),
  y: z.array(z.number()),
  status: z.string(),
  hold: z.array(z.number().int()),
  priceLevel: z.array(z.number().int()),
  saleType: z.array(z.number().int()),
  seatAlert: z.array(z.number().int()),
  /** 1 + index into adaSeatTypes, 0 for none. */
  ada: z.array(z.number().int()),
  /** Seat index → tags, for the seats that have any. */
  tags: z.record(z.string(), z.array(z.string())),
});
export type SeatColumns = z.infer<typeof seatColumns>;

export const eventSeats = z.object({
  eventId: z.number().int(),
  /** Change number of the newest seat change included; ask for changes after it. */
  seq: z.number().int(),
  sections: z.array(z.string()),
  rows: z.array(z.string()),
  seats: seatColumns,
  gaAreas: z.array(gaArea),
});
export type EventSeats = z.infer<typeof eventSeats>;

const staffSeats = { tag: 'inventory', auth: 'staff', tenant: 'session' } as const;

export const getEventSeats = defineEndpoint({
  ...staffSeats,
  permission: 'events',
  id: 'getEventSeats',
  method: 'GET',
  path: '/api/admin/events/:eventId/seats',
  summary: 'Every seat of an event with its place, status, hold, price level and attributes.',
  params: eventParams,
  query: z.object({ since: z.coerce.number().int().min(0).optional() }),
  output: eventSeats,
  errors: ['common.not_found'],
});

export const bulkSeatAction = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hold'), holdId: z.id() }),
  z.object({ kind: z.literal('release') }),
  z.object({ kind: z.literal('kill') }),
  z.object({ kind: z.literal('priceLevel'), priceLevelId: z.id() }),
  z.object({ kind: z.literal('addTag'), tag: z.string().trim().min(1).max(40) }),
  z.object({ kind: z.literal('removeTag'), tag: z.string().trim().min(1).max(40) }),
  z.object({ kind: z.literal('saleType'), saleTypeId: z.id().nullable() }),
  z.object({ kind: z.literal('seatAlert'), seatAlertId: z.id().nullable() }),
  z.object({ kind: z.literal('ada'), adaType: z.enum(adaSeatTypes).nullable() }),
]);
export type BulkSeatAction = z.infer<typeof bulkSeatAction>;

export const bulkEditSeats = defineEndpoint({
  ...staffSeats,
  permission: 'bulkEditSeats',
  id: 'bulkEditSeats',
  method: 'POST',
  path: '/api/admin/events/:eventId/seats/bulk',
  summary:
    'Applies one action to the selected seats of an event, and to the same places in other events; all or nothing.',
  params: eventParams,
  body: z.object({
    seatIds: z.array(z.bigId()).min(1).max(100_000),
    otherEventIds: z.array(z.id()).max(500).default([]),
    action: bulkSeatAction,
  }),
  output: z.object({ events: z.array(z.object({ eventId: z.number().int(), changed: z.number().int() })) }),
  errors: [
    'common.not_found',
    'admin.seats_not_editable',
    'sale.seat_map_action_not_allowed',
    'sale.hold_not_allowed',
    'sale.sale_type_not_allowed',
  ],
  example: { seatIds: [1], action: { kind: 'kill' } },
});

export const seatHistoryEntry = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  eventName: z.string(),
  seatKey: z.string().nullable(),
  gaArea: z.string().nullable(),
  quantity: z.number().int(),
  fromStatus: z.enum(seatStatuses),
  toStatus: z.enum(seatStatuses),
  basketId: z.string().nullable(),
  orderId: z.number().int().nullable(),
  channel: z.string().nullable(),
  userName: z.string().nullable(),
  holdName: z.string().nullable(),
  /** Why the product changed the seat; translated by screens. */
  reasonCode: z.enum(seatHistoryReasons).nullable(),
  /** A note staff typed with the change (the seat locator's reason). */
  reason: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type SeatHistoryEntry = z.infer<typeof seatHistoryEntry>;

export const listSeatHistory = defineEndpoint({
  ...staffSeats,
  permission: 'events',
  id: 'listSeatHistory',
  method: 'GET',
  path: '/api/admin/seat-history',
  summary: 'Status changes of seats, newest first; by event, and by seat key or Section-Row-Seat.',
  query: pageQuery.extend({ eventId: id.optional(), seat: z.string().trim().max(200).optional() }),
  output: paged(seatHistoryEntry),
  errors: [],
});

export const locatedSeat = z.object({
  id: z.number().int(),
  seatKey: z.string(),
  eventId: z.number().int(),
  eventName: z.string(),
  startsAt: z.iso.datetime(),
  /** The venue's time zone: the event time is shown in it. */
  timezone: z.string(),
  section: z.string(),
  row: z.string(),
  seat: z.string(),
  status: z.enum(seatStatuses),
  holdName: z.string().nullable(),
  priceLevelName: z.string().nullable(),
  basketId: z.string().nullable(),
  reservedUntil: z.iso.datetime().nullable(),
  orderId: z.number().int().nullable(),
});
export type LocatedSeat = z.infer<typeof locatedSeat>;

export const locateSeats = defineEndpoint({
  ...staffSeats,
  permission: 'seatLocator',
  id: 'locateSeats',
  method: 'GET',
  path: '/api/admin/tools/seat-locator',
  summary:
    'Finds seats by key (EventId-Section-Row-SeatId); several keys may be separated by commas or spaces.',
  query: z.object({ keys: z.string().trim().min(1).max(5000) }),
  output: z.object({ seats: z.array(locatedSeat), notFound: z.array(z.string()) }),
  errors: [],
});

export const changeSeatByLocator = defineEndpoint({
  ...staffSeats,
  permission: 'seatLocator',
  id: 'changeSeatByLocator',
  method: 'POST',
  path: '/api/admin/tools/seat-locator',
  summary:
    'Changes a reserved seat to a hold, or an open seat to sold, with a reason kept in the seat history.',
  body: z.discriminatedUnion('action', [
    z.object({
      action: z.literal('hold'),
      key: z.string().trim().min(1),
      holdId: z.id(),
      reason: z.string().trim().min(1).max(500),
    }),
    z.object({
      action: z.literal('sell'),
      key: z.string().trim().min(1),
      reason: z.string().trim().min(1).max(500),
    }),
  ]),
  output: locatedSeat,
  errors: [
    'admin.seat_key_not_found',
    'admin.seat_locator_not_allowed',
    'common.not_found',
    'sale.event_out_of_scope',
    'sale.seat_map_action_not_allowed',
    'sale.hold_not_allowed',
  ],
  example: { action: 'sell', key: '1-A-1-1', reason: 'Sold at the door' },
});

export const streamEventSeats = defineEndpoint({
  ...staffSeats,
  permission: 'events',
  id: 'streamEventSeats',
  method: 'GET',
  path: '/api/admin/events/:eventId/seats/stream',
  summary:
    'Changes to an event’s seats as getEventSeats shows them, pushed as they happen (Server-Sent Events) from `since` or Last-Event-ID.',
  params: eventParams,
  query: z.object({ since: z.coerce.number().int().min(0).optional() }),
  output: z
    .string()
    .describe('text/event-stream: `seats` events carrying what getEventSeats answers with `since`.'),
  errors: ['common.not_found'],
});
