import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '@/db/client';
import { rows } from '@/db/sql';
import type { MovableClock } from '@/platform/clock';
import type { JobContext } from '@/platform/jobs/jobs';
import { startTestApp, type TestApp } from '../harness';

const hour = 3_600_000;

/** Resolves when `check` holds, reading again after each turn of the event loop (no timers). */
async function until<T>(check: () => Promise<T | undefined | false>, what: string): Promise<T> {
  for (let i = 0; i < 2_000; i++) {
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`never: ${what}`);
}

const open: TestApp[] = [];
afterAll(async () => {
  for (const t of open.reverse()) await t.close();
});

describe('the job queue on the movable clock', () => {
  it('runs a job scheduled for tomorrow only once the clock has moved a day', async () => {
    const t = await startTestApp({ movableClock: true });
    open.push(t);
    const ran: { note: string; at: Date }[] = [];
    t.app.jobs.register<{ note: string }>('test.tomorrow', async ({ note }) => {
      ran.push({ note, at: t.clock.now });
    });
    const tomorrow = new Date(t.clock.now.getTime() + 24 * hour);
    const id = await t.app.jobs.schedule('test.tomorrow', { note: 'remind' }, { runAt: tomorrow });

    await t.clock.advance(hour);
    expect(ran).toEqual([]);
    expect((await t.app.jobs.find('test.tomorrow', id!))?.state).toBe('created');
    const [listed] = await t.app.jobs.list();
    expect(listed).toMatchObject({
      name: 'test.tomorrow',
      state: 'created',
      attempts: 0,
      nextRunAt: tomorrow,
    });

    await t.clock.advance(23 * hour + 5_000);
    await until(async () => ran.length > 0, 'the job ran');
    expect(ran).toEqual([{ note: 'remind', at: expect.any(Date) }]);
    expect(ran[0]!.at.getTime()).toBeGreaterThanOrEqual(tomorrow.getTime());
    await until(
      async () => (await t.app.jobs.find('test.tomorrow', id!))?.state === 'completed',
      'completed',
    );
  });

  it('tries a failed job again after a delay that doubles, and lists the failures', async () => {
    const t = await startTestApp({ movableClock: true });
    open.push(t);
    const attempts: JobContext[] = [];
    t.app.jobs.register(
      'test.flaky',
      async (_payload, job) => {
        attempts.push(job);
        if (attempts.length < 3) throw new Error(`the printer is out of paper (${attempts.length})`);
      },
      { retry: { limit: 3, delaySeconds: 60, backoff: true } },
    );
    const id = (await t.app.jobs.schedule('test.flaky', {}))!;
    const job = () => t.app.jobs.find('test.flaky', id);
    const failedAttempt = (n: number) =>
      until(async () => {
        const found = await job();
        return found?.state === 'retry' && attempts.length === n && found;
      }, `attempt ${n} failed`);

    await t.clock.advance(2_000);
    const first = await failedAttempt(1);
    const firstDelay = first.startAfter.getTime() - t.clock.now.getTime();
    expect(firstDelay).toBeGreaterThanOrEqual(60_000);
    const [listed] = await t.app.jobs.list();
    expect(listed).toMatchObject({
      name: 'test.flaky',
      state: 'retry',
      attempts: 1,
      maxAttempts: 4,
      lastError: 'the printer is out of paper (1)',
      nextRunAt: first.startAfter,
    });

    // Not before its time.
    await t.clock.advance(firstDelay - 10_000);
    expect(attempts).toHaveLength(1);

    await t.clock.advance(12_000);
    const second = await failedAttempt(2);
    const secondDelay = second.startAfter.getTime() - t.clock.now.getTime();
    expect(secondDelay).toBeGreaterThanOrEqual(2 * 60_000);

    await t.clock.advance(secondDelay + 2_000);
    await until(async () => (await job())?.state === 'completed', 'the third attempt succeeded');
    expect(attempts.map((a) => a.retryCount)).toEqual([0, 1, 2]);
  });

  it('keeps a job across a restart: a new server on the same database runs it', async () => {
    const first = await startTestApp({ movableClock: true });
    const handler = async () => undefined;
    first.app.jobs.register('test.after-restart', handler);
    const runAt = new Date(first.clock.now.getTime() + hour);
    const id = (await first.app.jobs.schedule('test.after-restart', { order: 7 }, { runAt }))!;
    await first.app.close();

    const ran: unknown[] = [];
    const second = await startTestApp({ movableClock: true, database: first.database, now: first.clock.now });
    open.push(second);
    second.app.jobs.register<{ order: number }>('test.after-restart', async (payload) => {
      ran.push(payload);
    });
    await second.app.jobs.ready();
    await second.clock.advance(hour + 5_000);
    await until(
      async () => (await second.app.jobs.find('test.after-restart', id))?.state === 'completed',
      'ran',
    );
    expect(ran).toEqual([{ order: 7 }]);
  });
});

describe('reconciliation as a job', () => {
  it('runs on start and then every RECONCILE_EVERY_SECONDS of the clock, one pass waiting at a time', async () => {
    const t = await startTestApp({
      movableClock: true,
      reconciliation: true,
      config: { reconcile: { everyMs: 90_000, graceMs: 300_000 } },
    });
    open.push(t);
    const passes = async () => (await t.app.jobs.list()).filter((j) => j.name === 'reconciliation');
    await t.clock.advance(0);
    const afterStart = await until(async () => {
      const found = await passes();
      return found.some((j) => j.state === 'completed') && found.some((j) => j.state === 'created') && found;
    }, 'the pass on start ran and queued the next');
    expect(afterStart).toHaveLength(2);
    const next = afterStart.find((j) => j.state === 'created')!;
    expect(next.nextRunAt!.getTime() - t.clock.now.getTime()).toBe(90_000);

    // Starting again (another server process) queues no second pass while one waits.
    await t.app.jobs.schedule('reconciliation', {});
    expect(await passes()).toHaveLength(2);

    await t.clock.advance(60_000);
    expect((await passes()).filter((j) => j.state === 'completed')).toHaveLength(1);
    await t.clock.advance(31_000);
    await until(
      async () => (await passes()).filter((j) => j.state === 'completed').length === 2,
      'the second pass ran',
    );
  });
});

/** Two server processes on one PostgreSQL database, as behind a load balancer. */
describe.runIf(process.env.DATABASE_URL)('the job queue across two server processes', () => {
  it('runs each occurrence of a scheduled job, and each queued job, once', async () => {
    const reconcile = { everyMs: 20_000, graceMs: 300_000 };
    const first = await startTestApp({ movableClock: true, reconciliation: true, config: { reconcile } });
    open.push(first);
    const start = first.clock.now.getTime();
    // The second process: its own connections and its own queue, on the same database and time.
    const secondDatabase = openPostgres(first.database.url!, 4);
    const second = await startTestApp({
      movableClock: first.app.clock as MovableClock,
      database: secondDatabase,
    });
    open.push(second);
    const runs: { process: string; id: string }[] = [];
    for (const [name, t] of [
      ['first', first],
      ['second', second],
    ] as const) {
      t.app.jobs.register('test.every-ten-seconds', async (_payload, job) => {
        runs.push({ process: name, id: job.id });
      });
      t.app.jobs.register('test.once', async (_payload, job) => {
        runs.push({ process: name, id: job.id });
      });
      // Both processes declare the same schedule as they start, as the server does.
      await t.app.jobs.schedule('test.every-ten-seconds', {}, { cron: 'FREQ=SECONDLY;INTERVAL=10' });
    }
    const once = (await first.app.jobs.schedule('test.once', {}))!;

    // Both processes' queues fire their timers as the shared time moves, a few seconds at a time.
    for (let step = 0; step < 30; step++) await first.clock.advance(2_000);
    const done = await until(async () => {
      const jobs = await first.app.jobs.list();
      const scheduled = jobs.filter((j) => j.name === 'test.every-ten-seconds');
      const settled = jobs.every((j) => j.state === 'completed' || !j.name.startsWith('test.'));
      if (jobs.some((j) => j.name === 'reconciliation' && j.state === 'active')) return undefined;
      if (settled && scheduled.length > 0 && runs.length === scheduled.length + 1) return scheduled;
      await first.clock.advance(2_000);
    }, 'every queued job ran');

    // Occurrences came due as the minute passed; both processes' schedulers saw each, and each
    // was forwarded once (pg-boss files an occurrence under its minute's slot) into one job.
    expect(done.length).toBeGreaterThanOrEqual(2);
    const forwarded = await rows<{ slot: string; n: number }>(
      first.database.db,
      sql`SELECT singleton_on::text AS slot, count(*)::int AS n FROM pgboss.job
        WHERE name = '__pgboss__send-it' AND data->>'name' = 'test.every-ten-seconds'
        GROUP BY singleton_on`,
    );
    expect(forwarded.length).toBeGreaterThanOrEqual(done.length);
    expect(forwarded.filter((f) => f.n !== 1)).toEqual([]);
    const ids = runs.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain(once);
    expect(runs.filter((r) => r.id === once)).toHaveLength(1);

    // Both processes reconcile every 20 s, yet one series runs: a pass at start and one per 20 s.
    const passes = (await first.app.jobs.list()).filter(
      (j) => j.name === 'reconciliation' && j.state === 'completed',
    );
    const elapsed = first.clock.now.getTime() - start;
    expect(passes.length).toBeGreaterThanOrEqual(2);
    expect(passes.length).toBeLessThanOrEqual(Math.floor(elapsed / 20_000) + 1);
  });
});
