import type { Database } from '@/db/client';
import * as client from './buyer-client';
import type { Stage } from './buyers';
import { cpuPer, readCpu } from './cpu';
import { Metrics } from './metrics';

/**
 * The take-seats throughput over HTTP: `clients` closed loops, each taking the next run of 2–4
 * adjacent free seats (`seatRuns`) into a basket of its own (opened beforehand, outside the
 * measured window).
 */
export async function httpThroughput(
  sessions: client.Session[],
  stage: Stage,
  runs: number[][],
  clients: number,
  seconds: number,
  log: (line: string) => void,
  serverPids?: readonly number[],
) {
  const metrics = new Metrics();
  // Enough baskets for every client to take at 3,000 holds/s for the whole window (above the
  // ceiling on this machine), so no basket is opened inside it: opening one is a request of its
  // own, which would take its share of the window's processor time. Should one run out, it opens
  // another there, and the figures say how many (`openedInWindow`).
  const perClient = Math.ceil((3000 * seconds) / clients);
  const baskets: string[][] = await Promise.all(
    Array.from({ length: clients }, async (_, i) => {
      const list: string[] = [];
      for (let k = 0; k < perClient; k++) {
        const opened = await client.openBasket(sessions[i % sessions.length]!, 'CallCenter');
        if (opened.ok) list.push(opened.data.id);
      }
      return list;
    }),
  );
  let holds = 0;
  let refused = 0;
  let openedInWindow = 0;
  log(`take-seats over HTTP: ${clients} clients for ${seconds} s`);
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  const cpuBefore = readCpu(serverPids);
  await Promise.all(
    Array.from({ length: clients }, async (_, i) => {
      const s = sessions[i % sessions.length]!;
      while (performance.now() < deadline) {
        let basketId = baskets[i]!.pop();
        if (!basketId) {
          openedInWindow++;
          basketId = (await client.openBasket(s, 'CallCenter')).data.id;
        }
        if (!basketId) continue;
        const wanted = runs.pop();
        if (!wanted) break;
        const took = await client.takePickedSeats(s, basketId, stage.eventId, wanted);
        metrics.record('take', took);
        if (took.ok) holds++;
        else refused++;
      }
    }),
  );
  const cpuMsPerHold = cpuPer(cpuBefore, readCpu(serverPids), holds);
  return {
    holdsPerSecond: holds / ((performance.now() - started) / 1000),
    refused,
    openedInWindow,
    cpuMsPerHold,
    ...metrics.summary('take'),
  };
}

/**
 * `BENCH_PG_STATS=1` (private cluster only): the statements of a window (the take-seats
 * throughput, the rehearsal), by time spent running and planning them, with the WAL records,
 * full-page images and bytes each wrote and the blocks each dirtied, from `pg_stat_statements`;
 * and the tables read by sequential scans in it, with the rows those scans read.
 */
export async function startStatementStats(database: Database) {
  const pool = database.pool!;
  await pool.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  await pool.query('SELECT pg_stat_statements_reset()');
  const scans = () =>
    pool
      .query<{ relname: string; seq_scan: string; seq_tup_read: string }>(
        'SELECT relname, seq_scan, seq_tup_read FROM pg_stat_user_tables',
      )
      .then((r) => new Map(r.rows.map((t) => [t.relname, t])));
  // The counters are sent by each backend at the end of its transaction, at most once a second.
  const before = await scans();
  return async () => {
    await new Promise((r) => setTimeout(r, 1100));
    const after = await scans();
    const sequential = [...after.values()]
      .map((t) => ({
        table: t.relname,
        seqScans: Number(t.seq_scan) - Number(before.get(t.relname)?.seq_scan ?? 0),
        rowsRead: Number(t.seq_tup_read) - Number(before.get(t.relname)?.seq_tup_read ?? 0),
      }))
      .filter((t) => t.seqScans > 0);
    return {
      sequential,
      statements: (
        await pool.query(
          `SELECT calls, round(mean_exec_time::numeric, 2) AS mean_ms, round(total_exec_time::numeric) AS exec_ms, round(total_plan_time::numeric) AS plan_ms,
           wal_records, wal_fpi, round(wal_bytes / 1024) AS wal_kb, shared_blks_dirtied AS dirtied,
           left(regexp_replace(query, '\\s+', ' ', 'g'), 80) AS statement
         FROM pg_stat_statements ORDER BY total_exec_time + total_plan_time DESC LIMIT 25`,
        )
      ).rows,
    };
  };
}

/** What `startStatementStats` gathered, as two tables. */
export function printStatementStats(stats: { statements: unknown[]; sequential: unknown[] }) {
  console.table(stats.statements);
  console.log('tables read by sequential scans in the window:');
  console.table(stats.sequential);
}
