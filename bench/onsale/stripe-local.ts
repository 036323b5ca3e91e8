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
 * While a processor call waits at the local server, the database's transactions waiting on their
 * client (`idle in transaction`) are looked at when the call arrives and again just before it is
 * answered: one idle at both looks since the same moment (same backend, same start, no statement
 * in between) sat idle across the call, as one making that call inside it would. Any transaction of the server that made a processor
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
  // A pool of one: it reconnects after the rehearsal restarts PostgreSQL.
  const watcher = new pg.Pool({ connectionString: dbUrl, max: 1 });
  watcher.on('error', () => undefined);
  const watch = {
    from: null as Date | null,
    on: false,
    calls: 0,
    looked: 0,
    spanning: 0,
    longestMs: 0,
    statements: new Map<string, number>(),
  };
  let looking = 0;
  const openTransactions = async () =>
    // A transaction waiting on its client: what a processor call inside one would look like.
    (
      await watcher.query<{ pid: number; xact_start: Date; state_change: Date; query: string }>(
        `SELECT pid, xact_start, state_change, left(query, 120) AS query FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid()
            AND state = 'idle in transaction' AND backend_type = 'client backend'`,
      )
    ).rows;
  const look = async () => {
    const first = await openTransactions();
    await sleep(Math.max(0, delayMs - 20));
    const second = await openTransactions();
    // The same transaction, idle since the same moment: no statement ran in it all along the call.
    const at = (r: (typeof first)[number]) =>
      `${r.pid}|${r.xact_start.getTime()}|${r.state_change.getTime()}`;
    const before = new Set(first.map(at));
    for (const r of second) {
      if (!before.has(at(r))) continue;
      watch.spanning++;
      watch.statements.set(r.query, (watch.statements.get(r.query) ?? 0) + 1);
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
        spanningLastStatements: Object.fromEntries(watch.statements),
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
