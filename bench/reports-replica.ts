import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openPostgres } from '@/db/client';
import * as client from './onsale/buyer-client';
import { freePort } from './onsale/cluster';
import { sellingEvent } from './onsale/seed';
import { ServerProcess } from './onsale/server-process';
import { type ReplicaLag, startReplicaPair } from './replica-cluster';
import { compactSummary, dailyFiguresBeforeAfter, download } from './reports';
import { ensureBuilt, ensureDatabase, getter, log, percentile, signIn, timer } from './reports-common';
import { nightlyExportRun } from './reports-nightly';
import { FIRST_DAY, seedYear } from './reports-seed';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SELLERS = Number(process.env.BENCH_SELLERS ?? 20);
const DATABASE = 'tessera_bench_reports';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * `npm run bench -- reports --replica [--orders N]` (decisions/0114): the reports read from a
 * streaming replica while box-office sales go to the primary. Starts a private primary and its
 * `pg_basebackup` replica (bench/replica-cluster.ts), seeds the year on the primary, starts the
 * server with DATABASE_URL on the primary and REPORTS_DATABASE_URL on the replica, and while
 * `BENCH_SELLERS` sellers sell pairs of seats back to back, times the reports and samples the
 * replica's lag every 250 ms. Both clusters are stopped and removed at the end, on failure too.
 */
export async function reportsReplicaBench(orders: number, nightly: boolean): Promise<void> {
  ensureBuilt();
  const pair = await startReplicaPair({ maxConnections: 200 });
  log(`private primary on port ${pair.primaryPort}, replica (pg_basebackup -R) on port ${pair.replicaPort}`);
  const interrupted = () => {
    void pair.stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  const url = pair.primaryUrl(DATABASE);
  const replicaUrl = pair.replicaUrl(DATABASE);
  let server: ServerProcess | null = null;
  let database: ReturnType<typeof openPostgres> | null = null;
  try {
    await ensureDatabase(url);
    const env = { DATABASE_URL: url, SIGN_IN_ATTEMPTS_PER_MINUTE: '10000' };
    server = new ServerProcess(await freePort(), env);
    log(`server started (migrate + demo seed) in ${(await server.start()).toFixed(0)} ms`);
    await server.stop();
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    const year = await seedYear(pool, orders).finally(() => pool.end());
    log(`seeded ${year.orders.toLocaleString('en')} orders in ${year.seconds.toFixed(0)} s`);
    await compactSummary(url);
    log(`the replica caught up with the seeding ${(await pair.caughtUp()).toFixed(0)} ms after it ended`);

    server = new ServerProcess(await freePort(), { ...env, REPORTS_DATABASE_URL: replicaUrl });
    await server.start();
    const admin = await client.signIn(server.url, 'admin@demo.tessera.test', 'Demo-Theatre-2026!');
    database = openPostgres(url, 2);
    const stage = await sellingEvent(database, admin, `Replica ${randomUUID().slice(0, 6)}`, 20);
    const headers = { authorization: `Bearer ${await signIn(server.url)}` };
    const timed = timer(getter(server.url, headers), RUNS);

    // The on-sale load: sellers at the box office, each selling pairs back to back.
    let running = true;
    const checkouts: number[] = [];
    let failed = 0;
    const sellers = Array.from({ length: SELLERS }, async () => {
      while (running) {
        const basket = await client.openBasket(admin, 'PointOfSale');
        const took = basket.ok ? await client.takeBestSeats(admin, basket.data.id, stage.eventId, 2) : basket;
        if (!took.ok) {
          failed++;
          await sleep(200);
          continue;
        }
        const paid = await client.post(admin, `/api/admin/baskets/${basket.data.id}/checkout`, {
          idempotencyKey: randomUUID(),
          buyer: { firstName: 'Box', lastName: 'Office', email: 'box-office@replica.test' },
          payments: [{ type: 'Cash', amount: took.data.total }],
        });
        if (paid.ok) checkouts.push(paid.ms);
        else failed++;
      }
    });
    const lags: ReplicaLag[] = [];
    const sampler = setInterval(() => {
      pair.lag().then(
        (l) => lags.push(l),
        () => undefined,
      );
    }, 250);
    const t0 = performance.now();
    await sleep(3_000);
    log(`${SELLERS} sellers selling on the primary; the reports read from the replica`);
    const month = 'from=2026-06-01&to=2026-06-30';
    const yearRange = `from=${FIRST_DAY}&to=2026-11-30`;
    await timed('sales by transaction date (month)', `/api/admin/reports/sales-by-transaction-date?${month}`);
    await timed('payments audit (month)', `/api/admin/reports/payments-audit?${month}`);
    await timed(
      'transactions, page 1 of 50 + totals (month)',
      `/api/admin/reports/transactions?${month}&page=1&pageSize=50`,
    );
    await timed('daily figures (month)', `/api/admin/reports/daily-figures?${month}`);
    await dailyFiguresBeforeAfter(timed, yearRange);
    await timed('dashboard (last 30 days)', '/api/admin/reports/dashboard?range=last30');
    await download(server.url, headers, server.pid!, yearRange);
    running = false;
    await Promise.all(sellers);
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    // How long a sale made now takes to be seen by the reports.
    const [last] = (await database.pool!.query<{ id: string }>('SELECT max(id)::text AS id FROM orders'))
      .rows;
    const replica = new pg.Client({ connectionString: replicaUrl });
    await replica.connect();
    const seenFrom = performance.now();
    while (!(await replica.query('SELECT 1 FROM orders WHERE id = $1', [last!.id])).rowCount) {
      if (performance.now() - seenFrom > 60_000)
        throw new Error('the last sale did not reach the replica in a minute');
      await sleep(5);
    }
    const visibleMs = performance.now() - seenFrom;
    await replica.end();

    console.log(
      `\non-sale load on the primary: ${checkouts.length.toLocaleString('en')} box-office orders in ${seconds.toFixed(0)} s (${(checkouts.length / seconds).toFixed(1)}/s), checkout p50 ${percentile(checkouts, 50).toFixed(0)} ms, p99 ${percentile(checkouts, 99).toFixed(0)} ms, ${failed} steps refused or failed`,
    );
    const ms = (list: number[]) =>
      list.length
        ? `p50 ${percentile(list, 50).toFixed(0)} ms, p95 ${percentile(list, 95).toFixed(0)} ms, max ${Math.max(...list).toFixed(0)} ms`
        : 'no samples';
    const replay = lags.flatMap((l) => (l.replayLagMs === null ? [] : [l.replayLagMs]));
    const behind = lags.map((l) => l.bytesBehind / 1024);
    const age = lags.flatMap((l) => (l.lastReplayAgeMs === null ? [] : [l.lastReplayAgeMs]));
    console.log(`replica lag during the report run (${lags.length} samples, every 250 ms):`);
    console.log(`  replay_lag (pg_stat_replication)                    ${ms(replay)}`);
    console.log(
      `  WAL not yet replayed                                p50 ${percentile(behind, 50).toFixed(0)} KiB, max ${Math.max(0, ...behind).toFixed(0)} KiB`,
    );
    console.log(`  now() - pg_last_xact_replay_timestamp() on replica  ${ms(age)}`);
    console.log(`  the last sale was in the replica ${visibleMs.toFixed(0)} ms after the load stopped`);
    await server.stop();
    if (nightly) await nightlyExportRun({ ...env, REPORTS_DATABASE_URL: replicaUrl }, signIn, log);
  } finally {
    await server?.stop();
    await database?.close();
    await pair.stop();
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    log('primary and replica stopped and removed');
  }
}
