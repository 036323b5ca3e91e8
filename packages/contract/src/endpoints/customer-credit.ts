import {
  ACCOUNT_CREDIT_ENTRY_MAX,
  ACCOUNT_CREDIT_REASON_MAX,
  accountCreditEntryKinds,
} from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import * as z from '../zod';

/**
 * A customer's account credit ("on account", decisions/0087): the balance a refund on account
 * fills, staff adjust with a reason and a sale spends.
 */

const customerParams = z.object({ customerId: z.idParam() });

export const accountCreditEntry = z.object({
  id: z.number().int(),
  kind: z.enum(accountCreditEntryKinds),
  /** Minor units: above 0 credited, below 0 spent or taken off. */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  orderId: z.number().int().nullable(),
  reason: z.string().nullable(),
  actor: z.string(),
  userName: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

export const accountCredit = z.object({
  balance: z.number().int(),
  entries: z.array(accountCreditEntry),
});
export type AccountCredit = z.infer<typeof accountCredit>;

export const getCustomerCredit = defineEndpoint({
  tag: 'customers',
  auth: 'staff',
  tenant: 'session',
  permission: 'viewOrders',
  id: 'getCustomerCredit',
  method: 'GET',
  path: '/api/admin/customers/:customerId/credit',
  summary:
    'The customer’s account credit: the balance and its history (refunds on account, spends, adjustments).',
  params: customerParams,
  output: accountCredit,
  errors: ['admin.customer_not_found'],
});

export const adjustCustomerCredit = defineEndpoint({
  tag: 'customers',
  auth: 'staff',
  tenant: 'session',
  permission: 'refundsAndCancellations',
  id: 'adjustCustomerCredit',
  method: 'POST',
  path: '/api/admin/customers/:customerId/credit/adjustments',
  summary:
    'Adds to or takes from the customer’s account credit, with a reason; it never goes below zero. Recorded with who and when.',
  params: customerParams,
  body: z.strictObject({
    amount: z
      .number()
      .int()
      .min(-ACCOUNT_CREDIT_ENTRY_MAX)
      .max(ACCOUNT_CREDIT_ENTRY_MAX)
      .refine((v) => v !== 0),
    reason: z.string().trim().min(1).max(ACCOUNT_CREDIT_REASON_MAX),
  }),
  output: accountCredit,
  status: 201,
  errors: ['admin.customer_not_found', 'admin.account_credit_below_zero'],
  example: { amount: 1000, reason: 'Goodwill for a late start' },
});

export const getShopAccountCredit = defineEndpoint({
  tag: 'customer-accounts',
  permission: null,
  tenant: 'host',
  auth: 'customer',
  id: 'getShopAccountCredit',
  method: 'GET',
  path: '/api/shop/account/credit',
  summary: 'The signed-in customer’s account credit balance, to spend at checkout.',
  output: z.object({ balance: z.number().int() }),
  errors: [],
});
