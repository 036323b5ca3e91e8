import { giftCertificateStatuses } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import * as z from '../zod';

const common = {
  auth: 'staff',
  tenant: 'session',
  permission: 'sellTickets',
  tag: 'gift-certificates',
} as const;

export const giftCertificate = z.object({
  id: z.number().int(),
  number: z.string(),
  amount: z.number().int(),
  balance: z.number().int(),
  status: z.enum(giftCertificateStatuses),
  buyerCustomerId: z.number().int().nullable(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  expiresAt: z.iso.datetime().nullable(),
  paymentType: z.string(),
  createdAt: z.iso.datetime(),
});

/** How a gift certificate sale is paid at the window. */
export const giftCertificatePaymentTypes = ['Cash', 'Check', 'Custom', 'Manual'] as const;

export const sellGiftCertificate = defineEndpoint({
  ...common,
  id: 'sellGiftCertificate',
  method: 'POST',
  path: '/api/admin/gift-certificates',
  summary:
    'Sells a gift certificate at the window, paid there and then; the number is generated unless given (6–20 digits, unique in the account).',
  body: z.strictObject({
    amount: z.number().int().min(1).max(100_000_000),
    number: z.string().trim().max(40).optional(),
    buyerCustomerId: z.id().nullable().default(null),
    buyerName: z.string().trim().max(200).default(''),
    buyerEmail: z.union([z.email().max(254), z.literal('')]).default(''),
    recipientName: z.string().trim().max(200).default(''),
    recipientEmail: z.union([z.email().max(254), z.literal('')]).default(''),
    expiresAt: z.iso.datetime().nullable().default(null),
    paymentType: z.enum(giftCertificatePaymentTypes),
    paymentReference: z.string().trim().max(100).default(''),
  }),
  output: giftCertificate,
  status: 201,
  errors: [
    'admin.gift_certificate_number_invalid',
    'admin.gift_certificate_number_taken',
    'admin.customer_not_found',
    'sale.payment_type_not_allowed',
  ],
  example: { amount: 5000, buyerName: 'Ada Lovelace', recipientName: 'Charles Babbage', paymentType: 'Cash' },
});

export const getGiftCertificate = defineEndpoint({
  ...common,
  id: 'getGiftCertificate',
  method: 'GET',
  path: '/api/admin/gift-certificates/:giftCertificateId',
  summary: 'A gift certificate with its balance and state.',
  params: z.object({ giftCertificateId: z.idParam() }),
  output: giftCertificate,
  errors: ['admin.gift_certificate_not_found'],
});

export const giftCertificateBalance = defineEndpoint({
  ...common,
  id: 'giftCertificateBalance',
  method: 'GET',
  path: '/api/admin/gift-certificate-balance',
  summary: 'Looks a gift certificate up by its number: balance, state and expiration.',
  query: z.object({ number: z.string().trim().min(1).max(40) }),
  output: giftCertificate,
  errors: ['purchase.gift_certificate_not_found'],
});

export const voidGiftCertificate = defineEndpoint({
  ...common,
  permission: 'viewOrders',
  id: 'voidGiftCertificate',
  method: 'POST',
  path: '/api/admin/gift-certificates/:giftCertificateId/void',
  summary: 'Cancels an unredeemed gift certificate; redeemed or partly redeemed ones cannot be canceled.',
  params: z.object({ giftCertificateId: z.idParam() }),
  output: giftCertificate,
  errors: ['admin.gift_certificate_not_found', 'admin.gift_certificate_redeemed'],
});

export const listCustomerGiftCertificates = defineEndpoint({
  ...common,
  permission: 'viewOrders',
  id: 'listCustomerGiftCertificates',
  method: 'GET',
  path: '/api/admin/customers/:customerId/gift-certificates',
  summary: 'Gift certificates the customer bought.',
  params: z.object({ customerId: z.idParam() }),
  output: z.array(giftCertificate),
  errors: ['admin.customer_not_found'],
});

export type GiftCertificate = z.infer<typeof giftCertificate>;
