import { randomUUID } from 'node:crypto';
import { type AfterSaleTally, afterSale, newAfterSaleTally } from './after-sale';
import * as client from './buyer-client';
import type { Metrics } from './metrics';
import type { OnsaleOptions } from './options';
import { type QueueTally, waitToBeLetIn } from './queue';
import { think } from './think';

const good = ['4242424242424242', '5555555555554444', '4000056655665556', '6011111111111117'];
const declined = '4000000000000002';
const insufficient = '4000000000009995';
const processingError = '4000000000000119';
const card = (number: string): client.CardDetails => ({ number, expMonth: 12, expYear: 2031, cvc: '123' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

export interface Stage {
  eventId: number;
  areaId: number;
  seatIds: number[];
  /** A heavy on-sale: buyers wait in its queue first (`queue.ts`); `startedAt` is the run's start. */
  queue?: { tally: QueueTally; startedAt: number };
}

export interface Tally {
  orders: Set<number>;
  abandoned: number;
  gaveUp: number;
  seatsTaken: number;
  duplicateSubmits: number;
  disconnects: number;
  /** A buyer answered two different orders for one purchase. */
  duplicateAnswers: number;
  checkoutsInFlight: number;
  /** Checkouts whose card was charged but whose answer was an error (the processor fault). */
  failedAfterCharge: number;
  /** Buyers who walked away after such an error, leaving the charge to reconciliation. */
  walkedAwayAfterCharge: number;
  /** The counter's exchanges and transfers of its own sales (`after-sale.ts`). */
  afterSale: AfterSaleTally;
}

export function newTally(): Tally {
  return {
    orders: new Set(),
    abandoned: 0,
    gaveUp: 0,
    seatsTaken: 0,
    duplicateSubmits: 0,
    disconnects: 0,
    duplicateAnswers: 0,
    checkoutsInFlight: 0,
    failedAfterCharge: 0,
    walkedAwayAfterCharge: 0,
    afterSale: newAfterSaleTally(),
  };
}

/** An answer the server gave while it or its database was going through an outage: worth retrying. */
function answeredByOutage(code: string | null): boolean {
  return code === 'common.internal' || code === 'common.unavailable' || (code?.startsWith('http_5') ?? false);
}

/** Retries while the server is away (killed, restarting, database restarting). */
async function whileAway<T>(
  step: string,
  metrics: Metrics,
  call: () => Promise<client.Reply<T>>,
): Promise<client.Reply<T>> {
  for (let attempt = 0; ; attempt++) {
    const reply = await call();
    metrics.record(step, reply);
    const away = reply.status === 0 || reply.status === 503 || answeredByOutage(reply.code);
    if (!away || attempt >= 40) return reply;
    await sleep(250 + Math.random() * 500);
  }
}

/**
 * One buyer: waits in the queue until let in (a heavy on-sale), loads the event, takes seats
 * (picked, best available or GA), looks at the basket, then either walks away (the basket
 * expires) or pays, trying another card after a decline, retrying with the same key after a
 * lost answer.
 */
export async function buyer(
  i: number,
  runId: string,
  session: client.Session,
  stage: Stage,
  options: OnsaleOptions,
  metrics: Metrics,
  tally: Tally,
): Promise<void> {
  if (stage.queue) {
    const { tally: queue, startedAt } = stage.queue;
    if (!(await waitToBeLetIn(session, stage.eventId, metrics, queue, startedAt))) {
      tally.gaveUp++;
      return;
    }
  }
  const map = await whileAway('loadEvent', metrics, () => client.loadEvent(session, stage.eventId));
  const open = map.ok
    ? map.data.seats.id.flatMap((id, index) => (map.data.seats.status[index] === 'o' ? [id] : []))
    : stage.seatIds;
  const opened = await whileAway('openBasket', metrics, () => client.openBasket(session, 'CallCenter'));
  if (!opened.ok) {
    tally.gaveUp++;
    return;
  }
  const basketId = opened.data.id;
  const kind = i % 10 < 4 ? 'picked' : i % 10 < 7 ? 'best' : 'ga';
  const scale = options.thinkScale;
  let taken = false;
  for (let attempt = 0; attempt < 5 && !taken; attempt++) {
    await think(attempt === 0 ? 'seatMap' : 'retry', scale);
    const quantity = 1 + Math.floor(Math.random() * 4);
    const reply = await whileAway('takeSeats', metrics, () => {
      if (kind === 'best') return client.takeBestSeats(session, basketId, stage.eventId, quantity);
      if (kind === 'ga') return client.takeGaPlaces(session, basketId, stage.eventId, stage.areaId, quantity);
      const start = Math.floor(Math.random() * Math.max(1, open.length - quantity));
      return client.takePickedSeats(session, basketId, stage.eventId, open.slice(start, start + quantity));
    });
    if (reply.status > 0) metrics.sample(`takeSeats.${kind}`, reply.ms);
    if (reply.ok) {
      taken = true;
      tally.seatsTaken += quantity;
    }
  }
  if (!taken) {
    tally.gaveUp++;
    return;
  }
  const view = await whileAway('viewBasket', metrics, () => client.viewBasket(session, basketId));
  if (!view.ok) {
    tally.gaveUp++;
    return;
  }
  await think('basket', scale);
  if (Math.random() < 0.2) {
    tally.abandoned++;
    return;
  }
  await think('paymentForm', scale);
  const total = view.data.total;
  const email = `buyer-${runId}-${i}@rehearsal.test`;
  const roll = Math.random();
  let number =
    roll < 0.08 ? declined : roll < 0.11 ? insufficient : roll < 0.13 ? processingError : pick(good);
  let key = randomUUID();
  let disconnected = false;
  const answered = new Set<number>();
  for (let attempt = 0; attempt < 40; attempt++) {
    const input = { idempotencyKey: key, total, card: card(number), email };
    tally.checkoutsInFlight++;
    let replies: client.Reply<{ id: number }>[];
    try {
      if (options.faults.disconnects && !disconnected && Math.random() < 0.08) {
        disconnected = true;
        tally.disconnects++;
        const cut = await client.checkout(session, basketId, input, { abortAfterMs: 1 + Math.random() * 60 });
        metrics.record('checkout', cut);
        if (!cut.ok) {
          await sleep(100);
          continue;
        }
        replies = [cut];
      } else if (options.faults.duplicates && attempt === 0 && Math.random() < 0.1) {
        tally.duplicateSubmits++;
        replies = await Promise.all([
          client.checkout(session, basketId, input),
          client.checkout(session, basketId, input),
        ]);
        for (const r of replies) metrics.record('checkout', r);
      } else {
        const r = await client.checkout(session, basketId, input);
        metrics.record('checkout', r);
        replies = [r];
      }
    } finally {
      tally.checkoutsInFlight--;
    }
    for (const r of replies) if (r.ok) answered.add(r.data.id);
    if (answered.size > 0) break;
    const code = replies.find((r) => r.code !== 'purchase.seats_unavailable')?.code ?? replies[0]!.code;
    if (code === 'purchase.card_declined' || code === 'purchase.card_insufficient_funds') {
      number = pick(good);
      key = randomUUID();
      await think('newCard', scale);
    } else if (code === 'purchase.payment_failed') {
      if (number === processingError) {
        number = pick(good);
        key = randomUUID();
        await think('newCard', scale);
      } else {
        tally.failedAfterCharge++;
        if (Math.random() < 0.5) {
          // Closes the tab: the authorization is left for the server's reconciliation.
          tally.walkedAwayAfterCharge++;
          tally.gaveUp++;
          return;
        }
      }
    } else if (code === 'purchase.reservation_expired' || code === 'purchase.basket_closed') {
      break;
    } else if (code !== 'network' && code !== 'aborted' && !answeredByOutage(code)) {
      break;
    }
    await sleep(200 + Math.random() * 400);
  }
  if (answered.size > 1) tally.duplicateAnswers += answered.size - 1;
  for (const id of answered) tally.orders.add(id);
  if (answered.size === 0) tally.gaveUp++;
}

/** A box-office seller selling pairs for cash until told to stop, exchanging or transferring some. */
export async function seller(
  session: client.Session,
  stage: Stage,
  metrics: Metrics,
  tally: Tally,
  running: () => boolean,
  runId: string,
  n: number,
  thinkScale: number,
): Promise<void> {
  let sale = 0;
  while (running()) {
    const opened = await whileAway('seller.openBasket', metrics, () =>
      client.openBasket(session, 'PointOfSale'),
    );
    if (!opened.ok) continue;
    const took = await whileAway('seller.takeSeats', metrics, () =>
      client.takeBestSeats(session, opened.data.id, stage.eventId, 2),
    );
    if (!took.ok) {
      await sleep(500);
      continue;
    }
    const email = `seller-${runId}-${n}-${++sale}@rehearsal.test`;
    const key = randomUUID();
    for (let attempt = 0; attempt < 10; attempt++) {
      const paid = await sellerCheckout(session, opened.data.id, key, took.data.total, email);
      metrics.record('seller.checkout', paid);
      if (paid.ok) {
        tally.orders.add(paid.data.id);
        await afterSale(session, stage.eventId, paid.data, sale, metrics, tally.afterSale);
        break;
      }
      if (paid.status !== 0 && !answeredByOutage(paid.code)) break;
      await sleep(300);
    }
    await (thinkScale > 0 ? think('counter', thinkScale) : sleep(200));
  }
}

async function sellerCheckout(
  session: client.Session,
  basketId: string,
  key: string,
  total: number,
  email: string,
) {
  const t0 = performance.now();
  try {
    const res = await fetch(`${session.url}/api/admin/baskets/${basketId}/checkout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        idempotencyKey: key,
        buyer: { firstName: 'Box', lastName: 'Office', email },
        payments: [{ type: 'Cash', amount: total }],
      }),
      signal: AbortSignal.timeout(30_000),
    });
    const data = (await res.json()) as { id: number; tickets: { id: number }[]; errors?: { code: string }[] };
    return {
      ok: res.ok,
      status: res.status,
      code: res.ok ? null : (data.errors?.[0]?.code ?? `http_${res.status}`),
      ms: performance.now() - t0,
      data,
    };
  } catch {
    return {
      ok: false,
      status: 0,
      code: 'network',
      ms: performance.now() - t0,
      data: { id: 0, tickets: [] },
    };
  }
}
