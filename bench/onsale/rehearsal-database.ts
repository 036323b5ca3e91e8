import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Database } from '@/db/client';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A confirmation claimed by a killed server (or cut off by the PostgreSQL restart) is sent again after this. */
export const CONFIRMATION_LEASE_SECONDS = 15;
/**
 * A confirmation job whose lease ran out waits for the queue's supervisor (pg-boss checks expired
 * jobs every 60 s) and then for the sender's first retry delay (30 s) before it runs again.
 */
const CONFIRMATION_RECOVERY_SECONDS = CONFIRMATION_LEASE_SECONDS + 60 + 30;
/** A fresh database on the given server for one rehearsal. */
export async function createDatabase(adminUrl: string): Promise<string> {
  const name = `tessera_onsale_${randomUUID().replaceAll('-', '').slice(0, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(adminUrl: string, url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${new URL(url).pathname.slice(1)}" WITH (FORCE)`);
  await admin.end();
}

/** Order confirmations after the run: still due, missing (none recorded), sent more than once. */
export async function confirmationFigures(database: Database, since: Date, log: (line: string) => void) {
  const pool = database.pool!;
  const due = async () =>
    (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM order_confirmations_due')).rows[0]!.n;
  const started = Date.now();
  const deadline = started + (CONFIRMATION_RECOVERY_SECONDS + 20) * 1000;
  while ((await due()) > 0 && Date.now() < deadline) await sleep(1000);
  log(`confirmations: waited ${((Date.now() - started) / 1000).toFixed(0)} s, ${await due()} still due`);
  const [row] = (
    await pool.query<{ missing: number; twice: number }>(
      `WITH sent AS (
         SELECT o.id, count(a.id) FILTER (WHERE a.details->>'status' IN ('sent', 'kept')) AS n
         FROM orders o LEFT JOIN order_activity a ON a.order_id = o.id AND a.kind = 'email.order_confirmation'
         WHERE o.created_at >= $1 GROUP BY o.id)
       SELECT count(*) FILTER (WHERE n = 0)::int AS missing, count(*) FILTER (WHERE n > 1)::int AS twice FROM sent`,
      [since],
    )
  ).rows;
  return { due: await due(), missing: row!.missing, twice: row!.twice };
}
