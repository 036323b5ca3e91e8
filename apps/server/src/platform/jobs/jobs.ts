import { sql } from 'drizzle-orm';
import {
  type ConstructorOptions,
  type DrizzleTransactionLike,
  fromDrizzle,
  fromPglite,
  type JobWithMetadata,
  PgBoss,
  type SendOptions,
} from 'pg-boss';
import type { Database, Db } from '@/db/client';
import { rows } from '@/db/sql';
import { type Clock, systemClock } from '@/platform/clock';

/**
 * The job queue: work that runs later or again, on the database (pg-boss, on PostgreSQL and on
 * the embedded PGlite alike; decisions/0039-job-queue-and-clock.md). Jobs are rows, so they
 * survive a restart; a job is fetched by one worker of one process at a time; a failed job is
 * tried again after a delay that doubles.
 */

/** The schema pg-boss keeps its tables in. */
export const JOBS_SCHEMA = 'pgboss';

export interface RetryPolicy {
  /** Attempts after the first. */
  limit: number;
  /** Seconds before the first retry; doubled for each further one when `backoff`. */
  delaySeconds: number;
  backoff?: boolean;
  /** Longest delay between two attempts, in seconds. */
  maxDelaySeconds?: number;
}

export interface ScheduleOptions {
  /** When it runs (default: now). */
  runAt?: Date;
  /**
   * Runs again and again: a cron expression or an iCalendar RRULE, at most once a minute
   * (occurrences closer together are one job). The schedule is kept in the database: declaring it
   * again (every process does on start) changes nothing.
   */
  cron?: string;
  retry?: RetryPolicy;
  /**
   * On a `single` queue, one job per key waits and one runs (instead of one for the whole
   * name); for `cron`, the schedule's name among several schedules of the same job.
   */
  key?: string;
  /** Seconds a worker may hold the job before it counts as lost and is tried again. */
  expireSeconds?: number;
  /** Queue it inside this open transaction: it exists only if the transaction commits. */
  tx?: Db;
}

export interface JobContext {
  id: string;
  /** 0 for the first attempt. */
  retryCount: number;
}

export type JobHandler<T> = (payload: T, job: JobContext) => Promise<void>;

export interface RegisterOptions {
  /** The retry policy of jobs queued without one. */
  retry?: RetryPolicy;
  /** Seconds a worker may hold a job before it counts as lost and is tried again. */
  expireSeconds?: number;
  /** Seconds between looks for due jobs when nothing wakes the worker (default 2). */
  pollSeconds?: number;
  /** false: this process queues these jobs but runs none (another process does). */
  run?: boolean;
  /**
   * 'single': at most one job of this name waits and one runs, across all processes; queueing
   * another while one waits does nothing. For work that repeats more often than once a minute
   * (pg-boss's cron granularity): each run first queues the next.
   */
  policy?: 'standard' | 'single';
}

export interface JobSummary {
  id: string;
  name: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  /** Attempts started so far. */
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  /** When a waiting job is next tried; null once it has run. */
  nextRunAt: Date | null;
  createdAt: Date;
  completedAt: Date | null;
}

export interface RecurringJob {
  name: string;
  key: string;
  cron: string;
}

function sendOptions(options: ScheduleOptions, defaults: RegisterOptions): SendOptions {
  const retry = options.retry ?? defaults.retry;
  const expireSeconds = options.expireSeconds ?? defaults.expireSeconds;
  return {
    ...(options.runAt ? { startAfter: options.runAt } : {}),
    ...(retry
      ? {
          retryLimit: retry.limit,
          retryDelay: retry.delaySeconds,
          retryBackoff: retry.backoff ?? false,
          ...(retry.maxDelaySeconds ? { retryDelayMax: retry.maxDelaySeconds } : {}),
        }
      : { retryLimit: 0 }),
    ...(options.key ? { singletonKey: options.key } : {}),
    ...(expireSeconds ? { expireInSeconds: expireSeconds } : {}),
    // On PGlite's one connection, a job queued in a transaction must go through that transaction.
    ...(options.tx ? { db: fromDrizzle(options.tx as unknown as DrizzleTransactionLike, sql) } : {}),
  };
}

export interface JobsOptions {
  clock: Clock;
  /** Failures of the queue itself (not of a job: those are recorded on the job). */
  onError: (error: unknown) => void;
}

function newBoss(database: Database, clock: Clock['queue'], more: Partial<ConstructorOptions> = {}): PgBoss {
  const common = { schema: JOBS_SCHEMA, clock, ...more };
  return database.kind === 'embedded'
    ? new PgBoss({ ...common, db: fromPglite(database.pglite!), backend: 'pglite' })
    : new PgBoss({ ...common, connectionString: database.url!, max: 3 });
}

/**
 * Creates or updates the job queue's tables (pg-boss's own schema), with the migrations: the
 * server's start then finds them in place.
 */
export async function installJobQueue(database: Database): Promise<void> {
  const boss = newBoss(database, systemClock.queue, {
    supervise: false,
    schedule: false,
    registerInstance: false,
  });
  boss.on('error', () => undefined);
  await boss.start();
  await boss.stop({ graceful: false, close: true });
}

const START_RETRY_MS = 5_000;

export class Jobs {
  readonly #boss: PgBoss;
  readonly #handlers = new Map<string, { handler: JobHandler<never>; options: RegisterOptions }>();
  readonly #workers = new Map<string, string>();
  readonly #database: Database;
  #started: Promise<void> | null = null;
  #stopping = false;
  #wait: NodeJS.Timeout | undefined;
  #wakeWait: (() => void) | undefined;
  readonly #onError: (error: unknown) => void;
  readonly #late: Promise<void>[] = [];

  constructor(database: Database, options: JobsOptions) {
    this.#database = database;
    this.#boss = newBoss(database, options.clock.queue);
    this.#onError = options.onError;
    this.#boss.on('error', options.onError);
  }

  /** Says what runs a job of this name. Registered before `start()`, it runs from the start. */
  register<T extends object>(name: string, handler: JobHandler<T>, options: RegisterOptions = {}): void {
    if (this.#handlers.has(name)) throw new Error(`job ${name} is registered twice`);
    this.#handlers.set(name, { handler: handler as JobHandler<never>, options });
    if (this.#started) {
      this.#late.push(this.#started.then(() => this.#startWorker(name)).catch(this.#onError));
    }
  }

  /** Resolves once every registered job's worker runs (a job registered after `start()`). */
  async ready(): Promise<void> {
    await this.start();
    await Promise.all(this.#late);
  }

  /** Creates the queue's tables if needed, and starts the workers of the registered jobs. */
  start(): Promise<void> {
    this.#started ??= (async () => {
      // A database out of reach at start (restarting) is tried again every few seconds.
      for (;;) {
        try {
          await this.#boss.start();
          break;
        } catch (error) {
          this.#onError(error);
          await new Promise<void>((resolve) => {
            this.#wait = setTimeout(resolve, START_RETRY_MS);
            this.#wait.unref();
            this.#wakeWait = resolve;
          });
          if (this.#stopping) throw new Error('the job queue stopped before it started');
        }
      }
      for (const name of this.#handlers.keys()) await this.#startWorker(name);
    })();
    return this.#started;
  }

  async #startWorker(name: string): Promise<void> {
    const entry = this.#handlers.get(name)!;
    await this.#boss.createQueue(name, {
      policy: entry.options.policy === 'single' ? 'stately' : 'standard',
    });
    if (entry.options.run === false || this.#workers.has(name)) return;
    const id = await this.#boss.work<object>(
      name,
      { pollingIntervalSeconds: entry.options.pollSeconds ?? 2, batchSize: 1 },
      async ([job]) => {
        if (!job) return;
        await entry.handler(job.data as never, { id: job.id, retryCount: job.retryCount });
      },
    );
    this.#workers.set(name, id);
  }

  /**
   * Queues a job: once at `runAt` (or now), or again and again on `cron`. The payload is JSON.
   * Answers the job's id (null for `cron`, and when a `single` queue already has one waiting).
   */
  async schedule<T extends object>(
    name: string,
    payload: T,
    options: ScheduleOptions = {},
  ): Promise<string | null> {
    const entry = this.#handlers.get(name);
    if (!entry) throw new Error(`job ${name} is not registered`);
    await this.ready();
    if (options.cron) {
      await this.#boss.schedule(name, options.cron, payload, {
        ...sendOptions({ ...options, tx: undefined, key: undefined }, entry.options),
        ...(options.key ? { key: options.key } : {}),
      });
      return null;
    }
    return this.#boss.send(name, payload, sendOptions(options, entry.options));
  }

  /** Looks for due jobs of this name now (one was just queued in a committed transaction). */
  wake(name: string): void {
    const id = this.#workers.get(name);
    if (id) this.#boss.notifyWorker(id);
  }

  /** The job's state as the queue holds it (tests and the Jobs tool). */
  async find(name: string, id: string): Promise<JobWithMetadata<object> | null> {
    const [job] = await this.#boss.findJobs<object>(name, { id });
    return job ?? null;
  }

  /**
   * The latest jobs, newest first, with failures and the next try of waiting ones. With
   * `accountId`: that account's jobs (a payload's `accountId`) and the system's (none).
   */
  async list(
    options: { limit?: number; accountId?: number; failedOnly?: boolean } = {},
  ): Promise<JobSummary[]> {
    await this.start();
    const { limit = 200, accountId, failedOnly = false } = options;
    const account =
      accountId === undefined
        ? sql`TRUE`
        : sql`(data->>'accountId' IS NULL OR data->>'accountId' = ${String(accountId)})`;
    const failed = failedOnly ? sql`state IN ('failed', 'retry')` : sql`TRUE`;
    const found = await rows<{
      id: string;
      name: string;
      state: JobSummary['state'];
      retry_count: number;
      retry_limit: number;
      output: unknown;
      start_after: Date | string;
      started_on: Date | string | null;
      created_on: Date | string;
      completed_on: Date | string | null;
    }>(
      this.#database.db,
      sql`SELECT id, name, state, retry_count, retry_limit, output, start_after, started_on, created_on, completed_on
        FROM ${sql.identifier(JOBS_SCHEMA)}.job WHERE ${account} AND ${failed}
        ORDER BY created_on DESC, id LIMIT ${limit}`,
    );
    return found.map((row) => {
      const waiting = row.state === 'created' || row.state === 'retry';
      return {
        id: row.id,
        name: row.name,
        state: row.state,
        attempts: row.started_on === null ? 0 : Number(row.retry_count) + 1,
        maxAttempts: Number(row.retry_limit) + 1,
        lastError: errorText(row.output),
        nextRunAt: waiting ? new Date(row.start_after) : null,
        createdAt: new Date(row.created_on),
        completedAt: row.completed_on ? new Date(row.completed_on) : null,
      };
    });
  }

  /** The recurring jobs and their rules. */
  async recurring(): Promise<RecurringJob[]> {
    await this.start();
    const schedules = await this.#boss.getSchedules();
    return schedules.map((s) => ({ name: s.name, key: s.key, cron: s.cron }));
  }

  /** Stops the workers, letting a job in progress finish. */
  async stop(): Promise<void> {
    this.#stopping = true;
    if (!this.#started) return;
    clearTimeout(this.#wait);
    this.#wakeWait?.();
    if (!(await this.#started.then(() => true).catch(() => false))) return;
    await this.#boss.stop({ graceful: true, close: true });
  }
}

function errorText(output: unknown): string | null {
  const value = typeof output === 'string' ? safeJson(output) : output;
  if (value && typeof value === 'object' && 'message' in value && typeof value.message === 'string') {
    return value.message;
  }
  return null;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
