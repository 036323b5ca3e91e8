import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerBrowser, corsHeaders } from './stripe-browser';
import { paymentMethodForm } from './stripe-cards';
import { ConnectSimulation } from './stripe-connect';
import { CustomerSimulation } from './stripe-customers';
import { sendEvent, type WebhookTarget } from './stripe-events';
import { StripeLedger } from './stripe-ledger';
import type { Intent } from './stripe-objects';
import { TerminalSimulation } from './stripe-terminal';
import { accountOf, fail, type Json, newId, type Params, parseForm, StripeFailure } from './stripe-wire';

export type { WebhookDelivery, WebhookTarget } from './stripe-events';
export { parseForm } from './stripe-wire';

/**
 * A local Stripe-compatible HTTP server for tests and rehearsals: the real `stripe` library is
 * pointed at it (host, port, protocol) and speaks its real protocol: form-encoded bodies with
 * bracketed keys, `Authorization: Bearer sk_…`, the `Idempotency-Key` header (a repeat answers
 * the first answer, marked `Idempotent-Replayed`; other parameters under the same key are an
 * `idempotency_error`), objects shaped as Stripe's OpenAPI description has them, and errors as
 * `{ error: { type, code, decline_code, message, param } }` with Stripe's statuses. It knows the
 * part of the API the adapter and Stripe.js use: PaymentMethods, PaymentIntents (create with
 * confirm, retrieve, capture, cancel, search), refunds, Customers and SetupIntents (saved cards,
 * stripe-customers.ts), and signed webhook events.
 *
 * An account is named by its keys: `sk_test_X` and `pk_test_X` are the same account X.
 * Magic cards, as in Stripe's test mode: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002
 * declines; …9995 declines for insufficient funds; 4000 0027 6000 3184 requires 3-D Secure;
 * …0069 is expired; …0127 has a wrong CVC; 4000 0000 0000 5126 refunds fail later;
 * 4000 0000 0000 0259 is disputed after capture. Later events (a refund failing, a dispute)
 * happen when the test calls `settleLater()`. `delay` makes answers late (timeouts).
 */

export interface StripeLocalOptions {
  /** The server's clock for `created` (a test's clock); real time otherwise. */
  now?: () => Date;
  /** Every answer waits this long after the work is done (a slow processor), in ms. */
  delayMs?: number;
}

export class StripeLocal {
  private server: Server | null = null;
  private readonly ledger: StripeLedger;
  private readonly idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();
  private readonly webhooks = new Map<string, { target: WebhookTarget; secret: string }>();
  /** Platforms' Connect endpoints: their connected accounts' events, each naming its `account`. */
  private readonly connectWebhooks = new Map<string, { target: WebhookTarget; secret: string }>();
  /** Events are delivered as they happen unless held (a test then calls `deliverEvents`). */
  holdEvents = false;
  /** Answers wait this long (ms); `delayFor` picks the requests it applies to. */
  delayMs: number;
  delayFor: (method: string, path: string) => boolean = () => true;
  /** Requests this picks fail before any work is done, as Stripe's `api_error` (an outage). */
  outage: ((method: string, path: string) => boolean) | null = null;
  /** Every request the server answered, for tests that look at what was sent (never card data). */
  readonly requests: { method: string; path: string; idempotencyKey: string | null; status: number }[] = [];

  /** Terminal readers (decisions/0090): tests register readers and present cards on them. */
  readonly terminal: TerminalSimulation;
  /** Connect: platform accounts' connected accounts and their onboarding (decisions/0090). */
  readonly connect: ConnectSimulation;
  /** Saved cards: Customers, SetupIntents, attached PaymentMethods. */
  readonly customers: CustomerSimulation;

  constructor(options: StripeLocalOptions = {}) {
    const clock = options.now ?? (() => new Date());
    this.ledger = new StripeLedger(clock);
    this.delayMs = options.delayMs ?? 0;
    this.terminal = new TerminalSimulation(this.ledger);
    this.customers = new CustomerSimulation(this.ledger, () => Math.floor(clock().getTime() / 1000));
    this.connect = new ConnectSimulation(
      () => Math.floor(clock().getTime() / 1000),
      () => this.url,
      (account, type, object) => this.ledger.emit(account, type, object),
    );
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

  /**
   * Sends the events of the platform's (the secret key's account's) connected accounts to
   * `target`, signed with `secret`, as Stripe's Connect endpoints do: each event names the
   * connected account in `account`.
   */
  setConnectWebhook(platformSecretKey: string, target: WebhookTarget, secret: string): void {
    this.connectWebhooks.set(accountOf(platformSecretKey)!, { target, secret });
  }

  /** What happens later at a card network: refunds of …5126 fail, captures of …0259 are disputed. */
  async settleLater(): Promise<void> {
    for (const act of this.ledger.later.splice(0)) act();
    if (!this.holdEvents) await this.deliverEvents();
  }

  /** Events whose request is still waiting to answer (a delay). */
  private readonly answering = new Set<object>();

  /**
   * Delivers the events held so far, in order, but those in `waiting` (events of requests not
   * yet answered); answers how many were delivered.
   */
  async deliverEvents(waiting: ReadonlySet<object> = new Set()): Promise<number> {
    const pending = this.ledger.pendingEvents.splice(0);
    const events = pending.filter((p) => !waiting.has(p));
    this.ledger.pendingEvents.unshift(...pending.filter((p) => waiting.has(p)));
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
    return paymentMethodForm(card);
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
    return this.ledger.intents.get(id);
  }

  allIntents(): Intent[] {
    return [...this.ledger.intents.values()];
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://local');
    const method = req.method ?? 'GET';
    const body = Buffer.concat(chunks).toString('utf8');
    const params = method === 'GET' ? parseForm(url.search.slice(1)) : parseForm(body);
    // What a browser's Stripe.js asks (its script, preflights, 3-D Secure): stripe-browser.ts.
    if (answerBrowser(this.ledger, this.customers, { method, url, params, headers: req.headers }, res))
      return;
    const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
    const auth = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    let status = 200;
    let answer: string;
    let replayed = false;
    let pendingBefore = this.ledger.pendingEvents.length;
    if (method === 'GET' && url.pathname.startsWith('/connect/onboarding/')) {
      // Stripe's hosted onboarding page, finished at once (decisions/0090).
      const back = this.connect.onboard(url.pathname.split('/').pop() ?? '');
      if (!this.holdEvents) await this.deliverEvents();
      res.writeHead(back ? 302 : 404, back ? { location: back } : {});
      res.end();
      return;
    }
    const keyAccount = accountOf(auth);
    const stripeAccount = (req.headers['stripe-account'] as string | undefined) ?? null;
    let account = keyAccount;
    const scope = `${keyAccount}${stripeAccount ? `/${stripeAccount}` : ''}`;
    const fingerprint = `${method} ${url.pathname} ${JSON.stringify(params)}`;
    const stored = key && account ? this.idempotent.get(`${scope}|${key}`) : undefined;
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
        if (this.outage?.(method, url.pathname)) throw new Error('Stripe is not answering (outage)');
        account = this.connect.actingAccount(account, stripeAccount);
        pendingBefore = this.ledger.pendingEvents.length;
        answer = JSON.stringify(
          this.connect.route(method, url.pathname, params, account) ??
            this.customers.route(method, url.pathname, params, account, /^(sk|rk)_/.test(auth)) ??
            this.terminal.route(method, url.pathname, params, account) ??
            this.ledger.route(method, url.pathname, params, auth, account),
        );
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
        this.idempotent.set(`${scope}|${key}`, { fingerprint, status, body: answer });
    }
    this.requests.push({ method, path: url.pathname, idempotencyKey: key, status });
    // The events this request caused (routes run without a pause, so they are the ones added
    // since) wait for it: another request answered during its delay does not send them early.
    const caused = this.ledger.pendingEvents.slice(pendingBefore);
    for (const event of caused) this.answering.add(event);
    if (this.delayMs > 0 && this.delayFor(method, url.pathname))
      await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    for (const event of caused) this.answering.delete(event);
    if (!this.holdEvents) await this.deliverEvents(this.answering);
    if (res.destroyed) return;
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': newId('req'),
      'stripe-version': '2026-10-28.endive',
      ...corsHeaders,
      ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
    });
    res.end(answer);
  }

  private async deliver(account: string, event: Json): Promise<number> {
    const platform = this.connect.platformOf(account);
    const hook = platform ? this.connectWebhooks.get(platform) : this.webhooks.get(account);
    if (!hook) return 0;
    const status = await sendEvent(hook, platform ? { ...event, account } : event);
    this.delivered.push({ account, event, status });
    return status;
  }
}
