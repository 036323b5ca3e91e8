import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '@/db/client';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { addHostname } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { shopBrowser } from '../shop/shop-client';
import { changedSeats, listenOn, openStream, type SseStream } from './sse-client';

const open: TestApp[] = [];
const streams: SseStream[] = [];
afterAll(async () => {
  for (const s of streams) s.close();
  for (const t of open.reverse()) await t.close();
});

/** Two server processes on one PostgreSQL database, as behind a load balancer. */
describe.runIf(process.env.DATABASE_URL)(
  'live seat status on PostgreSQL, across two server processes',
  () => {
    it('pushes a change made through one process to a stream open on the other', async () => {
      const first = await startTestApp();
      open.push(first);
      const second = await startTestApp({ database: openPostgres(first.database.url!, 5) });
      open.push(second);
      const f: SaleFixture = await saleFixture(first);
      await addHostname(first.database.db, f.accountId, 'localhost', true);
      const port = await listenOn(second.app);
      const seq = (await shopBrowser(second.app).send('GET', `/api/shop/events/${f.eventId}/seats?since=0`))
        .data.seq as number;

      const shop = await openStream(port, `/api/shop/events/${f.eventId}/seats/stream?since=${seq}`);
      const admin = await openStream(port, `/api/admin/events/${f.eventId}/seats/stream?since=${seq}`, {
        authorization: `Bearer ${f.token}`,
      });
      streams.push(shop, admin);
      await shop.nextOf('ready');
      await admin.nextOf('ready');

      const started = Date.now();
      const taken = await shopBrowser(first.app).send('POST', '/api/shop/basket/seats', {
        eventId: f.eventId,
        seatIds: [f.seats.get('A-1')],
      });
      expect(taken.statusCode, taken.body).toBe(200);
      const change = await shop.nextOf('seats');
      expect(changedSeats(change)).toEqual(new Map([[f.seats.get('A-1')!, 'r']]));
      expect(Number(change.id)).toBeGreaterThan(seq);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(changedSeats(await admin.nextOf('seats')).get(f.seats.get('A-1')!)).toBe('r');

      // Many changes at once from both processes: each stream ends up with every one of them,
      // in rising change numbers.
      const names = ['B-1', 'B-2', 'B-3', 'B-4', 'B-5', 'B-6'];
      await Promise.all(
        names.map((name, i) =>
          shopBrowser(i % 2 ? first.app : second.app).send('POST', '/api/shop/basket/seats', {
            eventId: f.eventId,
            seatIds: [f.seats.get(name)],
          }),
        ),
      );
      const seen = new Set<number>();
      let last = Number(change.id);
      while (seen.size < names.length) {
        const e = await shop.nextOf('seats');
        expect(Number(e.id)).toBeGreaterThanOrEqual(last);
        last = Number(e.id);
        for (const [id, status] of changedSeats(e)) if (status === 'r') seen.add(id);
      }
      expect([...seen].sort()).toEqual(names.map((n) => f.seats.get(n)!).sort());
      shop.close();
      admin.close();
    });
  },
);
