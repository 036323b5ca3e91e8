import { MAX_GROUP_CODES } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import { paged, pageQuery } from '../paging';
import * as z from '../zod';
import { pricingRoute as common, pricingIdParams as id } from './pricing';

/* Promotions: promo codes, their rules and group codes. */

export const promotionInput = z.strictObject({
  name: z.string().trim().min(1).max(100),
  code: z
    .string()
    .trim()
    .min(3)
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/),
  active: z.boolean().default(true),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  discountKind: z.enum(['FlatAmount', 'Percentage']),
  discount: z.number().int().min(0).max(100_000_000),
  requiredCustomerTags: z.array(z.string().trim().min(1).max(50)).max(50).default([]),
  priceLevelIds: z.array(z.id()).max(500).default([]),
  eventRules: z
    .array(
      z.strictObject({
        startsAt: z.iso.datetime({ offset: true }),
        endsAt: z.iso.datetime({ offset: true }),
      }),
    )
    .max(100)
    .default([]),
});
export const promotion = promotionInput.extend({
  id: z.number().int(),
  groupCodes: z.number().int(),
  archived: z.boolean(),
});
export type Promotion = z.infer<typeof promotion>;

export const listPromotions = defineEndpoint({
  ...common,
  id: 'listPromotions',
  method: 'GET',
  path: '/api/admin/event-templates/:id/promotions',
  summary: 'Promotions of an event template.',
  params: id,
  output: z.array(promotion),
  errors: ['admin.event_template_not_found'],
});

export const createPromotion = defineEndpoint({
  ...common,
  id: 'createPromotion',
  method: 'POST',
  path: '/api/admin/event-templates/:id/promotions',
  summary: 'Adds a promotion: dates are required, the start precedes the end, and so does each event rule’s.',
  params: id,
  body: promotionInput,
  output: promotion,
  status: 201,
  errors: [
    'admin.event_template_not_found',
    'admin.promotion_dates_invalid',
    'admin.promotion_rule_dates_invalid',
    'admin.promotion_code_taken',
  ],
  example: {
    name: 'Early bird',
    code: 'EARLY10',
    startsAt: '2026-01-01T00:00:00Z',
    endsAt: '2026-03-01T00:00:00Z',
    discountKind: 'Percentage',
    discount: 1000,
  },
});

export const generateGroupCodesEndpoint = defineEndpoint({
  ...common,
  id: 'generateGroupCodes',
  method: 'POST',
  path: '/api/admin/promotions/:id/group-codes',
  summary: `Generates single-use group codes for a promotion, at most ${MAX_GROUP_CODES.toLocaleString('en-US')} at a time.`,
  params: id,
  body: z.strictObject({ count: z.number().int().min(1).max(MAX_GROUP_CODES) }),
  output: z.object({ generated: z.number().int(), total: z.number().int() }),
  status: 201,
  errors: ['admin.promotion_not_found', 'admin.promotion_archived', 'admin.group_codes_failed'],
  example: { count: 10 },
});

export const listGroupCodes = defineEndpoint({
  ...common,
  id: 'listGroupCodes',
  method: 'GET',
  path: '/api/admin/promotions/:id/group-codes',
  summary: 'The group codes of a promotion, oldest first, with when each was used.',
  params: id,
  query: pageQuery,
  output: paged(z.object({ code: z.string(), usedAt: z.iso.datetime().nullable() })),
  errors: ['admin.promotion_not_found'],
});

export const updatePromotion = defineEndpoint({
  ...common,
  id: 'updatePromotion',
  method: 'PUT',
  path: '/api/admin/promotions/:id',
  summary:
    'Changes a promotion, its code and its event rules for the next sale: the same checks as adding one. Orders keep the discount they were given; its group codes stay.',
  params: id,
  body: promotionInput,
  output: promotion,
  errors: [
    'admin.promotion_not_found',
    'admin.event_template_archived',
    'admin.promotion_archived',
    'admin.promotion_dates_invalid',
    'admin.promotion_rule_dates_invalid',
    'admin.promotion_code_taken',
  ],
  example: {
    name: 'Early bird',
    code: 'EARLY15',
    startsAt: '2026-01-01T00:00:00Z',
    endsAt: '2026-03-01T00:00:00Z',
    discountKind: 'Percentage',
    discount: 1500,
  },
});

export const archivePromotion = defineEndpoint({
  ...common,
  id: 'archivePromotion',
  method: 'POST',
  path: '/api/admin/promotions/:id/archive',
  summary:
    'Archives a promotion for good: its code and group codes are refused at sale; orders keep their discount. Refused while a price type on sale is opened by its code.',
  params: id,
  output: promotion,
  errors: ['admin.promotion_not_found', 'admin.event_template_archived', 'admin.promotion_opens_price_type'],
});
