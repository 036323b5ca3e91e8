import { defineEndpoint } from '../endpoint';
import { paged, pageQuery } from '../paging';
import * as z from '../zod';
import { bulkEditInput, eventFields, eventListQuery, localDateTime } from './event-fields';
import { eventDetail, eventSummary } from './events';

const id = z.idParam();
const eventParams = z.object({ eventId: id });
const staffEvents = { tag: 'events', auth: 'staff', permission: 'events', tenant: 'session' } as const;

const dateErrors = [
  'admin.event_date_invalid',
  'admin.event_field_required',
  'admin.event_end_before_start',
  'admin.event_self_exchange_after_lock',
] as const;

export const searchEvents = defineEndpoint({
  ...staffEvents,
  id: 'searchEvents',
  method: 'GET',
  path: '/api/admin/events/search',
  summary:
    'Events page by page: a date preset (today, tomorrow, next 7 days, next 30 days, all future, all past, custom range) counted in the account’s time zone, a name or ID search, sorted by date.',
  query: pageQuery.extend(eventListQuery.shape),
  output: paged(eventSummary),
  errors: ['admin.event_date_range_invalid'],
});

export const eventFormChoices = defineEndpoint({
  ...staffEvents,
  id: 'eventFormChoices',
  method: 'GET',
  path: '/api/admin/events/choices',
  summary: 'What an event form offers: the account’s event templates and seat alerts that are not archived.',
  output: z.object({
    templates: z.array(z.object({ id: z.number().int(), name: z.string() })),
    seatAlerts: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
  errors: [],
});

export const updateEvent = defineEndpoint({
  ...staffEvents,
  id: 'updateEvent',
  method: 'PUT',
  path: '/api/admin/events/:eventId',
  summary:
    'Saves every field of an event (basic info, dates, tickets); dates are the venue’s wall-clock times. Nothing is saved when a rule refuses a field.',
  params: eventParams,
  body: eventFields,
  output: eventDetail,
  errors: ['common.not_found', ...dateErrors],
  example: {
    name: 'Opening night',
    dates: {
      LocalDate: '2026-12-01T19:30',
      LocalEndDate: '2026-12-01T22:00',
      LocalOnSaleDate: '2026-10-01T10:00',
    },
  },
});

export const copyEvent = defineEndpoint({
  ...staffEvents,
  id: 'copyEvent',
  method: 'POST',
  path: '/api/admin/events/:eventId/copy',
  summary:
    'Copies an event to a new date: its fields and price levels, every date moved by the same wall-clock distance; when the original has seats, the copy’s are generated fresh (all open) from the same map version with the same price levels painted.',
  params: eventParams,
  body: z.strictObject({ name: z.string().trim().min(1).max(200), localDate: localDateTime }),
  output: eventDetail,
  status: 201,
  errors: ['common.not_found', 'admin.seat_generation_failed', ...dateErrors],
  example: { name: 'Opening night (second show)', localDate: '2026-12-02T19:30' },
});

export const bulkEditEvents = defineEndpoint({
  ...staffEvents,
  id: 'bulkEditEvents',
  method: 'POST',
  path: '/api/admin/events/bulk-edit',
  summary:
    'Changes the same fields on several events: to all of them or, when one refuses, to none. Local dates are set by date rules counted from each event’s own dates.',
  body: bulkEditInput,
  output: z.object({ eventIds: z.array(z.number().int()) }),
  errors: [
    'admin.event_id_list_invalid',
    'admin.event_id_not_found',
    'admin.event_field_required',
    'admin.date_rule_invalid',
    'admin.bulk_edit_too_high',
    'admin.bulk_edit_seats_not_generated',
    'admin.bulk_edit_not_ready',
    'admin.bulk_edit_end_before_start',
    'admin.bulk_edit_self_exchange_after_lock',
  ],
  example: { eventIds: '1,2', changes: { dontLeaveSingleSeats: true, orderTicketLimit: 8 } },
});

const figures = z.object({
  capacity: z.number().int(),
  open: z.number().int(),
  reserved: z.number().int(),
  held: z.number().int(),
  killed: z.number().int(),
  sold: z.number().int(),
  comp: z.number().int(),
  /** Face value of the sold places at their price level's price, in minor units. */
  gross: z.number().int(),
  /** Sold places as a percentage of capacity, one decimal. */
  percentSold: z.number(),
});
export type DashboardFigures = z.infer<typeof figures>;

export const eventDashboard = defineEndpoint({
  ...staffEvents,
  id: 'eventDashboard',
  method: 'GET',
  path: '/api/admin/events/:eventId/dashboard',
  summary:
    'Sales figures of an event from its seats and general-admission places: capacity, open, reserved, held, killed, sold, comp and gross face value, in total and per price level.',
  params: eventParams,
  output: z.object({
    totals: figures,
    priceLevels: z.array(
      figures.extend({
        priceLevelId: z.number().int().nullable(),
        name: z.string().nullable(),
        color: z.string().nullable(),
        price: z.number().int().nullable(),
      }),
    ),
  }),
  errors: ['common.not_found'],
});
