import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '@/app';
import { type Config, loadConfig } from '@/config';
import type { Database } from '@/db/client';
import type { Mailer } from '@/platform/mail/mailer';
import { freshDatabase } from './database';
import { type Smtp, startSmtp } from './smtp';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The SMTP server mail goes to, when started `withSmtp`. */
  smtp?: Smtp;
  /** Moves the injected clock. */
  clock: { now: Date; advance(ms: number): void };
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
    /** Deliver mail to a real SMTP server of the test's own (`smtp` on the answer). */
    withSmtp?: boolean;
    /** false: the app sends no order confirmations (a test drives its own sender). */
    confirmationSender?: boolean;
  } = {},
): Promise<TestApp> {
  const database = await freshDatabase();
  const clock = {
    now: options.now ?? new Date('2026-11-22T15:00:00Z'),
    advance(ms: number) {
      this.now = new Date(this.now.getTime() + ms);
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
    now: () => clock.now,
    mailer: options.mailer,
    confirmationSender: options.confirmationSender,
    webDir: options.webDir ?? '/nonexistent-web-build',
    logger: options.logStream ? { stream: options.logStream } : false,
  });
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
