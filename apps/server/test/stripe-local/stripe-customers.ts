import { outcomeOf } from './stripe-cards';
import type { StripeLedger } from './stripe-ledger';
import { fail, type Json, list, missing, newId, type Params } from './stripe-wire';

interface CustomerRecord {
  account: string;
  id: string;
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  created: number;
}

interface SetupIntentRecord {
  account: string;
  id: string;
  customer: string | null;
  paymentMethod: string | null;
  status: string;
  usage: string;
  metadata: Record<string, string>;
  lastError: Json | null;
  created: number;
}

/**
 * Saved cards as the local Stripe server answers them, from Stripe's published API: Customers
 * (`POST /v1/customers`, `GET /v1/customers/{id}`), SetupIntents (`POST /v1/setup_intents` with
 * `confirm`, `GET /v1/setup_intents/{id}`) and a PaymentMethod's `attach` / `detach` / retrieve.
 * Confirming a SetupIntent attaches its PaymentMethod to its Customer; a PaymentMethod that
 * already paid without a Customer cannot be saved (Stripe's rule), and one attached to a Customer
 * pays only an intent that names that Customer (stripe-ledger.ts). Magic cards at setup: the
 * declining ones are refused as Stripe refuses them, the 3-D Secure ones ask for the bank's step,
 * and 4000 0000 0000 0341 is saved but every later charge of it is declined.
 */
export class CustomerSimulation {
  private readonly customers = new Map<string, CustomerRecord>();
  private readonly setupIntents = new Map<string, SetupIntentRecord>();

  constructor(
    private readonly ledger: StripeLedger,
    private readonly now: () => number,
  ) {}

  /** Answers the request when it is one of these resources; null otherwise. */
  route(method: string, path: string, params: Params, account: string, secret: boolean): Json | null {
    const [, resource, id, action] = path.split('/').filter(Boolean);
    const mine =
      resource === 'customers' || resource === 'setup_intents' || (resource === 'payment_methods' && !!id);
    if (!mine) return null;
    if (!secret)
      throw fail(401, 'invalid_request_error', 'This API call cannot be made with a publishable API key.');
    if (resource === 'customers') {
      if (method === 'POST' && !id) return this.createCustomer(account, params);
      const customer = this.customers.get(id ?? '');
      if (!customer || customer.account !== account) throw missing(id ?? '');
      if (method === 'GET' && !action) return customerJson(customer);
    }
    if (resource === 'setup_intents') {
      if (method === 'POST' && !id) return this.createSetupIntent(account, params);
      const intent = this.setupIntents.get(id ?? '');
      if (!intent || intent.account !== account) throw missing(id ?? '', 'intent');
      if (method === 'GET' && !action) return this.setupIntentJson(intent, list(params.expand));
    }
    if (resource === 'payment_methods') {
      const pm = this.ledger.cards.get(id ?? '');
      if (!pm || pm.account !== account) throw missing(id ?? '', 'payment_method');
      if (method === 'GET' && !action) return this.ledger.paymentMethodJsonOf(id!);
      if (method === 'POST' && action === 'attach') {
        this.attach(account, id!, String(params.customer ?? ''));
        return this.ledger.paymentMethodJsonOf(id!);
      }
      if (method === 'POST' && action === 'detach') {
        if (!pm.customer)
          throw fail(
            400,
            'invalid_request_error',
            'The payment method you provided is not attached to a customer so detachment is impossible.',
            { code: 'payment_method_unexpected_state' },
          );
        pm.customer = null;
        pm.spent = true;
        return this.ledger.paymentMethodJsonOf(id!);
      }
    }
    throw fail(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  /**
   * A SetupIntent as Stripe.js reads it with its client secret (the publishable key's account),
   * and the payer's answer to the bank's 3-D Secure step: passed, the card is saved on the
   * intent's Customer; failed, the intent wants another card, as Stripe's test page leaves it.
   */
  browserSetupIntent(account: string, id: string, params: Params, action: string | undefined): Json {
    const intent = this.setupIntents.get(id);
    if (!intent || intent.account !== account || params.client_secret !== setupSecretOf(intent.id))
      throw missing(id, 'intent');
    if (action === 'authenticate') {
      if (intent.status !== 'requires_action')
        throw fail(400, 'invalid_request_error', 'This SetupIntent does not need authentication.', {
          code: 'setup_intent_unexpected_state',
        });
      if (params.outcome === 'succeed') {
        if (intent.customer) this.attach(account, intent.paymentMethod!, intent.customer);
        const pm = this.ledger.cards.get(intent.paymentMethod!);
        if (pm) pm.authenticatedSetup = true;
        intent.status = 'succeeded';
      } else {
        intent.status = 'requires_payment_method';
        intent.lastError = {
          type: 'invalid_request_error',
          code: 'setup_intent_authentication_failure',
          message:
            'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
        };
      }
    } else if (action)
      throw fail(404, 'invalid_request_error', `Unrecognized request URL (${id}/${action}).`);
    return this.setupIntentJson(intent, []);
  }

  /** How many Customers the account has (tests look behind the API). */
  customerCount(account: string): number {
    return [...this.customers.values()].filter((c) => c.account === account).length;
  }

  /** The Customer a PaymentMethod is attached to (tests look behind the API). */
  customerOf(paymentMethodId: string): string | null {
    return this.ledger.cards.get(paymentMethodId)?.customer ?? null;
  }

  private createCustomer(account: string, params: Params): Json {
    const customer: CustomerRecord = {
      account,
      id: newId('cus'),
      email: typeof params.email === 'string' ? params.email : null,
      name: typeof params.name === 'string' ? params.name : null,
      metadata: { ...((params.metadata as Record<string, string>) ?? {}) },
      created: this.now(),
    };
    this.customers.set(customer.id, customer);
    return customerJson(customer);
  }

  private attach(account: string, pmId: string, customerId: string): void {
    const pm = this.ledger.cards.get(pmId)!;
    const customer = this.customers.get(customerId);
    if (!customer || customer.account !== account) throw missing(customerId, 'customer');
    if (pm.spent)
      throw fail(
        400,
        'invalid_request_error',
        'This PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.',
        { code: 'payment_method_unexpected_state', param: 'payment_method' },
      );
    if (pm.customer && pm.customer !== customerId)
      throw fail(
        400,
        'invalid_request_error',
        'The payment method you provided has already been attached to a customer.',
        {
          code: 'payment_method_unexpected_state',
        },
      );
    pm.customer = customerId;
  }

  private createSetupIntent(account: string, params: Params): Json {
    const pmId = typeof params.payment_method === 'string' ? params.payment_method : null;
    const pm = pmId ? this.ledger.cards.get(pmId) : undefined;
    if (pmId && pm?.account !== account) throw missing(pmId, 'payment_method');
    const customer = typeof params.customer === 'string' ? params.customer : null;
    if (customer && this.customers.get(customer)?.account !== account) throw missing(customer, 'customer');
    const intent: SetupIntentRecord = {
      account,
      id: newId('seti'),
      customer,
      paymentMethod: pmId,
      status: pm ? 'requires_confirmation' : 'requires_payment_method',
      usage: typeof params.usage === 'string' ? params.usage : 'off_session',
      metadata: { ...((params.metadata as Record<string, string>) ?? {}) },
      lastError: null,
      created: this.now(),
    };
    this.setupIntents.set(intent.id, intent);
    if (params.confirm === 'true' && pm) {
      const outcome = outcomeOf(pm.card);
      const savedThenDeclined = pm.card.number === '4000000000000341';
      if (outcome.kind === 'declined' && !savedThenDeclined) {
        intent.status = 'requires_payment_method';
        intent.lastError = {
          type: 'card_error',
          code: outcome.code,
          ...(outcome.declineCode ? { decline_code: outcome.declineCode } : {}),
          message: outcome.message,
        };
        throw fail(402, 'card_error', outcome.message, {
          code: outcome.code,
          ...(outcome.declineCode ? { decline_code: outcome.declineCode } : {}),
          setup_intent: this.setupIntentJson(intent, []),
        });
      }
      if (outcome.kind === 'requires_action') intent.status = 'requires_action';
      else {
        // Stripe saves the card on the Customer when the SetupIntent succeeds.
        if (customer) this.attach(account, pmId!, customer);
        intent.status = 'succeeded';
      }
    }
    return this.setupIntentJson(intent, list(params.expand));
  }

  private setupIntentJson(intent: SetupIntentRecord, expand: readonly string[]): Json {
    return {
      id: intent.id,
      object: 'setup_intent',
      cancellation_reason: null,
      client_secret: setupSecretOf(intent.id),
      created: intent.created,
      customer: intent.customer,
      description: null,
      last_setup_error: intent.lastError,
      latest_attempt: null,
      livemode: false,
      metadata: intent.metadata,
      next_action:
        intent.status === 'requires_action'
          ? { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } }
          : null,
      payment_method:
        intent.paymentMethod && expand.includes('payment_method')
          ? this.ledger.paymentMethodJsonOf(intent.paymentMethod)
          : intent.paymentMethod,
      payment_method_types: ['card'],
      status: intent.status,
      usage: intent.usage,
    };
  }
}

const setupSecretOf = (id: string) => `${id}_secret_${id.slice(-6)}`;

function customerJson(customer: CustomerRecord): Json {
  return {
    id: customer.id,
    object: 'customer',
    created: customer.created,
    email: customer.email,
    name: customer.name,
    description: null,
    livemode: false,
    metadata: customer.metadata,
    invoice_settings: { default_payment_method: null },
  };
}
