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
      // Each join takes the next place under the room's lock: no two visitors are told the same
      // number, even while other joins on the other process have not committed.
      const told = joined.map((p) => p.position).sort((a, b) => a! - b!);
      expect(joined.every((p) => p.state === 'waiting')).toBe(true);
      expect(told).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
      const polled = await Promise.all(visitors.map((v) => poll(v, f.eventId)));
      expect(polled.map((p) => p.position)).toEqual(joined.map((p) => p.position));

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

    it('draws the early arrivals’ order once when both processes poll at the on-sale moment', async () => {
      const onSale = new Date(first.clock.now.getTime() + 60_000);
      await first.database.db.execute(
        sql`UPDATE events SET web_on_sale_at = ${onSale} WHERE id = ${f.eventId}`,
      );
      await first.database.db.execute(sql`DELETE FROM waiting_room_entries WHERE event_id = ${f.eventId}`);
      await first.database.db.execute(sql`DELETE FROM waiting_rooms WHERE event_id = ${f.eventId}`);
      const visitors = Array.from({ length: 40 }, (_, i) => shopVisitor(i % 2 ? second.app : first.app));
      for (const v of visitors) await join(v, f.eventId);
      const before = await Promise.all(visitors.map((v) => poll(v, f.eventId)));
      await first.clock.advance(60_000);
      const after = await Promise.all(visitors.map((v) => poll(v, f.eventId)));
      expect(after.map((p) => p.position)).toEqual(before.map((p) => p.position));
      expect(after.map((p) => p.position).sort((a, b) => a! - b!)).toEqual(
        Array.from({ length: 40 }, (_, i) => i + 1),
      );
    });
  },
);
