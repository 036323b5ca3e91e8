import { defineEndpoint } from '../endpoint';
import { paged, pageQuery } from '../paging';
import * as z from '../zod';
import { dateRule, templateSections } from './template-settings';

const id = z.object({ id: z.idParam() });

export const eventTemplate = z.object({
  id: z.number().int(),
  name: z.string(),
  archived: z.boolean(),
  updatedAt: z.iso.datetime(),
  basicInfo: templateSections.basicInfo,
  email: templateSections.email,
  saleTiming: templateSections.saleTiming,
  ticketLimits: templateSections.ticketLimits,
  money: templateSections.money,
  exchanges: templateSections.exchanges,
  /** Credentials are write-only: only their keys come back. */
  externalSync: templateSections.externalSync
    .omit({ credentials: true })
    .extend({ credentialKeys: z.array(z.string()) }),
  dateRules: z.array(dateRule),
  maps: templateSections.maps,
  seatSettings: templateSections.seatSettings,
});
export type EventTemplate = z.infer<typeof eventTemplate>;

const templateName = z.string().trim().min(1).max(100);

export const listEventTemplates = defineEndpoint({
  id: 'listEventTemplates',
  method: 'GET',
  path: '/api/admin/event-templates',
  summary: 'Event templates of the account, newest change first; archived ones on request.',
  tag: 'event templates',
  auth: 'staff',
  permission: 'manageEventTemplates',
  tenant: 'session',
  query: pageQuery.extend({
    search: z.string().max(100).optional(),
    archived: z.enum(['true', 'false']).default('false'),
  }),
  output: paged(
    z.object({ id: z.number().int(), name: z.string(), archived: z.boolean(), updatedAt: z.iso.datetime() }),
  ),
  errors: [],
});

export const createEventTemplate = defineEndpoint({
  id: 'createEventTemplate',
  method: 'POST',
  path: '/api/admin/event-templates',
  summary: 'Creates an event template with default settings.',
  tag: 'event templates',
  auth: 'staff',
  permission: 'manageEventTemplates',
  tenant: 'session',
  body: z.strictObject({ name: templateName }),
  output: eventTemplate,
  status: 201,
  errors: [],
  example: { name: 'Evening performance' },
});

export const getEventTemplate = defineEndpoint({
  id: 'getEventTemplate',
  method: 'GET',
  path: '/api/admin/event-templates/:id',
  summary: 'One event template with every settings tab.',
  tag: 'event templates',
  auth: 'staff',
  permission: 'manageEventTemplates',
  tenant: 'session',
  params: id,
  output: eventTemplate,
  errors: ['admin.event_template_not_found'],
});

export const updateEventTemplate = defineEndpoint({
  id: 'updateEventTemplate',
  method: 'PATCH',
  path: '/api/admin/event-templates/:id',
  summary:
    'Saves the name and any settings tabs sent; each tab is replaced whole and checked against the rules.',
  tag: 'event templates',
  auth: 'staff',
  permission: 'manageEventTemplates',
  tenant: 'session',
  params: id,
  body: z.strictObject({
    name: templateName.optional(),
    basicInfo: templateSections.basicInfo.optional(),
    email: templateSections.email.optional(),
    saleTiming: templateSections.saleTiming.optional(),
    ticketLimits: templateSections.ticketLimits.optional(),
    money: templateSections.money.optional(),
    exchanges: templateSections.exchanges.optional(),
    externalSync: templateSections.externalSync.optional(),
    dateRules: templateSections.dateRules.optional(),
    maps: templateSections.maps.optional(),
    seatSettings: templateSections.seatSettings.optional(),
  }),
  output: eventTemplate,
  errors: [
    'admin.event_template_not_found',
    'admin.event_template_archived',
    'admin.event_period_invalid',
    'admin.event_period_overlap',
    'admin.availability_required',
    'admin.availability_high_not_above_low',
    'admin.date_rule_invalid',
    'admin.choice_unavailable',
    'admin.default_map_not_listed',
    'admin.duplicate_entry',
  ],
  example: { name: 'Evening performance' },
});

export const archiveEventTemplate = defineEndpoint({
  id: 'archiveEventTemplate',
  method: 'POST',
  path: '/api/admin/event-templates/:id/archive',
  summary: 'Archives an event template; it stays readable but no longer changes.',
  tag: 'event templates',
  auth: 'staff',
  permission: 'manageEventTemplates',
  tenant: 'session',
  params: id,
  output: eventTemplate,
  errors: ['admin.event_template_not_found'],
});
