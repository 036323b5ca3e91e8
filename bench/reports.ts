import { salesChannels } from '@tessera/domain';
import pg from 'pg';
import { openPostgres } from '@/db/client';
import { compactSalesSummary } from '@/modules/reports/sales-summary.store';
import { freePort } from './onsale/cluster';
import { ServerProcess } from './onsale/server-process';
import { memory } from './process-memory';
import { ensureBuilt, ensureDatabase, getter, log, signIn, timer } from './reports-common';
import { nightlyExportRun } from './reports-nightly';
import { reportsReplicaBench } from './reports-replica';
import { DAYS, EVENTS, FIRST_DAY, ORDERS, seedYear } from './reports-seed';

/**
 * The reports on a year of 1,000,000 orders (issue #28's targets): each report's first page and
 * totals for a month, daily figures for a year (from the sales summary, and from the orders as
 * before it), the dashboard for 30 days, the full CSV download of a year's transactions and the
 * nightly export with the server's memory watched. Needs DATABASE_URL (PostgreSQL); the database
 * is created when missing and its seeded year reused on later runs. `--replica` runs instead on
 * a primary and a streaming replica of its own (bench/reports-replica.ts). Prints figures;
 * asserts nothing.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const help = `npm run bench -- reports [--replica] [--orders N] [--no-nightly]
  --replica     start a private PostgreSQL primary and a pg_basebackup replica, seed the primary,
                and time the reports on the replica (REPORTS_DATABASE_URL) under box-office sales
  --orders N    orders in the seeded year (default 1,000,000; --replica only: DATABASE_URL's
                database keeps what it was seeded with)
  --no-nightly  leave out the nightly export (it needs /usr/sbin/sshd)`;

interface ReportsOptions {
  replica: boolean;
  orders: number;
  nightly: boolean;
}

function parseOptions(argv: readonly string[]): ReportsOptions {
  if (argv.includes('--help')) {
    console.log(help);
    process.exit(0);
  }
  const at = argv.indexOf('--orders');
  const orders = at < 0 ? ORDERS : Number(argv[at + 1]);
  if (!Number.isInteger(orders) || orders < 1000)
    throw new Error(`--orders needs a whole number ≥ 1,000\n${help}`);
  return { replica: argv.includes('--replica'), orders, nightly: !argv.includes('--no-nightly') };
}

/** Folds the summary rows the seeding appended (the server's job does it once a minute). */
export async function compactSummary(url: string): Promise<void> {
  const database = openPostgres(url, 1);
  try {
    const t0 = performance.now();
    const folded = await compactSalesSummary(database.db);
    // The fold leaves the appended rows dead: cleared now, as autovacuum would soon after.
    await database.pool?.query('VACUUM ANALYZE sales_summary');
    log(
      `sales summary: ${folded.toLocaleString('en')} appended rows folded in ${(performance.now() - t0).toFixed(0)} ms`,
    );
  } finally {
    await database.close();
  }
}

export async function reportsBench(argv: readonly string[] = []): Promise<void> {
  const options = parseOptions(argv);
  if (options.replica) return reportsReplicaBench(options.orders, options.nightly);
  const url = process.env.DATABASE_URL;
  if (!url?.startsWith('postgres')) {
    throw new Error(
      'the reports bench needs PostgreSQL: DATABASE_URL=postgres://postgres@127.0.0.1:5432/tessera_bench_reports npm run bench -- reports\n' +
        '(the database is created when missing; its seeded year of 1,000,000 orders is kept and reused)',
    );
  }
  ensureBuilt();
  await ensureDatabase(url);
  const server = new ServerProcess(await freePort(), {
    DATABASE_URL: url,
    SIGN_IN_ATTEMPTS_PER_MINUTE: '10000',
  });
  // The first start migrates and seeds the demo account; the year is written beside it.
  log(`server started (migrate + demo seed) in ${(await server.start()).toFixed(0)} ms`);
  await server.stop();
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const year = await seedYear(pool).finally(() => pool.end());
  log(
    year.seededNow
      ? `seeded the year in ${year.seconds.toFixed(0)} s`
      : 'the seeded year is there already (drop the database to seed again)',
  );
  await printSizes(url);
  await compactSummary(url);
  await server.start();
  const pid = server.pid!;
  try {
    const token = await signIn(server.url);
    const headers = { authorization: `Bearer ${token}` };
    const timed = timer(getter(server.url, headers), RUNS);

    const month = 'from=2026-06-01&to=2026-06-30';
    const yearRange = `from=${FIRST_DAY}&to=2026-11-30`;
    // BENCH_REPORTS=download: only the CSV download.
    if (process.env.BENCH_REPORTS === 'download') return await download(server.url, headers, pid, yearRange);
    if (process.env.BENCH_REPORTS === 'nightly') {
      await server.stop();
      return await nightlyExportRun({ DATABASE_URL: url, SIGN_IN_ATTEMPTS_PER_MINUTE: '10000' }, signIn, log);
    }
    console.log(
      `\nreports for a month (${month}), a year (${yearRange}); ${EVENTS} events over ${DAYS} days`,
    );
    await timed('sales by transaction date (month)', `/api/admin/reports/sales-by-transaction-date?${month}`);
    await timed('payments audit (month)', `/api/admin/reports/payments-audit?${month}`);
    const tx = (
      await timed(
        'transactions, page 1 of 50 + totals (month)',
        `/api/admin/reports/transactions?${month}&page=1&pageSize=50`,
      )
    ).json;
    const [busiest] = (
      await (async () => {
        const p = new pg.Client({ connectionString: url });
        await p.connect();
        try {
          return (
            await p.query<{ event_id: number; n: string }>(
              `SELECT event_id, count(*) AS n FROM order_tickets WHERE event_id >= $1 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
              [year.firstEventId],
            )
          ).rows;
        } finally {
          await p.end();
        }
      })()
    ).map((r) => ({ id: r.event_id, tickets: Number(r.n) }));
    await timed(
      `guest manifest, page 1 of 50 (${busiest!.tickets} tickets)`,
      `/api/admin/reports/guest-manifest?eventId=${busiest!.id}&page=1&pageSize=50`,
    );
    await timed('daily figures (month)', `/api/admin/reports/daily-figures?${month}`);
    await timed('advance sales (month)', `/api/admin/reports/advance-sales?${month}`);
    await timed('weekly event sales (month)', `/api/admin/reports/weekly-event-sales?${month}`);
    await timed('group sales commissions (month)', `/api/admin/reports/group-sales-commissions?${month}`);
    await timed('group sales payment (month)', `/api/admin/reports/group-sales-payment?${month}`);
    await dailyFiguresBeforeAfter(timed, yearRange);
    await timed('dashboard (last 30 days)', `/api/admin/reports/dashboard?range=last30`);
    await timed(
      'dashboard (30 days in June)',
      `/api/admin/reports/dashboard?range=custom&from=2026-06-01&to=2026-06-30`,
    );
    console.log(`(a month's transactions: ${tx.total} rows)`);

    await download(server.url, headers, pid, yearRange);
  } finally {
    await server.stop();
  }
  if (options.nightly) {
    await nightlyExportRun({ DATABASE_URL: url, SIGN_IN_ATTEMPTS_PER_MINUTE: '10000' }, signIn, log);
  }
}

/**
 * Daily figures for a year from the sales summary, and read from the orders, tickets, payments
 * and refunds as before it (naming every channel makes it an order filter, which the summary
 * does not answer): the time of each and whether they agree to the cent.
 */
export async function dailyFiguresBeforeAfter(timed: ReturnType<typeof timer>, range: string): Promise<void> {
  const rowsWay = await timed(
    'daily figures (year), read from the orders (before)',
    `/api/admin/reports/daily-figures?${range}&channels=${salesChannels.join(',')}`,
  );
  const summaryWay = await timed(
    'daily figures (year), from the sales summary',
    `/api/admin/reports/daily-figures?${range}`,
  );
  // Under the replica bench's sales the last days change between the two calls: compared before them.
  const settled = (days: unknown) => JSON.stringify((days as { day: string }[]).slice(0, -3));
  const same = settled(rowsWay.json.days) === settled(summaryWay.json.days);
  console.log(
    `  daily figures for a year: ${rowsWay.median.toFixed(0)} ms → ${summaryWay.median.toFixed(0)} ms (medians); the two answers ${same ? 'agree to the cent, day by day' : 'DIFFER'} (all but the last three days)`,
  );
}

export async function download(base: string, headers: Record<string, string>, pid: number, range: string) {
  const before = memory(pid);
  let peak = before.rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, memory(pid).rss);
  }, 20);
  const t0 = performance.now();
  const res = await fetch(`${base}/api/admin/reports/download?report=transactions&format=csv&${range}`, {
    headers,
  });
  if (!res.ok || !res.body) throw new Error(`download: ${res.status} ${await res.text()}`);
  let firstByte = 0;
  let bytes = 0;
  let lines = 0;
  // The resident set every 200,000 rows: flat when the rows are not kept.
  const trail: string[] = [];
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    if (!firstByte) firstByte = performance.now() - t0;
    bytes += chunk.length;
    for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) {
      lines++;
      if (lines % 200_000 === 0) trail.push(`${lines / 1000}k ${memory(pid).rss.toFixed(0)}`);
    }
  }
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  const after = memory(pid);
  peak = Math.max(peak, after.rss);
  // The header line and the totals line are not transactions.
  const rows = lines - 2;
  console.log(
    `\nCSV download of a year's transactions: ${rows.toLocaleString('en')} rows, ${(bytes / 2 ** 20).toFixed(0)} MiB in ${seconds.toFixed(1)} s = ${Math.round(rows / seconds).toLocaleString('en')} rows/s (first byte after ${firstByte.toFixed(0)} ms)`,
  );
  console.log(
    `server memory: RSS ${before.rss.toFixed(0)} MiB before, by rows read [${trail.join(', ')}] MiB, peak ${peak.toFixed(0)} MiB during (+${(peak - before.rss).toFixed(0)}), ${after.rss.toFixed(0)} MiB after; VmHWM ${before.hwm.toFixed(0)} → ${after.hwm.toFixed(0)} MiB`,
  );
}

async function printSizes(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; n: string; size: string }>(
      `SELECT c.relname AS name, c.reltuples::bigint AS n, pg_size_pretty(pg_total_relation_size(c.oid)) AS size
       FROM pg_class c WHERE c.relname IN ('orders', 'order_tickets', 'payments', 'order_refunds', 'baskets', 'group_sale_requests')
         AND c.relkind = 'r' ORDER BY c.relname`,
    );
    log(rows.map((r) => `${r.name} ≈${Number(r.n).toLocaleString('en')} rows (${r.size})`).join(', '));
  } finally {
    await client.end();
  }
}
