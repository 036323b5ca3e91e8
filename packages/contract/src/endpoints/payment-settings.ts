import { paymentProcessors } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import * as z from '../zod';

const common = {
  auth: 'staff',
  tenant: 'session',
  permission: 'accountSettings',
  tag: 'payment-settings',
} as const;
const id = z.object({ id: z.idParam() });
const name = z.string().trim().min(1).max(100);
const notFound = ['admin.payment_setting_not_found'] as const;

export const paymentAccount = z.object({
  id: z.number().int(),
  name: z.string(),
  processor: z.enum(paymentProcessors),
  isLive: z.boolean(),
  onboardingComplete: z.boolean(),
  /** Whether credentials are stored; they are never sent back. */
  hasCredentials: z.boolean(),
  /** What tells the stored secret key apart (`sk_test_…4242`): never the key itself. */
  credentialsHint: z.string().nullable(),
});

/**
 * A Stripe account's keys (dashboard → Developers): the secret key the server calls Stripe with,
 * the publishable key the browser's card fields use, and the signing secret of the webhook
 * endpoint `/api/webhooks/stripe`. All three are stored encrypted; only a hint is shown again.
 */
export const stripeCredentials = z.strictObject({
  secretKey: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]{4,250}$/),
  publishableKey: z
    .string()
    .trim()
    .regex(/^pk_(test|live)_[A-Za-z0-9]{4,250}$/),
  webhookSigningSecret: z
    .string()
    .trim()
    .regex(/^whsec_[A-Za-z0-9]{4,250}$/),
});
export type StripeCredentials = z.infer<typeof stripeCredentials>;

const paymentAccountInput = z.strictObject({
  name,
  processor: z.enum(paymentProcessors),
  isLive: z.boolean().default(false),
  onboardingComplete: z.boolean().default(false),
  /** Processor credentials (API keys…); stored encrypted. Omit to keep the stored ones. */
  credentials: z.string().max(4000).optional(),
  /** A Stripe account's keys (processor Stripe); stored encrypted. Omit to keep the stored ones. */
  stripe: stripeCredentials.optional(),
});

export const listPaymentAccounts = defineEndpoint({
  ...common,
  id: 'listPaymentAccounts',
  method: 'GET',
  path: '/api/admin/payment-accounts',
  summary: 'Payment accounts of the account (credentials are never shown).',
  output: z.array(paymentAccount),
  errors: [],
});

export const createPaymentAccount = defineEndpoint({
  ...common,
  id: 'createPaymentAccount',
  method: 'POST',
  path: '/api/admin/payment-accounts',
  summary: 'Adds a payment account; credentials are encrypted at rest.',
  body: paymentAccountInput,
  output: paymentAccount,
  status: 201,
  errors: [],
  example: { name: 'Box office terminal', processor: 'Stripe', isLive: false, credentials: 'sk_test_123' },
});

export const updatePaymentAccount = defineEndpoint({
  ...common,
  id: 'updatePaymentAccount',
  method: 'PUT',
  path: '/api/admin/payment-accounts/:id',
  summary: 'Edits a payment account; credentials are replaced only when given.',
  params: id,
  body: paymentAccountInput,
  output: paymentAccount,
  errors: notFound,
  example: { name: 'Box office terminal', processor: 'Stripe', isLive: true, onboardingComplete: true },
});

export const paymentMethod = z.object({
  id: z.number().int(),
  name: z.string(),
  partnerRequired: z.boolean(),
});
const paymentMethodInput = z.strictObject({ name, partnerRequired: z.boolean().default(false) });

export const listPaymentMethods = defineEndpoint({
  ...common,
  permission: 'sellTickets',
  id: 'listPaymentMethods',
  method: 'GET',
  path: '/api/admin/payment-methods',
  summary: 'Payment methods; a method may require a partner on the order.',
  output: z.array(paymentMethod),
  errors: [],
});

export const createPaymentMethod = defineEndpoint({
  ...common,
  id: 'createPaymentMethod',
  method: 'POST',
  path: '/api/admin/payment-methods',
  summary: 'Adds a payment method.',
  body: paymentMethodInput,
  output: paymentMethod,
  status: 201,
  errors: ['admin.payment_setting_duplicate'],
  example: { name: 'Agency invoice', partnerRequired: true },
});

export const updatePaymentMethod = defineEndpoint({
  ...common,
  id: 'updatePaymentMethod',
  method: 'PUT',
  path: '/api/admin/payment-methods/:id',
  summary: 'Renames a payment method or changes whether it requires a partner.',
  params: id,
  body: paymentMethodInput,
  output: paymentMethod,
  errors: [...notFound, 'admin.payment_setting_duplicate'],
  example: { name: 'Agency invoice', partnerRequired: false },
});

export const compType = z.object({ id: z.number().int(), name: z.string() });

export const listCompTypes = defineEndpoint({
  ...common,
  permission: 'sellTickets',
  id: 'listCompTypes',
  method: 'GET',
  path: '/api/admin/comp-types',
  summary: 'Comp types; a Comp payment names one.',
  output: z.array(compType),
  errors: [],
});

export const createCompType = defineEndpoint({
  ...common,
  id: 'createCompType',
  method: 'POST',
  path: '/api/admin/comp-types',
  summary: 'Adds a comp type.',
  body: z.strictObject({ name }),
  output: compType,
  status: 201,
  errors: ['admin.payment_setting_duplicate'],
  example: { name: 'Press' },
});

export const deleteCompType = defineEndpoint({
  ...common,
  id: 'deleteCompType',
  method: 'DELETE',
  path: '/api/admin/comp-types/:id',
  summary: 'Removes a comp type (orders already comped keep its name).',
  params: id,
  output: z.object({ ok: z.literal(true) }),
  errors: notFound,
});

export const customPaymentType = z.object({
  id: z.number().int(),
  name: z.string(),
  paymentMethodId: z.number().int().nullable(),
  partnerRequired: z.boolean(),
});

export const listCustomPaymentTypes = defineEndpoint({
  ...common,
  permission: 'sellTickets',
  id: 'listCustomPaymentTypes',
  method: 'GET',
  path: '/api/admin/custom-payment-types',
  summary: 'Custom payment types; a Custom payment names one (and a partner when its method requires one).',
  output: z.array(customPaymentType),
  errors: [],
});

export const createCustomPaymentType = defineEndpoint({
  ...common,
  id: 'createCustomPaymentType',
  method: 'POST',
  path: '/api/admin/custom-payment-types',
  summary: 'Adds a custom payment type, optionally under a payment method.',
  body: z.strictObject({ name, paymentMethodId: z.id().nullable().default(null) }),
  output: customPaymentType,
  status: 201,
  errors: ['admin.payment_setting_duplicate', 'admin.payment_setting_not_found'],
  example: { name: 'Theatre voucher', paymentMethodId: null },
});

export const deleteCustomPaymentType = defineEndpoint({
  ...common,
  id: 'deleteCustomPaymentType',
  method: 'DELETE',
  path: '/api/admin/custom-payment-types/:id',
  summary: 'Removes a custom payment type (payments already taken keep its name).',
  params: id,
  output: z.object({ ok: z.literal(true) }),
  errors: notFound,
});

export const paymentOptions = z.object({
  /** Minor units: the smallest amount one payment line may have (0: no minimum). */
  minimumPayment: z.number().int().min(0).max(100_000_000),
});

export const getPaymentOptions = defineEndpoint({
  ...common,
  permission: 'sellTickets',
  id: 'getPaymentOptions',
  method: 'GET',
  path: '/api/admin/payment-options',
  summary: 'Account-wide payment rules the payment screen applies (minimum payment amount).',
  output: paymentOptions,
  errors: [],
});

export const updatePaymentOptions = defineEndpoint({
  ...common,
  id: 'updatePaymentOptions',
  method: 'PUT',
  path: '/api/admin/payment-options',
  summary: 'Sets the minimum payment amount.',
  body: paymentOptions.strict(),
  output: paymentOptions,
  errors: [],
  example: { minimumPayment: 100 },
});
