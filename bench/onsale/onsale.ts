import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { type Database, openPostgres } from '@/db/client';
import { insertVenue } from '@/modules/venues/venues.store';
import { forgetRehearsalMail, rehearsalMailDir } from './after-sale';
import * as client from './buyer-client';
import { buyer, newTally, seller } from './buyers';
import { rawCeiling } from './ceiling';
import { check } from './checker';
import { type Cluster, startCluster } from './cluster';
import { type Fleet, type KillFigures, startFleet } from './fleet';
import { httpFloor } from './floor';
import { Metrics } from './metrics';
import { type OnsaleOptions, parseOptions } from './options';
import { seatRuns } from './picks';
import { newQueueTally, openWaitingRoom, queueFigures } from './queue';
import {
  CONFIRMATION_LEASE_SECONDS,
  confirmationFigures,
  createDatabase,
  dropDatabase,
} from './rehearsal-database';
import { sellingEvent } from './seed';
import { type StripeRehearsal, stripeRehearsal } from './stripe-local';
import { httpThroughput, printStatementStats, startStatementStats } from './throughput';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (line: string) => console.log(`[onsale ${new Date().toISOString().slice(11, 19)}] ${line}`);
const RECONCILE_GRACE_SECONDS = 15;
const RECONCILE_EVERY_SECONDS = 5;
/**
 * The throughput event and the ceiling's event have 80,000 seats each, so that the ceiling's
 * takes (about 1,500 a second of three seats) do not run out of free runs within the window.
 */
const THROUGHPUT_BLOCKS = 80;

function ensureBuilt(): void {
  const entry = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));
  if (existsSync(entry)) return;
  log('building the server (npm run build -w @tessera/server)');
  execFileSync('npm', ['run', 'build', '-w', '@tessera/server'], { stdio: 'inherit' });
}

function sandboxFaults(o: OnsaleOptions): string {
  const parts: string[] = [];
  if (o.faults.slowProcessor) parts.push('slow=1200', 'slow-rate=0.1');
  if (o.faults.failAfterCharge) parts.push('fail-after-charge=0.05');
  return parts.join(',');
}

/** Runs `count` jobs, at most `concurrency` at once. */
async function pool(count: number, concurrency: number, job: (i: number) => Promise<void>, done: () => void) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        await job(i).catch(() => undefined);
        done();
      }
    }),
  );
}

export async function onsaleBench(argv: readonly string[]): Promise<number> {
  const options = parseOptions(argv);
  ensureBuilt();
  const runId = randomUUID().slice(0, 8);
  const load0 = loadavg();
  const given = process.env.DATABASE_URL;
  let cluster: Cluster | null = null;
  let database: Database | null = null;
  let dbUrl = '';
  let adminUrl = '';
  let fleet: Fleet | null = null;
  let stripe: StripeRehearsal | null = null;
  try {
    if (given) {
      adminUrl = given;
      log('database: DATABASE_URL (a fresh database on it; no PostgreSQL restart)');
    } else {
      cluster = await startCluster(150);
      adminUrl = cluster.url;
      log(`database: private PostgreSQL cluster on port ${cluster.port}`);
    }
    dbUrl = await createDatabase(adminUrl);
    if (options.processor === 'stripe-local') {
      stripe = await stripeRehearsal(dbUrl, options.stripeDelayMs);
      log(
        `cards through the Stripe adapter: local Stripe server ${stripe.url}, ${options.stripeDelayMs} ms a call`,
      );
    }
    fleet = await startFleet(
      options.servers,
      {
        DATABASE_URL: dbUrl,
        SIGN_IN_ATTEMPTS_PER_MINUTE: '10000',
        // Every rehearsal buyer comes from this machine's one address.
        SHOP_HOLDS_PER_ADDRESS_PER_EVENT: '1000000',
        SHOP_BASKETS_PER_ADDRESS_PER_EVENT: '1000000',
        WAITING_ROOM_POLLS_PER_MINUTE: '1000000',
        RECONCILE_EVERY_SECONDS: String(RECONCILE_EVERY_SECONDS),
        RECONCILE_GRACE_SECONDS: String(RECONCILE_GRACE_SECONDS),
        CONFIRMATION_LEASE_SECONDS: String(CONFIRMATION_LEASE_SECONDS),
        TESSERA_SANDBOX_FAULTS: sandboxFaults(options),
        MAIL_DIR: rehearsalMailDir,
        ...(stripe?.serverEnv ?? {}),
      },
      log,
    );
    const servers = fleet.servers.length;
    // Every client goes here: the one server, or the balancer in front of several.
    const entry = fleet.url;
    database = openPostgres(dbUrl, 5);
    const db = database.db;

    const sessions: client.Session[] = [];
    const sessionCount = Math.max(2, Math.min(20, Math.ceil(options.concurrency / 10)));
    for (let i = 0; i < sessionCount; i++) {
      sessions.push(await client.signIn(entry, 'admin@demo.tessera.test', 'Demo-Theatre-2026!'));
    }
    const admin = sessions[0]!;
    const stage = await sellingEvent(database, admin, 'On-sale');
    const bench = await sellingEvent(database, admin, 'Throughput', THROUGHPUT_BLOCKS);
    // The on-sale's venue takes cards through a Stripe account; buyers' cards become PaymentMethods.
    if (stripe) await stripe.payVenueOf(admin, stage.eventId);
    // A heavy on-sale: buyers queue in its waiting room and buy with the admission token.
    const rate = options.admissionRate;
    if (rate) await openWaitingRoom(database, admin, stage.eventId, rate);
    log(
      `seeded event ${stage.eventId}: ${stage.seatIds.length} seats + GA 5000; throughput event ${bench.eventId}`,
    );
    // An on-sale's events are set up days ahead: their tables' statistics are current, and no
    // autovacuum of the seeding runs inside a measured window.
    await database.pool!.query('VACUUM ANALYZE');

    // Take-seats throughput over HTTP at the rehearsal's concurrency, then the raw-SQL ceiling.
    const statementStats = process.env.BENCH_PG_STATS && cluster ? await startStatementStats(database) : null;
    const http = await httpThroughput(
      sessions,
      bench,
      await seatRuns(database.pool!, bench.eventId),
      options.concurrency,
      options.throughputSeconds,
      log,
      fleet.pids(),
    );
    if (statementStats) printStatementStats(await statementStats());
    const [account] = (
      await database.pool!.query<{ id: number }>("SELECT id FROM accounts WHERE name = 'Demo Theatre'")
    ).rows;
    const venue = await insertVenue(db, account!.id, { name: 'Ceiling Arena', timezone: 'UTC' }, new Date());
    const ceiling = await rawCeiling(
      database,
      dbUrl,
      account!.id,
      venue.id,
      options.concurrency,
      options.throughputSeconds,
      THROUGHPUT_BLOCKS,
    );
    const ceilingPerSecond = ceiling.holds / ceiling.seconds;
    const floor = await httpFloor(sessions, options.concurrency, options.throughputSeconds);
    log(
      `take-seats over HTTP: ${http.holdsPerSecond.toFixed(0)} holds/s (p99 ${http.p99} ms); raw SQL ceiling ${ceilingPerSecond.toFixed(0)} holds/s; HTTP floor: liveness ${floor.healthPerSecond}/s, signed-in read ${floor.signedInPerSecond}/s`,
    );
    if (options.throughputOnly) {
      const ratio = Math.round((http.holdsPerSecond / ceilingPerSecond) * 100) / 100;
      console.log(
        JSON.stringify({
          bench: 'onsale',
          mode: 'throughput',
          servers,
          requestsByServer: await fleet.spread(),
          loadAverage: [load0, loadavg()],
          concurrency: options.concurrency,
          throughput: {
            httpHoldsPerSecond: Math.round(http.holdsPerSecond),
            httpTakeP50: http.p50,
            httpTakeP99: http.p99,
            httpRefused: http.refused,
            httpBasketsOpenedInWindow: http.openedInWindow,
            ceilingHoldsPerSecond: Math.round(ceilingPerSecond),
            ceilingRefused: ceiling.failures,
            ratio,
            cpuMsPerHold: { http: http.cpuMsPerHold, ceiling: ceiling.cpuMsPerHold },
            floor,
          },
        }),
      );
      return 0;
    }
    // BENCH_PG_STATS=1: the rehearsal's statements too, counted from here.
    const rehearsalStats = process.env.BENCH_PG_STATS && cluster ? await startStatementStats(database) : null;

    // The rehearsal.
    const since = new Date(Date.now() - 1000);
    stripe?.watchFrom(since);
    const metrics = new Metrics();
    const tally = newTally();
    const none = () => ({
      kill: 0,
      pgRestart: 0,
      slowProcessor: 0,
      failAfterCharge: 0,
      duplicates: 0,
      disconnects: 0,
    });
    const faults = { injected: none(), survived: none() };
    let killed: KillFigures | null = null;
    let finished = 0;
    let running = true;
    // The bench's own event loop (200 buyers parsing seat maps): its delay is in every latency.
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const started = performance.now();
    const queue = rate ? { tally: newQueueTally(), startedAt: started } : undefined;
    const staged = { ...stage, queue };
    const sellers = Array.from({ length: options.sellers }, (_, n) =>
      seller(
        sessions[n % sessions.length]!,
        stage,
        metrics,
        tally,
        () => running,
        runId,
        n,
        options.thinkScale,
      ),
    );
    const chaos = (async () => {
      const when = async (share: number) => {
        while (running && (finished < options.buyers * share || tally.checkoutsInFlight === 0))
          await sleep(20);
        return running;
      };
      if (options.faults.kill && (await when(0.3))) {
        log(`SIGKILL server 1 of ${servers} with ${tally.checkoutsInFlight} checkouts in flight`);
        faults.injected.kill++;
        killed = await fleet!.killOne(log);
        faults.survived.kill++;
        log('server 1 restarted');
      }
      if (options.faults.pgRestart && cluster && (await when(0.6))) {
        log(`restarting PostgreSQL (immediate stop) with ${tally.checkoutsInFlight} checkouts in flight`);
        faults.injected.pgRestart++;
        await cluster.restart();
        for (let i = 0; i < 100; i++) {
          const r = await client.viewBasket(admin, randomUUID());
          if (r.status === 404 || r.status === 200) {
            faults.survived.pgRestart++;
            break;
          }
          await sleep(200);
        }
        log('PostgreSQL back');
      }
    })();
    await pool(
      options.buyers,
      options.concurrency,
      (i) => buyer(i, runId, client.shopSession(entry), staged, options, metrics, tally),
      () => {
        finished++;
      },
    );
    running = false;
    loopDelay.disable();
    await Promise.all([chaos, ...sellers]);
    const seconds = (performance.now() - started) / 1000;
    faults.injected.duplicates = tally.duplicateSubmits;
    faults.injected.disconnects = tally.disconnects;
    const ledger = stripe
      ? {
          rows: [
            {
              failed: (await check(db, stage.eventId, stage.areaId, since, stripe.charges))
                .chargesWithoutOrder,
            },
          ],
        }
      : await database.pool!.query<{ slow: number; failed: number }>(
          `SELECT count(*)::int AS failed, 0 AS slow FROM sandbox_charges WHERE created_at >= $1
            AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.provider_id = sandbox_charges.id::text)`,
          [since],
        );
    const lockWatch = stripe ? await stripe.stopWatching() : null;
    log(`buyers done in ${seconds.toFixed(1)} s; waiting for the server's reconciliation`);
    if (rehearsalStats) printStatementStats(await rehearsalStats());

    // The product reconciles by itself: wait for its grace period and a pass or two.
    const deadline = Date.now() + (RECONCILE_GRACE_SECONDS + RECONCILE_EVERY_SECONDS * 3 + 30) * 1000;
    let counts = await check(db, stage.eventId, stage.areaId, since, stripe?.charges);
    while ((counts.chargesWithoutOrder > 0 || counts.paymentsNotCaptured > 0) && Date.now() < deadline) {
      await sleep(2000);
      counts = await check(db, stage.eventId, stage.areaId, since, stripe?.charges);
    }
    // Every order's confirmation is sent in the background (decisions/0029): wait for the
    // sender to empty its list (bounded), then count orders with none and with more than one.
    const confirmations = await confirmationFigures(database, since, log);
    const actions = await database.pool!.query<{ kind: string; n: number }>(
      'SELECT kind, count(*)::int AS n FROM reconciliation_actions WHERE created_at >= $1 GROUP BY kind',
      [since],
    );
    const sold = await database.pool!.query<{ seats: number; places: number }>(
      `SELECT (SELECT count(*)::int FROM event_seats WHERE event_id = $1 AND status = 'sold') AS seats,
        (SELECT coalesce(sum(quantity), 0)::int FROM ga_reservations WHERE event_id = $1 AND status = 'sold') AS places`,
      [stage.eventId],
    );
    const orders = await database.pool!.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE created_at >= $1',
      [since],
    );
    faults.injected.failAfterCharge = tally.failedAfterCharge;
    faults.injected.slowProcessor = options.faults.slowProcessor ? 1 : 0;
    // A request-level fault is survived when nothing was lost or doubled under it.
    const clean = Object.values(counts).every((n) => n === 0) && tally.duplicateAnswers === 0;
    for (const name of ['slowProcessor', 'failAfterCharge', 'duplicates', 'disconnects'] as const) {
      faults.survived[name] = clean ? faults.injected[name] : 0;
    }
    const figures = {
      bench: 'onsale',
      mode: options.ci ? 'ci' : 'full',
      processor: options.processor,
      ...(stripe ? { stripeDelayMs: options.stripeDelayMs, processorCallsAndTransactions: lockWatch } : {}),
      thinkScale: options.thinkScale,
      database: given ? 'DATABASE_URL' : 'private-cluster',
      servers,
      balancer: fleet.balancer ? 'haproxy' : null,
      loadAverage: [
        load0.map((x) => Math.round(x * 100) / 100),
        loadavg().map((x) => Math.round(x * 100) / 100),
      ],
      buyers: options.buyers,
      concurrency: options.concurrency,
      sellers: options.sellers,
      seconds: Math.round(seconds * 10) / 10,
      orders: orders.rows[0]!.n,
      buyerOrders: tally.orders.size,
      abandoned: tally.abandoned,
      gaveUp: tally.gaveUp,
      walkedAwayAfterCharge: tally.walkedAwayAfterCharge,
      seatsSold: sold.rows[0]!.seats,
      gaPlacesSold: sold.rows[0]!.places,
      holdsPerSecond: Math.round((metrics.count('takeSeats') / seconds) * 10) / 10,
      checkoutsPerSecond: Math.round((orders.rows[0]!.n / seconds) * 10) / 10,
      takeSeats: metrics.summary('takeSeats'),
      takeSeatsByKind: {
        picked: metrics.summary('takeSeats.picked'),
        best: metrics.summary('takeSeats.best'),
        ga: metrics.summary('takeSeats.ga'),
      },
      checkout: metrics.summary('checkout'),
      waitingRoom: queue ? await queueFigures(admin, stage.eventId, rate!, queue.tally, metrics) : null,
      afterSale: tally.afterSale,
      loadEvent: metrics.summary('loadEvent'),
      clientLoopDelayMs: {
        p50: Math.round(loopDelay.percentile(50) / 1e6),
        p99: Math.round(loopDelay.percentile(99) / 1e6),
        max: Math.round(loopDelay.max / 1e6),
      },
      throughput: {
        httpHoldsPerSecond: Math.round(http.holdsPerSecond),
        httpTakeP99: http.p99,
        httpBasketsOpenedInWindow: http.openedInWindow,
        ceilingHoldsPerSecond: Math.round(ceilingPerSecond),
        ratio: Math.round((http.holdsPerSecond / ceilingPerSecond) * 100) / 100,
        cpuMsPerHold: { http: http.cpuMsPerHold, ceiling: ceiling.cpuMsPerHold },
        floor,
      },
      errorsByCode: metrics.errors,
      faults,
      killedServer: killed,
      requestsByServer: await fleet.spread(),
      unreconciledAtEnd: ledger.rows[0]!.failed,
      reconciliation: Object.fromEntries(actions.rows.map((r) => [r.kind, r.n])),
      confirmations,
      checker: counts,
    };
    const bad = Object.values(counts).some((n) => n !== 0) || tally.duplicateAnswers > 0;
    console.log(JSON.stringify({ ...figures, duplicateAnswers: tally.duplicateAnswers, ok: !bad }));
    return bad ? 1 : 0;
  } finally {
    await fleet?.stop().catch(() => undefined);
    await stripe?.close().catch(() => undefined);
    await forgetRehearsalMail().catch(() => undefined);
    await database?.close().catch(() => undefined);
    if (cluster) await cluster.stop().catch(() => undefined);
    // BENCH_KEEP_DATABASE=1 (with DATABASE_URL): the database stays, to look into afterwards.
    else if (given && dbUrl && !process.env.BENCH_KEEP_DATABASE)
      await dropDatabase(given, dbUrl).catch(() => undefined);
    else if (given && dbUrl) log(`kept database ${new URL(dbUrl).pathname.slice(1)}`);
  }
}
