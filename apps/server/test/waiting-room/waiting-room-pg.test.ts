import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '@/db/client';
import type { MovableClock } from '@/platform/clock';
import { addHostname } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { type ProductFixture, productFixture } from '../products/product-fixture';
import { join, poll, shopVisitor } from './waiting-room-client';

const open: TestApp[] = [];
afterAll(async () => {
  for (const t of open.reverse()) await t.close();
});

/** Two server processes on one PostgreSQL database, as behind a load balancer. */
describe.runIf(process.env.DATABASE_URL)(
  'the waiting room on PostgreSQL, across two server processes',
  () => {
    let first: TestApp;
    let second: TestApp;
    let f: ProductFixture;

    it('gives each of many visitors joining at once a place of their own, on either process', async () => {
      first = await startTestApp({ movableClock: true });
      open.push(first);
      second = await startTestApp({
        movableClock: first.app.clock as MovableClock,
        database: openPostgres(first.database.url!, 10),
      });
      open.push(second);
      f = await productFixture(first);
      await addHostname(first.database.db, f.accountId, 'localhost', true);
      await first.database.db.execute(
        sql`UPDATE events SET heavy_on_sale = true, web_on_sale_at = NULL WHERE id = ${f.eventId}`,
      );
      expect(
        (await f.api('PUT', `/api/admin/events/${f.eventId}/waiting-room`, { ratePerMinute: 0 })).statusCode,
      ).toBe(200);

      const visitors = Array.from({ length: 60 }, (_, i) => shopVisitor(i % 2 ? second.app : first.app));
      const joined = await Promise.all(visitors.map((v) => join(v, f.eventId)));
      expect(joined.every((p) => p.state === 'waiting' && p.position! >= 1 && p.position! <= 60)).toBe(true);
      // Once every join has committed, each place is given exactly once (a join answered while
      // another one had not committed may have shown the same number: the next poll corrects it).
      const polled = await Promise.all(visitors.map((v) => poll(v, f.eventId)));
      const positions = polled.map((p) => p.position).sort((a, b) => a! - b!);
      expect(positions).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));

      // A visitor's place and admission are the same whichever process answers.
      const v = shopVisitor(first.app);
      const place = await join(v, f.eventId);
      expect(place.position).toBe(61);
      const elsewhere = shopVisitor(second.app);
      for (const [k, value] of v.jar) elsewhere.jar.set(k, value);
      expect((await poll(elsewhere, f.eventId)).position).toBe(61);

      await f.api('PUT', `/api/admin/events/${f.eventId}/waiting-room`, { ratePerMinute: 6_000 });
      await first.clock.advance(1_000);
      expect((await poll(v, f.eventId)).state).toBe('admitted');
      for (const [k, value] of v.jar) elsewhere.jar.set(k, value);
      const found = await elsewhere.send('POST', `/api/shop/events/${f.eventId}/best-seats`, { quantity: 1 });
      expect(found.statusCode, found.body).toBe(200);
    });
  },
);
