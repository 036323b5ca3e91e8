import { PLAN_NAME_MAX, planSelectionModes, salesChannels } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import { paged, pageQuery } from '../paging';
import * as z from '../zod';

const id = z.idParam();
const planParams = z.object({ id });
const common = { auth: 'staff', tenant: 'session', permission: 'events', tag: 'event plans' } as const;

export const planDiscountKinds = ['None', 'Percentage', 'FlatAmount'] as const;

export const eventPlanInput = z.strictObject({
  /** Spec §5: a ticket plan's name is 1 to 50 characters. */
  name: z.string().trim().min(1).max(PLAN_NAME_MAX),
  description: z.string().trim().max(2000).default(''),
  selectionMode: z.enum(planSelectionModes),
  /** Flexible plans only: how many of the events a buyer chooses, at least and at most. */
  minEvents: z.number().int().min(1).max(500).nullable().default(null),
  maxEvents: z.number().int().min(1).max(500).nullable().default(null),
  /** The plan's price rule: a discount on each ticket's face value when bought as the plan. */
  discountKind: z.enum(planDiscountKinds).default('None'),
  /** Basis points (Percentage, at most 100%) or minor units per ticket (FlatAmount). */
  discount: z.number().int().min(0).max(100_000_000).default(0),
  salesChannels: z.array(z.enum(salesChannels)).min(1).max(salesChannels.length),
  startsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  events: z.array(z.strictObject({ eventId: z.id() })).max(500),
});
export type EventPlanInput = z.input<typeof eventPlanInput>;

export const eventPlanEvent = z.object({
  eventId: z.number().int(),
  name: z.string(),
  startsAt: z.iso.datetime(),
  venueName: z.string(),
  timezone: z.string(),
  priceLevels: z.array(z.object({ id: z.number().int(), name: z.string(), defaultPrice: z.number().int() })),
});

export const eventPlan = eventPlanInput.omit({ events: true }).extend({
  id: z.number().int(),
  archived: z.boolean(),
  updatedAt: z.iso.datetime(),
  events: z.array(eventPlanEvent),
});
export type EventPlan = z.infer<typeof eventPlan>;

export const eventPlanSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  selectionMode: z.enum(planSelectionModes),
  minEvents: z.number().int().nullable(),
  maxEvents: z.number().int().nullable(),
  discountKind: z.enum(planDiscountKinds),
  discount: z.number().int(),
  eventCount: z.number().int(),
  firstEventAt: z.iso.datetime().nullable(),
  archived: z.boolean(),
  updatedAt: z.iso.datetime(),
});
export type EventPlanSummary = z.infer<typeof eventPlanSummary>;

const planErrors = [
  'admin.event_plan_event_not_found',
  'admin.event_plan_event_duplicate',
  'admin.event_plan_needs_events',
  'admin.event_plan_range_required',
  'admin.event_plan_min_above_max',
  'admin.event_plan_max_above_events',
  'admin.event_plan_window_invalid',
  'admin.event_plan_discount_too_high',
] as const;

const example = {
  name: 'Chamber series',
  selectionMode: 'Flexible',
  minEvents: 2,
  maxEvents: 3,
  discountKind: 'Percentage',
  discount: 1500,
  salesChannels: ['Web', 'PointOfSale'],
  events: [{ eventId: 1 }, { eventId: 2 }, { eventId: 3 }],
};

export const listEventPlans = defineEndpoint({
  ...common,
  id: 'listEventPlans',
  method: 'GET',
  path: '/api/admin/event-plans',
  summary: 'Event plans of the account, newest change first, searched by name; archived ones on request.',
  query: pageQuery.extend({
    search: z.string().max(100).optional(),
    archived: z.enum(['true', 'false']).default('false'),
  }),
  output: paged(eventPlanSummary),
  errors: [],
});

export const createEventPlan = defineEndpoint({
  ...common,
  id: 'createEventPlan',
  method: 'POST',
  path: '/api/admin/event-plans',
  summary:
    'Adds an event plan over the account’s events: fixed (all of them) or flexible (between a minimum and a maximum of them).',
  body: eventPlanInput,
  output: eventPlan,
  status: 201,
  errors: [...planErrors],
  example,
});

export const getEventPlan = defineEndpoint({
  ...common,
  id: 'getEventPlan',
  method: 'GET',
  path: '/api/admin/event-plans/:id',
  summary: 'One event plan with its events and their price levels.',
  params: planParams,
  output: eventPlan,
  errors: ['admin.event_plan_not_found'],
});

export const updateEventPlan = defineEndpoint({
  ...common,
  id: 'updateEventPlan',
  method: 'PUT',
  path: '/api/admin/event-plans/:id',
  summary: 'Replaces an event plan’s fields and events, checked as when it was added.',
  params: planParams,
  body: eventPlanInput,
  output: eventPlan,
  errors: ['admin.event_plan_not_found', 'admin.event_plan_archived', ...planErrors],
  example,
});

export const archiveEventPlan = defineEndpoint({
  ...common,
  id: 'archiveEventPlan',
  method: 'POST',
  path: '/api/admin/event-plans/:id/archive',
  summary: 'Archives an event plan: it stays readable but is no longer sold or changed.',
  params: planParams,
  output: eventPlan,
  errors: ['admin.event_plan_not_found'],
});

export const eventPlanQuote = z.object({
  lines: z.array(
    z.object({
      eventId: z.number().int(),
      priceLevelId: z.number().int(),
      quantity: z.number().int(),
      /** Face value of one ticket bought on its own, and inside the plan. */
      faceValue: z.number().int(),
      planFaceValue: z.number().int(),
      separateTotal: z.number().int(),
      planTotal: z.number().int(),
    }),
  ),
  separateTotal: z.number().int(),
  planTotal: z.number().int(),
  saving: z.number().int(),
});
export type EventPlanQuote = z.infer<typeof eventPlanQuote>;

export const quoteEventPlan = defineEndpoint({
  ...common,
  id: 'quoteEventPlan',
  method: 'POST',
  path: '/api/admin/event-plans/:id/quote',
  summary:
    'Prices tickets for a choice of the plan’s events: the choice must suit the plan, and the answer sets the plan price beside buying the events separately.',
  params: planParams,
  body: z.strictObject({
    lines: z
      .array(
        z.strictObject({
          eventId: z.id(),
          priceLevelId: z.id(),
          quantity: z.number().int().min(1).max(50),
        }),
      )
      .min(1)
      .max(500),
  }),
  output: eventPlanQuote,
  errors: [
    'admin.event_plan_not_found',
    'admin.event_plan_price_level_invalid',
    'purchase.plan_event_unknown',
    'purchase.plan_events_incomplete',
    'purchase.plan_selection_count',
  ],
  example: { lines: [{ eventId: 1, priceLevelId: 1, quantity: 2 }] },
});

export const listPlansOfEvent = defineEndpoint({
  ...common,
  id: 'listPlansOfEvent',
  method: 'GET',
  path: '/api/admin/events/:eventId/event-plans',
  summary: 'The event plans (not archived) that include an event.',
  params: z.object({ eventId: id }),
  output: z.array(eventPlanSummary),
  errors: ['common.not_found'],
});
