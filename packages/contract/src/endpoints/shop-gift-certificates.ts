import {
  GIFT_CERTIFICATE_MESSAGE_MAX,
  giftCertificateStatuses,
  SHOP_GIFT_CERTIFICATE_MAX,
  SHOP_GIFT_CERTIFICATE_MIN,
} from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import { staffPaymentErrors } from '../payment-errors';
import * as z from '../zod';
import { cardDetails, processorPaymentMethod } from './checkout-inputs';

/**
 * Gift certificates bought in the shop (decisions/0067): an event template whose money tab
 * sells them is an offer; the recipient's mail links to the certificate by its bundle code.
 */
const shop = { tag: 'shop', auth: 'public', permission: null, tenant: 'host' } as const;

export const giftCertificateExpirations = ['none', 'static', 'dynamic'] as const;

export const shopGiftCertificateOffer = z.object({
  templateId: z.number().int(),
  name: z.string(),
  currency: z.string(),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  expiration: z.enum(giftCertificateExpirations),
  /** `static`: the instant it expires (the end of the given day in the account's time zone). */
  expiresAt: z.iso.datetime().nullable(),
  /** `dynamic`: months from the purchase. */
  validForMonths: z.number().int().nullable(),
});
export type ShopGiftCertificateOffer = z.infer<typeof shopGiftCertificateOffer>;

export const shopGiftCertificatePurchaseBody = z.object({
  /** Made once per attempt by the browser; a retry or double click with it answers the same sale. */
  idempotencyKey: z.string().min(16).max(100),
  /** Minor units; the offer's `minAmount` to `maxAmount`. */
  amount: z.int4(),
  buyer: z.object({
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    email: z.email().max(254),
  }),
  recipientName: z.string().trim().min(1).max(200),
  recipientEmail: z.email().max(254),
  message: z.string().trim().max(GIFT_CERTIFICATE_MESSAGE_MAX).default(''),
  card: cardDetails.optional(),
  paymentMethodId: processorPaymentMethod.optional(),
});
export type ShopGiftCertificatePurchase = z.input<typeof shopGiftCertificatePurchaseBody>;

/** A certificate as its link shows it: to whoever holds the link, never the buyer's email. */
export const shopGiftCertificateView = z.object({
  number: z.string(),
  bundleCode: z.string(),
  amount: z.number().int(),
  balance: z.number().int(),
  currency: z.string(),
  status: z.enum(giftCertificateStatuses),
  expired: z.boolean(),
  expiresAt: z.iso.datetime().nullable(),
  buyerName: z.string(),
  recipientName: z.string(),
  message: z.string(),
});
export type ShopGiftCertificateView = z.infer<typeof shopGiftCertificateView>;

export const shopGiftCertificateSale = z.object({
  orderId: z.number().int(),
  certificate: shopGiftCertificateView,
});
export type ShopGiftCertificateSale = z.infer<typeof shopGiftCertificateSale>;

export const listShopGiftCertificateOffers = defineEndpoint({
  ...shop,
  id: 'listShopGiftCertificateOffers',
  method: 'GET',
  path: '/api/shop/gift-certificates',
  summary: 'The event templates whose gift certificates the shop sells.',
  output: z.array(shopGiftCertificateOffer),
  errors: [],
});

export const getShopGiftCertificateOffer = defineEndpoint({
  ...shop,
  id: 'getShopGiftCertificateOffer',
  method: 'GET',
  path: '/api/shop/gift-certificates/:templateId',
  summary: `A template's gift certificate offer: amounts (${SHOP_GIFT_CERTIFICATE_MIN}–${SHOP_GIFT_CERTIFICATE_MAX} minor units) and expiry.`,
  params: z.object({ templateId: z.idParam() }),
  output: shopGiftCertificateOffer,
  errors: ['purchase.gift_certificate_offer_not_found'],
});

export const buyShopGiftCertificate = defineEndpoint({
  ...shop,
  id: 'buyShopGiftCertificate',
  method: 'POST',
  path: '/api/shop/gift-certificates/:templateId',
  summary:
    'A guest or the signed-in customer buys a gift certificate for a recipient by card; the recipient is mailed a link to it. Idempotent by key.',
  params: z.object({ templateId: z.idParam() }),
  body: shopGiftCertificatePurchaseBody,
  output: shopGiftCertificateSale,
  status: 201,
  errors: [
    'purchase.gift_certificate_offer_not_found',
    'purchase.gift_certificate_offer_closed',
    'purchase.gift_certificate_amount_out_of_range',
    'purchase.idempotency_key_reused',
    ...staffPaymentErrors,
  ],
  example: {
    idempotencyKey: 'shop-gift-certificate-0001',
    amount: 5000,
    buyer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
    recipientName: 'Charles Babbage',
    recipientEmail: 'charles@example.com',
    message: 'Happy birthday!',
    card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123', name: 'Ada Lovelace' },
  },
});

export const getShopGiftCertificateByLink = defineEndpoint({
  ...shop,
  id: 'getShopGiftCertificateByLink',
  method: 'GET',
  path: '/api/shop/gift-certificates/:bundleCode/:number',
  summary:
    'A gift certificate by the link mailed to its recipient: amount, balance, state, expiry and from whom. A wrong code or number is only "not found". Rate-limited.',
  params: z.object({
    bundleCode: z.string().trim().min(1).max(64),
    number: z.string().trim().min(1).max(40),
  }),
  output: shopGiftCertificateView,
  errors: ['purchase.gift_certificate_link_not_found', 'common.rate_limited'],
});
