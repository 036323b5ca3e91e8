import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { addHostname } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { shopBrowser } from './shop-client';

let t: TestApp;
let f: SaleFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await saleFixture(t);
  await addHostname(t.database.db, f.accountId, 'localhost', true);
});
afterAll(() => t.close());

type Seats = { id: number[]; status: string };

/**
 * A seat whose basket ran out is open to the next buyer the moment it runs out, in every
 * reader: the shop's (cached) seat map and its open-seat count, the series' availability, the
 * seller's seat view and its live updates, and the take itself. No sweeper runs here.
 */
describe('a seat whose basket runs out', () => {
  it('is open everywhere the moment the reservation expires', async () => {
    const seatId = f.seats.get('C-5')!;
    const first = shopBrowser(t.app);
    const added = await first.send('POST', '/api/shop/basket/seats', {
      eventId: f.eventId,
      seatIds: [seatId],
    });
    expect(added.statusCode, added.body).toBe(200);
    const expiresAt = new Date((added.data.basket as { expiresAt: string }).expiresAt);

    const next = shopBrowser(t.app);
    const statusOf = (data: Record<string, unknown>) => {
      const seats = data.seats as Seats;
      return seats.status[seats.id.indexOf(seatId)];
    };
    const before = await next.send('GET', `/api/shop/events/${f.eventId}/seats`);
    expect(statusOf(before.data)).toBe('r');
    expect(before.data.heldUntil).toBe(expiresAt.toISOString());
    const openBefore = (before.data.event as { openSeats: number }).openSeats;
    const sellBefore = await f.api('GET', `/api/admin/sell/events/${f.eventId}/seats?channel=PointOfSale`);
    expect(statusOf(sellBefore.data)).toBe('r');

    const saved = t.clock.now;
    await t.clock.advance(expiresAt.getTime() - saved.getTime());
    try {
      // Asked again within the shop map's cache second: the cached build showed the seat taken.
      const after = await next.send('GET', `/api/shop/events/${f.eventId}/seats`);
      expect(statusOf(after.data)).toBe('o');
      expect(after.data.heldUntil).toBeNull();
      expect((after.data.event as { openSeats: number }).openSeats).toBe(openBefore + 1);

      const sell = await f.api('GET', `/api/admin/sell/events/${f.eventId}/seats?channel=PointOfSale`);
      expect(statusOf(sell.data)).toBe('o');
      const changes = await f.api(
        'GET',
        `/api/admin/sell/events/${f.eventId}/seats?channel=PointOfSale&since=${sellBefore.data.seq}`,
      );
      expect(statusOf(changes.data)).toBe('o');
      expect(changes.data.seq).toBeGreaterThanOrEqual(sellBefore.data.seq as number);
      const list = await f.api('GET', '/api/admin/sell/events');
      const listed = (list.data.items as { id: number; openSeats: number }[]).find((e) => e.id === f.eventId);
      expect(listed?.openSeats).toBe(openBefore + 1);

      const taken = await next.send('POST', '/api/shop/basket/seats', {
        eventId: f.eventId,
        seatIds: [seatId],
      });
      expect(taken.statusCode, taken.body).toBe(200);
    } finally {
      await t.clock.advance(saved.getTime() - t.clock.now.getTime());
    }
  });
});
