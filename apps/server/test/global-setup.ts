import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite, openPostgres } from '@/db/client';
import { migrate } from '@/db/migrate';
import { adminUrl, withDatabase } from './pg-url';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dump of a migrated data folder. PostgreSQL: the migrated template database. */
    databaseTemplate: { kind: 'embedded'; dumpFile: string } | { kind: 'postgresql'; name: string };
  }
}

/**
 * Migrates one template database per run; every test file starts from a copy of it (PGlite:
 * loads the dump; PostgreSQL: CREATE DATABASE … TEMPLATE), so files never share state.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `tessera_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const template = openPostgres(withDatabase(url, name), 2);
    await migrate(template);
    await template.close();
    project.provide('databaseTemplate', { kind: 'postgresql', name });
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'tessera-test-'));
  const pglite = new PGlite();
  const database = fromPglite(pglite);
  await migrate(database);
  const dump = await pglite.dumpDataDir('none');
  const dumpFile = join(dir, 'template.tar');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('databaseTemplate', { kind: 'embedded', dumpFile });
  return () => rmSync(dir, { recursive: true, force: true });
}
