import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { rows } from '@/db/sql';
import { freshDatabase } from '../database';

/**
 * A database restart cuts every connection, including one a transaction holds between two
 * statements. The server must see a failed transaction, not end the process.
 */
describe.runIf(process.env.DATABASE_URL)('a connection lost inside a transaction', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase(4);
  });
  afterAll(() => database.close());

  it('fails that transaction, keeps the process alive, and the next query works', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const outcome = await database.db
        .transaction(async (tx) => {
          const [me] = await rows<{ pid: number }>(tx, sql`SELECT pg_backend_pid() AS pid`);
          // Another connection ends this one while the transaction waits between statements.
          await database.pool!.query('SELECT pg_terminate_backend($1)', [me!.pid]);
          await new Promise((r) => setTimeout(r, 200));
          await tx.execute(sql`SELECT 1`);
          return 'committed';
        })
        .catch(() => 'failed');
      expect(outcome).toBe('failed');
      const [after] = await rows<{ n: number }>(database.db, sql`SELECT 1 AS n`);
      expect(after!.n).toBe(1);
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
