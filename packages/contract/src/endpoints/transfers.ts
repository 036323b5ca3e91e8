import { transferStates } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import * as z from '../zod';
import { passwordPolicy } from './customer-accounts';
import { staffOrders } from './orders';

/**
 * Ticket transfers (spec §3 Order "Transfers", §4 states and labels, §5 rules): a ticket holder
 * (staff for them, or the customer) hands tickets to a recipient, who claims them by the link
 * in their mail at /shop/account/claim-tickets and gets new barcodes. All of it answers
 * `purchase.transfers_disabled` while ticket transfer is off in the account settings.
 */

export const ticketTransfer = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  state: z.enum(transferStates),
  /** The spec's label: resale_received, transfer_complete, initiated, transfer_canceled. */
  label: z.enum(['resale_received', 'transfer_complete', 'initiated', 'transfer_canceled']),
  seatKeys: z.array(z.string()),
  recipientName: z.string(),
  recipientEmail: z.string(),
  resaleOrderId: z.number().int().nullable(),
  actor: z.enum(['staff', 'customer']),
  by: z.string().nullable(),
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
  canceledAt: z.iso.datetime().nullable(),
});
export type TicketTransfer = z.infer<typeof ticketTransfer>;

const orderParams = z.object({ orderId: z.bigIdParam() });
const transferBody = z.object({
  ticketIds: z.array(z.bigId()).min(1).max(100),
  recipientName: z.string().trim().max(200),
  recipientEmail: z.string().trim().max(254),
});
const transferErrors = [
  'purchase.transfers_disabled',
  'purchase.order_not_found',
  'purchase.ticket_not_found',
  'purchase.transfer_recipient_required',
  'purchase.transfer_same_customer',
  'purchase.transfer_nothing_chosen',
  'purchase.transfer_ticket_not_live',
  'common.validation_failed',
] as const;

export const listOrderTransfers = defineEndpoint({
  ...staffOrders,
  id: 'listOrderTransfers',
  method: 'GET',
  path: '/api/admin/orders/:orderId/transfers',
  summary: 'The order’s transfers, newest first, with their states and labels.',
  params: orderParams,
  output: z.array(ticketTransfer),
  errors: ['purchase.transfers_disabled', 'purchase.order_not_found'],
});

export const transferOrderTickets = defineEndpoint({
  ...staffOrders,
  id: 'transferOrderTickets',
  method: 'POST',
  path: '/api/admin/orders/:orderId/transfers',
  summary:
    'Starts a transfer of tickets of the order to a recipient (name and email, never the order’s customer), who is mailed a claim link.',
  params: orderParams,
  body: transferBody,
  output: z.array(ticketTransfer),
  status: 201,
  errors: [...transferErrors, 'sale.event_out_of_scope'],
  example: { ticketIds: [1], recipientName: 'Grace Hopper', recipientEmail: 'grace@example.test' },
});

export const cancelOrderTransfer = defineEndpoint({
  ...staffOrders,
  id: 'cancelOrderTransfer',
  method: 'POST',
  path: '/api/admin/orders/:orderId/transfers/:transferId/cancel',
  summary: 'Cancels a transfer before its recipient claims it; the tickets stay with the order.',
  params: z.object({ orderId: z.bigIdParam(), transferId: z.bigIdParam() }),
  output: z.array(ticketTransfer),
  errors: [
    'purchase.transfers_disabled',
    'purchase.order_not_found',
    'purchase.transfer_not_found',
    'purchase.transfer_not_pending',
  ],
});

const shop = { tag: 'customer-accounts', permission: null, tenant: 'host' } as const;

export const listCustomerTransfers = defineEndpoint({
  ...shop,
  auth: 'customer',
  id: 'listCustomerTransfers',
  method: 'GET',
  path: '/api/shop/account/transfers',
  summary: 'Transfers the signed-in customer made or received.',
  output: z.array(ticketTransfer),
  errors: ['purchase.transfers_disabled'],
});

export const transferCustomerTickets = defineEndpoint({
  ...shop,
  auth: 'customer',
  id: 'transferCustomerTickets',
  method: 'POST',
  path: '/api/shop/account/orders/:orderId/transfers',
  summary: 'The signed-in customer transfers tickets they hold to a recipient, who is mailed a claim link.',
  params: orderParams,
  body: transferBody,
  output: z.array(ticketTransfer),
  status: 201,
  errors: transferErrors,
  example: { ticketIds: [1], recipientName: 'Grace Hopper', recipientEmail: 'grace@example.test' },
});

export const claimTransferView = z.object({
  recipientName: z.string(),
  recipientEmail: z.string(),
  /** Whether a shop account with the recipient’s email exists (sign in), or one is to be created. */
  accountExists: z.boolean(),
  tickets: z.array(
    z.object({
      eventName: z.string(),
      eventStartsAt: z.iso.datetime(),
      /** Null when the order's seat locations are hidden from its buyers (group sales, house seats). */
      seatKey: z.string().nullable(),
    }),
  ),
});

const claimToken = z.string().min(20).max(200);

export const getTransferClaim = defineEndpoint({
  ...shop,
  auth: 'public',
  id: 'getTransferClaim',
  method: 'POST',
  path: '/api/shop/transfers/claim/view',
  summary: 'What a claim link offers: the tickets and for whom, while the transfer waits to be claimed.',
  body: z.object({ token: claimToken }),
  output: claimTransferView,
  errors: ['purchase.transfers_disabled', 'purchase.transfer_not_found', 'purchase.transfer_not_pending'],
  example: { token: 'x'.repeat(43) },
});

export const claimTransfer = defineEndpoint({
  ...shop,
  auth: 'customer',
  id: 'claimTransfer',
  method: 'POST',
  path: '/api/shop/transfers/claim',
  summary: 'The signed-in customer claims a transfer: its tickets become theirs with new barcodes, once.',
  body: z.object({ token: claimToken }),
  output: z.object({ ticketCount: z.number().int() }),
  errors: [
    'purchase.transfers_disabled',
    'purchase.transfer_not_found',
    'purchase.transfer_not_pending',
    'purchase.transfer_same_customer',
  ],
  example: { token: 'x'.repeat(43) },
});

export const claimTransferWithNewAccount = defineEndpoint({
  ...shop,
  auth: 'public',
  id: 'claimTransferWithNewAccount',
  method: 'POST',
  path: '/api/shop/transfers/claim/register',
  summary:
    'Claims a transfer by creating the recipient’s shop account (the link proves the mailbox) and signs them in.',
  body: z
    .object({
      token: claimToken,
      firstName: z.string().trim().min(1).max(100),
      lastName: z.string().trim().min(1).max(100),
      password: z.string().max(200),
      confirmPassword: z.string().max(200),
    })
    .superRefine(passwordPolicy('password', 'confirmPassword')),
  output: z.object({ ticketCount: z.number().int() }),
  errors: [
    'purchase.transfers_disabled',
    'purchase.transfer_not_found',
    'purchase.transfer_not_pending',
    'auth.customer_email_registered',
    'common.validation_failed',
  ],
  example: {
    token: 'x'.repeat(43),
    firstName: 'Grace',
    lastName: 'Hopper',
    password: 'Analytical-Engine-1843!',
    confirmPassword: 'Analytical-Engine-1843!',
  },
});
