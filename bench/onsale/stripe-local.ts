import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { StripeLocal } from '../../apps/server/test/stripe-local/stripe-local';
import * as client from './buyer-client';
import type { ProcessorCharge } from './checker';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function api(s: client.Session, method: string, path: string, body?: unknown) {
  const res = await fetch(`${s.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${s.token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/**
 * `--processor stripe-local` (decisions/0089): the on-sale's cards go through the Stripe adapter
 * to the local Stripe-compatible server, in this process, answering each PaymentIntent call
 * (create and confirm, capture, cancel, search) `delayMs` late. The buyers' cards become
 * PaymentMethods first, as Stripe.js makes them in a browser (not timed as checkout).
 *
 * While a processor call waits at the local server, the database's open transactions are looked
 * at when the call arrives and again just before it is answered: a transaction open at both looks
 * (same backend, same start) spans the call. Any transaction of the server that made a processor
 * call while holding a seat or order lock would be counted; so would an unrelated transaction that
 * happens to last as long as a call (a lock wait), which is why the longest is reported too.
 */
export async function stripeRehearsal(dbUrl: string, delayMs: number) {
  const local = new StripeLocal({ delayMs });
  const id = randomBytes(6).toString('hex');
  const keys = {
    secretKey: `sk_test_onsale${id}`,
    publishableKey: `pk_test_onsale${id}`,
    webhookSigningSecret: `whsec_onsale${id}`,
  };
  const url = await local.start();
  const watcher = new pg.Client({ connectionString: dbUrl });
  await watcher.connect();
  const watch = { from: null as Date | null, on: false, calls: 0, looked: 0, spanning: 0, longestMs: 0 };
  let looking = 0;
  const openTransactions = async () =>
    (
      await watcher.query<{ pid: number; xact_start: Date }>(
        `SELECT pid, xact_start FROM pg_stat_activity WHERE datname = current_database()
          AND pid <> pg_backend_pid() AND xact_start IS NOT NULL AND backend_type = 'client backend'`,
      )
    ).rows;
  const look = async () => {
    const first = await openTransactions();
    await sleep(Math.max(0, delayMs - 20));
    const second = await openTransactions();
    const before = new Set(first.map((r) => `${r.pid}|${r.xact_start.getTime()}`));
    for (const r of second) {
      if (!before.has(`${r.pid}|${r.xact_start.getTime()}`)) continue;
      watch.spanning++;
      watch.longestMs = Math.max(watch.longestMs, Date.now() - r.xact_start.getTime());
    }
    watch.looked++;
  };
  local.delayFor = (_method, path) => {
    const intentCall = path.startsWith('/v1/payment_intents');
    if (intentCall && watch.on) {
      watch.calls++;
      // One look at a time on the watcher's connection: enough calls are looked at to count.
      if (looking === 0) {
        looking++;
        void look()
          .catch(() => undefined)
          .finally(() => {
            looking--;
          });
      }
    }
    return intentCall;
  };
  client.takeCardsAsReferences((number) => local.browserPaymentMethod(keys.publishableKey, { number }));

  return {
    url: url.href,
    /** The server's settings: its Stripe calls go to the local server (refused in production mode). */
    serverEnv: { STRIPE_API_URL: url.origin, NODE_ENV: 'development' },
    /** A Stripe payment account with the local server's keys, named by the event's venue. */
    async payVenueOf(admin: client.Session, eventId: number) {
      const account = await api(admin, 'POST', '/api/admin/payment-accounts', {
        name: 'Stripe (local)',
        processor: 'Stripe',
        isLive: true,
        onboardingComplete: true,
        stripe: keys,
      });
      const event = await api(admin, 'GET', `/api/admin/events/${eventId}`);
      const venue = await api(admin, 'GET', `/api/admin/venues/${event.venueId}`);
      await api(admin, 'PUT', `/api/admin/venues/${event.venueId}`, {
        ...venue,
        cardPaymentAccountId: account.id,
      });
    },
    watchFrom(since: Date) {
      watch.from = since;
      watch.on = true;
    },
    async stopWatching() {
      watch.on = false;
      while (looking > 0) await sleep(50);
      return {
        intentCalls: watch.calls,
        callsLookedAt: watch.looked,
        transactionsSpanningACall: watch.spanning,
        longestSpanningTransactionMs: watch.longestMs,
      };
    },
    /** The run's intents as the local server holds them. */
    charges: (): ProcessorCharge[] =>
      local
        .allIntents()
        .filter((i) => !watch.from || i.created * 1000 >= watch.from.getTime() - 1000)
        .map((i) => ({
          id: i.id,
          amount: i.amount,
          status:
            i.status === 'requires_capture' ? 'authorized' : i.status === 'succeeded' ? 'captured' : 'none',
        })),
    async close() {
      await watcher.end().catch(() => undefined);
      await local.close();
    },
  };
}

export type StripeRehearsal = Awaited<ReturnType<typeof stripeRehearsal>>;
