import { randomUUID } from 'node:crypto';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from '@/db/client';
import { type Buyer, takeSeatsStatement } from '@/modules/inventory/reservations.store';
import { buyersFor, hall, type Run, seatedEvent } from '../inventory';
import { type CpuReading, cpuPer, readCpu } from './cpu';
import { seatRuns } from './picks';

/**
 * The ceiling on this machine: the take statement issued straight through a bare `pg` pool of
 * the server's size, `buyers` closed loops each taking the next run of 2–4 adjacent free seats
 * (`seatRuns`) of a fresh event of `blocks` × 1,000 seats (nothing released, like the HTTP
 * measurement it is compared with).
 */
export async function rawCeiling(
  database: Database,
  url: string,
  accountId: number,
  venueId: number,
  buyers: number,
  seconds: number,
  blocks: number,
): Promise<Run & { cpuMsPerHold: CpuReading }> {
  const { eventId } = await seatedEvent(database, accountId, venueId, hall(25, 40, blocks));
  const runs = await seatRuns(database.pool!, eventId);
  // As before the HTTP window: no autovacuum of the seeding inside the measured one.
  await database.pool!.query('VACUUM ANALYZE');
  const dialect = new PgDialect();
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  try {
    const before = readCpu(undefined);
    const run = await buyersFor(seconds, buyers, async () => {
      const b: Buyer = { basketId: randomUUID(), channel: 'Web', allowedHoldIds: [], userId: null };
      const wanted = runs.pop();
      if (!wanted) {
        // The house is out of free runs: this loop idles until the window ends.
        await new Promise((r) => setTimeout(r, 50));
        return false;
      }
      const query = dialect.sqlToQuery(
        takeSeatsStatement(accountId, eventId, wanted, b, new Date(Date.now() + 600_000), new Date()),
      );
      const result = await pool.query(query.sql, query.params as unknown[]);
      return result.rowCount === wanted.length;
    });
    return { ...run, cpuMsPerHold: cpuPer(before, readCpu(undefined), run.holds) };
  } finally {
    await pool.end();
  }
}
