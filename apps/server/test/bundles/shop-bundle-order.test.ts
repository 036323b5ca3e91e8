import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addHostname } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { approveCard, buyer, shopBrowser } from '../shop/shop-client';
import { type BundleFixture, bundleFixture } from './bundle-fixture';

/**
 * A template package bought in the shop (decisions/0117): the buyer's order names the package,
 * and its tickets and products carry its line, so the confirmation shows it as one with its parts.
 */
let t: TestApp;
let f: BundleFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await bundleFixture(t);
  // The web buyer's browser reaches the shop on localhost.
  await addHostname(t.database.db, f.accountId, 'localhost');
});
afterAll(() => t.close());

type ShopOrderView = {
  id: number;
  tickets: { bundleLineId: number | null }[];
  products: { bundleLineId: number | null; quantity: number }[];
  bundles: { id: number; kind: string; name: string }[];
};

describe('a template package bought in the shop', () => {
  it('shows on the buyer’s order as one package with its tickets and products', async () => {
    const shop = shopBrowser(t.app);
    const added = await shop.send('POST', '/api/shop/basket/template-packages', {
      packageId: f.packageId,
      eventId: f.eventId,
    });
    expect(added.statusCode, added.body).toBe(200);
    const paid = await shop.send('POST', '/api/shop/basket/checkout', {
      idempotencyKey: randomUUID(),
      buyer: {
        ...buyer,
        address: { line1: '1 Main St', city: 'Springfield', postalCode: '12345', country: 'US' },
      },
      card: approveCard,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const order = paid.data as unknown as ShopOrderView;
    expect(order.bundles).toEqual([
      { id: expect.any(Number), kind: 'templatePackage', name: 'Dinner and a show' },
    ]);
    const lineId = order.bundles[0]!.id;
    expect(order.tickets.map((ticket) => ticket.bundleLineId)).toEqual([lineId, lineId]);
    expect(order.products).toEqual([expect.objectContaining({ bundleLineId: lineId, quantity: 2 })]);

    // The confirmation page reads the same order again.
    const mine = await shop.send('GET', `/api/shop/orders/${order.id}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect((mine.data as unknown as ShopOrderView).bundles).toEqual(order.bundles);
  });

  it('names no package on an order bought ticket by ticket', async () => {
    const shop = shopBrowser(t.app);
    const seat = [...f.seats.entries()].find(([place]) => place.startsWith('A-'))![1];
    const added = await shop.send('POST', '/api/shop/basket/seats', { eventId: f.eventId, seatIds: [seat] });
    expect(added.statusCode, added.body).toBe(200);
    const paid = await shop.send('POST', '/api/shop/basket/checkout', {
      idempotencyKey: randomUUID(),
      buyer: {
        ...buyer,
        address: { line1: '1 Main St', city: 'Springfield', postalCode: '12345', country: 'US' },
      },
      card: approveCard,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect((paid.data as unknown as ShopOrderView).bundles).toEqual([]);
  });
});
