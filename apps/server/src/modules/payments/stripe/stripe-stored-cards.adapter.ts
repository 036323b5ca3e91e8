import type { FundingType } from '@tessera/domain';
import type Stripe from 'stripe';
import {
  type Authorization,
  type CardHolder,
  type CardSource,
  type CardToken,
  isCardReference,
  type Merchant,
  type StoredAuthorizeRequest,
} from '@/modules/payments/payment-processor.port';
import { AppError, PaymentActionRequired } from '@/platform/http/app-error';
import { authorizationError, brands, fundings, isMissing, isStripeError } from './stripe-errors.mapping';

/**
 * Stored cards through Stripe (decisions/0097): a card is kept as a PaymentMethod attached to a
 * Customer of the merchant's Stripe account, by a SetupIntent confirmed for off-session use; our
 * token is `cus_…/pm_…`, which names both (a saved PaymentMethod pays only with its Customer).
 * Later charges are off-session PaymentIntents, manual capture as every charge of ours.
 */

type ClientOf = (merchant: Merchant, charging?: boolean) => Promise<{ stripe: Stripe; currency: string }>;

const tokenPattern = /^(cus_[A-Za-z0-9_]{1,200})\/(pm_[A-Za-z0-9_]{1,200})$/;

/** The Customer and PaymentMethod of a token of ours; null for anything else. */
export function savedCardOf(token: string): { customer: string; paymentMethod: string } | null {
  const match = tokenPattern.exec(token);
  return match ? { customer: match[1]!, paymentMethod: match[2]! } : null;
}

function tokenOf(customer: string, method: Stripe.PaymentMethod): CardToken {
  return {
    token: `${customer}/${method.id}`,
    processorCustomer: customer,
    brand: brands[method.card?.brand ?? ''] ?? 'Other',
    last4: method.card?.last4 ?? '',
    expMonth: method.card?.exp_month ?? 0,
    expYear: method.card?.exp_year ?? 0,
  };
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Keeps the card of a PaymentMethod the browser's Stripe fields made: a SetupIntent confirmed
 * with the card attaches it to the holder's Customer, the one they already have with this
 * account (`holder.processorCustomer`, decisions/0107) or a new one. A bank that asks for 3-D
 * Secure answers the SetupIntent's client secret (`PaymentActionRequired`); once the payer has
 * passed it, the SetupIntent's id (`seti_…`) is sent back and its card answered. An intent id
 * (`pi_…`) is a first instalment's card whose bank asked for 3-D Secure at the sale. Either is
 * answered only when it is this merchant's.
 */
export async function tokenizeOnStripe(
  clientOf: ClientOf,
  merchant: Merchant,
  card: CardSource,
  field: string,
  holder: CardHolder = {},
): Promise<CardToken> {
  if (!isCardReference(card)) throw new AppError('purchase.payment_method_unsupported', `${field}.number`);
  const parent = field.replace(/\.card$/, '');
  const reference = card.paymentMethodId;
  const { stripe } = await clientOf(merchant, true);
  const ours = (metadata: Stripe.Metadata | null | undefined) =>
    metadata?.tessera_account === String(merchant.accountId);
  try {
    if (reference.startsWith('pi_')) {
      const intent = await stripe.paymentIntents.retrieve(reference, { expand: ['payment_method'] });
      const customer = idOf(intent.customer);
      const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
      if (!ours(intent.metadata) || !customer || !method)
        throw new AppError('purchase.payment_method_unsupported', `${field}.number`);
      return tokenOf(customer, method);
    }
    if (reference.startsWith('seti_')) {
      const setup = await stripe.setupIntents.retrieve(reference, { expand: ['payment_method'] });
      const sameHolder = !holder.reference || setup.metadata?.tessera_holder === holder.reference;
      if (!ours(setup.metadata) || !sameHolder)
        throw new AppError('purchase.payment_method_unsupported', `${field}.number`);
      return keptBy(setup, field);
    }
    const key = holder.idempotencyKey;
    const customer = await customerFor(stripe, merchant, holder);
    const setup = await stripe.setupIntents.create(
      {
        customer,
        payment_method: reference,
        allowed_payment_method_types: ['card'],
        usage: 'off_session',
        confirm: true,
        metadata: {
          tessera_account: String(merchant.accountId),
          ...(holder.reference ? { tessera_holder: holder.reference } : {}),
        },
        expand: ['payment_method'],
      },
      key ? { idempotencyKey: `${key}:setup` } : {},
    );
    return keptBy(setup, field);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isMissing(error)) throw new AppError('purchase.payment_method_unsupported', `${field}.number`);
    // Stripe refuses to keep a card that already paid without a Customer.
    if (isStripeError(error) && error.code === 'payment_method_unexpected_state')
      throw new AppError('purchase.payment_method_unsupported', `${field}.number`);
    throw authorizationError(error, parent);
  }
}

/** The card a SetupIntent kept, or why it kept none (the bank's step still to do, or refused). */
function keptBy(setup: Stripe.SetupIntent, field: string): CardToken {
  const method = typeof setup.payment_method === 'object' ? setup.payment_method : null;
  const customer = idOf(setup.customer);
  if (setup.status === 'requires_action' && setup.client_secret)
    throw new PaymentActionRequired(`${field}.number`, { clientSecret: setup.client_secret });
  if (setup.status !== 'succeeded' || !method || !customer)
    throw new AppError('purchase.card_declined', `${field}.number`);
  return tokenOf(customer, method);
}

/**
 * The holder's Customer: the one they already have with this account when Stripe still knows it
 * (a Customer deleted in Stripe's dashboard is replaced), otherwise a new one.
 */
async function customerFor(stripe: Stripe, merchant: Merchant, holder: CardHolder): Promise<string> {
  if (holder.processorCustomer) {
    try {
      const known = await stripe.customers.retrieve(holder.processorCustomer);
      if (!('deleted' in known && known.deleted)) return known.id;
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }
  const key = holder.idempotencyKey;
  const customer = await stripe.customers.create(
    {
      ...(holder.email ? { email: holder.email } : {}),
      ...(holder.name ? { name: holder.name } : {}),
      metadata: { tessera_account: String(merchant.accountId) },
    },
    key ? { idempotencyKey: `${key}:customer` } : {},
  );
  return customer.id;
}

/** Charges a kept card without the payer (a later instalment): an off-session PaymentIntent. */
export async function authorizeStoredOnStripe(
  clientOf: ClientOf,
  merchant: Merchant,
  request: StoredAuthorizeRequest,
): Promise<Authorization> {
  const saved = savedCardOf(request.token);
  if (!saved) throw new AppError('purchase.payment_method_unsupported');
  const { stripe, currency } = await clientOf(merchant, true);
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.create(
      {
        amount: request.amount,
        currency,
        customer: saved.customer,
        payment_method: saved.paymentMethod,
        allowed_payment_method_types: ['card'],
        capture_method: 'manual',
        off_session: true,
        confirm: true,
        metadata: {
          tessera_account: String(merchant.accountId),
          tessera_payment_account: String(merchant.paymentAccountId),
          tessera_basket: '',
          tessera_key: request.idempotencyKey,
        },
        expand: ['payment_method'],
      },
      { idempotencyKey: request.idempotencyKey },
    );
  } catch (error) {
    const mapped = authorizationError(error, 'card');
    // The bank wants the payer, who is not here: for a later instalment that is a refusal.
    if (mapped instanceof AppError && mapped.code === 'purchase.card_authentication_required')
      throw new AppError('purchase.card_declined');
    if (mapped instanceof AppError && mapped.code === 'purchase.payment_method_unsupported')
      throw new AppError('purchase.card_declined');
    throw mapped instanceof AppError && mapped.code.startsWith('purchase.card_')
      ? new AppError(mapped.code)
      : mapped;
  }
  if (intent.status !== 'requires_capture') throw new AppError('purchase.card_declined');
  const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
  const funding = method?.card?.funding ?? '';
  return {
    chargeId: intent.id,
    brand: brands[method?.card?.brand ?? ''] ?? 'Other',
    last4: method?.card?.last4 ?? '',
    funding: (fundings.includes(funding) ? funding : 'unknown') as FundingType,
  };
}

/** Forgets a kept card: its PaymentMethod is detached from its Customer (no longer chargeable). */
export async function forgetOnStripe(clientOf: ClientOf, merchant: Merchant, token: string): Promise<void> {
  const saved = savedCardOf(token);
  if (!saved) return;
  const { stripe } = await clientOf(merchant);
  try {
    await stripe.paymentMethods.detach(saved.paymentMethod);
  } catch (error) {
    // Already detached, or gone: forgotten either way.
    if (isMissing(error) || (isStripeError(error) && error.code === 'payment_method_unexpected_state'))
      return;
    throw error;
  }
}
