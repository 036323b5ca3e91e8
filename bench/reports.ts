import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from './onsale/cluster';
import { ServerProcess } from './onsale/server-process';
import { DAYS, EVENTS, FIRST_DAY, seedYear } from './reports-seed';

/**
 * The reports on a year of 1,000,000 orders (issue #28's targets): each report's first page and
 * totals for a month, daily figures for a year, the dashboard for 30 days, and the full CSV
 * download of a year's transactions with the server's memory watched. Needs DATABASE_URL
 * (PostgreSQL); the database is created when missing and its seeded year reused on later runs.
 * Prints figures; asserts nothing.
 */
const log = (line: string) => console.log(`[reports ${new Date().toISOString().slice(11, 19)}] ${line}`);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

async function ensureDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      log(`creating database ${name}`);
      await admin.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
    }
  } finally {
    await admin.end();
  }
}

function ensureBuilt(): void {
  const entry = fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));
  if (existsSync(entry)) return;
  log('building the server (npm run build -w @tessera/server)');
  execFileSync('npm', ['run', 'build', '-w', '@tessera/server'], { stdio: 'inherit' });
}

/** The process's resident set and its peak so far, in MiB (Linux). */
function memory(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kib('VmRSS') / 1024, hwm: kib('VmHWM') / 1024 };
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.tessera.test', password: 'Demo-Theatre-2026!' }),
  });
  if (!res.ok) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

export async function reportsBench(): Promise<void> {
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
  await server.start();
  const pid = server.pid!;
  try {
    const token = await signIn(server.url);
    const headers = { authorization: `Bearer ${token}` };
    const get = async (path: string) => {
      const t0 = performance.now();
      const res = await fetch(`${server.url}${path}`, { headers });
      const body = await res.text();
      if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${body.slice(0, 300)}`);
      return { ms: performance.now() - t0, body };
    };
    const timed = async (name: string, path: string) => {
      const first = await get(path);
      const warm: number[] = [];
      for (let i = 0; i < RUNS; i++) warm.push((await get(path)).ms);
      console.log(
        `${name.padEnd(44)} first ${first.ms.toFixed(0).padStart(5)} ms   median of ${RUNS} ${median(warm).toFixed(0).padStart(5)} ms   ${(first.body.length / 1024).toFixed(0)} KiB`,
      );
      return JSON.parse(first.body) as Record<string, unknown>;
    };

    const month = 'from=2026-06-01&to=2026-06-30';
    const yearRange = `from=${FIRST_DAY}&to=2026-11-30`;
    // BENCH_REPORTS=download: only the CSV download.
    if (process.env.BENCH_REPORTS === 'download') return await download(server.url, headers, pid, yearRange);
    console.log(
      `\nreports for a month (${month}), a year (${yearRange}); ${EVENTS} events over ${DAYS} days`,
    );
    await timed('sales by transaction date (month)', `/api/admin/reports/sales-by-transaction-date?${month}`);
    await timed('payments audit (month)', `/api/admin/reports/payments-audit?${month}`);
    const tx = await timed(
      'transactions, page 1 of 50 + totals (month)',
      `/api/admin/reports/transactions?${month}&page=1&pageSize=50`,
    );
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
    await timed('daily figures (year)', `/api/admin/reports/daily-figures?${yearRange}`);
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
}

async function download(base: string, headers: Record<string, string>, pid: number, range: string) {
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
