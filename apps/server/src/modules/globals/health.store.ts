import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';

/** Asks the database for one row: fails when it is out of reach. */
export async function databaseAnswers(db: Db): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
