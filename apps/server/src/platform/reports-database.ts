import { type Database, openPostgres } from '@/db/client';

/**
 * The one place that decides where reports read (decisions/0106). With REPORTS_DATABASE_URL set,
 * reports, downloads, scheduled report runs, the nightly export and the dashboard read through a
 * second, small pool (a streaming replica); without it they read the primary. The sale path,
 * and every write a report screen makes (saved filters, schedules, run history), keep using the
 * primary: a replica refuses writes and lags behind.
 */
export interface ReportsDatabase {
  /** The connection report reads go through: the replica's, or the primary's when there is none. */
  readonly database: Database;
  /** Whether it is a connection of its own (closed with the app). */
  readonly separate: boolean;
}

/** Connections a report reader may hold at once: reports are few and long, sales many and short. */
const REPORTS_POOL_SIZE = 5;

export function reportsDatabaseOf(primary: Database, url: string | undefined): ReportsDatabase {
  if (!url) return { database: primary, separate: false };
  if (primary.kind !== 'postgresql') {
    // A replica of the embedded database cannot exist: refusing at start beats reading elsewhere.
    throw new Error('REPORTS_DATABASE_URL needs DATABASE_URL: a replica is of a PostgreSQL primary');
  }
  return { database: openPostgres(url, REPORTS_POOL_SIZE), separate: true };
}
