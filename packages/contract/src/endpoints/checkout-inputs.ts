import { consumerTitles, paymentTypes, shippedLocales } from '@tessera/domain';
import * as z from '../zod';
import { postalAddress } from './delivery-plans';

/* What a checkout names: the buyer, the card (typed or from the processor's fields) and the payments. */

export const buyerDetails = z.object({
  title: z.enum(consumerTitles).nullable().default(null),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: z.email().max(254),
  phone: z.string().trim().max(40).default(''),
  /** The buyer's language for the confirmation email; the account language when absent. */
  locale: z.enum(shippedLocales).optional(),
});

export const cardDetails = z.object({
  number: z.string().trim().min(12).max(23),
  expMonth: z.int4(),
  expYear: z.int4(),
  cvc: z.string().trim().max(4),
  name: z.string().trim().max(100).default(''),
});

/**
 * A card entered in the processor's own browser fields (Stripe's Payment Element): the
 * PaymentMethod id they answered, or, after the payer's bank asked for 3-D Secure and the
 * browser completed it, the PaymentIntent it authorized (`pi_…`). The card's number never
 * reaches our servers.
 */
export const processorPaymentMethod = z.string().regex(/^p[mi]_[A-Za-z0-9_]{1,200}$/);
/**
 * A card to keep, from the processor's browser fields: a PaymentMethod (`pm_…`), an intent whose
 * bank step was passed (`pi_…`), or a SetupIntent whose bank step was passed while saving the
 * card (`seti_…`, decisions/0107).
 */
export const cardToKeep = z.string().regex(/^(pm|pi|seti)_[A-Za-z0-9_]{1,200}$/);

export const paymentInput = z.object({
  type: z.enum(paymentTypes),
  amount: z.int4().min(0),
  checkAmount: z.number().int().min(0).optional(),
  reference: z.string().trim().max(100).optional(),
  card: cardDetails.optional(),
  /** CreditCard through the processor's browser fields, instead of `card`. */
  paymentMethodId: processorPaymentMethod.optional(),
  /**
   * StripeTerminal: the box-office workstation whose card reader takes the card (decisions/0090);
   * the server drives the reader and waits for the card.
   */
  workstationId: z.id().optional(),
  /** Comp: the comp type (account settings → payments). */
  compTypeId: z.id().optional(),
  /** Custom: the custom payment type (a method that needs a partner needs the order's `partnerId`). */
  customPaymentTypeId: z.id().optional(),
  /** GiftCertificate: the certificate's number; `amount` is what it pays. */
  giftCertificateNumber: z.string().trim().max(40).optional(),
});

export const checkoutBody = z.object({
  /** Made once per checkout attempt by the client; a retry with it answers the same order. */
  idempotencyKey: z.string().min(16).max(100),
  buyer: buyerDetails,
  payments: z.array(paymentInput).min(1).max(10),
  /** Required when the basket offers delivery methods; one of them. */
  deliveryMethodId: z.id().nullable().default(null),
  /** Where tickets sent by mail go. */
  deliveryAddress: postalAddress.nullable().default(null),
  /**
   * A payment plan the basket may use (`GET …/payment-plans`): the payments are its first
   * instalment, paid by card, and the card is kept for the later ones.
   */
  paymentPlanId: z.id().nullable().default(null),
  /**
   * Take the deposit the events' templates ask (`GET …/deposit`) instead of the full price: the
   * payments are the deposit, one card, kept for the balance the job queue charges on the
   * deposit's due date (decisions/0118). Not with a payment plan.
   */
  templateDeposit: z.boolean().optional(),
  /**
   * The partner the order is credited to (decisions/0053), chosen by a staff seller. A partner's
   * own user sends none (or their own): their sales are credited to their partner.
   */
  partnerId: z.id().nullable().default(null),
});
