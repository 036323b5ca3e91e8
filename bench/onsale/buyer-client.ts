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
  /** Shop browsers: the basket cookie as the server last set it. */
  shop?: { cookie: string | null };
}

/** A fresh shop browser: no cookies yet; its first addition starts its basket. */
export function shopSession(url: string): Session {
  return { url, token: '', shop: { cookie: null } };
}

const basketCookie = 'tessera_basket';

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

async function send<T>(
  session: Session,
  method: string,
  path: string,
  body?: unknown,
  options: { abortAfterMs?: number; timeoutMs?: number } = {},
): Promise<Reply<T>> {
  const t0 = performance.now();
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error('aborted')),
    options.abortAfterMs ?? options.timeoutMs ?? 30_000,
  );
  try {
    const res = await fetch(`${session.url}${path}`, {
      method,
      headers: {
        ...(session.shop
          ? session.shop.cookie
            ? { cookie: session.shop.cookie }
            : {}
          : { authorization: `Bearer ${session.token}` }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
    if (session.shop) {
      for (const cookie of res.headers.getSetCookie()) {
        const pair = cookie.split(';')[0]!;
        if (pair.startsWith(`${basketCookie}=`)) session.shop.cookie = pair;
      }
    }
    const text = await res.text();
    const data = (text ? JSON.parse(text) : {}) as T & { errors?: { code: string }[] };
    const code = res.ok ? null : (data.errors?.[0]?.code ?? `http_${res.status}`);
    return { ok: res.ok, status: res.status, code, ms: performance.now() - t0, data };
  } catch {
    const code = controller.signal.aborted && options.abortAfterMs !== undefined ? 'aborted' : 'network';
    return { ok: false, status: 0, code, ms: performance.now() - t0, data: {} as T };
  } finally {
    clearTimeout(timer);
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

/** The shop answers `{ basket }`; the steps answer the basket itself. */
async function unwrap(reply: Promise<Reply<{ basket: BasketView | null }>>): Promise<Reply<BasketView>> {
  const r = await reply;
  if (!r.ok) return { ...r, data: r.data as unknown as BasketView };
  if (!r.data.basket) return { ...r, ok: false, code: 'purchase.basket_not_found', data: {} as BasketView };
  return { ...r, data: r.data.basket };
}

/** The event's seat map, as a buyer's page loads it. */
export function loadEvent(s: Session, eventId: number) {
  return send<Seats>(
    s,
    'GET',
    s.shop ? `/api/shop/events/${eventId}/seats` : `/api/admin/events/${eventId}/seats`,
  );
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

/** Pays for the basket with one card; `abortAfterMs` hangs up before the answer (a lost connection). */
export function checkout(
  s: Session,
  basketId: string,
  input: { idempotencyKey: string; total: number; card: CardDetails; email: string },
  options: { abortAfterMs?: number } = {},
) {
  const buyer = { firstName: 'Rehearsal', lastName: 'Buyer', email: input.email };
  const timing = { ...options, timeoutMs: 60_000 };
  if (s.shop) {
    const body = { idempotencyKey: input.idempotencyKey, buyer, card: input.card, termsAccepted: true };
    return send<{ id: number; total: number }>(s, 'POST', '/api/shop/basket/checkout', body, timing);
  }
  return send<{ id: number; total: number }>(
    s,
    'POST',
    `/api/admin/baskets/${basketId}/checkout`,
    {
      idempotencyKey: input.idempotencyKey,
      buyer,
      payments: [{ type: 'CreditCard', amount: input.total, card: input.card }],
    },
    timing,
  );
}
