import {
  DELIVERY_METHODS_PER_PLAN_MAX,
  DELIVERY_PLAN_NAME_MAX,
  deliveryMethodTypes,
  zipCodeValid,
} from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import * as z from '../zod';

/** A postal address; the zip code needs at least 5 digits (spec §5). */
export const postalAddress = z.object({
  line1: z.string().trim().min(1).max(200),
  line2: z.string().trim().max(200).default(''),
  city: z.string().trim().min(1).max(100),
  region: z.string().trim().max(100).default(''),
  postalCode: z
    .string()
    .trim()
    .max(20)
    .refine(zipCodeValid, { message: 'invalid_format', params: { key: 'invalid_format' } }),
  country: z.string().trim().length(2).toUpperCase(),
});

export const deliveryMethodInput = z.object({
  type: z.enum(deliveryMethodTypes),
  displayName: z.string().trim().max(100).default(''),
  /** Minutes before the first event's start after which the method is no longer offered. */
  cutoffMinutes: z
    .number()
    .int()
    .min(0)
    .max(60 * 24 * 365)
    .nullable()
    .default(null),
  delayedDelivery: z.boolean().default(false),
  allowInternationalShipping: z.boolean().default(false),
});

export const deliveryPlanInput = z.object({
  name: z.string().trim().min(1).max(DELIVERY_PLAN_NAME_MAX),
  methods: z.array(deliveryMethodInput).max(DELIVERY_METHODS_PER_PLAN_MAX),
});
export type DeliveryPlanInput = z.output<typeof deliveryPlanInput>;

export const deliveryMethod = deliveryMethodInput.extend({ id: z.number().int() });
export const deliveryPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  methods: z.array(deliveryMethod),
  templateCount: z.number().int(),
});
export type DeliveryPlan = z.infer<typeof deliveryPlan>;

/** A method as a basket offers it: its id, type and the name a buyer sees. */
export const offeredDeliveryMethod = z.object({
  id: z.number().int(),
  type: z.enum(deliveryMethodTypes),
  displayName: z.string(),
  delayedDelivery: z.boolean(),
  needsAddress: z.boolean(),
  allowInternationalShipping: z.boolean(),
});

const common = { tag: 'delivery-plans', auth: 'staff', tenant: 'session' } as const;
const idParams = z.object({ id: z.idParam() });
const example = {
  name: 'Standard delivery',
  methods: [
    { type: 'email', displayName: 'E-ticket' },
    { type: 'willCall', cutoffMinutes: 0 },
  ],
};

export const listDeliveryPlans = defineEndpoint({
  ...common,
  permission: null,
  id: 'listDeliveryPlans',
  method: 'GET',
  path: '/api/admin/delivery-plans',
  summary: 'The account’s delivery plans with their methods (event templates choose one).',
  output: z.array(deliveryPlan),
  errors: [],
});

export const createDeliveryPlan = defineEndpoint({
  ...common,
  permission: 'accountSettings',
  id: 'createDeliveryPlan',
  method: 'POST',
  path: '/api/admin/delivery-plans',
  summary: 'Creates a delivery plan; it needs a name, and each method type at most once.',
  body: deliveryPlanInput,
  output: deliveryPlan,
  status: 201,
  errors: ['admin.duplicate_entry'],
  example,
});

export const updateDeliveryPlan = defineEndpoint({
  ...common,
  permission: 'accountSettings',
  id: 'updateDeliveryPlan',
  method: 'PUT',
  path: '/api/admin/delivery-plans/:id',
  summary: 'Replaces a plan’s name and methods; methods sent with the type they had keep their id.',
  params: idParams,
  body: deliveryPlanInput,
  output: deliveryPlan,
  errors: ['admin.delivery_plan_not_found', 'admin.duplicate_entry'],
  example,
});

export const deleteDeliveryPlan = defineEndpoint({
  ...common,
  permission: 'accountSettings',
  id: 'deleteDeliveryPlan',
  method: 'DELETE',
  path: '/api/admin/delivery-plans/:id',
  summary: 'Deletes a plan no event template uses.',
  params: idParams,
  output: z.object({ ok: z.literal(true) }),
  errors: ['admin.delivery_plan_not_found', 'admin.delivery_plan_in_use'],
});
