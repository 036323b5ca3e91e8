import {
  instalmentStatuses,
  PAYMENT_PLAN_INSTALMENTS_MAX,
  PAYMENT_PLAN_INSTALMENTS_MIN,
  PAYMENT_PLAN_NAME_MAX,
  paymentPlanIntervalUnits,
  salesChannels,
} from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import * as z from '../zod';
import { cardDetails, cardToKeep } from './checkout-inputs';

/** When later instalments fall due (domain `PaymentPlanCadence`). */
export const paymentPlanCadence = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('interval'),
    every: z.number().int().min(1).max(365),
    unit: z.enum(paymentPlanIntervalUnits),
  }),
  z.object({
    kind: z.literal('dates'),
    /** Due dates of instalments 2…n (`YYYY-MM-DD`), in order. */
    dates: z.array(z.string().trim().max(10)).max(PAYMENT_PLAN_INSTALMENTS_MAX),
  }),
]);

export const paymentPlanDeposit = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('amount'), amount: z.int4().min(1) }),
  z.object({ kind: z.literal('percent'), percent: z.number().int().min(1).max(99) }),
]);

export const paymentPlanInput = z.object({
  name: z.string().trim().min(1).max(PAYMENT_PLAN_NAME_MAX),
  instalments: z.number().int().min(PAYMENT_PLAN_INSTALMENTS_MIN).max(PAYMENT_PLAN_INSTALMENTS_MAX),
  cadence: paymentPlanCadence,
  deposit: paymentPlanDeposit.default({ kind: 'none' }),
  /** The sales channels that may sell it (at least one). */
  channels: z.array(z.enum(salesChannels)).min(1).max(salesChannels.length),
  /** The events it may pay for; empty: every event. */
  eventIds: z.array(z.id()).max(500).default([]),
});
export type PaymentPlanInput = z.output<typeof paymentPlanInput>;

export const paymentPlan = paymentPlanInput.extend({
  id: z.number().int(),
  /** Orders sold under it. */
  orderCount: z.number().int(),
});
export type PaymentPlan = z.infer<typeof paymentPlan>;

export const scheduledInstalment = z.object({
  number: z.number().int(),
  amount: z.number().int(),
  dueAt: z.iso.datetime(),
});

/** A plan a basket may be paid under now, with the schedule it would get. */
export const offeredPaymentPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  instalments: z.array(scheduledInstalment),
});

export const orderInstalment = scheduledInstalment.extend({
  id: z.number().int(),
  status: z.enum(instalmentStatuses),
  paidAt: z.iso.datetime().nullable(),
  failureCode: z.string().nullable(),
});

export const orderPaymentPlanSummary = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  planName: z.string(),
  buyerName: z.string(),
  email: z.string(),
  status: z.enum(['active', 'completed', 'cancelled']),
  currency: z.string(),
  total: z.number().int(),
  paid: z.number().int(),
  /** Still to be paid: instalments due or failed. */
  due: z.number().int(),
  failedCount: z.number().int(),
  nextDueAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type OrderPaymentPlanSummary = z.infer<typeof orderPaymentPlanSummary>;

export const orderPaymentPlan = orderPaymentPlanSummary.extend({
  card: z.object({ brand: z.string(), last4: z.string() }),
  instalments: z.array(orderInstalment),
});
export type OrderPaymentPlan = z.infer<typeof orderPaymentPlan>;

const settings = { tag: 'payment-plans', auth: 'staff', tenant: 'session' } as const;
const managed = { ...settings, permission: 'paymentPlanManagement' } as const;
const idParams = z.object({ id: z.idParam() });
const example = {
  name: 'Three monthly',
  instalments: 3,
  cadence: { kind: 'interval', every: 1, unit: 'month' },
  deposit: { kind: 'none' },
  channels: ['PointOfSale'],
  eventIds: [],
};

export const listPaymentPlans = defineEndpoint({
  ...settings,
  permission: null,
  id: 'listPaymentPlans',
  method: 'GET',
  path: '/api/admin/payment-plan-settings',
  summary:
    'The payment plans the account offers: instalments, when they fall due, deposit, channels and events.',
  output: z.array(paymentPlan),
  errors: [],
});

export const createPaymentPlan = defineEndpoint({
  ...managed,
  id: 'createPaymentPlan',
  method: 'POST',
  path: '/api/admin/payment-plan-settings',
  summary: 'Creates a payment plan; fixed due dates need one date per instalment after the first, in order.',
  body: paymentPlanInput,
  output: paymentPlan,
  status: 201,
  errors: ['admin.duplicate_entry', 'admin.instalment_plan_dates_invalid', 'admin.event_id_not_found'],
  example,
});

export const updatePaymentPlan = defineEndpoint({
  ...managed,
  id: 'updatePaymentPlan',
  method: 'PUT',
  path: '/api/admin/payment-plan-settings/:id',
  summary: 'Changes a payment plan for later sales; orders already sold keep their schedule.',
  params: idParams,
  body: paymentPlanInput,
  output: paymentPlan,
  errors: [
    'admin.instalment_plan_not_found',
    'admin.duplicate_entry',
    'admin.instalment_plan_dates_invalid',
    'admin.event_id_not_found',
  ],
  example,
});

export const deletePaymentPlan = defineEndpoint({
  ...managed,
  id: 'deletePaymentPlan',
  method: 'DELETE',
  path: '/api/admin/payment-plan-settings/:id',
  summary: 'Deletes a payment plan; orders sold under it keep their schedule and the plan’s name.',
  params: idParams,
  output: z.object({ ok: z.literal(true) }),
  errors: ['admin.instalment_plan_not_found'],
});

export const listBasketPaymentPlans = defineEndpoint({
  ...settings,
  permission: null,
  id: 'listBasketPaymentPlans',
  method: 'GET',
  path: '/api/admin/baskets/:basketId/payment-plans',
  summary:
    'The payment plans this basket may be paid under now (its channel and events), each with its schedule.',
  params: z.object({ basketId: z.uuid() }),
  output: z.array(offeredPaymentPlan),
  errors: ['purchase.basket_not_found'],
});

export const getBasketDeposit = defineEndpoint({
  ...settings,
  permission: 'sellTickets',
  id: 'getBasketDeposit',
  method: 'GET',
  path: '/api/admin/baskets/:basketId/deposit',
  summary:
    'The deposit the basket’s event templates ask (an amount per ticket now, the balance due on the template’s due date), or null when the sale must be paid in full.',
  params: z.object({ basketId: z.uuid() }),
  output: z.object({ instalments: z.array(scheduledInstalment) }).nullable(),
  errors: ['purchase.basket_not_found'],
});

export const listShopBasketPaymentPlans = defineEndpoint({
  tag: 'shop',
  auth: 'public',
  permission: null,
  tenant: 'host',
  id: 'listShopBasketPaymentPlans',
  method: 'GET',
  path: '/api/shop/basket/payment-plans',
  summary:
    'The payment plans this browser’s basket may be paid under, each with its schedule: for a signed-in customer only (none otherwise, and none without a basket).',
  output: z.array(offeredPaymentPlan),
  errors: [],
});

export const listOrderPaymentPlans = defineEndpoint({
  ...managed,
  id: 'listOrderPaymentPlans',
  method: 'GET',
  path: '/api/admin/payment-plans',
  summary: 'Orders sold on a payment plan, newest first: paid, still due and failed instalments.',
  query: z.object({ status: z.enum(['active', 'completed', 'cancelled']).optional() }),
  output: z.array(orderPaymentPlanSummary),
  errors: [],
});

export const getOrderPaymentPlan = defineEndpoint({
  ...managed,
  id: 'getOrderPaymentPlan',
  method: 'GET',
  path: '/api/admin/payment-plans/:id',
  summary: 'One order’s payment plan: its schedule, each instalment paid, due or failed, and the card kept.',
  params: idParams,
  output: orderPaymentPlan,
  errors: ['admin.instalment_plan_not_found'],
});

export const cancelOrderPaymentPlan = defineEndpoint({
  ...managed,
  id: 'cancelOrderPaymentPlan',
  method: 'POST',
  path: '/api/admin/payment-plans/:id/cancel',
  summary: 'Stops charging the plan: instalments not paid are cancelled (the order keeps what was paid).',
  params: idParams,
  output: orderPaymentPlan,
  errors: ['admin.instalment_plan_not_found', 'admin.instalment_plan_inactive'],
});

export const payOrderPaymentPlanNow = defineEndpoint({
  ...managed,
  id: 'payOrderPaymentPlanNow',
  method: 'POST',
  path: '/api/admin/payment-plans/:id/pay-now',
  summary: 'Charges the next instalment not paid to the kept card now, before its due date.',
  params: idParams,
  output: orderPaymentPlan,
  errors: [
    'admin.instalment_plan_not_found',
    'admin.instalment_plan_inactive',
    'purchase.card_declined',
    'purchase.card_insufficient_funds',
    'purchase.payment_failed',
  ],
});

export const changeOrderPaymentPlanCard = defineEndpoint({
  ...managed,
  id: 'changeOrderPaymentPlanCard',
  method: 'PUT',
  path: '/api/admin/payment-plans/:id/card',
  summary:
    'Keeps another card for the plan’s later instalments (the processor keeps the card, we keep its token).',
  params: idParams,
  /** The card typed (the sandbox) or from the processor's browser fields (`paymentMethodId`, Stripe). */
  body: z.object({ card: cardDetails.optional(), paymentMethodId: cardToKeep.optional() }),
  output: orderPaymentPlan,
  errors: [
    'admin.instalment_plan_not_found',
    'admin.instalment_plan_inactive',
    'purchase.card_number_invalid',
    'purchase.card_expired',
    'purchase.card_expiry_invalid',
    'purchase.card_cvc_invalid',
    'purchase.card_declined',
    'purchase.card_authentication_required',
    'purchase.payment_method_unsupported',
    'purchase.payment_processor_unavailable',
  ],
  example: { card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' } },
});

export const listCustomerPaymentPlans = defineEndpoint({
  tag: 'customer-accounts',
  permission: null,
  tenant: 'host',
  auth: 'customer',
  id: 'listCustomerPaymentPlans',
  method: 'GET',
  path: '/api/shop/account/payment-plans',
  summary: 'The signed-in customer’s orders on a payment plan, with each instalment paid, due or failed.',
  output: z.array(orderPaymentPlan),
  errors: [],
});
