import { type Clock as JobQueueClock, systemClock as systemJobQueueClock, TestClock } from 'pg-boss';

/**
 * The server's one source of time. Every rule that depends on "now" (basket timers, session
 * expiry, due jobs) reads it from here, so tests can move it (decisions/0039-job-queue-and-clock.md).
 */
export interface Clock {
  now(): Date;
  /** The same time for the job queue: its timers and the time its SQL compares due dates with. */
  readonly queue: JobQueueClock;
}

export const systemClock: Clock = {
  now: () => new Date(),
  queue: systemJobQueueClock,
};

/**
 * A clock that only moves when told: for tests, and for browser tests through the test-only
 * `POST /api/test/clock` (`TESSERA_TEST_CLOCK=1`). The job queue runs on it too: its polls and
 * schedules fire as the clock passes them, and its SQL reads this time instead of the database's.
 */
export class MovableClock implements Clock {
  readonly queue: TestClock;
  /** Moves one at a time: a second move waits for the first. */
  #moving: Promise<void> = Promise.resolve();

  constructor(start: Date = new Date()) {
    this.queue = new TestClock(start);
  }

  now(): Date {
    return new Date(this.queue.now());
  }

  /**
   * Moves forward by `ms` as if the server had slept that long: each job-queue timer the move
   * passed (a worker's poll, a schedule's check) fires once, at the new time. A day is one step,
   * not the 43,200 polls a real day would hold.
   */
  advance(ms: number): Promise<void> {
    if (!Number.isFinite(ms) || ms < 0) throw new Error('the clock only moves forward');
    return this.#serial(async () => {
      await this.queue.setTime(this.queue.now() + ms);
      await this.queue.tick(0);
    });
  }

  /** Jumps to `date`; moving forward, the timers it passed fire once, as with `advance`. */
  set(date: Date): Promise<void> {
    return this.#serial(async () => {
      await this.queue.setTime(date);
      await this.queue.tick(0);
    });
  }

  /**
   * Keeps moving with real time as well (browser tests: a server whose clock runs, and which a
   * test moves ahead): every `stepMs` it advances by the real time that passed. Answers a stop.
   */
  follow(stepMs = 250): () => void {
    let last = Date.now();
    let pending = false;
    const timer = setInterval(() => {
      if (pending) return;
      const real = Date.now();
      pending = true;
      void this.advance(real - last)
        .catch(() => undefined)
        .finally(() => {
          pending = false;
        });
      last = real;
    }, stepMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  #serial(move: () => Promise<void>): Promise<void> {
    const next = this.#moving.then(move, move);
    this.#moving = next.catch(() => undefined);
    return next;
  }
}

/** A clock for a caller that only gave a `now()` function (older tests): the queue on real time. */
export function clockOf(now: () => Date): Clock {
  return { now, queue: systemJobQueueClock };
}
