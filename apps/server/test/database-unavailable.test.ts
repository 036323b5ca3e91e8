import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '@/app';
import { loadConfig } from '@/config';
import { openPostgres } from '@/db/client';
import { AppError } from '@/platform/http/app-error';
import { databaseUnavailable } from '@/platform/http/database-unavailable';

/** A local port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('telling a database out of reach from other failures', () => {
  it('recognises a statement sent while the database refuses connections, as drizzle reports it', async () => {
    const database = openPostgres(`postgres://postgres@127.0.0.1:${await closedPort()}/nowhere`, 1);
    const failure = await database.db.execute(sql`SELECT 1`).then(
      () => null,
      (error: unknown) => error,
    );
    await database.close();
    expect(failure).not.toBeNull();
    expect(databaseUnavailable(failure)).toBe(true);
  });

  it('recognises PostgreSQL starting up or shutting down and a connection cut mid-query', () => {
    const starting = Object.assign(new Error('the database system is starting up'), { code: '57P03' });
    expect(databaseUnavailable(new Error('Failed query: SELECT 1', { cause: starting }))).toBe(true);
    expect(databaseUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(
      true,
    );
    expect(databaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('leaves every other failure alone', () => {
    const clash = Object.assign(new Error('duplicate key value'), { code: '23505' });
    expect(databaseUnavailable(new Error('Failed query: INSERT', { cause: clash }))).toBe(false);
    expect(databaseUnavailable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(databaseUnavailable(new AppError('purchase.seats_unavailable'))).toBe(false);
    expect(databaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });

  it('answers 503 "briefly unavailable", translated, with a time to retry, while the database is out of reach', async () => {
    const database = openPostgres(`postgres://postgres@127.0.0.1:${await closedPort()}/nowhere`, 1);
    const app = await buildApp({
      database,
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      confirmationSender: false,
      webDir: '/nonexistent-web-build',
      logger: false,
    });
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'accept-language': 'fr' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.json()).toEqual({
        errors: [
          {
            code: 'common.unavailable',
            message: 'Le service est momentanément indisponible. Veuillez réessayer dans un instant.',
          },
        ],
      });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
