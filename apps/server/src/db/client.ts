import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';
import { prepareRepeatedStatements } from './statement-cache';

export type Schema = typeof schema;
/** The executor every store function takes: the database or an open transaction. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  readonly db: Db;
  readonly kind: 'embedded' | 'postgresql';
  /** The PGlite instance when embedded (used for migrations and tests). */
  readonly pglite?: PGlite;
  readonly pool?: pg.Pool;
  /** The PostgreSQL connection string (the job queue opens its own few connections). */
  readonly url?: string;
  close(): Promise<void>;
}

export function fromPglite(pglite: PGlite): Database {
  return {
    db: drizzlePglite(pglite, { schema }) as unknown as Db,
    kind: 'embedded',
    pglite,
    close: () => pglite.close(),
  };
}

/** The embedded database on a data folder (or in memory when dataDir is undefined). */
export async function openEmbedded(dataDir: string | undefined): Promise<Database> {
  const pglite = dataDir ? new PGlite(dataDir) : new PGlite();
  await pglite.waitReady;
  return fromPglite(pglite);
}

export function openPostgres(url: string, max = 20): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection the server closes (restart, failover, DROP DATABASE) is replaced on
  // next use; without a listener the pool's 'error' event would end the process.
  pool.on('error', (error) => {
    console.warn(`database connection closed: ${error.message}`);
  });
  // The same for a connection lost while checked out (inside a transaction, between two
  // statements): its next query fails and the caller's error handling runs; without this
  // listener the client's 'error' event would end the process on a database restart.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      console.warn(`database connection lost while in use: ${error.message}`);
    });
    prepareRepeatedStatements(client);
  });
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: 'postgresql',
    pool,
    url,
    close: () => pool.end(),
  };
}
