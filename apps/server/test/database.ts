import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, fromPglite, openPostgres } from '@/db/client';
import { adminUrl, withDatabase } from './pg-url';

/** A fresh, migrated database of its own for one test file. */
export async function freshDatabase(poolSize = 10): Promise<Database> {
  const template = inject('databaseTemplate');
  if (template.kind === 'embedded') {
    const pglite = new PGlite({ loadDataDir: new Blob([readFileSync(template.dumpFile)]) });
    await pglite.waitReady;
    return fromPglite(pglite);
  }
  const url = process.env.DATABASE_URL!;
  const name = `tessera_t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template.name}"`);
  } finally {
    await admin.end();
  }
  const database = openPostgres(withDatabase(url, name), poolSize);
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl(url) });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}
