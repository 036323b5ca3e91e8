import { MAX_ADMISSION_RATE } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import * as z from '../zod';

const id = z.idParam();

const shop = { tag: 'shop', auth: 'public', permission: null, tenant: 'host' } as const;
const staffEvents = { tag: 'events', auth: 'staff', permission: 'events', tenant: 'session' } as const;

/**
 * A shop visitor's place in an event's waiting room (decisions/0055). `waiting`: their position
 * (1 = next) and the seconds left (null while admission is paused); `admitted`: they may buy
 * until `admittedUntil` (their admission token is in a cookie); `none`: they have not joined.
 */
export const waitingRoomPlace = z.object({
  state: z.enum(['none', 'waiting', 'admitted']),
  position: z.number().int().nullable(),
  waitSeconds: z.number().int().nullable(),
  /** The on-sale moment while it is to come: those who arrive before it are shuffled. */
  onSaleAt: z.iso.datetime().nullable(),
  admittedUntil: z.iso.datetime().nullable(),
  /** How often to ask again, in seconds. */
  pollSeconds: z.number().int(),
});
export type WaitingRoomPlace = z.infer<typeof waitingRoomPlace>;

const eventParams = z.object({ eventId: id });

export const joinShopWaitingRoom = defineEndpoint({
  ...shop,
  id: 'joinShopWaitingRoom',
  method: 'POST',
  path: '/api/shop/events/:eventId/waiting-room',
  summary:
    'Joins the event’s waiting room (heavy on-sale): a new place in the queue, or this browser’s place when it has one already.',
  params: eventParams,
  output: waitingRoomPlace,
  errors: ['common.not_found', 'purchase.waiting_room_not_used', 'common.rate_limited'],
});

export const getShopWaitingRoomPlace = defineEndpoint({
  ...shop,
  id: 'getShopWaitingRoomPlace',
  method: 'GET',
  path: '/api/shop/events/:eventId/waiting-room',
  summary:
    'This browser’s place in the event’s waiting room: its position and wait, or its admission (and the admission token cookie).',
  params: eventParams,
  output: waitingRoomPlace,
  errors: ['common.not_found', 'purchase.waiting_room_not_used', 'common.rate_limited'],
});

/** The waiting room as staff see it on the event. */
export const waitingRoomSummary = z.object({
  heavyOnSale: z.boolean(),
  ratePerMinute: z.number().int(),
  /** Visitors still waiting. */
  waiting: z.number().int(),
  /** Visitors let in so far. */
  admitted: z.number().int(),
  /** Everyone who joined. */
  joined: z.number().int(),
  onSaleAt: z.iso.datetime().nullable(),
});
export type WaitingRoomSummary = z.infer<typeof waitingRoomSummary>;

export const getEventWaitingRoom = defineEndpoint({
  ...staffEvents,
  id: 'getEventWaitingRoom',
  method: 'GET',
  path: '/api/admin/events/:eventId/waiting-room',
  summary: 'The event’s waiting room: queue length, admission rate and the number let in.',
  params: eventParams,
  output: waitingRoomSummary,
  errors: ['common.not_found'],
});

export const setEventWaitingRoomRate = defineEndpoint({
  ...staffEvents,
  id: 'setEventWaitingRoomRate',
  method: 'PUT',
  path: '/api/admin/events/:eventId/waiting-room',
  summary:
    'Sets how many people per minute the waiting room lets in (0 pauses admission); takes effect at once for everyone waiting.',
  params: eventParams,
  body: z.object({ ratePerMinute: z.number().int().min(0).max(MAX_ADMISSION_RATE) }),
  output: waitingRoomSummary,
  errors: ['common.not_found', 'common.validation_failed'],
  example: { ratePerMinute: 200 },
});
