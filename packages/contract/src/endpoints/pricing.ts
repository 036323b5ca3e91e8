import { salesChannels } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import { nameTranslations, venueNamesInput } from '../name-translations';
import * as z from '../zod';
import { feeInput } from './template-settings';

/** The id of a price type, fee set, fee or promotion. */
export const pricingIdParams = z.object({ id: z.idParam() });
/** Every pricing and promotions route: staff who manage event templates, in their account. */
export const pricingRoute = {
  auth: 'staff',
  tenant: 'session',
  permission: 'manageEventTemplates',
  tag: 'pricing',
} as const;

export const feeClass = z.object({ id: z.number().int(), name: z.string(), archived: z.boolean() });

export const listFeeClasses = defineEndpoint({
  ...pricingRoute,
  permission: 'accountSettings',
  id: 'listFeeClasses',
  method: 'GET',
  path: '/api/admin/fee-classes',
  summary: 'Fee classes of the account: active ones, or archived ones.',
  query: z.object({ archived: z.enum(['true', 'false']).default('false') }),
  output: z.array(feeClass),
  errors: [],
});

export const createFeeClass = defineEndpoint({
  ...pricingRoute,
  permission: 'accountSettings',
  id: 'createFeeClass',
  method: 'POST',
  path: '/api/admin/fee-classes',
  summary: 'Adds a fee class; names are unique in the account, whatever their case.',
  body: z.strictObject({ name: z.string().trim().min(1).max(100) }),
  output: feeClass,
  status: 201,
  errors: ['admin.fee_class_duplicate'],
  example: { name: 'Service charges' },
});

export const archiveFeeClass = defineEndpoint({
  ...pricingRoute,
  permission: 'accountSettings',
  id: 'archiveFeeClass',
  method: 'POST',
  path: '/api/admin/fee-classes/:id/archive',
  summary: 'Archives a fee class.',
  params: pricingIdParams,
  output: feeClass,
  errors: ['admin.fee_class_not_found'],
});

export const reactivateFeeClass = defineEndpoint({
  ...pricingRoute,
  permission: 'accountSettings',
  id: 'reactivateFeeClass',
  method: 'POST',
  path: '/api/admin/fee-classes/:id/reactivate',
  summary: 'Brings an archived fee class back.',
  params: pricingIdParams,
  output: feeClass,
  errors: ['admin.fee_class_not_found', 'admin.fee_class_duplicate'],
});

export const priceTypeInput = z.strictObject({
  name: z.string().trim().min(1).max(100),
  nameTranslations,
  offsetType: z.enum(['Percentage', 'FlatAmount', 'Table']),
  /** Basis points (Percentage, at most 100%) or minor units (FlatAmount). */
  defaultDiscount: z.number().int().min(0).max(100_000_000).default(0),
  salesChannels: z.array(z.enum(salesChannels)).default([]),
  /** A promotion of the same template whose code opens this price type; null: always offered. */
  promotionId: z.id().nullable().default(null),
});
export const priceType = priceTypeInput.extend({ id: z.number().int(), archived: z.boolean() });
export type PriceType = z.infer<typeof priceType>;

export const listPriceTypes = defineEndpoint({
  ...pricingRoute,
  id: 'listPriceTypes',
  method: 'GET',
  path: '/api/admin/event-templates/:id/price-types',
  summary: 'Price types of an event template.',
  params: pricingIdParams,
  output: z.array(priceType),
  errors: ['admin.event_template_not_found'],
});

export const createPriceType = defineEndpoint({
  ...pricingRoute,
  id: 'createPriceType',
  method: 'POST',
  path: '/api/admin/event-templates/:id/price-types',
  summary: 'Adds a price type to an event template.',
  params: pricingIdParams,
  body: priceTypeInput,
  output: priceType,
  status: 201,
  errors: ['admin.event_template_not_found', 'admin.price_type_discount_too_high'],
  example: { name: 'Adult', offsetType: 'FlatAmount', defaultDiscount: 0, salesChannels: ['Web'] },
});

export const renamePriceType = defineEndpoint({
  ...pricingRoute,
  id: 'renamePriceType',
  method: 'PUT',
  path: '/api/admin/price-types/:id/names',
  summary:
    'Renames a price type and sets its name in other languages. Tickets already sold keep the names they were sold under.',
  params: pricingIdParams,
  body: venueNamesInput,
  output: priceType,
  errors: ['admin.price_type_not_found', 'admin.event_template_archived'],
  example: { name: 'Senior', nameTranslations: { 'es-ES': 'Jubilado', fr: 'Senior' } },
});

/** What an edit changes of a price type: its name is changed through `renamePriceType`. */
export const priceTypeSettings = priceTypeInput.omit({ name: true, nameTranslations: true });

export const updatePriceType = defineEndpoint({
  ...pricingRoute,
  id: 'updatePriceType',
  method: 'PUT',
  path: '/api/admin/price-types/:id',
  summary:
    'Changes a price type’s offset, default discount, sales channels and promotion. Tickets already sold keep their prices.',
  params: pricingIdParams,
  body: priceTypeSettings,
  output: priceType,
  errors: [
    'admin.price_type_not_found',
    'admin.event_template_archived',
    'admin.price_type_discount_too_high',
    'common.not_found',
  ],
  example: { offsetType: 'Percentage', defaultDiscount: 1500, salesChannels: ['Web'], promotionId: null },
});

export const archivePriceType = defineEndpoint({
  ...pricingRoute,
  id: 'archivePriceType',
  method: 'POST',
  path: '/api/admin/price-types/:id/archive',
  summary:
    'Archives a price type: no longer offered for sale, still listed (tickets sold keep it). A template keeps at least one price type on sale.',
  params: pricingIdParams,
  output: priceType,
  errors: ['admin.price_type_not_found', 'admin.event_template_archived', 'admin.price_type_last_active'],
});

export const fee = feeInput.extend({ id: z.number().int(), archived: z.boolean() });
export const feeSet = z.object({
  id: z.number().int(),
  name: z.string(),
  archived: z.boolean(),
  fees: z.array(fee),
});
export type FeeSet = z.infer<typeof feeSet>;

export const listFeeSets = defineEndpoint({
  ...pricingRoute,
  id: 'listFeeSets',
  method: 'GET',
  path: '/api/admin/event-templates/:id/fee-sets',
  summary: 'Fee sets of an event template with their fees.',
  params: pricingIdParams,
  output: z.array(feeSet),
  errors: ['admin.event_template_not_found'],
});

export const createFeeSet = defineEndpoint({
  ...pricingRoute,
  id: 'createFeeSet',
  method: 'POST',
  path: '/api/admin/event-templates/:id/fee-sets',
  summary: 'Adds a fee set to an event template.',
  params: pricingIdParams,
  body: z.strictObject({ name: z.string().trim().min(1).max(100) }),
  output: feeSet,
  status: 201,
  errors: ['admin.event_template_not_found'],
  example: { name: 'Standard fees' },
});

export const addFee = defineEndpoint({
  ...pricingRoute,
  id: 'addFee',
  method: 'POST',
  path: '/api/admin/fee-sets/:id/fees',
  summary: 'Adds a fee to a fee set.',
  params: pricingIdParams,
  body: feeInput,
  output: fee,
  status: 201,
  errors: [
    'admin.fee_set_not_found',
    'admin.event_template_archived',
    'admin.fee_set_archived',
    'admin.fee_min_above_max',
    'admin.fee_class_not_found',
    'sale.fee_class_not_allowed',
  ],
  example: {
    name: 'Booking fee',
    category: 'ServiceCharge',
    type: 'PerTicket',
    amountKind: 'FlatAmount',
    amount: 150,
  },
});

export const renameFee = defineEndpoint({
  ...pricingRoute,
  id: 'renameFee',
  method: 'PUT',
  path: '/api/admin/fees/:id/names',
  summary:
    'Renames a fee and sets its name in other languages. Orders already placed keep the names they were charged under.',
  params: pricingIdParams,
  body: venueNamesInput,
  output: fee,
  errors: ['admin.fee_not_found', 'admin.event_template_archived'],
  example: { name: 'Booking fee', nameTranslations: { 'es-ES': 'Gastos de gestión' } },
});

/** What an edit changes of a fee: its name is changed through `renameFee`. */
export const feeSettings = feeInput.omit({ name: true, nameTranslations: true });

export const updateFeeSet = defineEndpoint({
  ...pricingRoute,
  id: 'updateFeeSet',
  method: 'PUT',
  path: '/api/admin/fee-sets/:id',
  summary: 'Renames a fee set.',
  params: pricingIdParams,
  body: z.strictObject({ name: z.string().trim().min(1).max(100) }),
  output: feeSet,
  errors: ['admin.fee_set_not_found', 'admin.event_template_archived', 'admin.fee_set_archived'],
  example: { name: 'Weekend fees' },
});

export const archiveFeeSet = defineEndpoint({
  ...pricingRoute,
  id: 'archiveFeeSet',
  method: 'POST',
  path: '/api/admin/fee-sets/:id/archive',
  summary:
    'Archives a fee set for good: none of its fees is charged on a new sale; orders keep the fees they were charged. It stays listed.',
  params: pricingIdParams,
  output: feeSet,
  errors: ['admin.fee_set_not_found', 'admin.event_template_archived'],
});

export const updateFee = defineEndpoint({
  ...pricingRoute,
  id: 'updateFee',
  method: 'PUT',
  path: '/api/admin/fees/:id',
  summary:
    'Changes a fee’s category, type, amount, limits, rules and fee class for the next sale. Orders keep the fees they were charged.',
  params: pricingIdParams,
  body: feeSettings,
  output: fee,
  errors: [
    'admin.fee_not_found',
    'admin.event_template_archived',
    'admin.fee_set_archived',
    'admin.fee_archived',
    'admin.fee_min_above_max',
    'admin.fee_class_not_found',
    'sale.fee_class_not_allowed',
  ],
  example: { category: 'ServiceCharge', type: 'PerTicket', amountKind: 'FlatAmount', amount: 175 },
});

export const archiveFee = defineEndpoint({
  ...pricingRoute,
  id: 'archiveFee',
  method: 'POST',
  path: '/api/admin/fees/:id/archive',
  summary:
    'Archives a fee for good: no longer charged on a new sale; orders keep what they were charged. It stays listed.',
  params: pricingIdParams,
  output: fee,
  errors: ['admin.fee_not_found', 'admin.event_template_archived'],
});
