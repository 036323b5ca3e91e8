import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '@/app';
import { type Config, loadConfig } from '@/config';
import type { Database } from '@/db/client';
import { MovableClock } from '@/platform/clock';
import type { Mailer } from '@/platform/mail/mailer';
import { freshDatabase } from './database';
import { type Smtp, startSmtp } from './smtp';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The SMTP server mail goes to, when started `withSmtp`. */
  smtp?: Smtp;
  /** Moves the injected clock (with `movableClock`, the job queue's too: await the move). */
  clock: { readonly now: Date; advance(ms: number): void | Promise<void> };
  close(): Promise<void>;
}

/** The real server on a fresh database of its own, with an injected clock. */
export async function startTestApp(
  options: {
    config?: Partial<Config>;
    mailer?: Mailer;
    now?: Date;
    webDir?: string;
    logStream?: NodeJS.WritableStream;
    /** The log level written to `logStream` (info, as in production, unless given). */
    logLevel?: string;
    /** Deliver mail to a real SMTP server of the test's own (`smtp` on the answer). */
    withSmtp?: boolean;
    /** false: the app sends no order confirmations (a test drives its own sender). */
    confirmationSender?: boolean;
    /**
     * One clock for the server and its job queue, which runs only as the test moves it; a
     * `MovableClock` given is shared (several servers on one database and one time).
     */
    movableClock?: boolean | MovableClock;
    /** The database of an app that stopped (a restart), instead of a fresh one. */
    database?: Database;
    reconciliation?: boolean;
    /** Starts the webhook dispatcher (its runs come as the clock moves). */
    webhookDispatch?: boolean;
    /** Starts the pre- and post-event mail sweep (its runs come as the clock moves). */
    eventMails?: boolean;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await freshDatabase());
  const start = options.now ?? new Date('2026-11-22T15:00:00Z');
  const movable =
    options.movableClock instanceof MovableClock
      ? options.movableClock
      : options.movableClock
        ? new MovableClock(start)
        : undefined;
  let fixed = start;
  const clock = movable
    ? {
        get now() {
          return movable.now();
        },
        advance: (ms: number) => movable.advance(ms),
      }
    : {
        get now() {
          return fixed;
        },
        advance(ms: number) {
          fixed = new Date(fixed.getTime() + ms);
        },
      };
  const smtp = options.withSmtp ? await startSmtp() : undefined;
  const config: Config = {
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    // Tests read links through SMTP, never from files.
    mailPickupDir: undefined,
    ...(smtp ? { smtp: smtp.smtpConfig } : {}),
    // Every test browser comes from one address: tests of the hold limits set their own.
    shopHoldLimits: { ticketsPerAddressPerEvent: 1_000_000, basketsPerAddressPerEvent: 1_000_000 },
    ...options.config,
  };
  const app = await buildApp({
    database,
    config,
    ...(movable ? { clock: movable } : { now: () => fixed }),
    mailer: options.mailer,
    confirmationSender: options.confirmationSender,
    reconciliation: options.reconciliation,
    webhookDispatch: options.webhookDispatch,
    eventMails: options.eventMails,
    webDir: options.webDir ?? '/nonexistent-web-build',
    logger: options.logStream ? { stream: options.logStream, level: options.logLevel } : false,
  });
  await app.jobs.ready();
  return {
    app,
    database,
    clock,
    smtp,
    async close() {
      await app.close();
      await database.close();
      await smtp?.close();
    },
  };
}

export type Json = Record<string, unknown>;

export async function call(
  app: FastifyInstance,
  options: InjectOptions & { token?: string },
): Promise<LightMyRequestResponse & { body: string; data: Json }> {
  const { token, headers, ...rest } = options;
  const response = await app.inject({
    ...rest,
    headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  let data: Json = {};
  try {
    data = response.json();
  } catch {
    data = {};
  }
  return Object.assign(response, { data });
}
