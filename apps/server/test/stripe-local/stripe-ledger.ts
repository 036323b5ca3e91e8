import {
  type CardRecord,
  cardOf,
  disputedLater,
  outcomeOf,
  paymentMethodJson,
  refundFailsLater,
} from './stripe-cards';
import { eventOf } from './stripe-events';
import {
  type ChargeRecord,
  chargeJson,
  type Intent,
  intentJson,
  type RefundRecord,
  refundJson,
  searchIntents,
} from './stripe-objects';
import {
  fail,
  type Json,
  list,
  missing,
  newId,
  type Params,
  StripeFailure,
  unrecognized,
} from './stripe-wire';

export interface PaymentMethodRecord {
  account: string;
  card: CardRecord;
  created: number;
  customer?: string | null;
  spent?: boolean;
  authenticatedSetup?: boolean; // saved by a SetupIntent whose 3-D Secure step was passed
}

/**
 * What the local Stripe server holds, per account: PaymentMethods, PaymentIntents with their
 * charges, refunds, and the events each change makes, and the API operations that change them,
 * as Stripe's test mode does. The HTTP side (keys, idempotency, delays, webhooks) is StripeLocal.
 */
export class StripeLedger {
  readonly intents = new Map<string, Intent>();
  private readonly charges = new Map<string, ChargeRecord>();
  private readonly refunds = new Map<string, RefundRecord>();
  /**
   * PaymentMethods by id. `customer`: the Customer it is attached to (stripe-customers.ts);
   * `spent`: it paid an intent without a Customer, so Stripe lets it be used no more for saving.
   */
  readonly cards = new Map<string, PaymentMethodRecord>();
  /** What happens later at a card network (a refund failing, a dispute), run by `settleLater`. */
  readonly later: (() => void)[] = [];
  /** Events made and not yet delivered, oldest first. */
  readonly pendingEvents: { account: string; event: Json }[] = [];

  constructor(private readonly clock: () => Date) {}

  private now(): number {
    return Math.floor(this.clock().getTime() / 1000);
  }

  /** Answers a request of an account (`secret`: made with its secret key, not the publishable one). */
  route(method: string, path: string, params: Params, auth: string, account: string): Json {
    const parts = path.split('/').filter(Boolean);
    if (parts[0] !== 'v1') throw unrecognized(method, path);
    const [, resource, id, action] = parts;
    const secret = auth.startsWith('sk_') || auth.startsWith('rk_');
    if (resource === 'payment_methods' && method === 'POST' && !id)
      return this.createPaymentMethod(account, params);
    if (!secret)
      throw fail(401, 'invalid_request_error', 'This API call cannot be made with a publishable API key.');
    if (resource === 'payment_intents') {
      if (method === 'POST' && !id) return this.createIntent(account, params);
      if (method === 'GET' && id === 'search') return this.search(account, params);
      const intent = this.intents.get(id ?? '');
      if (!intent || intent.account !== account) throw missing(id ?? '', 'intent');
      if (method === 'GET' && !action) return this.intentJson(intent, list(params.expand));
      if (method === 'POST' && action === 'capture') return this.capture(intent, params);
      if (method === 'POST' && action === 'cancel') return this.cancel(intent, params);
    }
    if (resource === 'refunds') {
      if (method === 'POST' && !id) return this.createRefund(account, params);
      const refund = this.refunds.get(id ?? '');
      if (method === 'GET' && refund?.account === account) return this.refundJson(refund);
      throw missing(id ?? '');
    }
    throw unrecognized(method, path);
  }

  private createPaymentMethod(account: string, params: Params): Json {
    const id = newId('pm');
    this.cards.set(id, { account, card: cardOf(params, new Date(this.now() * 1000)), created: this.now() });
    return this.paymentMethodJson(id);
  }

  private paymentMethodJson(id: string): Json {
    return paymentMethodJson(id, this.cards.get(id)!);
  }

  /** A PaymentMethod as Stripe answers it, by id (stripe-customers.ts retrieves and attaches). */
  paymentMethodJsonOf(id: string): Json {
    return this.paymentMethodJson(id);
  }

  private createIntent(account: string, params: Params): Json {
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 1)
      throw fail(400, 'invalid_request_error', 'Invalid integer', {
        code: 'parameter_invalid_integer',
        param: 'amount',
      });
    if (typeof params.currency !== 'string')
      throw fail(400, 'invalid_request_error', 'Missing required param: currency.', {
        code: 'parameter_missing',
        param: 'currency',
      });
    const pmId = typeof params.payment_method === 'string' ? params.payment_method : null;
    const pm = pmId ? this.cards.get(pmId) : undefined;
    if (pmId && pm?.account !== account) throw missing(pmId, 'payment_method');
    const customer = typeof params.customer === 'string' ? params.customer : null;
    if (pm?.customer && pm.customer !== customer)
      throw fail(
        400,
        'invalid_request_error',
        `The provided PaymentMethod belongs to a Customer. Please include the Customer in the \`customer\` parameter on the PaymentIntent.`,
        { code: 'parameter_missing', param: 'customer' },
      );
    if (pm && customer && pm.customer !== customer)
      throw fail(
        400,
        'invalid_request_error',
        `The provided PaymentMethod (${pmId}) was not attached to the Customer (${customer}).`,
        { code: 'resource_missing', param: 'payment_method' },
      );
    const intent: Intent = {
      account,
      id: newId('pi'),
      amount,
      currency: params.currency,
      status: 'requires_payment_method',
      captureMethod: (params.capture_method as string) ?? 'automatic_async',
      paymentMethod: pmId,
      customer,
      offSession: params.off_session === 'true',
      metadata: { ...((params.metadata as Record<string, string>) ?? {}) },
      created: this.now(),
      chargeId: null,
      canceledAt: null,
      lastError: null,
    };
    this.intents.set(intent.id, intent);
    if (pm) intent.status = 'requires_confirmation';
    // A PaymentMethod that pays without a Customer cannot be saved afterwards (Stripe's rule).
    if (pm && !customer) pm.spent = true;
    if (params.confirm === 'true' && pm) this.confirm(intent, pm.card);
    this.emit(account, 'payment_intent.created', this.intentJson(intent, []));
    return this.intentJson(intent, list(params.expand));
  }

  /**
   * A card presented on a Terminal reader for this intent: its PaymentMethod is made and the
   * intent confirmed with it, as any card. Answers the refusal when the card is declined.
   */
  presentCard(intent: Intent, card: CardRecord): StripeFailure | null {
    if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation')
      return fail(400, 'invalid_request_error', 'The PaymentIntent cannot be processed.', {
        code: 'payment_intent_unexpected_state',
      });
    const id = newId('pm');
    this.cards.set(id, { account: intent.account, card, created: this.now(), spent: true });
    intent.paymentMethod = id;
    try {
      this.confirm(intent, card);
      return null;
    } catch (error) {
      if (error instanceof StripeFailure) return error;
      throw error;
    }
  }

  private confirm(intent: Intent, card: CardRecord): void {
    const decline = (code: string, declineCode: string | undefined, message: string) => {
      intent.status = 'requires_payment_method';
      const chargeId = newId('ch');
      const error = {
        type: 'card_error',
        code,
        ...(declineCode ? { decline_code: declineCode } : {}),
        message,
        charge: chargeId,
        doc_url: `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}`,
      };
      intent.lastError = error;
      this.emit(intent.account, 'payment_intent.payment_failed', this.intentJson(intent, []));
      return new StripeFailure(402, { ...error, payment_intent: this.intentJson(intent, []) });
    };
    const saved = intent.paymentMethod ? this.cards.get(intent.paymentMethod) : undefined;
    // 4000 0025 0000 3155 asks for 3-D Secure until set up with it (Stripe's test mode).
    const setUp = card.number === '4000002500003155' && !!saved?.authenticatedSetup;
    const outcome = setUp ? ({ kind: 'succeeds' } as const) : outcomeOf(card);
    if (outcome.kind === 'declined') throw decline(outcome.code, outcome.declineCode, outcome.message);
    // Off session the payer cannot do the bank's step: Stripe refuses the charge.
    if (outcome.kind === 'requires_action' && intent.offSession)
      throw decline(
        'authentication_required',
        'authentication_required',
        'Your card was declined. This transaction requires authentication.',
      );
    if (outcome.kind === 'requires_action') {
      intent.status = 'requires_action';
      return;
    }
    this.authorizeIntent(intent);
  }

  /**
   * The payer's answer to the bank's 3-D Secure step (what Stripe's authentication page does):
   * the intent is authorized, or goes back to needing a payment method with Stripe's error.
   */
  authenticate(intent: Intent, succeeded: boolean): void {
    if (intent.status !== 'requires_action') throw this.unexpected(intent, 'authenticated');
    if (succeeded) {
      this.authorizeIntent(intent);
      return;
    }
    intent.status = 'requires_payment_method';
    intent.lastError = {
      type: 'invalid_request_error',
      code: 'payment_intent_authentication_failure',
      message:
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    };
    this.emit(intent.account, 'payment_intent.payment_failed', this.intentJson(intent, []));
  }

  /** An intent as Stripe answers it to a browser holding its client secret. */
  browserIntentJson(intent: Intent): Json {
    return this.intentJson(intent, []);
  }

  private authorizeIntent(intent: Intent): void {
    const charge: ChargeRecord = {
      id: newId('ch'),
      intent: intent.id,
      amount: intent.amount,
      captured: intent.captureMethod !== 'manual',
      refunded: 0,
      created: this.now(),
    };
    this.charges.set(charge.id, charge);
    intent.chargeId = charge.id;
    intent.status = intent.captureMethod === 'manual' ? 'requires_capture' : 'succeeded';
    this.emit(
      intent.account,
      intent.status === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.amount_capturable_updated',
      this.intentJson(intent, []),
    );
  }

  private unexpected(intent: Intent, doing: string): StripeFailure {
    return fail(
      400,
      'invalid_request_error',
      `This PaymentIntent could not be ${doing} because it has a status of ${intent.status}.`,
      { code: 'payment_intent_unexpected_state', payment_intent: this.intentJson(intent, []) },
    );
  }

  private capture(intent: Intent, params: Params): Json {
    if (intent.status !== 'requires_capture') throw this.unexpected(intent, 'captured');
    const charge = this.charges.get(intent.chargeId!)!;
    charge.captured = true;
    intent.status = 'succeeded';
    this.emit(intent.account, 'charge.captured', this.chargeJson(charge));
    this.emit(intent.account, 'payment_intent.succeeded', this.intentJson(intent, []));
    if (disputedLater(this.cards.get(intent.paymentMethod ?? '')?.card)) {
      this.later.push(() => {
        const dispute = {
          id: newId('dp'),
          object: 'dispute',
          amount: charge.amount,
          charge: charge.id,
          payment_intent: intent.id,
          currency: intent.currency,
          created: this.now(),
          reason: 'fraudulent',
          status: 'needs_response',
          is_charge_refundable: false,
          livemode: false,
          metadata: {},
        };
        this.emit(intent.account, 'charge.dispute.created', dispute);
      });
    }
    return this.intentJson(intent, list(params.expand));
  }

  private cancel(intent: Intent, params: Params): Json {
    if (
      !['requires_capture', 'requires_payment_method', 'requires_confirmation', 'requires_action'].includes(
        intent.status,
      )
    )
      throw this.unexpected(intent, 'canceled');
    intent.status = 'canceled';
    intent.canceledAt = this.now();
    this.emit(intent.account, 'payment_intent.canceled', this.intentJson(intent, []));
    return this.intentJson(intent, list(params.expand));
  }

  private search(account: string, params: Params): Json {
    const mine = [...this.intents.values()].filter((i) => i.account === account);
    const { found, hasMore } = searchIntents(mine, params);
    return {
      object: 'search_result',
      url: '/v1/payment_intents/search',
      has_more: hasMore,
      next_page: null,
      data: found.map((i) => this.intentJson(i, list(params.expand))),
    };
  }

  private createRefund(account: string, params: Params): Json {
    const intent = this.intents.get(String(params.payment_intent ?? ''));
    if (!intent || intent.account !== account)
      throw missing(String(params.payment_intent ?? ''), 'payment_intent');
    const charge = intent.chargeId ? this.charges.get(intent.chargeId) : undefined;
    if (intent.status !== 'succeeded' || !charge?.captured)
      throw fail(
        400,
        'invalid_request_error',
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        { code: 'charge_not_refundable', param: 'payment_intent' },
      );
    const left = charge.amount - charge.refunded;
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (left === 0)
      throw fail(400, 'invalid_request_error', `Charge ${charge.id} has already been refunded.`, {
        code: 'charge_already_refunded',
      });
    if (!Number.isInteger(amount) || amount < 1 || amount > left)
      throw fail(
        400,
        'invalid_request_error',
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        { code: 'amount_too_large', param: 'amount' },
      );
    const refund: RefundRecord = {
      account,
      id: newId('re'),
      charge: charge.id,
      intent: intent.id,
      amount,
      status: 'succeeded',
      failureReason: null,
      metadata: { ...((params.metadata as Record<string, string>) ?? {}) },
      created: this.now(),
      currency: intent.currency,
    };
    this.refunds.set(refund.id, refund);
    charge.refunded += amount;
    this.emit(account, 'refund.created', this.refundJson(refund));
    this.emit(account, 'charge.refunded', this.chargeJson(charge));
    if (refundFailsLater(this.cards.get(intent.paymentMethod ?? '')?.card)) {
      this.later.push(() => {
        refund.status = 'failed';
        refund.failureReason = 'expired_or_canceled_card';
        charge.refunded -= refund.amount;
        this.emit(account, 'charge.refund.updated', this.refundJson(refund));
        this.emit(account, 'refund.failed', this.refundJson(refund));
      });
    }
    return this.refundJson(refund);
  }

  private chargeJson(charge: ChargeRecord): Json {
    return chargeJson(charge, this.intents.get(charge.intent)!);
  }

  private intentJson(intent: Intent, expand: readonly string[]): Json {
    const charge = intent.chargeId ? this.charges.get(intent.chargeId) : undefined;
    return intentJson(intent, {
      latestCharge: charge ? (expand.includes('latest_charge') ? this.chargeJson(charge) : charge.id) : null,
      paymentMethod:
        intent.paymentMethod && expand.includes('payment_method')
          ? this.paymentMethodJson(intent.paymentMethod)
          : intent.paymentMethod,
    });
  }

  private refundJson(refund: RefundRecord): Json {
    return refundJson(refund);
  }

  emit(account: string, type: string, object: Json): void {
    this.pendingEvents.push({ account, event: eventOf(type, object, this.now()) });
  }
}
