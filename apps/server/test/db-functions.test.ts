import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '@/db/client';
import { rows } from '@/db/sql';
import { serverRoot } from '@/platform/paths';
import { freshDatabase } from './database';

// Every PL/pgSQL function has one canonical source file, and the migrations bring the database
// to exactly that definition (decisions/0043).
const functionsDir = join(serverRoot(), 'src/db/functions');
const sources = readdirSync(functionsDir)
  .filter((file) => file.endsWith('.sql'))
  .map((file) => ({ name: file.slice(0, -4), text: readFileSync(join(functionsDir, file), 'utf8') }));

interface Definition {
  oid: number;
  definition: string;
}

/** The definitions of the public functions of that name, as PostgreSQL prints them. */
const definitionsOf = (db: Db, name: string) =>
  rows<Definition>(
    db,
    sql`SELECT p.oid::int AS oid, pg_get_functiondef(p.oid) AS definition FROM pg_proc p
      JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public' AND p.proname = ${name} ORDER BY p.oid`,
  );

class RolledBack extends Error {}

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('database functions and their canonical sources', () => {
  it('has a source file for every function in the database, and a function for every file', async () => {
    const inDatabase = await rows<{ name: string }>(
      database.db,
      sql`SELECT DISTINCT p.proname AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE n.nspname = 'public' ORDER BY 1`,
    );
    expect(inDatabase.map((f) => f.name)).toEqual(sources.map((s) => s.name).sort());
  });

  it.each(sources)('$name after migrating is exactly its canonical source', async ({ name, text }) => {
    const migrated = await definitionsOf(database.db, name);
    expect(migrated).toHaveLength(1);
    // Run the canonical file over the migrated database and roll it back: the same
    // definition (arguments, result, settings, body) replaces it in place, and changes nothing.
    let replaced: Definition[] = [];
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql.raw(text));
        replaced = await definitionsOf(tx, name);
        throw new RolledBack();
      })
      .catch((error) => {
        if (!(error instanceof RolledBack)) throw error;
      });
    expect(replaced).toEqual(migrated);
  });
});
