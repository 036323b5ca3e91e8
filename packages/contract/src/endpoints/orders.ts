import { orderStatuses, paymentTypes, refundStates } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import { accountCreditErrors, groupPaymentErrors, staffPaymentErrors } from '../payment-errors';
import * as z from '../zod';
import { feeCharge, saleTimingErrors } from './baskets';
import { checkoutBody } from './checkout-inputs';

export const orderTicket = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  eventName: z.string(),
  eventStartsAt: z.iso.datetime(),
  /** The venue's time zone (IANA): the event time is shown in it. */
  eventTimeZone: z.string(),
  venueName: z.string(),
  eventSeatId: z.number().int().nullable(),
  seatKey: z.string(),
  section: z.string(),
  row: z.string(),
  seat: z.string(),
  priceLevelName: z.string().nullable(),
  /** The price type it was sold under, named in the reader's language (decisions/0041). */
  priceTypeName: z.string().nullable(),
  faceValue: z.number().int(),
  discount: z.number().int(),
  /** Its fees as charged, named in the reader's language. */
  fees: z.array(feeCharge),
  total: z.number().int(),
  status: z.enum(orderStatuses),
  barcode: z.string(),
  /** The season package the ticket is a part of: its parts are voided together (decisions/0086). */
  packageLineId: z.number().int().nullable().optional(),
  /** The template package or event plan the ticket is a part of: voided and refunded with every part (decisions/0112). */
  bundleLineId: z.number().int().nullable().optional(),
});

/** A product item of an order: sold with an event, voided on its own or with the order. */
export const orderProduct = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  eventName: z.string(),
  productId: z.number().int(),
  productVariantId: z.number().int().nullable(),
  /** The product's name as sold, in the reader's language. */
  name: z.string(),
  variantName: z.string().nullable(),
  sku: z.string(),
  type: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  total: z.number().int(),
  status: z.enum(orderStatuses),
  redemptionInstructions: z.string(),
  /** The template package the item is a part of: voided and refunded with every part (decisions/0112). */
  bundleLineId: z.number().int().nullable().optional(),
});
export type OrderProduct = z.infer<typeof orderProduct>;

export const orderPayment = z.object({
  id: z.number().int(),
  type: z.string(),
  amount: z.number().int(),
  method: z.string().nullable(),
  last4: z.string().nullable(),
  /** captured; authorized (a card whose capture is not confirmed yet); capture_failed; refunded. */
  status: z.string(),
  /** Refunded from this payment so far, in any state (requested and failed refunds included). */
  refunded: z.number().int(),
  createdAt: z.iso.datetime(),
});

export const orderRefund = z.object({
  id: z.number().int(),
  paymentId: z.number().int(),
  paymentType: z.string(),
  amount: z.number().int(),
  by: z.string().nullable(),
  /** requested (a card refund on its way to the processor), succeeded, or failed (staff may retry). */
  state: z.enum(refundStates).default('succeeded'),
  /** Why the processor refused it (an error code of the catalogue), while failed. */
  failureCode: z.string().nullable().default(null),
  /** The gift certificate issued for it (an exchange's difference refunded as a certificate): nothing went back to the payment. */
  giftCertificateNumber: z.string().nullable().default(null),
  /** Put on the customer's account credit (decisions/0087); an account credit payment given back is too. */
  onAccount: z.boolean().default(false),
  createdAt: z.iso.datetime(),
});
export type OrderRefund = z.infer<typeof orderRefund>;

export const order = z.object({
  id: z.number().int(),
  globalId: z.uuid(),
  status: z.enum(orderStatuses),
  channel: z.string(),
  buyer: z.object({
    title: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  tickets: z.array(orderTicket),
  products: z.array(orderProduct).default([]),
  /** Fees charged once per order, named as sold in the reader's language (none recorded before they were kept). */
  orderFees: z.array(feeCharge).default([]),
  payments: z.array(orderPayment),
  refunds: z.array(orderRefund),
  /** The customer the order belongs to (whose account credit it may use); null for a guest. */
  customerId: z.number().int().nullable().default(null),
  /** The staff member who sold it; null in the shop. */
  seller: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  deliveryDate: z.iso.datetime().nullable(),
  /** The delivery method chosen at checkout; null when none was. */
  deliveryMethod: z.object({ type: z.string(), displayName: z.string() }).nullable().default(null),
  anonymized: z.boolean(),
  /** Payments minus refunds (in any state: what the order owes back counts from the change on). */
  netPaid: z.number().int(),
  /** Refunds requested or failed: owed to the buyer, not given back yet. */
  refundsOutstanding: z.number().int().default(0),
  faceValueTotal: z.number().int(),
  feeTotal: z.number().int(),
  discountTotal: z.number().int(),
  deliveryTotal: z.number().int(),
  /** Sum of the product items as sold (voided ones included, like the ticket totals). */
  productTotal: z.number().int().default(0),
  total: z.number().int(),
  promoCode: z.string().nullable(),
  /** The partner the sale is credited to, and the commission the fee engine owes it (decisions/0053). */
  partner: z.object({ id: z.number().int(), name: z.string() }).nullable().default(null),
  partnerCommission: z.number().int().default(0),
  createdAt: z.iso.datetime(),
});
export type Order = z.infer<typeof order>;

export const checkoutBasket = defineEndpoint({
  tag: 'sell-tickets',
  auth: 'staff',
  tenant: 'session',
  permission: 'sellTickets',
  id: 'checkoutBasket',
  method: 'POST',
  path: '/api/admin/baskets/:basketId/checkout',
  summary:
    'Pays for a basket and turns it into an order. Idempotent: a retry with the same key answers the same order and never charges twice.',
  params: z.object({ basketId: z.uuid() }),
  body: checkoutBody,
  output: order,
  status: 201,
  errors: [
    'purchase.basket_not_found',
    'purchase.basket_closed',
    'purchase.basket_empty',
    'purchase.reservation_expired',
    ...saleTimingErrors,
    'purchase.promotion_archived',
    'purchase.membership_required',
    ...staffPaymentErrors,
    ...accountCreditErrors,
    'purchase.payment_accounts_differ',
    'purchase.card_terminal_unavailable',
    'purchase.idempotency_key_reused',
    'purchase.delivery_method_required',
    'purchase.delivery_method_unavailable',
    'purchase.delivery_address_required',
    'purchase.delivery_international_not_allowed',
    'purchase.partner_not_found',
    'purchase.partner_not_allowed',
    'purchase.partner_commission_required',
    'purchase.instalment_first_mismatch',
    'purchase.instalment_plan_unavailable',
    'purchase.instalment_plan_card_required',
    'purchase.instalment_total_too_small',
    'purchase.instalment_deposit_unavailable',
    // The seller's user group (spec §3): the first rule the sale breaks.
    'purchase.channel_not_allowed',
    'sale.event_out_of_scope',
    'sale.hold_not_allowed',
    'sale.sale_type_not_allowed',
    'sale.fee_class_not_allowed',
    'sale.promo_code_not_allowed',
    'sale.promo_code_required',
    ...groupPaymentErrors,
  ],
  example: {
    idempotencyKey: 'example-checkout-0001',
    buyer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' },
    payments: [{ type: 'Cash', amount: 0 }],
  },
});

export const getOrder = defineEndpoint({
  tag: 'orders',
  auth: 'staff',
  tenant: 'session',
  permission: 'viewOrders',
  id: 'getOrder',
  method: 'GET',
  path: '/api/admin/orders/:orderId',
  summary: 'An order with its tickets and payments.',
  params: z.object({ orderId: z.bigIdParam() }),
  output: order,
  errors: ['purchase.order_not_found'],
});

const orderParams = z.object({ orderId: z.bigIdParam() });
const positiveId = z.id();
export const staffOrders = {
  tag: 'orders',
  auth: 'staff',
  tenant: 'session',
  permission: 'viewOrders',
} as const;
/** What every void, cancel and refund route declares. */
export const refundRoute = {
  tag: 'orders',
  auth: 'staff',
  tenant: 'session',
  permission: 'refundsAndCancellations',
} as const;

export const orderActivityEntry = z.object({
  id: z.number().int(),
  kind: z.string(),
  at: z.iso.datetime(),
  actor: z.enum(['staff', 'customer', 'system']),
  by: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type OrderActivityEntry = z.infer<typeof orderActivityEntry>;

export const listOrderActivity = defineEndpoint({
  ...staffOrders,
  id: 'listOrderActivity',
  method: 'GET',
  path: '/api/admin/orders/:orderId/activity',
  summary:
    'Everything that happened to an order, newest first, and by whom. Notes are lines of kind note.added.',
  params: orderParams,
  output: z.array(orderActivityEntry),
  errors: ['purchase.order_not_found'],
});

export const addOrderNote = defineEndpoint({
  ...staffOrders,
  id: 'addOrderNote',
  method: 'POST',
  path: '/api/admin/orders/:orderId/notes',
  summary: 'Adds a note to an order; a private note is for staff only.',
  params: orderParams,
  body: z.object({ text: z.string().trim().min(1).max(2000), private: z.boolean().default(false) }),
  output: z.array(orderActivityEntry),
  status: 201,
  errors: ['purchase.order_not_found'],
  example: { text: 'Customer will collect at the box office.', private: true },
});

export const setOrderDeliveryDate = defineEndpoint({
  ...staffOrders,
  id: 'setOrderDeliveryDate',
  method: 'PUT',
  path: '/api/admin/orders/:orderId/delivery-date',
  summary: 'Sets (or clears) when the order\u2019s tickets are to be delivered.',
  params: orderParams,
  body: z.object({ deliveryDate: z.iso.datetime().nullable() }),
  output: order,
  errors: ['purchase.order_not_found'],
  example: { deliveryDate: '2026-12-01T10:00:00.000Z' },
});

const voidBody = z.object({
  /** Where the seats go: back to open, or onto a hold. */
  returnTo: z.enum(['open', 'hold']),
  holdId: positiveId.optional(),
  /** Refunds to the original payments; by default the owed amount, newest payment first. */
  refunds: z.array(z.object({ paymentId: z.bigId(), amount: z.int4().positive() })).optional(),
  /**
   * Where the refund goes: back to the payments (the default), or on account, onto the order's
   * customer's account credit (the refunds still name the payments that funded them, decisions/0087).
   */
  refundTo: z.enum(['original', 'onAccount']).default('original'),
});

const voidErrors = [
  'purchase.order_not_found',
  'admin.order_ticket_not_found',
  'admin.order_ticket_already_voided',
  'admin.order_nothing_to_void',
  'admin.order_hold_not_found',
  'admin.order_refund_failed',
  'admin.order_refund_exceeds_paid',
  'admin.order_refund_total_mismatch',
  'purchase.account_credit_no_customer',
  'admin.bundle_part_alone',
] as const;

export const voidOrderTickets = defineEndpoint({
  ...refundRoute,
  id: 'voidOrderTickets',
  method: 'POST',
  path: '/api/admin/orders/:orderId/void',
  summary:
    'Voids tickets of an order and refunds their value to the original payments; the seats return to open or to a hold.',
  params: orderParams,
  body: voidBody.extend({
    ticketIds: z.array(z.bigId()).min(1).max(500),
    /** Product items voided with the tickets: a template package's products go with its tickets (decisions/0112). */
    productItemIds: z.array(z.bigId()).max(100).optional(),
  }),
  output: order,
  errors: [...voidErrors, 'admin.order_product_not_found', 'admin.order_product_already_voided'],
  example: { ticketIds: [1], returnTo: 'open' },
});

export const cancelOrder = defineEndpoint({
  ...refundRoute,
  id: 'cancelOrder',
  method: 'POST',
  path: '/api/admin/orders/:orderId/cancel',
  summary: 'Cancels an order: every live ticket is voided and everything paid is refunded.',
  params: orderParams,
  body: voidBody,
  output: order,
  errors: voidErrors,
  example: { returnTo: 'open' },
});

export const listOrderHolds = defineEndpoint({
  ...refundRoute,
  id: 'listOrderHolds',
  method: 'GET',
  path: '/api/admin/order-holds',
  summary: 'Holds a voided ticket\u2019s seat can go to.',
  output: z.array(z.object({ id: z.number().int(), name: z.string() })),
  errors: [],
});

const tools = { tag: 'tools', auth: 'staff', tenant: 'session', permission: 'accountSettings' } as const;

export const anonymizeOrder = defineEndpoint({
  ...tools,
  id: 'anonymizeOrder',
  method: 'POST',
  path: '/api/admin/tools/anonymize-order/:orderId',
  summary: 'Removes the buyer\u2019s personal data from one order; its money and tickets stay.',
  params: orderParams,
  output: order,
  errors: ['purchase.order_not_found', 'admin.order_anonymized'],
});

export const setOrderPaymentType = defineEndpoint({
  ...tools,
  id: 'setOrderPaymentType',
  method: 'PUT',
  path: '/api/admin/tools/orders-manager/:orderId/payments/:paymentId',
  summary: 'Orders manager: records a different payment type on one payment of an order.',
  params: orderParams.extend({ paymentId: z.bigIdParam() }),
  body: z.object({ type: z.enum(paymentTypes) }),
  output: order,
  // Account credit is never relabelled into or out of (it moves only with its ledger).
  errors: ['purchase.order_not_found', 'common.not_found', 'purchase.payment_type_not_allowed'],
  example: { type: 'Check' },
});

export const moveOrderTicket = defineEndpoint({
  ...tools,
  id: 'moveOrderTicket',
  method: 'POST',
  path: '/api/admin/tools/orders-manager/:orderId/tickets/:ticketId/move',
  summary: 'Orders manager: moves a ticket to another open seat of its event (the old seat opens).',
  params: orderParams.extend({ ticketId: z.bigIdParam() }),
  body: z.object({ eventSeatId: z.bigId() }),
  output: order,
  errors: [
    'purchase.order_not_found',
    'admin.order_ticket_not_found',
    'admin.order_ticket_already_voided',
    'admin.order_seat_not_open',
  ],
  example: { eventSeatId: 1 },
});

export const setOrderUser = defineEndpoint({
  ...tools,
  id: 'setOrderUser',
  method: 'PUT',
  path: '/api/admin/tools/orders-manager/:orderId/user',
  summary: 'Orders manager: changes the staff user the order is credited to.',
  params: orderParams,
  body: z.object({ userId: positiveId }),
  output: order,
  errors: ['purchase.order_not_found', 'admin.order_user_not_found'],
  example: { userId: 1 },
});
