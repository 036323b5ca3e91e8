import { afterAll, beforeAll, expect } from 'vitest';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { type Json, startTestApp, type TestApp } from '../harness';
import { startReceiver } from './receiver';

/**
 * One webhooks test file's app (decisions/0049): a movable clock, the webhook dispatcher polling
 * every 2 s, a sale fixture and a receiving endpoint, with the steps the tests share.
 */
export interface Delivery {
  id: number;
  eventId: string;
  eventType: string;
  status: string;
  responseCode: number | null;
  attempts: number;
  nextAttemptAt: string | null;
  lastAttemptAt: string | null;
}

export interface WebhookSuite {
  t: TestApp;
  f: SaleFixture;
  receiver: Awaited<ReturnType<typeof startReceiver>>;
  tick(): Promise<void>;
  seconds(): number;
  moveUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, stepMs?: number): Promise<T>;
  deliveries(endpointId: number): Promise<Delivery[]>;
  makeEndpoint(body?: Partial<Json>): Promise<{ id: number; secret: string; secretHint: string }>;
  firstError(res: { data: Json }): { code: string; field?: string } | undefined;
  nextSeats(n: number): string[];
}

/** Registers the file's beforeAll/afterAll; the returned suite's app is there inside tests. */
export function webhookSuite(): WebhookSuite {
  let seatNo = 0;
  const s: WebhookSuite = {
    t: undefined as unknown as TestApp,
    f: undefined as unknown as SaleFixture,
    receiver: undefined as unknown as WebhookSuite['receiver'],
    tick: async () => {
      await s.t.clock.advance(2_500);
    },
    seconds: () => Math.floor(s.t.clock.now.getTime() / 1000),
    /** Moves the clock a little at a time (the queue polls every 2 s) until `done` holds. */
    async moveUntil(read, done, stepMs = 2_500) {
      for (let i = 0; i < 200; i++) {
        const value = await read();
        if (done(value)) return value;
        await s.t.clock.advance(stepMs);
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`never happened: ${JSON.stringify(await read())}`);
    },
    async deliveries(endpointId) {
      const res = await s.f.api('GET', `/api/admin/webhooks/${endpointId}/deliveries`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.data.items as unknown as Delivery[]).slice().reverse();
    },
    async makeEndpoint(body = {}) {
      const res = await s.f.api('POST', '/api/admin/webhooks', {
        url: s.receiver.url,
        description: 'Orders feed',
        enabled: true,
        eventTypes: ['order.created'],
        ...body,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.data as { id: number; secret: string; secretHint: string };
    },
    firstError: (res) => (res.data.errors as { code: string; field?: string }[])[0],
    nextSeats: (n) => Array.from({ length: n }, () => `B-${++seatNo}`),
  };
  beforeAll(async () => {
    s.t = await startTestApp({
      movableClock: true,
      now: new Date(),
      webhookDispatch: true,
      withSmtp: true,
      config: { webhooks: { allowLocal: true, dispatchEveryMs: 2_000, timeoutMs: 5_000 } },
    });
    s.f = await saleFixture(s.t);
    s.receiver = await startReceiver();
  });
  afterAll(async () => {
    await s.t.close();
    await s.receiver.close();
  });
  return s;
}
