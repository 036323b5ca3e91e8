import http from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { eventAffinityHeader, eventOfCall } from '@tessera/contract';

/**
 * How a simulated buyer talks to Tessera: one function per step. A buyer is a browser in the
 * public shop (`shopSession`: no sign-in, the basket found from the `tessera_basket` cookie the
 * server sets, the account from the host name); a box-office seller is a signed-in staff
 * session (`signIn`, Bearer token) on the staff API. Each step picks its API from the session.
 */

export interface Reply<T = Record<string, unknown>> {
  ok: boolean;
  status: number;
  /** The first error code of the answer, `network` when no answer came, `aborted` when we hung up. */
  code: string | null;
  ms: number;
  data: T;
}

export interface Session {
  url: string;
  /** Staff sessions: the Bearer token. Empty for a shop browser. */
  token: string;
  /**
   * Shop browsers: the cookies the server set, by name (the basket's `tessera_basket`, and in a
   * heavy on-sale the waiting room's queue ticket `tessera_wr_<event>` and admission token
   * `tessera_admit_<event>`), sent back with every request as a browser does.
   */
  shop?: { cookies: Map<string, string> };
}

/** A fresh shop browser: no cookies yet; its first addition starts its basket. */
export function shopSession(url: string): Session {
  return { url, token: '', shop: { cookies: new Map() } };
}

const cookieHeader = (cookies: Map<string, string>) =>
  [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface BasketView {
  id: string;
  total: number;
  items: unknown[];
}

/**
 * Keep-alive connections shared by every simulated browser. The bench's own HTTP client runs
 * on the same two cores as the server and the database, so it is the lean `node:http` client
 * rather than `fetch`, which costs about three times as much CPU per request.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

interface Answer {
  status: number;
  text: string;
  setCookies: string[];
}

/**
 * One HTTP exchange, asking for brotli as a browser does (the server compresses answers above
 * 1 KB and sends the seat map's cached brotli bytes); rejects when the connection fails or
 * `abortAfterMs` hangs up first.
 */
function exchange(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
  abortAfterMs: number,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        agent,
        headers: {
          ...headers,
          'accept-encoding': 'br',
          ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text: (response.headers['content-encoding'] === 'br'
              ? brotliDecompressSync(Buffer.concat(chunks))
              : Buffer.concat(chunks)
            ).toString('utf8'),
            setCookies: response.headers['set-cookie'] ?? [],
          }),
        );
      },
    );
    const timer = setTimeout(() => request.destroy(new Error('aborted')), abortAfterMs);
    request.on('close', () => clearTimeout(timer));
    request.on('error', reject);
    request.end(body);
  });
}

/** As the web app's client does: the event a call takes seats of, for the balancer (decisions/0122). */
function affinity(body: unknown): Record<string, string> {
  const eventId = eventOfCall({ body });
  return eventId === undefined ? {} : { [eventAffinityHeader]: String(eventId) };
}

async function send<T>(
  session: Session,
  method: string,
  path: string,
  body?: unknown,
  options: { abortAfterMs?: number; timeoutMs?: number } = {},
): Promise<Reply<T>> {
  const t0 = performance.now();
  try {
    const res = await exchange(
      `${session.url}${path}`,
      method,
      {
        ...(session.shop
          ? session.shop.cookies.size > 0
            ? { cookie: cookieHeader(session.shop.cookies) }
            : {}
          : { authorization: `Bearer ${session.token}` }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...affinity(body),
      },
      body === undefined ? undefined : JSON.stringify(body),
      options.abortAfterMs ?? options.timeoutMs ?? 30_000,
    );
    if (session.shop) {
      for (const cookie of res.setCookies) {
        const pair = cookie.split(';')[0]!;
        const at = pair.indexOf('=');
        if (at > 0) session.shop.cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
    }
    const ok = res.status >= 200 && res.status < 300;
    const data = (res.text ? JSON.parse(res.text) : {}) as T & { errors?: { code: string }[] };
    const code = ok ? null : (data.errors?.[0]?.code ?? `http_${res.status}`);
    return { ok, status: res.status, code, ms: performance.now() - t0, data };
  } catch (error) {
    const aborted = options.abortAfterMs !== undefined && (error as Error).message === 'aborted';
    return {
      ok: false,
      status: 0,
      code: aborted ? 'aborted' : 'network',
      ms: performance.now() - t0,
      data: {} as T,
    };
  }
}

export async function signIn(url: string, email: string, password: string): Promise<Session> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return { url, token: ((await res.json()) as { token: string }).token };
}

type Seats = { seats: { id: number[]; status: string }; gaAreas: { id: number }[] };

/** Any POST of the API (the counter's exchanges and transfers, a recipient's claim). */
export function post<T = Record<string, unknown>>(s: Session, path: string, body: unknown) {
  return send<T>(s, 'POST', path, body);
}

/** The shop answers `{ basket }`; the steps answer the basket itself. */
async function unwrap(reply: Promise<Reply<{ basket: BasketView | null }>>): Promise<Reply<BasketView>> {
  const r = await reply;
  if (!r.ok) return { ...r, data: r.data as unknown as BasketView };
  if (!r.data.basket) return { ...r, ok: false, code: 'purchase.basket_not_found', data: {} as BasketView };
  return { ...r, data: r.data.basket };
}

/** Any GET of the API, answered as it comes (the floor measurements). */
export function get(s: Session, path: string) {
  return send(s, 'GET', path);
}

/** The event's seat map, as a buyer's page loads it. */
export function loadEvent(s: Session, eventId: number) {
  return send<Seats>(
    s,
    'GET',
    s.shop ? `/api/shop/events/${eventId}/seats` : `/api/admin/events/${eventId}/seats`,
  );
}

/** A visitor's place in a heavy on-sale's waiting room (the shop's `WaitingRoomGate` polls it). */
export interface QueuePlace {
  state: 'none' | 'waiting' | 'admitted';
  position: number | null;
  waitSeconds: number | null;
  pollSeconds: number;
}

/** Joins the event's waiting room: the queue ticket comes back as a cookie. */
export function joinWaitingRoom(s: Session, eventId: number) {
  return send<QueuePlace>(s, 'POST', `/api/shop/events/${eventId}/waiting-room`);
}

/** Asks for this browser's place; once admitted the admission token comes back as a cookie. */
export function pollWaitingRoom(s: Session, eventId: number) {
  return send<QueuePlace>(s, 'GET', `/api/shop/events/${eventId}/waiting-room`);
}

/** Staff open a basket first; a shop browser's basket starts with its first addition. */
export async function openBasket(s: Session, channel: string): Promise<Reply<BasketView>> {
  if (s.shop)
    return { ok: true, status: 200, code: null, ms: 0, data: { id: 'browser', total: 0, items: [] } };
  return send<BasketView>(s, 'POST', '/api/admin/baskets', { channel });
}

export function takePickedSeats(s: Session, basketId: string, eventId: number, seatIds: number[]) {
  if (s.shop) return unwrap(send(s, 'POST', '/api/shop/basket/seats', { eventId, seatIds }));
  return send<BasketView>(s, 'POST', `/api/admin/baskets/${basketId}/seats`, { eventId, seatIds });
}

export function takeBestSeats(s: Session, basketId: string, eventId: number, quantity: number) {
  if (s.shop) return unwrap(send(s, 'POST', '/api/shop/basket/best-seats', { eventId, quantity }));
  return send<BasketView>(s, 'POST', `/api/admin/baskets/${basketId}/best-seats`, { eventId, quantity });
}

export function takeGaPlaces(
  s: Session,
  basketId: string,
  eventId: number,
  areaId: number,
  quantity: number,
) {
  const body = { eventId, areaId, quantity };
  if (s.shop) return unwrap(send(s, 'POST', '/api/shop/basket/general-admission', body));
  return send<BasketView>(s, 'POST', `/api/admin/baskets/${basketId}/general-admission`, body);
}

export function viewBasket(s: Session, basketId: string) {
  if (s.shop) return unwrap(send(s, 'GET', '/api/shop/basket'));
  return send<BasketView>(s, 'GET', `/api/admin/baskets/${basketId}`);
}

/**
 * When cards are taken through Stripe's browser fields (`--processor stripe-local`): what the
 * buyer's browser does with the card (Stripe.js makes a PaymentMethod with the publishable key).
 * The same attempt (idempotency key) sends the same PaymentMethod again, as a page would.
 */
let cardReference: ((number: string) => Promise<string>) | null = null;
const references = new Map<string, Promise<string>>();
export function takeCardsAsReferences(make: (number: string) => Promise<string>): void {
  cardReference = make;
}
function paymentOf(
  idempotencyKey: string,
  card: CardDetails,
): Promise<{ card: CardDetails } | { paymentMethodId: string }> {
  if (!cardReference) return Promise.resolve({ card });
  const at = `${idempotencyKey}|${card.number}`;
  let made = references.get(at);
  if (!made) {
    made = cardReference(card.number);
    references.set(at, made);
  }
  return made.then((paymentMethodId) => ({ paymentMethodId }));
}

/** Pays for the basket with one card; `abortAfterMs` hangs up before the answer (a lost connection). */
export async function checkout(
  s: Session,
  basketId: string,
  input: { idempotencyKey: string; total: number; card: CardDetails; email: string },
  options: { abortAfterMs?: number } = {},
) {
  const buyer = { firstName: 'Rehearsal', lastName: 'Buyer', email: input.email };
  const timing = { ...options, timeoutMs: 60_000 };
  const payment = await paymentOf(input.idempotencyKey, input.card);
  if (s.shop) {
    const body = {
      idempotencyKey: input.idempotencyKey,
      expectedTotal: input.total,
      buyer,
      ...payment,
      termsAccepted: true,
    };
    return send<{ id: number; total: number }>(s, 'POST', '/api/shop/basket/checkout', body, timing);
  }
  return send<{ id: number; total: number }>(
    s,
    'POST',
    `/api/admin/baskets/${basketId}/checkout`,
    {
      idempotencyKey: input.idempotencyKey,
      buyer,
      payments: [{ type: 'CreditCard', amount: input.total, ...payment }],
    },
    timing,
  );
}
