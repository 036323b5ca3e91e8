import { fail, type Json, type Params } from './stripe-wire';

/** The objects the local Stripe server keeps, and their JSON as Stripe's API answers them. */
export interface Intent {
  account: string;
  id: string;
  amount: number;
  currency: string;
  status: string;
  captureMethod: string;
  paymentMethod: string | null;
  /** The Customer paying (a saved card), null for a card paid once. */
  customer: string | null;
  /** Charged without the payer present (a saved card): the bank's step cannot be asked for. */
  offSession: boolean;
  metadata: Record<string, string>;
  created: number;
  chargeId: string | null;
  canceledAt: number | null;
  lastError: Json | null;
}

export interface ChargeRecord {
  id: string;
  intent: string;
  amount: number;
  captured: boolean;
  refunded: number;
  created: number;
}

export interface RefundRecord {
  account: string;
  id: string;
  charge: string;
  intent: string;
  amount: number;
  status: string;
  failureReason: string | null;
  metadata: Record<string, string>;
  created: number;
  currency: string;
}

export function chargeJson(charge: ChargeRecord, intent: Intent): Json {
  return {
    id: charge.id,
    object: 'charge',
    amount: charge.amount,
    amount_captured: charge.captured ? charge.amount : 0,
    amount_refunded: charge.refunded,
    captured: charge.captured,
    created: charge.created,
    currency: intent.currency,
    livemode: false,
    metadata: intent.metadata,
    paid: true,
    payment_intent: intent.id,
    payment_method: intent.paymentMethod,
    refunded: charge.refunded === charge.amount,
    status: 'succeeded',
    disputed: false,
    failure_code: null,
    failure_message: null,
  };
}

/** A PaymentIntent; `latestCharge` and `paymentMethod` are the expanded objects when asked for. */
export function intentJson(
  intent: Intent,
  expanded: { latestCharge: Json | string | null; paymentMethod: Json | string | null },
): Json {
  return {
    id: intent.id,
    object: 'payment_intent',
    amount: intent.amount,
    amount_capturable: intent.status === 'requires_capture' ? intent.amount : 0,
    amount_received: intent.status === 'succeeded' ? intent.amount : 0,
    canceled_at: intent.canceledAt,
    cancellation_reason: intent.canceledAt ? 'requested_by_customer' : null,
    capture_method: intent.captureMethod,
    client_secret: `${intent.id}_secret_${intent.id.slice(-6)}`,
    confirmation_method: 'automatic',
    created: intent.created,
    currency: intent.currency,
    customer: intent.customer,
    description: null,
    last_payment_error: intent.lastError,
    latest_charge: expanded.latestCharge,
    livemode: false,
    metadata: intent.metadata,
    next_action:
      intent.status === 'requires_action'
        ? { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } }
        : null,
    payment_method: expanded.paymentMethod,
    payment_method_types: ['card'],
    status: intent.status,
  };
}

export function refundJson(refund: RefundRecord): Json {
  return {
    id: refund.id,
    object: 'refund',
    amount: refund.amount,
    charge: refund.charge,
    created: refund.created,
    currency: refund.currency,
    metadata: refund.metadata,
    payment_intent: refund.intent,
    reason: null,
    status: refund.status,
    failure_reason: refund.failureReason,
  };
}

/**
 * The PaymentIntents matching Stripe's search query language, the part used: `status:'x'`,
 * `created<n`, `metadata['k']:'v'`, joined by AND; newest first, at most `limit` (10, up to 100).
 */
export function searchIntents(
  intents: Iterable<Intent>,
  params: Params,
): { found: Intent[]; hasMore: boolean } {
  const query = String(params.query ?? '');
  const clauses = query.split(/\s+AND\s+/i).map((clause) => {
    const m = /^(metadata\['([^']+)'\]|[a-z_]+)\s*(<=|>=|:|<|>)\s*'?([^']*)'?$/.exec(clause.trim());
    if (!m) throw fail(400, 'invalid_request_error', `Invalid search query: ${clause}`, { param: 'query' });
    return { field: m[2] ? `metadata.${m[2]}` : m[1]!, op: m[3]!, value: m[4]! };
  });
  const limit = Math.min(Number(params.limit ?? 10), 100);
  const fieldOf = (intent: Intent, field: string) =>
    field === 'status'
      ? intent.status
      : field === 'created'
        ? intent.created
        : field === 'amount'
          ? intent.amount
          : field.startsWith('metadata.')
            ? intent.metadata[field.slice(9)]
            : undefined;
  const matches = (intent: Intent) =>
    clauses.every(({ field, op, value }) => {
      const actual = fieldOf(intent, field);
      if (op === ':') return String(actual) === value;
      const n = Number(actual);
      const v = Number(value);
      return op === '<' ? n < v : op === '>' ? n > v : op === '<=' ? n <= v : n >= v;
    });
  const found = [...intents].filter(matches).sort((a, b) => b.created - a.created);
  return { found: found.slice(0, limit), hasMore: found.length > limit };
}
