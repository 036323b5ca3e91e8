import { giftCertificateStatuses } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import { accountCreditErrors, cardErrors, giftCertificateErrors } from '../payment-errors';
import * as z from '../zod';
import { saleTimingErrors } from './baskets';
import { buyerDetails, cardDetails, processorPaymentMethod } from './checkout-inputs';
import { offeredDeliveryMethod, postalAddress } from './delivery-plans';
import { order, orderTicket } from './orders';
import { basketErrors } from './shop-buy';

/* The shop's checkout: paying for this browser's basket, the order it bought, and a gift certificate's balance. */

const positiveId = z.id();

const shop = { tag: 'shop', auth: 'public', permission: null, tenant: 'host' } as const;

/** What a shop buyer fills in at checkout; the same schema checks the form and the call. */
export const shopBuyer = buyerDetails.extend({ address: postalAddress.optional() });
export type ShopBuyer = z.input<typeof shopBuyer>;

/** A gift certificate paying part or all of the order; the server checks it and the amount. */
export const shopGiftCertificatePayment = z.object({
  number: z.string().trim().min(1).max(40),
  amount: z.int4().min(1),
});

export const shopCheckoutBody = z.object({
  /** Made once per checkout attempt by the browser; a retry with it answers the same order. */
  idempotencyKey: z.string().min(16).max(100),
  /**
   * The basket's total the buyer was shown and agrees to pay, in minor units: when the basket
   * costs anything else now, nothing is charged and the answer says the new total.
   */
  expectedTotal: z.int4().min(0),
  buyer: shopBuyer,
  /** Pays what the gift certificate leaves; not needed when the certificate pays everything. */
  card: cardDetails.optional(),
  /** The card as the processor's browser fields answered it (a Stripe PaymentMethod), instead of `card`. */
  paymentMethodId: processorPaymentMethod.optional(),
  giftCertificate: shopGiftCertificatePayment.nullable().default(null),
  /**
   * What the signed-in customer's account credit pays, in minor units (decisions/0087); the card
   * pays the rest. Never more than the total nor the balance.
   */
  accountCredit: z.int4().positive().nullable().default(null),
  /** One of the basket's `deliveryMethods`; none: the plan's first method that needs no address. */
  deliveryMethodId: positiveId.nullable().default(null),
  /** Where tickets sent by mail go. */
  deliveryAddress: postalAddress.nullable().default(null),
  termsAccepted: z.boolean().default(false),
  /**
   * A payment plan (one of `GET /api/shop/basket/payment-plans`), for a signed-in customer only
   * (decisions/0107): the card pays the first instalment now and is kept for the later ones,
   * which the job queue charges on their dates. `expectedTotal` stays the order's full total.
   */
  paymentPlanId: positiveId.nullable().default(null),
  /**
   * The buyer's consent to keep the card: for a plan's later instalments (a plan needs it), and
   * for a basket with a season package, which keeps the card in the customer's account
   * (decisions/0111: season ticket purchases require a saved card and authorization to save it).
   */
  keepCard: z.boolean().default(false),
  /**
   * Pay later (decisions/0109): no card now; the order is held on an invoice due by the account's
   * terms, mailed to `invoiceEmail` (the buyer's when absent) with a link to pay it.
   */
  payByInvoice: z.boolean().default(false),
  invoiceEmail: z.email().max(200).nullable().default(null),
  /**
   * A card the signed-in customer keeps in their account (`GET /api/shop/account/payment-methods`)
   * paying a plan instead of `card`/`paymentMethodId` (decisions/0110): it pays the first
   * instalment now and the later ones on their dates. A plan only; the card must be kept with the
   * payment account the order is paid to.
   */
  storedCardId: positiveId.nullable().default(null),
});

/**
 * A ticket as its buyer sees it: section, row, seat and seat key are null when the venue hides
 * seat locations on the order's channel (group sales, house seats).
 */
export const shopOrderTicket = orderTicket.extend({
  seatKey: z.string().nullable(),
  section: z.string().nullable(),
  row: z.string().nullable(),
  seat: z.string().nullable(),
});

/** An order as its buyer sees it in the shop: with the delivery method chosen at checkout. */
export const shopOrder = order.extend({
  tickets: z.array(shopOrderTicket),
  /** An order on invoice, to its buyer just after checkout: the invoice page, with its signed link. */
  invoicePath: z.string().nullable().optional(),
  deliveryMethod: offeredDeliveryMethod.pick({ id: true, type: true, displayName: true }).nullable(),
  /**
   * The template packages and event plans bought: one each, named as sold; its parts are the
   * tickets and products carrying its id (`bundleLineId`, decisions/0112, 0117).
   */
  bundles: z
    .array(
      z.object({ id: z.number().int(), kind: z.enum(['templatePackage', 'eventPlan']), name: z.string() }),
    )
    .default([]),
});
export type ShopOrder = z.infer<typeof shopOrder>;

/** What anyone holding a certificate's number may learn: its balance, state and expiration. */
export const shopGiftCertificateBalance = z.object({
  balance: z.number().int(),
  currency: z.string(),
  status: z.enum(giftCertificateStatuses),
  expired: z.boolean(),
  expiresAt: z.iso.datetime().nullable(),
});
export type ShopGiftCertificateBalance = z.infer<typeof shopGiftCertificateBalance>;

export const checkoutShopBasket = defineEndpoint({
  ...shop,
  id: 'checkoutShopBasket',
  method: 'POST',
  path: '/api/shop/basket/checkout',
  summary:
    'Checkout of this browser’s basket: a gift certificate for part or all of it, the rest by card, and a delivery method. The order goes to the signed-in customer’s account, if any. Idempotent: a retry with the same key answers the same order and never charges twice.',
  body: shopCheckoutBody,
  output: shopOrder,
  status: 201,
  errors: [
    ...basketErrors,
    'purchase.basket_empty',
    ...saleTimingErrors,
    'purchase.promotion_archived',
    'purchase.waiting_room_required',
    'purchase.terms_not_accepted',
    'purchase.membership_required',
    'purchase.payment_total_mismatch',
    'purchase.minimum_payment',
    'purchase.delivery_method_required',
    'purchase.delivery_method_unavailable',
    'purchase.delivery_address_required',
    'purchase.delivery_international_not_allowed',
    ...giftCertificateErrors,
    'purchase.gift_certificate_exceeds_total',
    ...accountCreditErrors,
    'purchase.account_credit_exceeds_total',
    ...cardErrors,
    'purchase.payment_accounts_differ',
    'purchase.idempotency_key_reused',
    'purchase.total_changed',
    'purchase.instalment_plan_unavailable',
    'purchase.instalment_plan_card_required',
    'purchase.instalment_first_mismatch',
    'purchase.instalment_total_too_small',
    'purchase.invoice_unavailable',
    'purchase.instalment_stored_card_plan_only',
    'purchase.instalment_stored_card_elsewhere',
    'purchase.stored_card_not_found',
    'purchase.season_package_card_required',
  ],
  example: {
    idempotencyKey: 'example-shop-checkout-0001',
    expectedTotal: 5000,
    buyer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' },
    card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
    termsAccepted: true,
  },
});

export const getShopOrder = defineEndpoint({
  ...shop,
  id: 'getShopOrder',
  method: 'GET',
  path: '/api/shop/orders/:orderId',
  summary: 'An order bought by this browser (its basket cookie), with its tickets and delivery method.',
  params: z.object({ orderId: z.bigIdParam() }),
  output: shopOrder,
  errors: ['purchase.order_not_found'],
});

export const getShopGiftCertificateBalance = defineEndpoint({
  ...shop,
  id: 'getShopGiftCertificateBalance',
  method: 'GET',
  path: '/api/shop/gift-certificate-balance',
  summary:
    'A gift certificate’s balance, state and expiration by its number, in the host’s account; an unknown number is only "not found". Rate-limited.',
  query: z.object({ number: z.string().trim().min(1).max(40) }),
  output: shopGiftCertificateBalance,
  errors: ['purchase.gift_certificate_not_found', 'common.rate_limited'],
});
