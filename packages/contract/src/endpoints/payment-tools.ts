import { defineEndpoint } from '../endpoint';
import * as z from '../zod';

/**
 * Tools for card payments at the processor (decisions/0090): look up a processor payment and
 * the order it belongs to, the Stripe Unified Account's connected accounts and their onboarding,
 * and payments stuck mid-flight with retry and void.
 */

export const processorChargeStatuses = ['authorized', 'captured', 'voided', 'refunded'] as const;

export const processorPayment = z.object({
  /** The processor's reference (a Stripe PaymentIntent, `pi_…`). */
  chargeId: z.string(),
  status: z.enum(processorChargeStatuses),
  amount: z.number().int(),
  refunded: z.number().int(),
  createdAt: z.iso.datetime(),
  paymentAccountId: z.number().int(),
  paymentAccountName: z.string(),
  basketId: z.string().nullable(),
  /** The order it belongs to; null when no order took it. */
  orderId: z.number().int().nullable(),
  /** The order's payment and its state (authorized, captured, capture_failed, refunded). */
  paymentStatus: z.string().nullable(),
  buyerName: z.string().nullable(),
});
export type ProcessorPayment = z.infer<typeof processorPayment>;

export const lookupProcessorPayment = defineEndpoint({
  id: 'lookupProcessorPayment',
  method: 'GET',
  path: '/api/admin/tools/stripe-payments/:reference',
  summary:
    "A payment as the processor holds it (by its reference, a Stripe PaymentIntent id), asked of the account's Stripe payment accounts, with the order it belongs to.",
  tag: 'orders',
  auth: 'staff',
  permission: 'viewReconciliation',
  tenant: 'session',
  params: z.object({ reference: z.string().trim().min(3).max(255) }),
  output: processorPayment,
  errors: ['admin.processor_payment_not_found', 'purchase.payment_processor_unavailable'],
});

export const onboardingStates = ['not_started', 'incomplete', 'complete'] as const;

export const stripePlatformAccount = z.object({
  paymentAccountId: z.number().int(),
  name: z.string(),
  /** The connected account at Stripe (`acct_…`); null before onboarding begins. */
  connectedAccountId: z.string().nullable(),
  onboarding: z.enum(onboardingStates),
  /** Stripe lets it take charges. */
  isLive: z.boolean(),
  /** What Stripe still asks for (its requirement names). */
  due: z.array(z.string()),
});
export type StripePlatformAccount = z.infer<typeof stripePlatformAccount>;

const platformTool = {
  tag: 'payment-settings',
  auth: 'staff',
  permission: 'accountSettings',
  tenant: 'session',
} as const;

export const listStripePlatformAccounts = defineEndpoint({
  ...platformTool,
  id: 'listStripePlatformAccounts',
  method: 'GET',
  path: '/api/admin/tools/stripe-platform-accounts',
  summary:
    "The account's Stripe Unified Account payment accounts with their connected accounts and onboarding state as Stripe's Accounts API answers it now (the payment account's onboarding and live flags follow it).",
  output: z.object({ items: z.array(stripePlatformAccount), platformConfigured: z.boolean() }),
  errors: ['purchase.payment_processor_unavailable'],
});

export const startStripeOnboarding = defineEndpoint({
  ...platformTool,
  id: 'startStripeOnboarding',
  method: 'POST',
  path: '/api/admin/tools/stripe-platform-accounts/:paymentAccountId/onboarding',
  summary:
    "Makes the payment account's connected account on the platform (once) and answers a Stripe onboarding link for it; Stripe sends the person back to this tool.",
  params: z.object({ paymentAccountId: z.idParam() }),
  output: z.object({ url: z.string(), connectedAccountId: z.string() }),
  errors: [
    'admin.payment_setting_not_found',
    'admin.connected_account_unavailable',
    'purchase.payment_processor_unavailable',
  ],
});

export const stuckPaymentKinds = ['not_taken', 'capture_pending'] as const;

export const stuckPayment = z.object({
  chargeId: z.string(),
  /** not_taken: authorized and no order took it; capture_pending: the order's capture is not confirmed. */
  kind: z.enum(stuckPaymentKinds),
  amount: z.number().int(),
  since: z.iso.datetime(),
  paymentAccountId: z.number().int().nullable(),
  basketId: z.string().nullable(),
  orderId: z.number().int().nullable(),
});
export type StuckPayment = z.infer<typeof stuckPayment>;

const processingTool = {
  tag: 'orders',
  auth: 'staff',
  permission: 'refundsAndCancellations',
  tenant: 'session',
} as const;

export const listStuckPayments = defineEndpoint({
  ...processingTool,
  id: 'listStuckPayments',
  method: 'GET',
  path: '/api/admin/tools/payment-processing/stuck',
  summary:
    'Card payments stuck mid-flight, oldest first: authorizations no order took, and order payments whose capture was not confirmed (it timed out).',
  output: z.object({ items: z.array(stuckPayment) }),
  errors: ['purchase.payment_processor_unavailable'],
});

const chargeParams = z.object({ chargeId: z.string().trim().min(3).max(255) });

export const retryStuckPayment = defineEndpoint({
  ...processingTool,
  id: 'retryStuckPayment',
  method: 'POST',
  path: '/api/admin/tools/payment-processing/stuck/:chargeId/retry',
  summary:
    "Finishes an order payment's capture as reconciliation does: the processor is asked how the charge stands and it is captured at most once.",
  params: chargeParams,
  output: z.object({ outcome: z.enum(['captured', 'capture_failed']) }),
  errors: ['admin.stuck_payment_not_found', 'purchase.payment_timeout', 'purchase.payment_failed'],
});

export const voidStuckPayment = defineEndpoint({
  ...processingTool,
  id: 'voidStuckPayment',
  method: 'POST',
  path: '/api/admin/tools/payment-processing/stuck/:chargeId/void',
  summary:
    'Releases an authorization no order took, under the rules reconciliation follows (never while its checkout may still write the order).',
  params: chargeParams,
  output: z.object({ voided: z.boolean() }),
  errors: ['admin.stuck_payment_not_found', 'admin.stuck_payment_in_checkout', 'purchase.payment_timeout'],
});
