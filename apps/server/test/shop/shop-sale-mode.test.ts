import type { SaleMode } from '@tessera/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '@/db/schema';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { addHostname } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { codeOf, messageOf, shopBrowser } from './shop-client';

let t: TestApp;
let f: SaleFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await saleFixture(t);
  await addHostname(t.database.db, f.accountId, 'localhost', true);
});
afterAll(() => t.close());

/** The event's sale mode, as the back office's event form saves it. */
const sellBy = (saleMode: SaleMode) =>
  t.database.db.update(events).set({ saleMode }).where(eq(events.id, f.eventId));
const seat = (name: string) => f.seats.get(name)!;
const find = (b: ReturnType<typeof shopBrowser>, quantity = 2) =>
  b.send('POST', `/api/shop/events/${f.eventId}/best-seats`, { quantity });

describe('an event sold by best available only', () => {
  beforeAll(() => sellBy('BestAvailable'));

  it('tells the shop page so, and refuses seats picked on the map', async () => {
    const b = shopBrowser(t.app);
    const page = await b.send('GET', `/api/shop/events/${f.eventId}/seats?since=0`);
    expect(page.data.saleMode).toBe('BestAvailable');
    const picked = await b.send('POST', '/api/shop/basket/seats', {
      eventId: f.eventId,
      seatIds: [seat('A-1')],
    });
    expect(picked.statusCode).toBe(409);
    expect(codeOf(picked)).toBe('purchase.seat_picking_not_offered');
    expect(messageOf(picked)).toBe(
      'Seats for this event are not chosen on the map: ask for the best available seats instead.',
    );
  });

  it('sells the seats best available found, with their offer, and best seats straight into the basket', async () => {
    const b = shopBrowser(t.app);
    const found = await find(b);
    expect(found.statusCode, found.body).toBe(200);
    const seatIds = (found.data.seats as { id: number }[]).map((s) => s.id);
    expect(seatIds).toHaveLength(2);
    const taken = await b.send('POST', '/api/shop/basket/seats', {
      eventId: f.eventId,
      seatIds,
      offer: found.data.offer,
    });
    expect(taken.statusCode, taken.body).toBe(200);
    const best = await b.send('POST', '/api/shop/basket/best-seats', { eventId: f.eventId, quantity: 1 });
    expect(best.statusCode, best.body).toBe(200);
    expect((best.data.basket as { items: unknown[] }).items).toHaveLength(3);
  });

  it('refuses an offer stretched to seats it did not find, or made for another event', async () => {
    const b = shopBrowser(t.app);
    const found = await find(b, 1);
    const offered = (found.data.seats as { id: number }[])[0]!.id;
    const other = [...f.seats.values()].find((id) => id !== offered)!;
    const stretched = await b.send('POST', '/api/shop/basket/seats', {
      eventId: f.eventId,
      seatIds: [offered, other],
      offer: found.data.offer,
    });
    expect(codeOf(stretched)).toBe('purchase.seat_picking_not_offered');
    const forged = await b.send('POST', '/api/shop/basket/seats', {
      eventId: f.eventId,
      seatIds: [other],
      offer: String(found.data.offer).replace(`.${offered}.`, `.${other}.`),
    });
    expect(codeOf(forged)).toBe('purchase.seat_picking_not_offered');
  });

  it('leaves the box office free to take any seat', async () => {
    const basket = (await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' })).data.id as string;
    const res = await f.api('POST', `/api/admin/baskets/${basket}/seats`, {
      eventId: f.eventId,
      seatIds: [seat('E-7')],
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
  });
});

describe('an event sold by choosing seats on the map only', () => {
  beforeAll(() => sellBy('SelectSeats'));

  it('refuses best available, finding or taking', async () => {
    const b = shopBrowser(t.app);
    const page = await b.send('GET', `/api/shop/events/${f.eventId}/seats?since=0`);
    expect(page.data.saleMode).toBe('SelectSeats');
    const found = await find(b);
    expect(found.statusCode).toBe(409);
    expect(codeOf(found)).toBe('purchase.best_available_not_offered');
    const best = await b.send('POST', '/api/shop/basket/best-seats', { eventId: f.eventId, quantity: 2 });
    expect(codeOf(best)).toBe('purchase.best_available_not_offered');
    const picked = await b.send('POST', '/api/shop/basket/seats', {
      eventId: f.eventId,
      seatIds: [seat('D-1')],
    });
    expect(picked.statusCode, picked.body).toBe(200);
  });
});

describe('an event sold either way', () => {
  beforeAll(() => sellBy('SelectOrBestAvailable'));

  it('sells seats picked on the map and best available', async () => {
    const b = shopBrowser(t.app);
    const picked = await b.send('POST', '/api/shop/basket/seats', {
      eventId: f.eventId,
      seatIds: [seat('D-3')],
    });
    expect(picked.statusCode, picked.body).toBe(200);
    const best = await b.send('POST', '/api/shop/basket/best-seats', { eventId: f.eventId, quantity: 2 });
    expect(best.statusCode, best.body).toBe(200);
  });
});
