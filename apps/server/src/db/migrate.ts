import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { installJobQueue } from '@/platform/jobs/jobs';
import { migrationsDir } from '@/platform/paths';
import type { Database, Schema } from './client';

/** Any fixed number; it only has to be the same in every copy of the server. */
const MIGRATION_LOCK = 7_201_843;

/**
 * Applies the committed SQL migrations. On PostgreSQL an advisory lock makes copies of the
 * server that start together apply them once.
 */
export async function migrate(database: Database): Promise<void> {
  const migrationsFolder = migrationsDir();
  if (database.kind === 'embedded') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
    await installJobQueue(database);
    return;
  }
  const client = await database.pool!.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(database.db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
  await database.db.execute(sql`SELECT 1`);
  // pg-boss takes its own advisory lock while it installs or updates its tables.
  await installJobQueue(database);
}
