import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { type BasketAnswer, errorOf, type ProductFixture, productFixture, stockOf } from './product-fixture';

let t: TestApp;
let f: ProductFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await productFixture(t);
});
afterAll(() => t.close());

const add = (basketId: string, body: object) =>
  f.api('POST', `/api/admin/baskets/${basketId}/products`, { eventId: f.eventId, ...body });
const basketOf = (res: { data: unknown }) => res.data as unknown as BasketAnswer;

describe('the products on sale with an event', () => {
  it('lists variants, price and what is left (null: unlimited) to a seller', async () => {
    const res = await f.api('GET', `/api/admin/sell/events/${f.eventId}/products`);
    expect(res.statusCode, res.body).toBe(200);
    const products = res.data.products as {
      name: string;
      price: number;
      available: number | null;
      variants: { name: string; available: number | null }[];
    }[];
    expect(products.map((p) => [p.name, p.price, p.available])).toEqual([
      ['Souvenir programme', 800, null],
      ['Tour T-shirt', 2500, 52],
      ['Parking', 1000, 40],
    ]);
    expect(products[1]!.variants.map((v) => [v.name, v.available])).toEqual([
      ['Small', 2],
      ['Medium', 50],
    ]);
  });

  it('leaves out archived products', async () => {
    const extra = await f.api('POST', `/api/admin/event-templates/${f.templateId}/products`, {
      name: 'Old poster',
      type: 'Merchandise',
      sku: `POSTER-${f.accountId}`,
      price: 500,
    });
    await t.database.db.execute(sql`UPDATE products SET archived_at = now() WHERE id = ${extra.data.id}`);
    const res = await f.api('GET', `/api/admin/sell/events/${f.eventId}/products`);
    expect((res.data.products as { name: string }[]).map((p) => p.name)).not.toContain('Old poster');
    const added = await add(await f.openBasket(), { productId: extra.data.id, quantity: 1 });
    expect(added.statusCode).toBe(404);
    expect(errorOf(added)?.code).toBe('purchase.product_not_found');
  });
});

describe('a product line in a staff basket', () => {
  it('is priced by the server from the product, without ticket fees', async () => {
    const basketId = await f.openBasket();
    const res = await add(basketId, { productId: f.programmeId, quantity: 3, price: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const basket = basketOf(res);
    expect(basket.products).toEqual([
      expect.objectContaining({
        kind: 'product',
        name: 'Souvenir programme',
        quantity: 3,
        unitPrice: 800,
        total: 2400,
      }),
    ]);
    expect(basket.productTotal).toBe(2400);
    expect(basket.feeTotal).toBe(0);
    expect(basket.total).toBe(2400);
    // A product-only basket runs on the basket timer, so its stock cannot be held for ever.
    expect(basket.expiresAt).not.toBeNull();
  });

  it('adds to the same product’s line and changes its quantity', async () => {
    const basketId = await f.openBasket();
    await add(basketId, { productId: f.programmeId, quantity: 1 });
    const again = basketOf(await add(basketId, { productId: f.programmeId, quantity: 2 }));
    expect(again.products).toHaveLength(1);
    expect(again.products[0]!.quantity).toBe(3);
    const changed = await f.api('PATCH', `/api/admin/baskets/${basketId}/products/${again.products[0]!.id}`, {
      quantity: 5,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(basketOf(changed).products[0]!.total).toBe(4000);
    const tooMany = await f.api('PATCH', `/api/admin/baskets/${basketId}/products/${again.products[0]!.id}`, {
      quantity: 100,
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('needs a variant when the product has variants', async () => {
    const basketId = await f.openBasket();
    const res = await add(basketId, { productId: f.shirtId, quantity: 1 });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'purchase.product_variant_required', field: 'variantId' });
    const wrong = await add(basketId, { productId: f.shirtId, variantId: f.parkingLot, quantity: 1 });
    expect(errorOf(wrong)?.code).toBe('purchase.product_variant_not_found');
  });

  it('reserves stock, refuses more than is left with the count, and releases it on removal', async () => {
    const basketId = await f.openBasket();
    const before = await stockOf(t, f.medium);
    const first = await add(basketId, { productId: f.shirtId, variantId: f.medium, quantity: 49 });
    expect(first.statusCode, first.body).toBe(200);
    expect((await stockOf(t, f.medium)).reserved).toBe(before.reserved + 49);

    const other = await f.openBasket();
    const refused = await add(other, { productId: f.shirtId, variantId: f.medium, quantity: 2 });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'purchase.product_out_of_stock',
      message: 'Only 1 left.',
    });
    // Nothing was reserved by the refused add, and the other basket has no line.
    expect((await stockOf(t, f.medium)).reserved).toBe(before.reserved + 49);
    const otherBasket = await f.api('GET', `/api/admin/baskets/${other}`);
    expect(basketOf(otherBasket).products).toEqual([]);

    const lineId = basketOf(first).products[0]!.id;
    const removed = await f.api('DELETE', `/api/admin/baskets/${basketId}/products/${lineId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(basketOf(removed).products).toEqual([]);
    expect(basketOf(removed).expiresAt).toBeNull();
    expect((await stockOf(t, f.medium)).reserved).toBe(before.reserved);
  });

  it('answers the out-of-stock message in the buyer’s language', async () => {
    const basketId = await f.openBasket();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/baskets/${basketId}/products`,
      headers: { authorization: `Bearer ${f.token}`, 'accept-language': 'fr' },
      payload: { eventId: f.eventId, productId: f.shirtId, variantId: f.small, quantity: 3 },
    });
    expect(res.statusCode).toBe(409);
    expect(JSON.parse(res.body).errors[0].message).toBe('Il n’en reste que 2.');
  });

  it('refuses another account’s product as not found', async () => {
    const other = await productFixture(t);
    const basketId = await f.openBasket();
    const res = await add(basketId, { productId: other.programmeId, quantity: 1 });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)?.code).toBe('purchase.product_not_found');
    const line = basketOf(await add(basketId, { productId: f.programmeId, quantity: 1 })).products[0]!;
    const foreign = await other.api('DELETE', `/api/admin/baskets/${basketId}/products/${line.id}`);
    expect(foreign.statusCode).toBe(404);
    const offers = await other.api('GET', `/api/admin/sell/events/${f.eventId}/products`);
    expect(offers.statusCode).toBe(404);
  });
});

describe('a full-party add-on', () => {
  it('needs tickets of its event in the basket', async () => {
    const res = await add(await f.openBasket(), {
      productId: f.parkingId,
      variantId: f.parkingLot,
      quantity: 1,
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)?.code).toBe('purchase.product_needs_tickets');
  });

  it('follows the number of tickets of its event, and cannot be set to another number', async () => {
    const basketId = await f.openBasket();
    const before = await stockOf(t, f.parkingLot);
    const seats = await f.api('POST', `/api/admin/baskets/${basketId}/seats`, {
      eventId: f.eventId,
      seatIds: [f.seats.get('C-1'), f.seats.get('C-2')],
    });
    expect(seats.statusCode, seats.body).toBe(200);
    const added = basketOf(
      await add(basketId, { productId: f.parkingId, variantId: f.parkingLot, quantity: 1 }),
    );
    const line = added.products[0]!;
    expect(line.quantity).toBe(2);
    expect(line.total).toBe(2000);
    expect((await stockOf(t, f.parkingLot)).reserved).toBe(before.reserved + 2);

    const fixed = await f.api('PATCH', `/api/admin/baskets/${basketId}/products/${line.id}`, { quantity: 5 });
    expect(fixed.statusCode).toBe(409);
    expect(errorOf(fixed)?.code).toBe('purchase.product_party_quantity_fixed');

    const ga = await f.api('POST', `/api/admin/baskets/${basketId}/general-admission`, {
      eventId: f.eventId,
      areaId: f.areaId,
      quantity: 2,
    });
    expect(ga.statusCode, ga.body).toBe(200);
    expect(basketOf(ga).products[0]!.quantity).toBe(4);
    expect((await stockOf(t, f.parkingLot)).reserved).toBe(before.reserved + 4);

    const seatLine = basketOf(ga).items[0]!;
    const less = await f.api('DELETE', `/api/admin/baskets/${basketId}/items/${seatLine.id}`);
    expect(less.statusCode, less.body).toBe(200);
    expect(basketOf(less).products[0]!.quantity).toBe(3);
    expect((await stockOf(t, f.parkingLot)).reserved).toBe(before.reserved + 3);

    // With the event's last ticket the add-on goes too, and its stock comes back.
    for (const item of basketOf(less).items) {
      await f.api('DELETE', `/api/admin/baskets/${basketId}/items/${item.id}`);
    }
    const empty = basketOf(await f.api('GET', `/api/admin/baskets/${basketId}`));
    expect(empty.products).toEqual([]);
    expect(empty.total).toBe(0);
    expect((await stockOf(t, f.parkingLot)).reserved).toBe(before.reserved);
  });

  it('refuses more tickets when its stock cannot follow, leaving the basket as it was', async () => {
    const basketId = await f.openBasket();
    await f.api('POST', `/api/admin/baskets/${basketId}/seats`, {
      eventId: f.eventId,
      seatIds: [f.seats.get('D-1')],
    });
    await add(basketId, { productId: f.parkingId, variantId: f.parkingLot, quantity: 1 });
    // One space left besides the one this basket holds.
    await t.database.db.execute(
      sql`UPDATE product_variants SET quantity_available = sold + reserved + 1 WHERE id = ${f.parkingLot}`,
    );
    const before = await stockOf(t, f.parkingLot);
    const more = await f.api('POST', `/api/admin/baskets/${basketId}/general-admission`, {
      eventId: f.eventId,
      areaId: f.areaId,
      quantity: 2,
    });
    expect(more.statusCode).toBe(409);
    expect(errorOf(more)?.code).toBe('purchase.product_out_of_stock');
    const after = basketOf(await f.api('GET', `/api/admin/baskets/${basketId}`));
    expect(after.items).toHaveLength(1);
    expect(after.products[0]!.quantity).toBe(1);
    expect((await stockOf(t, f.parkingLot)).reserved).toBe(before.reserved);
    expect(errorOf(more)?.message).toBe('Only 2 left.');
    await t.database.db.execute(
      sql`UPDATE product_variants SET quantity_available = 40 WHERE id = ${f.parkingLot}`,
    );
  });
});
