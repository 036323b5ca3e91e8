import { afterAll, describe, expect, it } from 'vitest';
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
    expect(listed).toMatchObject({ name: 'test.tomorrow', state: 'created', attempts: 0, nextRunAt: tomorrow });

    await t.clock.advance(23 * hour + 5_000);
    await until(async () => ran.length > 0, 'the job ran');
    expect(ran).toEqual([{ note: 'remind', at: expect.any(Date) }]);
    expect(ran[0]!.at.getTime()).toBeGreaterThanOrEqual(tomorrow.getTime());
    await until(async () => (await t.app.jobs.find('test.tomorrow', id!))?.state === 'completed', 'completed');
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
    await until(async () => (await second.app.jobs.find('test.after-restart', id))?.state === 'completed', 'ran');
    expect(ran).toEqual([{ order: 7 }]);
  });
});
