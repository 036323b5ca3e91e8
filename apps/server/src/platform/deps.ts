import type { Config } from '@/config';
import type { Database, Db } from '@/db/client';
import type { Background } from '@/platform/background';
import type { Clock } from '@/platform/clock';
import type { Jobs } from '@/platform/jobs/jobs';
import type { LiveStreams } from '@/platform/live-streams';
import type { Mailer } from '@/platform/mail/mailer';

/** Everything a request handler may reach; built once per app, injected everywhere. */
export interface AppDeps {
  readonly database: Database;
  readonly db: Db;
  /**
   * Where reports, downloads, scheduled report runs, exports and the dashboard read: the replica
   * named by REPORTS_DATABASE_URL, else `db`. Never for writes, never on the sale path (decisions/0106).
   */
  readonly reportsDb: Db;
  readonly config: Config;
  /** The time now, read from `clock`. */
  readonly now: () => Date;
  /** The server's one clock (tests move it). */
  readonly clock: Clock;
  /** The job queue: work that runs later or again (`jobs.schedule`, `jobs.register`). */
  readonly jobs: Jobs;
  readonly mailer: Mailer;
  /** Work started by a request that its answer does not wait for. */
  readonly background: Background;
  /** Live seat streams: seat changes pushed to open seat maps (decisions/0058). */
  readonly liveStreams: LiveStreams;
}
