import type { FundingType } from '@tessera/domain';
import { STRIPE_ADAPTER } from '@tessera/domain';
import Stripe from 'stripe';
import type { StripeConfig } from '@/config';
import { stripeKeys } from '@/modules/payment-settings/stripe-credentials.service';
import {
  type Charge,
  type ChargeStatus,
  isCardReference,
  type Merchant,
  type PaymentProcessor,
  type ProcessorConfig,
  type ProcessorIo,
} from '@/modules/payments/payment-processor.port';
import { AppError, PaymentActionRequired } from '@/platform/http/app-error';
import { type StripeAccountRow, stripeAccountRow, stripeAccountRows } from './stripe.store';
import { authorizationError, brands, fundings, isMissing, isUnexpectedState } from './stripe-errors.mapping';
import {
  authorizeStoredOnStripe,
  forgetOnStripe,
  savedCardOf,
  tokenizeOnStripe,
} from './stripe-stored-cards.adapter';
import { stripeTerminal } from './stripe-terminal.adapter';

/**
 * The client that reaches a Stripe payment account: its own secret key, or for a connected
 * account of the Stripe Unified Account the platform's key acting on it (decisions/0090). Null
 * when it cannot be reached (no keys, no platform key, onboarding not begun).
 */
export function clientOfRow(row: StripeAccountRow, config: ProcessorConfig): Stripe | null {
  if (row.processor === 'StripeUnified') {
    const platform = config.stripe.platformSecretKey;
    return platform && row.stripe_account_id
      ? stripeClient(platform, config.stripe, row.stripe_account_id)
      : null;
  }
  const keys = stripeKeys(config.paymentCredentialsKey, row.credentials_encrypted);
  return keys ? stripeClient(keys.secretKey, config.stripe) : null;
}

/** One client per secret key and API address: the library keeps its connections per client. */
const clients = new Map<string, Stripe>();

/** A client of the `stripe` library for this key, pointed at the local server when configured. */
export function stripeClient(secretKey: string, config: StripeConfig, stripeAccount?: string | null): Stripe {
  const at = config.apiUrl;
  const id = `${secretKey}|${stripeAccount ?? ''}|${at?.href ?? ''}|${config.timeoutMs}`;
  let client = clients.get(id);
  if (!client) {
    client = new Stripe(secretKey, {
      // A retry is ours to make, under the same idempotency key (the job queue, the buyer).
      maxNetworkRetries: 0,
      timeout: config.timeoutMs,
      telemetry: false,
      // A connected account of the Stripe Unified Account: every call acts on it (decisions/0090).
      ...(stripeAccount ? { stripeAccount } : {}),
      ...(at
        ? {
            host: at.hostname,
            port: at.port || (at.protocol === 'https:' ? 443 : 80),
            protocol: at.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
    clients.set(id, client);
  }
  return client;
}

/** Our reference on the intent: whose money and which basket (reconciliation reads it back). */
interface IntentMetadata {
  tessera_account: string;
  tessera_payment_account: string;
  tessera_basket: string;
  tessera_key: string;
}

function merchantOfIntent(intent: Stripe.PaymentIntent): Merchant | null {
  const accountId = Number(intent.metadata?.tessera_account);
  const paymentAccountId = Number(intent.metadata?.tessera_payment_account);
  if (!Number.isInteger(accountId) || !Number.isInteger(paymentAccountId)) return null;
  return { accountId, paymentAccountId };
}

function statusOf(intent: Stripe.PaymentIntent, refunded: number): ChargeStatus {
  switch (intent.status) {
    case 'requires_capture':
      return 'authorized';
    case 'succeeded':
      return refunded >= intent.amount_received && refunded > 0 ? 'refunded' : 'captured';
    default:
      // Canceled, or never authorized (declined, waiting for 3-D Secure): nothing is held.
      return 'voided';
  }
}

function chargeOf(intent: Stripe.PaymentIntent, merchant: Merchant): Charge {
  const latest = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const refunded = latest?.amount_refunded ?? 0;
  return {
    chargeId: intent.id,
    merchant,
    amount: intent.amount,
    refunded,
    status: statusOf(intent, refunded),
    idempotencyKey: intent.metadata?.tessera_key ?? '',
    basketId: intent.metadata?.tessera_basket || null,
    updatedAt: new Date(intent.created * 1000),
  };
}

/** Stripe's ids are letters, digits and underscores after their prefix; anything else is no intent. */
const isIntentId = (id: string) => /^pi_[A-Za-z0-9_]{1,200}$/.test(id);

/** An intent of ours by its id, with its card; null when Stripe knows none by it. */
async function retrieveIntent(stripe: Stripe, id: string): Promise<Stripe.PaymentIntent | null> {
  if (!isIntentId(id)) return null;
  try {
    return await stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] });
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** The intent was made by us for this merchant, basket and amount (another's cannot pay here). */
function intentIsFor(
  intent: Stripe.PaymentIntent,
  merchant: Merchant,
  request: { amount: number; basketId?: string },
): boolean {
  const owner = merchantOfIntent(intent);
  return (
    owner?.accountId === merchant.accountId &&
    owner.paymentAccountId === merchant.paymentAccountId &&
    intent.amount === request.amount &&
    (intent.metadata?.tessera_basket ?? '') === (request.basketId ?? '')
  );
}

/**
 * What an intent's state means for the checkout: held (ours to capture), waiting for the payer's
 * bank (3-D Secure: the browser's Stripe.js shows the bank's step with the client secret, then
 * checks out again with the intent's id; nothing is held meanwhile), or refused.
 */
function authorizationOf(intent: Stripe.PaymentIntent, cardField: string) {
  if (intent.status === 'requires_action' && intent.client_secret)
    throw new PaymentActionRequired(cardField, { clientSecret: intent.client_secret });
  if (intent.status !== 'requires_capture') {
    // Canceled (an order could not take it), or the bank's step failed: nothing is held.
    throw new AppError(
      intent.last_payment_error?.decline_code === 'insufficient_funds'
        ? 'purchase.card_insufficient_funds'
        : 'purchase.card_declined',
      cardField,
    );
  }
  const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
  const card = method?.card;
  return {
    chargeId: intent.id,
    brand: brands[card?.brand ?? ''] ?? 'Other',
    last4: card?.last4 ?? '',
    funding: (fundings.includes(card?.funding ?? '') ? card!.funding : 'unknown') as FundingType,
  };
}

/**
 * The Stripe adapter of the payment port (decisions/0047), through the official `stripe`
 * library. A charge is a PaymentIntent with manual capture: authorize creates and confirms it
 * with the PaymentMethod the browser's Stripe fields answered (the card number never reaches us),
 * capture captures it, void cancels it; a refund is a Stripe refund. Every call that creates
 * something carries our idempotency key as Stripe's `Idempotency-Key`, so a retry answers the
 * first answer. Each payment account's keys are read from its encrypted credentials per call.
 * Reconciliation finds the intents left open through Stripe's search, by the metadata we put on
 * them. Nothing here runs inside a database transaction: every call is a network call.
 */
export function stripeProcessor(io: ProcessorIo): PaymentProcessor {
  const config = io.config;

  /**
   * The client of the merchant's Stripe account. `charging`: a new charge is to be made, which a
   * connected account takes only once Stripe lets it (onboarding finished, charges enabled);
   * its earlier charges are still captured, voided and refunded.
   */
  async function client(merchant: Merchant, charging = false): Promise<{ stripe: Stripe; currency: string }> {
    if (!config || merchant.paymentAccountId === null)
      throw new AppError('purchase.payment_processor_unavailable');
    const row = await stripeAccountRow(io.db, merchant.accountId, merchant.paymentAccountId);
    const stripe = row && clientOfRow(row, config);
    if (!row || !stripe) throw new AppError('purchase.payment_processor_unavailable');
    if (charging && row.processor === 'StripeUnified' && !row.is_live)
      throw new AppError('purchase.payment_processor_unavailable');
    return { stripe, currency: row.currency.toLowerCase() };
  }

  async function retrieve(stripe: Stripe, chargeId: string): Promise<Stripe.PaymentIntent | null> {
    if (!isIntentId(chargeId)) return null;
    try {
      return await stripe.paymentIntents.retrieve(chargeId, { expand: ['latest_charge'] });
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    id: STRIPE_ADAPTER,
    terminal: stripeTerminal(client, config?.stripe.terminalWaitMs ?? 90_000),

    async authorize(merchant, request) {
      if (!isCardReference(request.card))
        throw new AppError('purchase.payment_method_unsupported', `${request.field}.card.number`);
      const reference = request.card.paymentMethodId;
      const cardField = `${request.field}.card.number`;
      const { stripe, currency } = await client(merchant, true);
      // The browser's Stripe.js completed the bank's 3-D Secure step on an intent we made: it
      // is ours to take when it is this merchant's, for this basket and amount.
      if (reference.startsWith('pi_')) {
        const intent = await retrieveIntent(stripe, reference);
        if (!intent || !intentIsFor(intent, merchant, request))
          throw new AppError('purchase.payment_method_unsupported', cardField);
        return authorizationOf(intent, cardField);
      }
      const saved = request.storedToken ? savedCardOf(request.storedToken) : null;
      if (saved && reference.startsWith('pm_') && saved.paymentMethod !== reference)
        throw new AppError('purchase.payment_method_unsupported', cardField);
      const metadata: IntentMetadata = {
        tessera_account: String(merchant.accountId),
        tessera_payment_account: String(merchant.paymentAccountId),
        tessera_basket: request.basketId ?? '',
        tessera_key: request.idempotencyKey,
      };
      const create = (idempotencyKey: string) =>
        stripe.paymentIntents.create(
          {
            amount: request.amount,
            currency,
            payment_method: reference,
            // A card just kept for a payment plan pays with its Customer (Stripe's rule).
            ...(saved ? { customer: saved.customer } : {}),
            allowed_payment_method_types: ['card'],
            capture_method: 'manual',
            confirm: true,
            metadata: { ...metadata },
            expand: ['payment_method'],
          },
          { idempotencyKey },
        );
      let intent: Awaited<ReturnType<typeof create>>;
      try {
        intent = await create(request.idempotencyKey);
        // Stripe answers a repeated key with its first answer. When that intent was canceled
        // since (the order could not be written and a retry comes), authorize again under a
        // key derived from the canceled one, so two retries at once still make one charge.
        for (
          let round = 0;
          round < 5 && intent.lastResponse?.headers?.['idempotent-replayed'] === 'true';
          round++
        ) {
          const now = await stripe.paymentIntents.retrieve(intent.id);
          if (now.status !== 'canceled') break;
          intent = await create(`${request.idempotencyKey}:after:${intent.id}`);
        }
      } catch (error) {
        throw authorizationError(error, request.field);
      }
      return authorizationOf(intent, cardField);
    },

    async capture(merchant, chargeId) {
      if (!isIntentId(chargeId)) return false;
      const { stripe } = await client(merchant);
      try {
        return (await stripe.paymentIntents.capture(chargeId)).status === 'succeeded';
      } catch (error) {
        if (isMissing(error)) return false;
        if (!isUnexpectedState(error)) throw error;
        return (await stripe.paymentIntents.retrieve(chargeId)).status === 'succeeded';
      }
    },

    async void(merchant, chargeId) {
      if (!isIntentId(chargeId)) return false;
      const { stripe } = await client(merchant);
      try {
        return (await stripe.paymentIntents.cancel(chargeId)).status === 'canceled';
      } catch (error) {
        if (isMissing(error) || isUnexpectedState(error)) return false;
        throw error;
      }
    },

    /**
     * A refund Stripe refuses (more than is left, a charge not captured) fails at once; one it
     * accepts may still fail later, which its `charge.refund.updated` webhook settles.
     */
    async refund(merchant, request) {
      const { stripe } = await client(merchant);
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: request.chargeId,
            amount: request.amount,
            metadata: { tessera_key: request.idempotencyKey },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        if (refund.status === 'succeeded') return { status: 'succeeded', refundId: refund.id };
        if (refund.status === 'failed' || refund.status === 'canceled')
          return { status: 'failed', refundId: refund.id, code: 'admin.order_refund_failed' };
        return { status: 'pending', refundId: refund.id };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeIdempotencyError)
          throw new AppError('purchase.idempotency_key_reused');
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError ||
          error instanceof Stripe.errors.StripeCardError
        )
          return { status: 'failed', refundId: null, code: 'admin.order_refund_failed' };
        throw error;
      }
    },

    // Stored cards: Customers and SetupIntents (stripe-stored-cards.ts, decisions/0097).
    tokenize: (merchant, card, field, holder) => tokenizeOnStripe(client, merchant, card, field, holder),
    authorizeStored: (merchant, request) => authorizeStoredOnStripe(client, merchant, request),
    forget: (merchant, token) => forgetOnStripe(client, merchant, token),

    async charge(merchant, chargeId) {
      const { stripe } = await client(merchant);
      const intent = await retrieve(stripe, chargeId);
      const owner = intent && merchantOfIntent(intent);
      if (!intent || owner?.accountId !== merchant.accountId) return null;
      return chargeOf(intent, merchant);
    },

    /**
     * Asks each Stripe account for its intents still waiting for capture, made before `before`,
     * that carry one of our tenant accounts in their metadata (Stripe's search).
     */
    async openCharges({ before, limit }) {
      if (!config) return [];
      const found: Charge[] = [];
      const seen = new Set<string>();
      for (const row of await stripeAccountRows(io.db)) {
        const stripe = clientOfRow(row, config);
        if (!stripe) continue;
        const query =
          `status:'requires_capture' AND created<=${Math.floor(before.getTime() / 1000)}` +
          ` AND metadata['tessera_account']:'${row.account_id}'` +
          ` AND metadata['tessera_payment_account']:'${row.id}'`;
        const page = await stripe.paymentIntents.search({ query, limit: Math.min(limit, 100) });
        for (const intent of page.data) {
          if (seen.has(intent.id)) continue;
          seen.add(intent.id);
          found.push(chargeOf(intent, { accountId: row.account_id, paymentAccountId: row.id }));
        }
      }
      return found.sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime()).slice(0, limit);
    },
  };
}
