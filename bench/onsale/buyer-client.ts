/**
 * How a simulated buyer talks to Tessera: one function per step. Today it drives the staff
 * API (a signed-in staff session per buyer group, Bearer token); switching buyers to the
 * public shop API means changing only this module.
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
  token: string;
}

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
        authorization: `Bearer ${session.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
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

/** The event's seat map, as a buyer's page loads it. */
export function loadEvent(s: Session, eventId: number) {
  return send<{ seats: { id: number[]; status: string }; gaAreas: { id: number }[] }>(
    s,
    'GET',
    `/api/admin/events/${eventId}/seats`,
  );
}

export function openBasket(s: Session, channel: string) {
  return send<BasketView>(s, 'POST', '/api/admin/baskets', { channel });
}

export function takePickedSeats(s: Session, basketId: string, eventId: number, seatIds: number[]) {
  return send<BasketView>(s, 'POST', `/api/admin/baskets/${basketId}/seats`, { eventId, seatIds });
}

export function takeBestSeats(s: Session, basketId: string, eventId: number, quantity: number) {
  return send<BasketView>(s, 'POST', `/api/admin/baskets/${basketId}/best-seats`, { eventId, quantity });
}

export function takeGaPlaces(
  s: Session,
  basketId: string,
  eventId: number,
  areaId: number,
  quantity: number,
) {
  return send<BasketView>(s, 'POST', `/api/admin/baskets/${basketId}/general-admission`, {
    eventId,
    areaId,
    quantity,
  });
}

export function viewBasket(s: Session, basketId: string) {
  return send<BasketView>(s, 'GET', `/api/admin/baskets/${basketId}`);
}

/** Pays for the basket with one card; `abortAfterMs` hangs up before the answer (a lost connection). */
export function checkout(
  s: Session,
  basketId: string,
  input: { idempotencyKey: string; total: number; card: CardDetails; email: string },
  options: { abortAfterMs?: number } = {},
) {
  return send<{ id: number; total: number }>(
    s,
    'POST',
    `/api/admin/baskets/${basketId}/checkout`,
    {
      idempotencyKey: input.idempotencyKey,
      buyer: { firstName: 'Rehearsal', lastName: 'Buyer', email: input.email },
      payments: [{ type: 'CreditCard', amount: input.total, card: input.card }],
    },
    { ...options, timeoutMs: 60_000 },
  );
}
