import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/config';
import { call, startTestApp, type TestApp } from '../harness';

const open: TestApp[] = [];
afterAll(async () => {
  for (const t of open) await t.close();
});

describe('the test clock switch', () => {
  it('is absent by default: no route moves the server clock', async () => {
    const t = await startTestApp({ movableClock: true });
    open.push(t);
    const before = t.clock.now;
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/test/clock',
      payload: { advanceMs: 86_400_000 },
    });
    expect(res.statusCode).toBe(404);
    expect(t.clock.now).toEqual(before);
    expect(t.app.registeredRoutes.some((r) => r.url === '/api/test/clock')).toBe(false);
  });

  it('with TESSERA_TEST_CLOCK=1, POST /api/test/clock moves the server clock', async () => {
    const t = await startTestApp({ movableClock: true, config: { testClock: true } });
    open.push(t);
    const start = t.clock.now.getTime();
    const moved = await call(t.app, {
      method: 'POST',
      url: '/api/test/clock',
      payload: { advanceMs: 90_000 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.data).toEqual({ now: new Date(start + 90_000).toISOString() });
    expect(t.clock.now.getTime()).toBe(start + 90_000);

    const set = await call(t.app, {
      method: 'POST',
      url: '/api/test/clock',
      payload: { set: '2027-01-01T00:00:00Z' },
    });
    expect(set.data).toEqual({ now: '2027-01-01T00:00:00.000Z' });
    const wrong = await call(t.app, { method: 'POST', url: '/api/test/clock', payload: { advanceMs: -5 } });
    expect(wrong.statusCode).toBe(400);
  });

  it('is refused in production', () => {
    expect(() =>
      loadConfig({
        TESSERA_TEST_CLOCK: '1',
        NODE_ENV: 'production',
        PAYMENT_CREDENTIALS_KEY: 'ab'.repeat(32),
      }),
    ).toThrow(/TESSERA_TEST_CLOCK/);
    expect(loadConfig({ TESSERA_TEST_CLOCK: '1' }).testClock).toBe(true);
    expect(loadConfig({}).testClock).toBe(false);
  });
});
