import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addHostname } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { approveCard, buyer, codeOf, messageOf, shopBrowser } from '../shop/shop-client';
import { type BasketAnswer, type ProductFixture, productFixture, stockOf } from './product-fixture';

let t: TestApp;
let f: ProductFixture;
let keys = 0;
const newKey = () => `shop-products-${Date.now()}-${++keys}`;

beforeAll(async () => {
  t = await startTestApp();
  f = await productFixture(t);
  await addHostname(t.database.db, f.accountId, 'localhost', true);
});
afterAll(() => t.close());

const basketOf = (res: { data: Record<string, unknown> }) => res.data.basket as BasketAnswer;

describe('products in the shop', () => {
  it('lists the event’s products with what is left', async () => {
    const res = await shopBrowser(t.app).send('GET', `/api/shop/events/${f.eventId}/products`);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      (res.data.products as { name: string; available: number | null }[]).map((p) => [p.name, p.available]),
    ).toEqual([
      ['Souvenir programme', null],
      ['Tour T-shirt', 52],
      ['Parking', 40],
    ]);
  });

  it('adds products to this browser’s basket, ignoring a price sent by the browser', async () => {
    const b = shopBrowser(t.app);
    const res = await b.send('POST', '/api/shop/basket/products', {
      eventId: f.eventId,
      productId: f.programmeId,
      quantity: 2,
      unitPrice: 1,
      total: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const basket = basketOf(res);
    expect(basket.products[0]).toMatchObject({ quantity: 2, unitPrice: 800, total: 1600 });
    expect(basket.total).toBe(1600);
    const line = basket.products[0]!.id;
    const changed = await b.send('PATCH', `/api/shop/basket/products/${line}`, { quantity: 3 });
    expect(basketOf(changed).total).toBe(2400);
    // Another browser cannot touch this line.
    const other = shopBrowser(t.app);
    await other.send('POST', '/api/shop/basket/products', { eventId: f.eventId, productId: f.programmeId });
    expect((await other.send('DELETE', `/api/shop/basket/products/${line}`)).statusCode).toBe(404);
    const removed = await b.send('DELETE', `/api/shop/basket/products/${line}`);
    expect(basketOf(removed).products).toEqual([]);
  });

  it('refuses more than is left with the count, reserving nothing', async () => {
    const before = await stockOf(t, f.small);
    const res = await shopBrowser(t.app).send('POST', '/api/shop/basket/products', {
      eventId: f.eventId,
      productId: f.shirtId,
      variantId: f.small,
      quantity: 3,
    });
    expect(res.statusCode).toBe(409);
    expect(codeOf(res)).toBe('purchase.product_out_of_stock');
    expect(messageOf(res)).toBe('Only 2 left.');
    expect(await stockOf(t, f.small)).toEqual(before);
  });

  it('refuses an event not on sale on the web', async () => {
    await t.database.db.execute(
      sql`UPDATE events SET web_on_sale_at = now() + interval '30 days' WHERE id = ${f.eventId}`,
    );
    const res = await shopBrowser(t.app).send('POST', '/api/shop/basket/products', {
      eventId: f.eventId,
      productId: f.programmeId,
    });
    expect(codeOf(res)).toBe('purchase.channel_not_yet_on_sale');
    await t.database.db.execute(sql`UPDATE events SET web_on_sale_at = NULL WHERE id = ${f.eventId}`);
  });

  it('sells tickets with a full-party add-on and a T-shirt by card', async () => {
    const b = shopBrowser(t.app);
    const parking = await stockOf(t, f.parkingLot);
    await b.send('POST', '/api/shop/basket/seats', {
      eventId: f.eventId,
      seatIds: [f.seats.get('E-9'), f.seats.get('E-10')],
    });
    await b.send('POST', '/api/shop/basket/products', {
      eventId: f.eventId,
      productId: f.parkingId,
      variantId: f.parkingLot,
      quantity: 7,
    });
    const added = await b.send('POST', '/api/shop/basket/products', {
      eventId: f.eventId,
      productId: f.shirtId,
      variantId: f.medium,
      quantity: 1,
    });
    const basket = basketOf(added);
    expect(basket.products.map((p) => [p.name, p.quantity])).toEqual([
      ['Parking', 2],
      ['Tour T-shirt', 1],
    ]);
    expect(basket.total).toBe(2 * 4650 + 200 + 2000 + 2500);
    const paid = await b.send('POST', '/api/shop/basket/checkout', {
      idempotencyKey: newKey(),
      buyer,
      card: approveCard,
      termsAccepted: true,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.data.total).toBe(basket.total);
    expect((paid.data.products as unknown[]).length).toBe(2);
    expect(paid.data.payments).toEqual([expect.objectContaining({ amount: basket.total })]);
    expect(await stockOf(t, f.parkingLot)).toMatchObject({
      sold: parking.sold + 2,
      reserved: parking.reserved,
    });
    const mine = await b.send('GET', `/api/shop/orders/${paid.data.id}`);
    expect((mine.data.products as { status: string }[]).map((p) => p.status)).toEqual(['new', 'new']);
  });
});
