import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MovableClock } from '@/platform/clock';
import { AppError } from '@/platform/http/app-error';

const moveClock = z.union([
  z.strictObject({
    advanceMs: z
      .number()
      .int()
      .min(0)
      .max(366 * 86_400_000),
  }),
  z.strictObject({ set: z.iso.datetime({ offset: true }) }),
]);

/**
 * `POST /api/test/clock` (browser tests only): moves the server's clock, `{ advanceMs }` or
 * `{ set }`, and answers the time now. Registered only when the server runs with
 * `TESSERA_TEST_CLOCK=1`, which production refuses; it is no contract endpoint on purpose.
 */
export function registerTestClock(app: FastifyInstance, clock: MovableClock): void {
  app.post('/api/test/clock', async (request) => {
    const parsed = moveClock.safeParse(request.body ?? {});
    if (!parsed.success) throw new AppError('common.bad_request');
    if ('advanceMs' in parsed.data) await clock.advance(parsed.data.advanceMs);
    else await clock.set(new Date(parsed.data.set));
    return { now: clock.now().toISOString() };
  });
}
