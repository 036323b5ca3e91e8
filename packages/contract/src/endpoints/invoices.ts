import { defineEndpoint } from '../endpoint';
import { cardErrors } from '../payment-errors';
import * as z from '../zod';
import { cardDetails } from './checkout-inputs';

/**
 * Pay later by invoice (decisions/0109): the shop offers it where the account's terms are on; the
 * order is held with its seats sold to it until the invoice is paid by the recipient's link or at
 * the box office; the job queue reminds before the due date and releases the seats after it.
 */
const settingsAccess = {
  tag: 'invoices',
  auth: 'staff',
  tenant: 'session',
  permission: 'accountSettings',
} as const;
const shop = { tag: 'invoices', auth: 'public', tenant: 'host', permission: null } as const;

export const invoiceSettings = z.object({
  /** The shop offers "Pay by invoice" to every buyer. */
  enabled: z.boolean(),
  /** The invoice falls due this many days after the sale; unpaid, its seats are released then. */
  dueDays: z.number().int().min(1).max(365),
  /** The reminder goes this many days before the due date; 0: no reminder. */
  reminderDays: z.number().int().min(0).max(364),
});
export type InvoiceSettings = z.infer<typeof invoiceSettings>;

export const invoiceStatuses = ['open', 'paid', 'cancelled'] as const;

export const orderInvoice = z.object({
  number: z.string(),
  status: z.enum(invoiceStatuses),
  amount: z.number().int(),
  email: z.string(),
  dueAt: z.iso.datetime(),
  remindAt: z.iso.datetime().nullable(),
  remindedAt: z.iso.datetime().nullable(),
  paidAt: z.iso.datetime().nullable(),
  cancelledAt: z.iso.datetime().nullable(),
});
export type OrderInvoice = z.infer<typeof orderInvoice>;

export const getInvoiceSettings = defineEndpoint({
  ...settingsAccess,
  id: 'getInvoiceSettings',
  method: 'GET',
  path: '/api/admin/invoice-settings',
  summary: 'The account’s terms for paying later by invoice in the shop (off until set).',
  output: invoiceSettings,
  errors: [],
});

export const putInvoiceSettings = defineEndpoint({
  ...settingsAccess,
  id: 'putInvoiceSettings',
  method: 'PUT',
  path: '/api/admin/invoice-settings',
  summary: 'Sets the invoice terms; invoices already issued keep the dates they were issued with.',
  body: invoiceSettings,
  output: invoiceSettings,
  errors: ['admin.invoice_terms_invalid'],
  example: { enabled: true, dueDays: 14, reminderDays: 3 },
});

const orderParams = z.object({ orderId: z.bigIdParam() });

export const getOrderInvoice = defineEndpoint({
  tag: 'invoices',
  auth: 'staff',
  tenant: 'session',
  permission: 'viewOrders',
  id: 'getOrderInvoice',
  method: 'GET',
  path: '/api/admin/orders/:orderId/invoice',
  summary: 'The invoice an order is held on, with its status and due date; null when it has none.',
  params: orderParams,
  output: orderInvoice.nullable(),
  errors: ['purchase.order_not_found'],
});

export const payOrderInvoice = defineEndpoint({
  tag: 'invoices',
  auth: 'staff',
  tenant: 'session',
  permission: 'sellTickets',
  id: 'payOrderInvoice',
  method: 'POST',
  path: '/api/admin/orders/:orderId/invoice/pay',
  summary: 'Marks an open invoice paid at the box office by cash or check: the order is paid and confirmed.',
  params: orderParams,
  body: z.object({ type: z.enum(['Cash', 'Check']) }),
  output: orderInvoice,
  errors: ['purchase.order_not_found', 'admin.invoice_not_found', 'admin.invoice_not_open'],
  example: { type: 'Check' },
});

export const shopInvoiceTerms = z.object({
  /** Whether the shop offers "Pay by invoice" now. */
  available: z.boolean(),
  dueDays: z.number().int(),
});

export const getShopInvoiceTerms = defineEndpoint({
  ...shop,
  id: 'getShopInvoiceTerms',
  method: 'GET',
  path: '/api/shop/checkout/invoice-terms',
  summary: 'Whether the shop offers paying later by invoice, and in how many days it falls due.',
  output: shopInvoiceTerms,
  errors: [],
});

export const shopInvoice = z.object({
  invoiceId: z.string(),
  number: z.string(),
  orderId: z.number().int(),
  status: z.enum(invoiceStatuses),
  amount: z.number().int(),
  /** The amount as the account writes money. */
  amountText: z.string(),
  dueAt: z.iso.datetime(),
  recipientName: z.string(),
  email: z.string(),
  accountName: z.string(),
  /** Each ticket (event and place); null: the order's fees and delivery. */
  lines: z.array(z.object({ description: z.string().nullable(), amount: z.number().int() })),
  paidAt: z.iso.datetime().nullable(),
});
export type ShopInvoice = z.infer<typeof shopInvoice>;

const invoiceParams = z.object({ invoiceId: z.uuid() });
const tokenQuery = z.object({ token: z.string().min(20).max(200) });
const linkErrors = ['purchase.invoice_link_invalid', 'common.rate_limited'] as const;

export const getShopInvoice = defineEndpoint({
  ...shop,
  id: 'getShopInvoice',
  method: 'GET',
  path: '/api/shop/invoices/:invoiceId',
  summary: 'The invoice the recipient’s signed link opens: amount, due date, lines and status. Rate-limited.',
  params: invoiceParams,
  query: tokenQuery,
  output: shopInvoice,
  errors: [...linkErrors],
});

export const downloadShopInvoice = defineEndpoint({
  ...shop,
  id: 'downloadShopInvoice',
  method: 'GET',
  path: '/api/shop/invoices/:invoiceId/invoice.pdf',
  summary: 'The invoice as a PDF, in the order’s language. Rate-limited.',
  params: invoiceParams,
  query: tokenQuery,
  output: z.custom<Uint8Array>((v) => v instanceof Uint8Array),
  errors: [...linkErrors],
});

export const payShopInvoice = defineEndpoint({
  ...shop,
  id: 'payShopInvoice',
  method: 'POST',
  path: '/api/shop/invoices/:invoiceId/pay',
  summary:
    'The recipient pays the invoice by card: the order is paid and confirmed. Two payments at once capture once.',
  params: invoiceParams,
  body: tokenQuery.extend({ idempotencyKey: z.string().min(16).max(100), card: cardDetails }),
  output: shopInvoice,
  errors: [...linkErrors, 'purchase.invoice_not_payable', ...cardErrors],
  example: {
    token: 'x'.repeat(43),
    idempotencyKey: 'example-invoice-pay-0001',
    card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
  },
});
