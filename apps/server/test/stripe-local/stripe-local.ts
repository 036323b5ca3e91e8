import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Stripe-compatible HTTP server for tests and rehearsals: the real `stripe` library is
 * pointed at it (host, port, protocol) and speaks its real protocol: form-encoded bodies with
 * bracketed keys, `Authorization: Bearer sk_…`, the `Idempotency-Key` header (a repeat answers
 * the first answer, marked `Idempotent-Replayed`; other parameters under the same key are an
 * `idempotency_error`), objects shaped as Stripe's OpenAPI description has them, and errors as
 * `{ error: { type, code, decline_code, message, param } }` with Stripe's statuses. It knows the
 * part of the API the adapter and Stripe.js use: PaymentMethods, PaymentIntents (create with
 * confirm, retrieve, capture, cancel, search), refunds, and signed webhook events.
 *
 * An account is named by its keys: `sk_test_X` and `pk_test_X` are the same account X.
 * Magic cards, as in Stripe's test mode: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002
 * declines; …9995 declines for insufficient funds; 4000 0027 6000 3184 requires 3-D Secure;
 * …0069 is expired; …0127 has a wrong CVC; 4000 0000 0000 5126 refunds fail later;
 * 4000 0000 0000 0259 is disputed after capture. Later events (a refund failing, a dispute)
 * happen when the test calls `settleLater()`. `delay` makes answers late (timeouts).
 */

type Json = Record<string, unknown>;
type Params = Record<string, unknown>;

interface CardRecord {
  number: string;
  brand: string;
  last4: string;
  funding: string;
  expMonth: number;
  expYear: number;
}

interface Intent {
  account: string;
  id: string;
  amount: number;
  currency: string;
  status: string;
  captureMethod: string;
  paymentMethod: string | null;
  metadata: Record<string, string>;
  created: number;
  chargeId: string | null;
  canceledAt: number | null;
  lastError: Json | null;
}

interface ChargeRecord {
  id: string;
  intent: string;
  amount: number;
  captured: boolean;
  refunded: number;
  created: number;
}

interface RefundRecord {
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

export interface WebhookDelivery {
  /** The raw JSON body, as signed. */
  payload: string;
  /** The `Stripe-Signature` header. */
  signature: string;
  event: Json;
}

/** Where an account's events go: a URL, or a function (a test's in-process server). */
export type WebhookTarget = string | ((delivery: WebhookDelivery) => Promise<number>);

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message));
  }
}

const fail = (status: number, type: string, message: string, extra: Json = {}) =>
  new StripeFailure(status, { type, message, ...extra });
const missing = (id: string, param = 'id') =>
  fail(404, 'invalid_request_error', `No such object: '${id}'`, { code: 'resource_missing', param });

/** Stripe's bracketed form keys (`metadata[k]`, `expand[0]`, `card[number]`) into objects and arrays. */
export function parseForm(body: string): Params {
  const out: Params = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.replace(/\]/g, '').split('[');
    let node = out as Record<string, unknown>;
    for (const [i, part] of parts.entries()) {
      const last = i === parts.length - 1;
      const key = part === '' ? String(Object.keys(node).length) : part;
      if (last) node[key] = value;
      else {
        node[key] ??= {};
        node = node[key] as Record<string, unknown>;
      }
    }
  }
  return out;
}

const list = (value: unknown): string[] =>
  value && typeof value === 'object' ? Object.values(value as Record<string, string>) : [];

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return /^\d{12,19}$/.test(digits) && sum % 10 === 0;
}

function brandOf(number: string): string {
  if (/^3[47]/.test(number)) return 'amex';
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^6/.test(number)) return 'discover';
  return 'unknown';
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export interface StripeLocalOptions {
  /** The server's clock for `created` (a test's clock); real time otherwise. */
  now?: () => Date;
  /** Every answer waits this long after the work is done (a slow processor), in ms. */
  delayMs?: number;
}

export class StripeLocal {
  private server: Server | null = null;
  private readonly intents = new Map<string, Intent>();
  private readonly charges = new Map<string, ChargeRecord>();
  private readonly refunds = new Map<string, RefundRecord>();
  private readonly cards = new Map<string, { account: string; card: CardRecord; created: number }>();
  private readonly idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();
  private readonly webhooks = new Map<string, { target: WebhookTarget; secret: string }>();
  private readonly later: (() => void)[] = [];
  private readonly pendingEvents: { account: string; event: Json }[] = [];
  /** Events are delivered as they happen unless held (a test then calls `deliverEvents`). */
  holdEvents = false;
  /** Answers wait this long (ms); `delayFor` picks the requests it applies to. */
  delayMs: number;
  delayFor: (method: string, path: string) => boolean = () => true;
  /** Every request the server answered, for tests that look at what was sent (never card data). */
  readonly requests: { method: string; path: string; idempotencyKey: string | null; status: number }[] = [];
  private readonly clock: () => Date;

  constructor(options: StripeLocalOptions = {}) {
    this.clock = options.now ?? (() => new Date());
    this.delayMs = options.delayMs ?? 0;
  }

  /** Starts listening on 127.0.0.1 (a free port unless given); answers its address. */
  async start(port = 0): Promise<URL> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    return this.url;
  }

  get url(): URL {
    const { port } = this.server!.address() as AddressInfo;
    return new URL(`http://127.0.0.1:${port}`);
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Sends the account's events (of the secret key's account) to `target`, signed with `secret`. */
  setWebhook(secretKey: string, target: WebhookTarget, secret: string): void {
    this.webhooks.set(accountOf(secretKey)!, { target, secret });
  }

  /** What happens later at a card network: refunds of …5126 fail, captures of …0259 are disputed. */
  async settleLater(): Promise<void> {
    for (const act of this.later.splice(0)) act();
    if (!this.holdEvents) await this.deliverEvents();
  }

  /** Delivers the events held so far, in order; answers how many were delivered. */
  async deliverEvents(): Promise<number> {
    const events = this.pendingEvents.splice(0);
    for (const { account, event } of events) await this.deliver(account, event);
    return events.length;
  }

  /** A delivered event again (Stripe retries and replays): same id, signed anew. */
  async redeliver(eventId: string): Promise<number> {
    const found = this.delivered.find((d) => d.event.id === eventId);
    if (!found) throw new Error(`no event ${eventId}`);
    return this.deliver(found.account, found.event);
  }

  /** Events sent so far, oldest first. */
  readonly delivered: { account: string; event: Json; status: number }[] = [];

  /** What Stripe.js does in the browser: a PaymentMethod from typed card data, with the publishable key. */
  paymentMethodFor(card: { number: string; expMonth?: number; expYear?: number; cvc?: string }): Params {
    return {
      type: 'card',
      'card[number]': card.number,
      'card[exp_month]': String(card.expMonth ?? 12),
      'card[exp_year]': String(card.expYear ?? 2030),
      'card[cvc]': card.cvc ?? '123',
    };
  }

  /** Creates a PaymentMethod as Stripe.js would (for tests and the rehearsal), answering its id. */
  async browserPaymentMethod(
    publishableKey: string,
    card: { number: string; cvc?: string },
  ): Promise<string> {
    const res = await fetch(new URL('/v1/payment_methods', this.url), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${publishableKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(this.paymentMethodFor(card) as Record<string, string>).toString(),
    });
    const body = (await res.json()) as Json;
    if (!res.ok) throw new Error(JSON.stringify(body));
    return body.id as string;
  }

  /** An intent as the server holds it (tests look behind the API). */
  intent(id: string): Intent | undefined {
    return this.intents.get(id);
  }

  allIntents(): Intent[] {
    return [...this.intents.values()];
  }

  private now(): number {
    return Math.floor(this.clock().getTime() / 1000);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://local');
    const method = req.method ?? 'GET';
    const body = Buffer.concat(chunks).toString('utf8');
    const params = method === 'GET' ? parseForm(url.search.slice(1)) : parseForm(body);
    const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
    const auth = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    let status = 200;
    let answer: string;
    let replayed = false;
    const account = accountOf(auth);
    const fingerprint = `${method} ${url.pathname} ${JSON.stringify(params)}`;
    const stored = key && account ? this.idempotent.get(`${account}|${key}`) : undefined;
    if (stored && stored.fingerprint === fingerprint) {
      status = stored.status;
      answer = stored.body;
      replayed = true;
    } else if (stored) {
      status = 400;
      answer = JSON.stringify({
        error: {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        },
      });
    } else {
      try {
        if (!account) throw fail(401, 'invalid_request_error', 'Invalid API Key provided.');
        answer = JSON.stringify(this.route(method, url.pathname, params, auth, account));
      } catch (error) {
        if (!(error instanceof StripeFailure)) {
          status = 500;
          answer = JSON.stringify({ error: { type: 'api_error', message: String(error) } });
        } else {
          status = error.status;
          answer = JSON.stringify({ error: error.body });
        }
      }
      // Stripe keeps the answer of every request that began executing, refusals included.
      if (key && account && status !== 500 && status !== 401)
        this.idempotent.set(`${account}|${key}`, { fingerprint, status, body: answer });
    }
    this.requests.push({ method, path: url.pathname, idempotencyKey: key, status });
    if (this.delayMs > 0 && this.delayFor(method, url.pathname))
      await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (!this.holdEvents) await this.deliverEvents();
    if (res.destroyed) return;
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': newId('req'),
      'stripe-version': '2026-10-28.endive',
      ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
    });
    res.end(answer);
  }

  private route(method: string, path: string, params: Params, auth: string, account: string): Json {
    const parts = path.split('/').filter(Boolean);
    if (parts[0] !== 'v1')
      throw fail(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
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
    throw fail(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  private createPaymentMethod(account: string, params: Params): Json {
    if (params.type !== 'card') throw fail(400, 'invalid_request_error', 'Invalid type', { param: 'type' });
    const card = (params.card ?? {}) as Record<string, string>;
    const number = (card.number ?? '').replace(/\s/g, '');
    if (!luhn(number))
      throw fail(402, 'card_error', 'Your card number is incorrect.', {
        code: 'incorrect_number',
        param: 'number',
      });
    const expMonth = Number(card.exp_month);
    const expYear = Number(card.exp_year);
    if (!(expMonth >= 1 && expMonth <= 12))
      throw fail(402, 'card_error', "Your card's expiration month is invalid.", {
        code: 'invalid_expiry_month',
        param: 'exp_month',
      });
    const today = new Date(this.now() * 1000);
    if (
      !(
        expYear > today.getUTCFullYear() ||
        (expYear === today.getUTCFullYear() && expMonth >= today.getUTCMonth() + 1)
      )
    )
      throw fail(402, 'card_error', "Your card's expiration year is invalid.", {
        code: 'invalid_expiry_year',
        param: 'exp_year',
      });
    if (!/^\d{3,4}$/.test(card.cvc ?? ''))
      throw fail(402, 'card_error', "Your card's security code is invalid.", {
        code: 'invalid_cvc',
        param: 'cvc',
      });
    const id = newId('pm');
    const record: CardRecord = {
      number,
      brand: brandOf(number),
      last4: number.slice(-4),
      funding: number === '4000056655665556' ? 'debit' : 'credit',
      expMonth,
      expYear,
    };
    this.cards.set(id, { account, card: record, created: this.now() });
    return this.paymentMethodJson(id);
  }

  private paymentMethodJson(id: string): Json {
    const pm = this.cards.get(id)!;
    return {
      id,
      object: 'payment_method',
      type: 'card',
      created: pm.created,
      customer: null,
      livemode: false,
      metadata: {},
      billing_details: { address: null, email: null, name: null, phone: null },
      card: {
        brand: pm.card.brand,
        country: 'US',
        exp_month: pm.card.expMonth,
        exp_year: pm.card.expYear,
        funding: pm.card.funding,
        last4: pm.card.last4,
        fingerprint: pm.card.number.slice(-8),
        checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
        three_d_secure_usage: { supported: true },
        wallet: null,
      },
    };
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
    const intent: Intent = {
      account,
      id: newId('pi'),
      amount,
      currency: params.currency,
      status: 'requires_payment_method',
      captureMethod: (params.capture_method as string) ?? 'automatic_async',
      paymentMethod: pmId,
      metadata: { ...((params.metadata as Record<string, string>) ?? {}) },
      created: this.now(),
      chargeId: null,
      canceledAt: null,
      lastError: null,
    };
    this.intents.set(intent.id, intent);
    if (pm) intent.status = 'requires_confirmation';
    if (params.confirm === 'true' && pm) this.confirm(intent, pm.card);
    this.emit(account, 'payment_intent.created', this.intentJson(intent, []));
    return this.intentJson(intent, list(params.expand));
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
    switch (card.number) {
      case '4000000000000002':
        throw decline('card_declined', 'generic_decline', 'Your card was declined.');
      case '4000000000009995':
        throw decline('card_declined', 'insufficient_funds', 'Your card has insufficient funds.');
      case '4000000000000069':
        throw decline('expired_card', undefined, 'Your card has expired.');
      case '4000000000000127':
        throw decline('incorrect_cvc', undefined, "Your card's security code is incorrect.");
      case '4000002760003184':
      case '4000002500003155':
        intent.status = 'requires_action';
        return;
    }
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
    const card = this.cards.get(intent.paymentMethod ?? '')?.card;
    if (card?.number === '4000000000000259') {
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

  /** Stripe's search query language, the part used: `status:'x'`, `created<n`, `metadata['k']:'v'`, joined by AND. */
  private search(account: string, params: Params): Json {
    const query = String(params.query ?? '');
    const clauses = query.split(/\s+AND\s+/i).map((clause) => {
      const m = /^(metadata\['([^']+)'\]|[a-z_]+)\s*(<=|>=|:|<|>)\s*'?([^']*)'?$/.exec(clause.trim());
      if (!m) throw fail(400, 'invalid_request_error', `Invalid search query: ${clause}`, { param: 'query' });
      return { field: m[2] ? `metadata.${m[2]}` : m[1]!, op: m[3]!, value: m[4]! };
    });
    const limit = Math.min(Number(params.limit ?? 10), 100);
    const matches = (intent: Intent) =>
      clauses.every(({ field, op, value }) => {
        const actual =
          field === 'status'
            ? intent.status
            : field === 'created'
              ? intent.created
              : field === 'amount'
                ? intent.amount
                : field.startsWith('metadata.')
                  ? intent.metadata[field.slice(9)]
                  : undefined;
        if (op === ':') return String(actual) === value;
        const n = Number(actual);
        const v = Number(value);
        return op === '<' ? n < v : op === '>' ? n > v : op === '<=' ? n <= v : n >= v;
      });
    const found = [...this.intents.values()]
      .filter((i) => i.account === account && matches(i))
      .sort((a, b) => b.created - a.created);
    return {
      object: 'search_result',
      url: '/v1/payment_intents/search',
      has_more: found.length > limit,
      next_page: null,
      data: found.slice(0, limit).map((i) => this.intentJson(i, list(params.expand))),
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
    if (this.cards.get(intent.paymentMethod ?? '')?.card.number === '4000000000005126') {
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
    const intent = this.intents.get(charge.intent)!;
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

  private intentJson(intent: Intent, expand: readonly string[]): Json {
    const charge = intent.chargeId ? this.charges.get(intent.chargeId) : undefined;
    const captured = intent.status === 'succeeded' ? intent.amount : 0;
    return {
      id: intent.id,
      object: 'payment_intent',
      amount: intent.amount,
      amount_capturable: intent.status === 'requires_capture' ? intent.amount : 0,
      amount_received: captured,
      canceled_at: intent.canceledAt,
      cancellation_reason: intent.canceledAt ? 'requested_by_customer' : null,
      capture_method: intent.captureMethod,
      client_secret: `${intent.id}_secret_${intent.id.slice(-6)}`,
      confirmation_method: 'automatic',
      created: intent.created,
      currency: intent.currency,
      customer: null,
      description: null,
      last_payment_error: intent.lastError,
      latest_charge: charge ? (expand.includes('latest_charge') ? this.chargeJson(charge) : charge.id) : null,
      livemode: false,
      metadata: intent.metadata,
      next_action:
        intent.status === 'requires_action'
          ? { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } }
          : null,
      payment_method:
        intent.paymentMethod && expand.includes('payment_method')
          ? this.paymentMethodJson(intent.paymentMethod)
          : intent.paymentMethod,
      payment_method_types: ['card'],
      status: intent.status,
    };
  }

  private refundJson(refund: RefundRecord): Json {
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

  private emit(account: string, type: string, object: Json): void {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: this.now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    };
    this.pendingEvents.push({ account, event });
  }

  private async deliver(account: string, event: Json): Promise<number> {
    const hook = this.webhooks.get(account);
    if (!hook) return 0;
    const payload = JSON.stringify(event, null, 2);
    // Signed with real time: the receiver checks the signature's age against its own clock.
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = `t=${timestamp},v1=${createHmac('sha256', hook.secret).update(`${timestamp}.${payload}`).digest('hex')}`;
    let status: number;
    try {
      status =
        typeof hook.target === 'string'
          ? (
              await fetch(hook.target, {
                method: 'POST',
                headers: { 'content-type': 'application/json', 'stripe-signature': signature },
                body: payload,
              })
            ).status
          : await hook.target({ payload, signature, event });
    } catch {
      status = 0;
    }
    this.delivered.push({ account, event, status });
    return status;
  }
}

/** The account a key belongs to: `sk_test_X`, `rk_test_X` and `pk_test_X` are account X. */
function accountOf(key: string): string | null {
  return /^(?:sk|rk|pk)_test_([A-Za-z0-9]+)$/.exec(key)?.[1] ?? null;
}
