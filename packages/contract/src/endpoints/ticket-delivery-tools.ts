import { defineEndpoint } from '../endpoint';
import * as z from '../zod';

/** A date of the event: whoever may edit events may set it. */
const tools = { tag: 'tools', auth: 'staff', tenant: 'session', permission: 'events' } as const;

export const TICKET_DELIVERY_EVENTS_MAX = 200;

export const eventTicketDelivery = z.object({
  eventId: z.number().int(),
  name: z.string(),
  startsAt: z.iso.datetime(),
  venueName: z.string(),
  /** From when the event's tickets are mailed and downloadable; null: as soon as the order is placed. */
  ticketDeliveryAt: z.iso.datetime().nullable(),
});
export type EventTicketDelivery = z.infer<typeof eventTicketDelivery>;

export const listTicketDeliveryDates = defineEndpoint({
  ...tools,
  id: 'listTicketDeliveryDates',
  method: 'GET',
  path: '/api/admin/tools/update-scheduled-ticket-delivery-dates',
  summary:
    'Update scheduled ticket delivery dates: the events that have not ended (in the user\u2019s events scope), soonest first, each with the date its tickets are delivered from.',
  output: z.array(eventTicketDelivery),
  errors: [],
});

export const updateTicketDeliveryDates = defineEndpoint({
  ...tools,
  id: 'updateTicketDeliveryDates',
  method: 'PUT',
  path: '/api/admin/tools/update-scheduled-ticket-delivery-dates',
  summary:
    'Update scheduled ticket delivery dates: sets (or clears, with null) the date from which the events\u2019 tickets are delivered. Orders whose confirmation with the tickets is still due are sent on the new date (at once when it has passed or is cleared).',
  body: z.object({
    eventIds: z.array(z.id()).min(1).max(TICKET_DELIVERY_EVENTS_MAX),
    ticketDeliveryAt: z.iso.datetime({ offset: true }).nullable(),
  }),
  output: z.object({
    events: z.array(eventTicketDelivery),
    /** Orders whose delivery moved with the date. */
    ordersRescheduled: z.number().int(),
  }),
  errors: ['admin.choice_unavailable', 'admin.ticket_delivery_after_start'],
  example: { eventIds: [1], ticketDeliveryAt: '2027-02-20T09:00:00Z' },
});
