import { defineEndpoint } from '../endpoint';
import { groupPaymentErrors, staffPaymentErrors } from '../payment-errors';
import * as z from '../zod';
import { cardDetails, paymentInput, processorPaymentMethod } from './checkout-inputs';

/** Memberships (decisions/0050): levels in account settings, sold and renewed at the box office and in the shop. */
const settings = {
  auth: 'staff',
  tenant: 'session',
  permission: 'accountSettings',
  tag: 'memberships',
} as const;
const selling = { auth: 'staff', tenant: 'session', permission: 'sellTickets', tag: 'memberships' } as const;
const shop = { tag: 'memberships', permission: null, tenant: 'host' } as const;

const tag = z.string().trim().min(1).max(50);

export const membershipLevel = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  durationMonths: z.number().int(),
  renewalWindowDays: z.number().int(),
  reminderDays: z.number().int(),
  tags: z.array(z.string()),
  onlineSale: z.boolean(),
  archived: z.boolean(),
});
export type MembershipLevel = z.infer<typeof membershipLevel>;

export const membershipLevelInput = z.strictObject({
  name: z.string().trim().min(1).max(100),
  description: z.string().trim().max(2000).default(''),
  price: z.int4().min(0).max(100_000_000),
  durationMonths: z.number().int().min(1).max(120),
  renewalWindowDays: z.number().int().min(0).max(366).default(30),
  reminderDays: z.number().int().min(0).max(366).default(14),
  tags: z.array(tag).max(20).default([]),
  onlineSale: z.boolean().default(true),
  archived: z.boolean().default(false),
});

export const customerMembership = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  levelId: z.number().int(),
  levelName: z.string(),
  memberNumber: z.string(),
  tags: z.array(z.string()),
  memberSince: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  status: z.enum(['active', 'expired']),
  /** When a renewal may be sold from (it extends from the expiry). */
  renewableFrom: z.iso.datetime(),
  renewalPrice: z.number().int(),
});
export type CustomerMembership = z.infer<typeof customerMembership>;

export const membershipSale = z.object({ orderId: z.number().int(), membership: customerMembership });
export type MembershipSale = z.infer<typeof membershipSale>;

const paymentErrors = [
  ...staffPaymentErrors,
  'purchase.idempotency_key_reused',
  ...groupPaymentErrors,
] as const;

const staffPayment = z.object({
  /** Made once per attempt by the client; a retry with it answers the same order. */
  idempotencyKey: z.string().min(16).max(100),
  payments: z.array(paymentInput).min(1).max(10),
});

export const listMembershipLevels = defineEndpoint({
  ...settings,
  id: 'listMembershipLevels',
  method: 'GET',
  path: '/api/admin/membership-levels',
  summary: 'The account’s membership levels, archived ones included.',
  output: z.array(membershipLevel),
  errors: [],
});

export const createMembershipLevel = defineEndpoint({
  ...settings,
  id: 'createMembershipLevel',
  method: 'POST',
  path: '/api/admin/membership-levels',
  summary:
    'Adds a membership level: price, duration in months, renewal window, reminder and the tags it gives.',
  body: membershipLevelInput,
  output: membershipLevel,
  status: 201,
  errors: ['admin.duplicate_entry'],
  example: {
    name: 'Gold',
    price: 12000,
    durationMonths: 12,
    renewalWindowDays: 30,
    reminderDays: 14,
    tags: ['Gold'],
  },
});

export const updateMembershipLevel = defineEndpoint({
  ...settings,
  id: 'updateMembershipLevel',
  method: 'PUT',
  path: '/api/admin/membership-levels/:levelId',
  summary: 'Changes a membership level; later sales and renewals use the new terms.',
  params: z.object({ levelId: z.idParam() }),
  body: membershipLevelInput,
  output: membershipLevel,
  errors: ['admin.membership_level_not_found', 'admin.duplicate_entry'],
  example: { name: 'Gold', price: 13000, durationMonths: 12, tags: ['Gold'] },
});

export const listSellMembershipLevels = defineEndpoint({
  ...selling,
  id: 'listSellMembershipLevels',
  method: 'GET',
  path: '/api/admin/sell/memberships',
  summary: 'The membership levels a box office sells (not archived).',
  output: z.array(membershipLevel),
  errors: [],
});

export const sellMembership = defineEndpoint({
  ...selling,
  id: 'sellMembership',
  method: 'POST',
  path: '/api/admin/sell/memberships/:levelId',
  summary:
    'Sells a membership of this level to a customer, paid like an order (cash, card through the payment port, …). A customer who already holds the level has it renewed instead. Idempotent by key.',
  params: z.object({ levelId: z.idParam() }),
  body: staffPayment.extend({ customerId: z.id() }),
  output: membershipSale,
  status: 201,
  errors: [
    'admin.membership_level_not_found',
    'purchase.customer_not_found',
    'purchase.membership_renewal_not_open',
    ...paymentErrors,
  ],
  example: {
    customerId: 1,
    idempotencyKey: 'membership-0000000001',
    payments: [{ type: 'Cash', amount: 12000 }],
  },
});

export const listCustomerMemberships = defineEndpoint({
  auth: 'staff',
  tenant: 'session',
  permission: 'viewOrders',
  tag: 'memberships',
  id: 'listCustomerMemberships',
  method: 'GET',
  path: '/api/admin/customers/:customerId/memberships',
  summary: 'A customer’s memberships: level, member ID, member since, expiration.',
  params: z.object({ customerId: z.idParam() }),
  output: z.array(customerMembership),
  errors: ['admin.customer_not_found'],
});

export const renewMembership = defineEndpoint({
  ...selling,
  id: 'renewMembership',
  method: 'POST',
  path: '/api/admin/memberships/:membershipId/renew',
  summary:
    'Renews a membership at its level’s current price: from its expiry inside the renewal window, from today once lapsed.',
  params: z.object({ membershipId: z.idParam() }),
  body: staffPayment,
  output: membershipSale,
  status: 201,
  errors: ['admin.membership_not_found', 'purchase.membership_renewal_not_open', ...paymentErrors],
  example: { idempotencyKey: 'membership-renewal-0000001', payments: [{ type: 'Cash', amount: 12000 }] },
});

/** The shop pays by card (typed, or the processor's browser fields). */
const shopPayment = z.object({
  idempotencyKey: z.string().min(16).max(100),
  /** The price the member was shown; another price now charges nothing. */
  expectedTotal: z.int4().min(0),
  card: cardDetails.optional(),
  paymentMethodId: processorPaymentMethod.optional(),
});

const shopPaymentErrors = paymentErrors.filter((c) => !c.startsWith('sale.'));

export const getShopMembershipLevel = defineEndpoint({
  ...shop,
  auth: 'public',
  id: 'getShopMembershipLevel',
  method: 'GET',
  path: '/api/shop/memberships/:levelId',
  summary: 'A membership level offered in the shop.',
  params: z.object({ levelId: z.idParam() }),
  output: membershipLevel,
  errors: ['purchase.membership_level_not_found'],
});

export const buyShopMembership = defineEndpoint({
  ...shop,
  auth: 'customer',
  id: 'buyShopMembership',
  method: 'POST',
  path: '/api/shop/memberships/:levelId',
  summary:
    'The signed-in customer buys a membership of this level by card (or renews the one they hold). Idempotent by key.',
  params: z.object({ levelId: z.idParam() }),
  body: shopPayment,
  output: membershipSale,
  status: 201,
  errors: [
    'purchase.membership_level_not_found',
    'purchase.membership_renewal_not_open',
    ...shopPaymentErrors,
  ],
  example: {
    idempotencyKey: 'shop-membership-00000001',
    expectedTotal: 12000,
    card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123', name: 'Ada Lovelace' },
  },
});

export const listMyMemberships = defineEndpoint({
  ...shop,
  auth: 'customer',
  id: 'listMyMemberships',
  method: 'GET',
  path: '/api/shop/account/memberships',
  summary: 'The signed-in customer’s memberships.',
  output: z.array(customerMembership),
  errors: [],
});

export const renewMyMembership = defineEndpoint({
  ...shop,
  auth: 'customer',
  id: 'renewMyMembership',
  method: 'POST',
  path: '/api/shop/account/memberships/:membershipId/renew',
  summary: 'The member renews their membership by card, from its expiry inside the renewal window.',
  params: z.object({ membershipId: z.idParam() }),
  body: shopPayment,
  output: membershipSale,
  status: 201,
  errors: ['admin.membership_not_found', 'purchase.membership_renewal_not_open', ...shopPaymentErrors],
  example: {
    idempotencyKey: 'shop-renewal-0000000001',
    expectedTotal: 12000,
    card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123', name: 'Ada Lovelace' },
  },
});
