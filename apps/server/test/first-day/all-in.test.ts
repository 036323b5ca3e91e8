import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { addHostname } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { shopBrowser } from '../shop/shop-client';

let t: TestApp;
let f: SaleFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await saleFixture(t);
  await addHostname(t.database.db, f.accountId, 'localhost', true);
});
afterAll(() => t.close());

// Stalls at $45.00; the Concession type is 20% off ($36.00); a $1.50 booking fee per ticket.
describe('all-in prices in the shop', () => {
  it('says "from" the cheapest ticket with its per-ticket fee, not the lowest face value', async () => {
    const series = await shopBrowser(t.app).send('GET', `/api/shop/series/${f.templateId}`);
    expect(series.data.events).toEqual([expect.objectContaining({ id: f.eventId, fromPrice: 3600 + 150 })]);
  });

  it('gives every price level its all-in price per price type with the breakdown, as the basket charges', async () => {
    const b = shopBrowser(t.app);
    const seats = await b.send('GET', `/api/shop/events/${f.eventId}/seats`);
    const level = (seats.data.priceLevels as { id: number; allIn: unknown[] }[])[0]!;
    expect(level.allIn).toContainEqual({
      priceTypeId: f.concessionId,
      faceValue: 3600,
      fees: [{ feeId: expect.any(Number), name: 'Booking fee', amount: 150 }],
      total: 3750,
    });
    const added = await b.send('POST', '/api/shop/basket/seats', {
      eventId: f.eventId,
      priceTypeId: f.concessionId,
      seatIds: [f.seats.get('D-4')],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((added.data.basket as { items: { total: number }[] }).items[0]!.total).toBe(3750);
  });
});
