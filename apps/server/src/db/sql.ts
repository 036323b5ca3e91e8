import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';

/** Runs a raw statement and returns its rows (PGlite and node-postgres both answer `rows`). */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A json column: parsed by the driver, or still text on drivers that leave it so. */
export function jsonColumn<T>(value: T | string | null | undefined): T | null {
  return typeof value === 'string' ? (JSON.parse(value) as T) : (value ?? null);
}

/** A JS array as one bind parameter (for `= ANY(...)` and `unnest(...)`), never a tuple. */
export function arrayParam<T>(values: readonly T[]): SQL {
  return sql`${sql.param(values)}`;
}

/** The database's error under a failed statement, however it was wrapped, when `test` says so. */
export type DatabaseFailure = { code?: string; message?: string; detail?: string; cause?: unknown };
export function databaseError(
  error: unknown,
  test: (failure: DatabaseFailure) => boolean,
): DatabaseFailure | undefined {
  for (let e = error as DatabaseFailure | undefined; e; e = e.cause as DatabaseFailure | undefined) {
    if (test(e)) return e;
  }
  return undefined;
}

/** Whether a failed statement broke a unique index (PostgreSQL 23505), however it was wrapped. */
export function isUniqueViolation(error: unknown): boolean {
  return databaseError(error, (e) => e.code === '23505') !== undefined;
}

/** Runs a write and turns a unique-index clash into the given error. */
export async function uniquely<T>(write: () => Promise<T>, onClash: () => Error): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw onClash();
    throw error;
  }
}
