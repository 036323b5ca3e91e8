import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '@/app';
import { type Config, loadConfig } from '@/config';
import type { Database } from '@/db/client';
import type { Mailer } from '@/platform/mail/mailer';
import { freshDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
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
  const config: Config = {
    ...loadConfig({ LOG_LEVEL: 'silent' }),
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
    async close() {
      await app.close();
      await database.close();
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
