import { dateParameters, eventStatuses, seatStatuses } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import { priceLevelExtras, priceLevelFields } from '../price-level-fields';
import * as z from '../zod';
import { eventFields, localDateTime } from './event-fields';

const id = z.idParam();
const eventParams = z.object({ eventId: id });

export const priceLevel = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  defaultPrice: z.number().int(),
  ...priceLevelExtras,
  /** The template level it was copied from, if any. */
  templatePriceLevelId: z.number().int().nullable(),
  archived: z.boolean(),
});
export type PriceLevel = z.infer<typeof priceLevel>;
export const priceLevelInput = z.object({ ...priceLevelFields, ...priceLevelExtras });

export const gaArea = z.object({
  id: z.number().int(),
  name: z.string(),
  capacity: z.number().int(),
  taken: z.number().int(),
  priceLevelId: z.number().int().nullable(),
});
export type GaArea = z.infer<typeof gaArea>;

/** One line of the event's readiness checklist (`eventReadiness` in the domain). */
export const readinessProblem = z.object({
  /** A catalogue error code: its message, with `params`, is the line shown. */
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** A blocking problem refuses activation; the others are warnings. */
  blocking: z.boolean(),
  fix: z.enum(['map', 'seats', 'gaArea', 'dates', 'paymentAccounts']),
});
export type ReadinessProblem = z.infer<typeof readinessProblem>;

export const eventSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  venueId: z.number().int(),
  venueName: z.string(),
  timezone: z.string(),
  startsAt: z.iso.datetime(),
  active: z.boolean(),
  status: z.enum(eventStatuses),
  dateTbd: z.boolean(),
  timeTbd: z.boolean(),
  seatsGenerated: z.boolean(),
  seatTotal: z.number().int(),
});
export type EventSummary = z.infer<typeof eventSummary>;

export const eventDetail = eventSummary.extend({
  ...eventFields.shape,
  mapId: z.number().int().nullable(),
  mapName: z.string().nullable(),
  /** The map version the seats were generated from. */
  mapVersion: z.number().int().nullable(),
  templateId: z.number().int().nullable(),
  templateName: z.string().nullable(),
  /** Made from a template whose Active box is ticked: it becomes active when its seats are generated. */
  activateOnSeatGeneration: z.boolean(),
  seatsGeneratedAt: z.iso.datetime().nullable(),
  statusCounts: z.record(z.enum(seatStatuses), z.number().int()),
  holdCounts: z.array(z.object({ holdId: z.number().int(), count: z.number().int() })),
  priceLevels: z.array(priceLevel),
  gaAreas: z.array(gaArea),
  /** What still stops the event selling right; activation is refused while a blocking line remains. */
  readiness: z.array(readinessProblem),
});
export type EventDetail = z.infer<typeof eventDetail>;

const staffEvents = { tag: 'events', auth: 'staff', permission: 'events', tenant: 'session' } as const;

/** A comma-separated query value as a list. */
const commaList = z
  .string()
  .optional()
  .transform((v) => (v ? v.split(',').filter(Boolean) : []));

export const listEvents = defineEndpoint({
  ...staffEvents,
  id: 'listEvents',
  method: 'GET',
  path: '/api/admin/events',
  summary:
    'Events by start, filtered by venue, date range, days of the week (0 = Sunday) and local start times (HH:MM).',
  query: z.object({
    venueId: id.optional(),
    from: z.iso.datetime().optional(),
    to: z.iso.datetime().optional(),
    days: commaList.pipe(
      z.array(
        z
          .string()
          .regex(/^[0-6]$/)
          .transform(Number),
      ),
    ),
    times: commaList.pipe(z.array(z.string().regex(/^\d{2}:\d{2}$/))),
  }),
  output: z.array(eventSummary),
  errors: [],
});

/** Dates a creator may set by hand: the event date is needed, any other replaces the template's rule. */
const creatorDates = z.object({
  LocalDate: localDateTime,
  ...Object.fromEntries(
    dateParameters.filter((p) => p !== 'LocalDate').map((p) => [p, localDateTime.nullable().optional()]),
  ),
}) as z.ZodObject<
  { LocalDate: typeof localDateTime } & Record<
    Exclude<(typeof dateParameters)[number], 'LocalDate'>,
    z.ZodOptional<z.ZodNullable<typeof localDateTime>>
  >
>;

export const createEvent = defineEndpoint({
  ...staffEvents,
  id: 'createEvent',
  method: 'POST',
  path: '/api/admin/events',
  summary:
    'Creates an inactive event at a venue, blank or from an event template: the template’s date rules are resolved from the event date in the venue’s time zone, and its checkboxes and texts become the event’s. Dates are venue wall-clock times.',
  body: z.object({
    templateId: z.id().nullable().default(null),
    venueId: z.id(),
    mapId: z.id().nullable(),
    /** Required without a template; with one, replaces the template's name when given. */
    name: z.string().trim().max(200).default(''),
    dates: creatorDates,
  }),
  output: eventDetail,
  status: 201,
  errors: [
    'common.not_found',
    'admin.map_archived',
    'admin.event_template_not_found',
    'admin.event_template_archived',
    'admin.event_field_required',
    'admin.event_date_invalid',
    'admin.event_end_before_start',
    'admin.event_self_exchange_after_lock',
    'admin.date_rule_invalid',
    'admin.bulk_edit_too_high',
  ],
  example: {
    templateId: null,
    venueId: 1,
    mapId: null,
    name: 'Opening night',
    dates: {
      LocalDate: '2026-12-01T19:30',
      LocalEndDate: '2026-12-01T22:00',
      LocalOnSaleDate: '2026-10-01T10:00',
    },
  },
});

export const getEvent = defineEndpoint({
  ...staffEvents,
  id: 'getEvent',
  method: 'GET',
  path: '/api/admin/events/:eventId',
  summary: 'An event with its seat counts by status and hold, price levels and general-admission areas.',
  params: eventParams,
  output: eventDetail,
  errors: ['common.not_found'],
});

export const generateEventSeats = defineEndpoint({
  ...staffEvents,
  id: 'generateEventSeats',
  method: 'POST',
  path: '/api/admin/events/:eventId/seats/generate',
  summary: 'Generates the event’s seats and general-admission areas from its map’s current version, once.',
  params: eventParams,
  output: eventDetail,
  errors: [
    'common.not_found',
    'admin.event_map_required',
    'admin.seats_already_generated',
    'admin.seat_generation_failed',
  ],
});

export const setEventActive = defineEndpoint({
  ...staffEvents,
  id: 'setEventActive',
  method: 'POST',
  path: '/api/admin/events/:eventId/active',
  summary:
    'Activates or deactivates an event. Activating runs the readiness checklist and is refused with every blocking problem (a map, generated seats, a price level on every seat and general-admission area, the web on-sale date).',
  params: eventParams,
  body: z.object({ active: z.boolean() }),
  output: eventDetail,
  errors: [
    'common.not_found',
    'admin.event_map_required',
    'admin.seats_not_generated',
    'admin.event_seats_unpriced',
    'admin.event_ga_area_unpriced',
    'admin.event_on_sale_date_missing',
  ],
  example: { active: true },
});

export const setEventMap = defineEndpoint({
  ...staffEvents,
  id: 'setEventMap',
  method: 'PUT',
  path: '/api/admin/events/:eventId/map',
  summary:
    'Attaches a seat map of the event’s venue to the event while none of its tickets are sold or in a basket. Seats generated from another map are removed (the event is deactivated) so they can be generated again from this one.',
  params: eventParams,
  body: z.object({ mapId: z.id() }),
  output: eventDetail,
  errors: ['common.not_found', 'admin.map_archived', 'admin.event_map_locked'],
  example: { mapId: 1 },
});

export const createPriceLevel = defineEndpoint({
  ...staffEvents,
  id: 'createPriceLevel',
  method: 'POST',
  path: '/api/admin/events/:eventId/price-levels',
  summary: 'Adds a price level to an event.',
  params: eventParams,
  body: priceLevelInput,
  output: eventDetail,
  status: 201,
  errors: ['common.not_found', 'admin.name_taken', 'admin.choice_unavailable'],
  example: { name: 'Stalls', color: '#4c6ef5', defaultPrice: 4500 },
});

export const updatePriceLevel = defineEndpoint({
  ...staffEvents,
  id: 'updatePriceLevel',
  method: 'PUT',
  path: '/api/admin/events/:eventId/price-levels/:priceLevelId',
  summary: 'Changes a price level’s fields; an archived price level no longer changes.',
  params: eventParams.extend({ priceLevelId: id }),
  body: priceLevelInput,
  output: eventDetail,
  errors: ['common.not_found', 'admin.name_taken', 'admin.choice_unavailable', 'admin.price_level_archived'],
  example: { name: 'Stalls', color: '#4c6ef5', defaultPrice: 4500 },
});

export const setGaCapacity = defineEndpoint({
  ...staffEvents,
  id: 'setGaCapacity',
  method: 'PUT',
  path: '/api/admin/events/:eventId/ga-areas/:areaId',
  summary: 'Changes a general-admission area’s capacity or price level; never below the places taken.',
  params: eventParams.extend({ areaId: id }),
  body: z.object({
    capacity: z.number().int().min(0).max(1_000_000),
    priceLevelId: z.id().nullable(),
  }),
  output: eventDetail,
  errors: ['common.not_found', 'admin.ga_capacity_below_taken', 'admin.price_level_archived'],
  example: { capacity: 200, priceLevelId: null },
});
