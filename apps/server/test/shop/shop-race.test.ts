import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { addHostname } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { shopBrowser } from './shop-client';

/** Shop buyers racing for one seat on PostgreSQL: exactly one gets it, the rest keep their baskets. */
describe.runIf(process.env.DATABASE_URL)('shop seat race on PostgreSQL', () => {
  let t: TestApp;
  let f: SaleFixture;
  beforeAll(async () => {
    t = await startTestApp();
    f = await saleFixture(t);
    await addHostname(t.database.db, f.accountId, 'localhost', true);
  });
  afterAll(() => t.close());

  it('gives a seat wanted by ten browsers at once to exactly one', async () => {
    const browsers = Array.from({ length: 10 }, () => shopBrowser(t.app));
    // Each browser already has a GA place in its basket.
    for (const b of browsers) {
      const r = await b.send('POST', '/api/shop/basket/general-admission', {
        eventId: f.eventId,
        areaId: f.areaId,
        quantity: 1,
      });
      expect(r.statusCode, r.body).toBe(200);
    }
    const seatId = f.seats.get('D-4')!;
    const results = await Promise.all(
      browsers.map((b) =>
        b.send('POST', '/api/shop/basket/seats', { eventId: f.eventId, seatIds: [seatId] }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect((r.data.errors as { message: string }[])[0]!.message).toBe(
        'Those seats were just taken by another buyer. Please choose other seats.',
      );
    }
    for (const [i, b] of browsers.entries()) {
      const basket = (await b.send('GET', '/api/shop/basket')).data.basket as { items: unknown[] };
      expect(basket.items).toHaveLength(results[i]!.statusCode === 200 ? 2 : 1);
    }
  });
});
