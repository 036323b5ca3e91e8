import { consumerTitles, passwordProblems } from '@tessera/domain';
import { defineEndpoint } from '../endpoint';
import * as z from '../zod';
import { cardDetails, cardToKeep } from './checkout-inputs';
import { postalAddress } from './delivery-plans';

/** The password policy of spec §5 on `field`, and the confirmation on `confirmField`. */
export function passwordPolicy(field: string, confirmField: string) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const password = String(value[field] ?? '');
    for (const rule of passwordProblems(password)) {
      ctx.addIssue({ code: 'custom', path: [field], message: rule, params: { key: `password_${rule}` } });
    }
    if (password !== value[confirmField]) {
      ctx.addIssue({
        code: 'custom',
        path: [confirmField],
        message: 'passwords_do_not_match',
        params: { key: 'passwords_do_not_match' },
      });
    }
  };
}

const email = z.email().max(254);

const customerSession = z.object({
  expiresAt: z.iso.datetime(),
  idleExpiresAt: z.iso.datetime(),
  idleMinutes: z.number().int(),
  warningSeconds: z.number().int(),
});

export const customerProfile = z.object({
  id: z.number().int(),
  title: z.enum(consumerTitles).nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: postalAddress.nullable(),
});
export type CustomerProfile = z.infer<typeof customerProfile>;

const common = { tag: 'customer-accounts', permission: null, tenant: 'host' } as const;
const ok = z.object({ ok: z.literal(true) });
const resend = z.object({ email: z.string(), resendAvailableAt: z.iso.datetime() });

export const registerCustomer = defineEndpoint({
  ...common,
  id: 'registerCustomer',
  method: 'POST',
  path: '/api/shop/account/register',
  summary:
    'Creates a shop account (or gives a password to a box-office customer record with this email) and emails a verification link.',
  auth: 'public',
  body: z
    .object({
      firstName: z.string().trim().min(1).max(100),
      lastName: z.string().trim().min(1).max(100),
      email,
      password: z.string().max(200),
      confirmPassword: z.string().max(200),
    })
    .superRefine(passwordPolicy('password', 'confirmPassword')),
  output: resend,
  status: 201,
  errors: ['auth.customer_email_registered', 'auth.too_many_attempts'],
  example: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.test',
    password: 'Analytical-Engine-1843!',
    confirmPassword: 'Analytical-Engine-1843!',
  },
});

export const verifyCustomerEmail = defineEndpoint({
  ...common,
  id: 'verifyCustomerEmail',
  method: 'POST',
  path: '/api/shop/account/verify-email',
  summary: 'Confirms the email address with the token from the verification link.',
  auth: 'public',
  body: z.object({ token: z.string().min(10).max(200) }),
  output: ok,
  errors: ['auth.verification_invalid', 'auth.too_many_attempts'],
  example: { token: 'x'.repeat(43) },
});

export const resendCustomerVerification = defineEndpoint({
  ...common,
  id: 'resendCustomerVerification',
  method: 'POST',
  path: '/api/shop/account/verify-email/resend',
  summary:
    'Sends the verification link again; once a minute at most. The answer never tells whether the address is registered.',
  auth: 'public',
  body: z.object({ email }),
  output: resend,
  errors: ['auth.verification_resend_too_soon', 'auth.too_many_attempts'],
  example: { email: 'ada@example.test' },
});

export const customerLogin = defineEndpoint({
  ...common,
  id: 'customerLogin',
  method: 'POST',
  path: '/api/shop/account/login',
  summary: 'Signs a customer in to the shop of this host name; sets the shop session cookie.',
  auth: 'public',
  body: z.object({ email, password: z.string().min(1).max(200) }),
  output: customerSession,
  errors: [
    'auth.invalid_credentials',
    'auth.email_not_verified',
    'auth.account_locked',
    'auth.too_many_attempts',
  ],
  example: { email: 'ada@example.test', password: 'Analytical-Engine-1843!' },
});

export const customerLogout = defineEndpoint({
  ...common,
  id: 'customerLogout',
  method: 'POST',
  path: '/api/shop/account/logout',
  summary: 'Ends the customer’s shop session.',
  auth: 'public',
  output: ok,
  errors: [],
});

export const getCustomerSession = defineEndpoint({
  ...common,
  id: 'getCustomerSession',
  method: 'GET',
  path: '/api/shop/account/session',
  summary: 'The signed-in customer and their session limits, or nulls when nobody is signed in.',
  auth: 'public',
  output: z.object({ customer: customerProfile.nullable(), session: customerSession.nullable() }),
  errors: [],
});

export const keepCustomerSessionAlive = defineEndpoint({
  ...common,
  id: 'keepCustomerSessionAlive',
  method: 'POST',
  path: '/api/shop/account/session/keep-alive',
  summary: 'Stay signed in: restarts the idle clock (the absolute limit stays).',
  auth: 'customer',
  output: customerSession,
  errors: [],
});

export const requestCustomerPasswordReset = defineEndpoint({
  ...common,
  id: 'requestCustomerPasswordReset',
  method: 'POST',
  path: '/api/shop/account/forgot-password',
  summary: 'Emails a reset link when the address has a shop account; the answer never tells.',
  auth: 'public',
  body: z.object({ email }),
  output: ok,
  errors: ['auth.too_many_attempts'],
  example: { email: 'ada@example.test' },
});

export const resetCustomerPassword = defineEndpoint({
  ...common,
  id: 'resetCustomerPassword',
  method: 'POST',
  path: '/api/shop/account/reset-password',
  summary: 'Sets a new password from a reset link; the link works once and ends other sessions.',
  auth: 'public',
  body: z
    .object({
      token: z.string().min(10).max(200),
      password: z.string().max(200),
      confirmPassword: z.string().max(200),
    })
    .superRefine(passwordPolicy('password', 'confirmPassword')),
  output: ok,
  errors: ['auth.reset_token_invalid', 'auth.too_many_attempts'],
  example: { token: 'x'.repeat(43), password: 'New-Password-2026!', confirmPassword: 'New-Password-2026!' },
});

export const updateCustomerDetails = defineEndpoint({
  ...common,
  id: 'updateCustomerDetails',
  method: 'PUT',
  path: '/api/shop/account/details',
  summary: 'The customer edits their name, phone and address.',
  auth: 'customer',
  body: z.object({
    title: z.enum(consumerTitles).nullable().default(null),
    firstName: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    phone: z.string().trim().max(40).default(''),
    address: postalAddress.nullable().default(null),
  }),
  output: customerProfile,
  errors: [],
  example: { firstName: 'Ada', lastName: 'Lovelace', phone: '555-0100', address: null },
});

export const deleteCustomerAccount = defineEndpoint({
  ...common,
  id: 'deleteCustomerAccount',
  method: 'POST',
  path: '/api/shop/account/delete',
  summary:
    'The customer deletes their account, when the venue offers it (account setting "registered guest can delete account"): their personal data is removed as staff’s anonymize does, orders and money stay, and every session ends.',
  auth: 'customer',
  body: z.object({ password: z.string().min(1).max(200) }),
  output: ok,
  errors: ['auth.account_deletion_not_offered', 'auth.current_password_incorrect'],
  example: { password: 'Analytical-Engine-1843!' },
});

export const changeCustomerPassword = defineEndpoint({
  ...common,
  id: 'changeCustomerPassword',
  method: 'POST',
  path: '/api/shop/account/password',
  summary: 'Changes the password after checking the current one; other sessions end.',
  auth: 'customer',
  body: z
    .object({
      currentPassword: z.string().min(1).max(200),
      password: z.string().max(200),
      confirmPassword: z.string().max(200),
    })
    .superRefine(passwordPolicy('password', 'confirmPassword')),
  output: ok,
  errors: ['auth.current_password_incorrect', 'auth.too_many_attempts'],
  example: {
    currentPassword: 'Analytical-Engine-1843!',
    password: 'New-Password-2026!',
    confirmPassword: 'New-Password-2026!',
  },
});

export const customerTicket = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  eventId: z.number().int(),
  /** The series (template) of its event, whose other dates an exchange may choose. */
  seriesId: z.number().int().nullable(),
  /** Whether the customer may exchange it in the shop now: offered by its template, window open, live. */
  exchangeable: z.boolean(),
  eventName: z.string(),
  eventStartsAt: z.iso.datetime(),
  /** The venue's time zone (IANA): the event time is shown in it. */
  eventTimeZone: z.string(),
  venueName: z.string(),
  /** Null, with row and seat, when the venue hides seat locations on group sales and house seats. */
  section: z.string().nullable(),
  row: z.string().nullable(),
  seat: z.string().nullable(),
  priceTypeName: z.string().nullable(),
  total: z.number().int(),
  status: z.string(),
  barcode: z.string(),
});

export const customerOrderSummary = z.object({
  id: z.number().int(),
  createdAt: z.iso.datetime(),
  status: z.string(),
  total: z.number().int(),
  currency: z.string(),
  ticketCount: z.number().int(),
  deliveryMethod: z.string().nullable(),
});

export const listCustomerOrders = defineEndpoint({
  ...common,
  id: 'listCustomerOrders',
  method: 'GET',
  path: '/api/shop/account/orders',
  summary: 'The signed-in customer’s orders, newest first.',
  auth: 'customer',
  output: z.array(customerOrderSummary),
  errors: [],
});

export const getCustomerOrder = defineEndpoint({
  ...common,
  id: 'getCustomerOrder',
  method: 'GET',
  path: '/api/shop/account/orders/:orderId',
  summary: 'One of the customer’s orders with its tickets.',
  auth: 'customer',
  params: z.object({ orderId: z.bigIdParam() }),
  output: customerOrderSummary.extend({ tickets: z.array(customerTicket) }),
  errors: ['purchase.order_not_found'],
});

export const downloadCustomerOrderTickets = defineEndpoint({
  ...common,
  id: 'downloadCustomerOrderTickets',
  method: 'GET',
  path: '/api/shop/account/orders/:orderId/tickets.pdf',
  summary:
    'The print-at-home tickets of one of the customer’s orders as one PDF; refused before the scheduled ticket delivery date of one of its events.',
  auth: 'customer',
  params: z.object({ orderId: z.bigIdParam() }),
  output: z.custom<Uint8Array>((v) => v instanceof Uint8Array),
  errors: ['purchase.order_not_found', 'purchase.tickets_not_delivered_yet'],
});

export const listCustomerTickets = defineEndpoint({
  ...common,
  id: 'listCustomerTickets',
  method: 'GET',
  path: '/api/shop/account/tickets',
  summary: 'The customer’s live tickets (not voided) for events that have not ended.',
  auth: 'customer',
  output: z.array(customerTicket),
  errors: [],
});

export const storedCard = z.object({
  id: z.number().int(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.int4(),
  expYear: z.int4(),
});

export const listStoredCards = defineEndpoint({
  ...common,
  id: 'listStoredCards',
  method: 'GET',
  path: '/api/shop/account/payment-methods',
  summary: 'The cards the customer stored.',
  auth: 'customer',
  output: z.array(storedCard),
  errors: [],
});

export const addStoredCard = defineEndpoint({
  ...common,
  id: 'addStoredCard',
  method: 'POST',
  path: '/api/shop/account/payment-methods',
  summary: 'Tokenizes a card with the processor and keeps only its token, brand, last 4 and expiry.',
  auth: 'customer',
  /**
   * The card typed (the sandbox) or from the processor's browser fields (`paymentMethodId`: Stripe
   * saves it on a Customer with a SetupIntent). Sent only with the customer's consent to keep it.
   */
  body: z.object({ card: cardDetails.optional(), paymentMethodId: cardToKeep.optional() }),
  output: storedCard,
  status: 201,
  errors: [
    'purchase.card_declined',
    'purchase.card_authentication_required',
    'purchase.payment_method_unsupported',
    'purchase.card_number_invalid',
    'purchase.card_expired',
    'purchase.card_expiry_invalid',
    'purchase.card_cvc_invalid',
    'purchase.payment_accounts_differ',
    'purchase.payment_processor_unavailable',
  ],
  example: { card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123', name: 'Ada' } },
});

export const removeStoredCard = defineEndpoint({
  ...common,
  id: 'removeStoredCard',
  method: 'DELETE',
  path: '/api/shop/account/payment-methods/:paymentMethodId',
  summary: 'Removes a stored card.',
  auth: 'customer',
  params: z.object({ paymentMethodId: z.idParam() }),
  output: ok,
  errors: ['purchase.stored_card_not_found'],
});
