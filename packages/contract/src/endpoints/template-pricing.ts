import { offsetTypes, priceChangeStatuses } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import { priceLevelExtras, priceLevelFields } from '../price-level-fields';
import * as z from '../zod';
import { eventDetail } from './events';

const id = z.object({ id: z.idParam() });
const money = z.number().int().min(0).max(100_000_000);
const common = {
  auth: 'staff',
  tenant: 'session',
  permission: 'manageEventTemplates',
  tag: 'pricing',
} as const;

// ---------------------------------------------------------------- template price levels

export const templatePriceLevelInput = z.strictObject({ ...priceLevelFields, ...priceLevelExtras });
export const templatePriceLevel = z.object({
  id: z.number().int(),
  ...priceLevelFields,
  ...priceLevelExtras,
  archived: z.boolean(),
});
export type TemplatePriceLevel = z.infer<typeof templatePriceLevel>;

const levelExample = {
  name: 'Stalls',
  color: '#4c6ef5',
  zone: 'Ground floor',
  defaultPrice: 4500,
  retailPrice: 5000,
  customerTags: ['Member'],
};

export const listTemplatePriceLevels = defineEndpoint({
  ...common,
  id: 'listTemplatePriceLevels',
  method: 'GET',
  path: '/api/admin/event-templates/:id/price-levels',
  summary: 'Price levels of an event template, active ones first, then archived ones.',
  params: id,
  output: z.array(templatePriceLevel),
  errors: ['admin.event_template_not_found'],
});

export const createTemplatePriceLevel = defineEndpoint({
  ...common,
  id: 'createTemplatePriceLevel',
  method: 'POST',
  path: '/api/admin/event-templates/:id/price-levels',
  summary: 'Adds a price level to an event template; names are unique among its active levels.',
  params: id,
  body: templatePriceLevelInput,
  output: templatePriceLevel,
  status: 201,
  errors: [
    'admin.event_template_not_found',
    'admin.event_template_archived',
    'admin.name_taken',
    'admin.choice_unavailable',
  ],
  example: levelExample,
});

export const updateTemplatePriceLevel = defineEndpoint({
  ...common,
  id: 'updateTemplatePriceLevel',
  method: 'PUT',
  path: '/api/admin/template-price-levels/:id',
  summary: 'Changes a template price level; an archived one no longer changes.',
  params: id,
  body: templatePriceLevelInput,
  output: templatePriceLevel,
  errors: [
    'admin.price_level_not_found',
    'admin.price_level_archived',
    'admin.event_template_archived',
    'admin.name_taken',
    'admin.choice_unavailable',
  ],
  example: levelExample,
});

export const archiveTemplatePriceLevel = defineEndpoint({
  ...common,
  id: 'archiveTemplatePriceLevel',
  method: 'POST',
  path: '/api/admin/template-price-levels/:id/archive',
  summary:
    'Archives a template price level for good (it cannot be unarchived); events made later no longer get it.',
  params: id,
  output: templatePriceLevel,
  errors: ['admin.price_level_not_found', 'admin.price_level_archived', 'admin.event_template_archived'],
});

export const archiveEventPriceLevel = defineEndpoint({
  ...common,
  tag: 'events',
  permission: 'events',
  id: 'archiveEventPriceLevel',
  method: 'POST',
  path: '/api/admin/events/:eventId/price-levels/:priceLevelId/archive',
  summary:
    'Archives an event price level for good; seats painted with it move to the replacement in the same step.',
  params: z.object({
    eventId: z.idParam(),
    priceLevelId: z.idParam(),
  }),
  body: z.strictObject({ replacementId: z.id().nullable().default(null) }),
  output: eventDetail,
  errors: [
    'common.not_found',
    'admin.price_level_archived',
    'admin.price_level_replacement_required',
    'admin.price_level_replacement_invalid',
  ],
  example: { replacementId: null },
});

// ---------------------------------------------------------------- price table

const gridLevel = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  defaultPrice: z.number().int(),
});
const gridType = z.object({
  id: z.number().int(),
  name: z.string(),
  offsetType: z.enum(offsetTypes),
  defaultDiscount: z.number().int(),
});
export const priceTable = z.object({
  priceLevels: z.array(gridLevel),
  priceTypes: z.array(gridType),
  /** One row per price level, one cell per price type, in the orders above. */
  cells: z.array(
    z.array(
      z.object({
        priceLevelId: z.number().int(),
        priceTypeId: z.number().int(),
        /** Table types take a price; the others are worked out by the pricing engine. */
        editable: z.boolean(),
        price: z.number().int().nullable(),
      }),
    ),
  ),
});
export type PriceTable = z.infer<typeof priceTable>;

export const getPriceTable = defineEndpoint({
  ...common,
  id: 'getPriceTable',
  method: 'GET',
  path: '/api/admin/event-templates/:id/price-table',
  summary:
    'The price table of an event template: every active price level × price type, with the entered Table prices and the face values of the others.',
  params: id,
  output: priceTable,
  errors: ['admin.event_template_not_found'],
});

export const savePriceTable = defineEndpoint({
  ...common,
  id: 'savePriceTable',
  method: 'PUT',
  path: '/api/admin/event-templates/:id/price-table',
  summary:
    'Saves the price table whole: the Table cells sent with a price are kept, every other Table cell is cleared.',
  params: id,
  body: z.strictObject({
    entries: z
      .array(
        z.strictObject({
          priceLevelId: z.id(),
          priceTypeId: z.id(),
          price: money,
        }),
      )
      .max(10_000),
  }),
  output: priceTable,
  errors: [
    'admin.event_template_not_found',
    'admin.event_template_archived',
    'admin.choice_unavailable',
    'admin.price_table_type_not_table',
    'admin.duplicate_entry',
  ],
  example: { entries: [] },
});

// ---------------------------------------------------------------- price change requests

export const priceChangeInput = z.strictObject({
  name: z.string().trim().min(1).max(100),
  effectiveFrom: z.iso.date(),
  note: z.string().trim().max(2000).default(''),
  items: z
    .array(
      z.strictObject({
        priceLevelId: z.id(),
        /** null: the level's default price; otherwise a Table price type's cell. */
        priceTypeId: z.id().nullable().default(null),
        price: money,
      }),
    )
    .min(1)
    .max(500),
});

const person = z.object({ id: z.number().int(), name: z.string() }).nullable();
export const priceChange = z.object({
  id: z.number().int(),
  name: z.string(),
  effectiveFrom: z.iso.date(),
  note: z.string(),
  status: z.enum(priceChangeStatuses),
  createdAt: z.iso.datetime(),
  createdBy: person,
  requestedAt: z.iso.datetime().nullable(),
  requestedBy: person,
  decidedAt: z.iso.datetime().nullable(),
  decidedBy: person,
  decisionNote: z.string(),
  items: z.array(
    z.object({
      priceLevelId: z.number().int(),
      priceLevelName: z.string(),
      priceTypeId: z.number().int().nullable(),
      priceTypeName: z.string().nullable(),
      price: z.number().int(),
      /** The template's price now, or null for a Table cell with no price yet. */
      currentPrice: z.number().int().nullable(),
      /** The template's price before the change, recorded when it was applied. */
      previousPrice: z.number().int().nullable(),
      eventsUpdated: z.number().int().nullable(),
    }),
  ),
});
export type PriceChange = z.infer<typeof priceChange>;

const changeErrors = [
  'admin.event_template_archived',
  'admin.choice_unavailable',
  'admin.price_table_type_not_table',
  'admin.price_change_duplicate_item',
] as const;
const changeExample = {
  name: 'Spring price rise',
  effectiveFrom: '2027-03-01',
  items: [{ priceLevelId: 1, priceTypeId: null, price: 5000 }],
};

export const listPriceChanges = defineEndpoint({
  ...common,
  id: 'listPriceChanges',
  method: 'GET',
  path: '/api/admin/event-templates/:id/price-changes',
  summary: 'Price change requests of an event template, newest first.',
  params: id,
  output: z.array(priceChange),
  errors: ['admin.event_template_not_found'],
});

export const createPriceChange = defineEndpoint({
  ...common,
  id: 'createPriceChange',
  method: 'POST',
  path: '/api/admin/event-templates/:id/price-changes',
  summary: 'Drafts a request to change price levels’ default prices or price table cells from a date.',
  params: id,
  body: priceChangeInput,
  output: priceChange,
  status: 201,
  errors: ['admin.event_template_not_found', ...changeErrors],
  example: changeExample,
});

export const updatePriceChange = defineEndpoint({
  ...common,
  id: 'updatePriceChange',
  method: 'PUT',
  path: '/api/admin/price-changes/:id',
  summary: 'Rewrites a draft price change request whole; once sent for approval it no longer changes.',
  params: id,
  body: priceChangeInput,
  output: priceChange,
  errors: ['admin.price_change_not_found', 'admin.price_change_transition_invalid', ...changeErrors],
  example: changeExample,
});

export const requestPriceChangeApproval = defineEndpoint({
  ...common,
  id: 'requestPriceChangeApproval',
  method: 'POST',
  path: '/api/admin/price-changes/:id/request-approval',
  summary: 'Sends a draft price change request for approval.',
  params: id,
  output: priceChange,
  errors: ['admin.price_change_not_found', 'admin.price_change_transition_invalid'],
});

export const approvePriceChange = defineEndpoint({
  ...common,
  permission: 'approvePriceChanges',
  id: 'approvePriceChange',
  method: 'POST',
  path: '/api/admin/price-changes/:id/approve',
  summary:
    'Approves a request awaiting approval and applies it in the same transaction: the template’s prices, and those of its events starting on or after the date; recorded in the audit log.',
  params: id,
  output: priceChange,
  errors: [
    'admin.price_change_not_found',
    'admin.price_change_transition_invalid',
    'admin.price_change_own_request',
    'admin.event_template_archived',
    'admin.price_level_archived',
    'admin.price_table_type_not_table',
  ],
});

export const denyPriceChange = defineEndpoint({
  ...common,
  permission: 'approvePriceChanges',
  id: 'denyPriceChange',
  method: 'POST',
  path: '/api/admin/price-changes/:id/deny',
  summary: 'Denies a request awaiting approval, with an optional note; nothing is changed.',
  params: id,
  body: z.strictObject({ note: z.string().trim().max(2000).default('') }),
  output: priceChange,
  errors: [
    'admin.price_change_not_found',
    'admin.price_change_transition_invalid',
    'admin.price_change_own_request',
  ],
  example: { note: 'Hold the current prices until the season launch.' },
});

// ---------------------------------------------------------------- choices for the template tabs

const choice = z.object({ id: z.number().int(), name: z.string() });
export const templateChoices = z.object({
  saleTypes: z.array(choice.extend({ isDefault: z.boolean() })),
  maps: z.array(choice.extend({ venueName: z.string(), archived: z.boolean() })),
  holds: z.array(choice.extend({ color: z.string() })),
  userGroups: z.array(choice),
});
export type TemplateChoices = z.infer<typeof templateChoices>;

export const getTemplateChoices = defineEndpoint({
  ...common,
  id: 'getTemplateChoices',
  method: 'GET',
  path: '/api/admin/event-templates/:id/choices',
  summary:
    'What the template tabs offer to choose from: the account’s active sale types, holds and user groups, and its maps (archived ones marked).',
  params: id,
  output: templateChoices,
  errors: ['admin.event_template_not_found'],
});
