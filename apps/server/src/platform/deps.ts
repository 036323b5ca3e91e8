import type { Config } from '@/config';
import type { Database, Db } from '@/db/client';
import type { Background } from '@/platform/background';
import type { Mailer } from '@/platform/mail/mailer';

/** Everything a request handler may reach; built once per app, injected everywhere. */
export interface AppDeps {
  readonly database: Database;
  readonly db: Db;
  readonly config: Config;
  /** The clock; tests pass a fixed one. */
  readonly now: () => Date;
  readonly mailer: Mailer;
  /** Work started by a request that its answer does not wait for. */
  readonly background: Background;
}
