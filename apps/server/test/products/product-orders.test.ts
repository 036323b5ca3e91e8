import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { sweepExpiredReservations } from '@/modules/baskets/basket-sweeper.jobs';
import { unbalancedOrders } from '@/modules/orders/order-books.store';
import { startTestApp, type TestApp } from '../harness';
import { type BasketAnswer, errorOf, type ProductFixture, productFixture, stockOf } from './product-fixture';

let t: TestApp;
let f: ProductFixture;
let keys = 0;
const key = () => `product-order-${Date.now()}-${++keys}`;
const buyer = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' };

beforeAll(async () => {
  t = await startTestApp();
  f = await productFixture(t);
});
afterAll(() => t.close());

interface OrderAnswer {
  id: number;
  status: string;
  total: number;
  productTotal: number;
  netPaid: number;
  tickets: { id: number; status: string; total: number }[];
  products: {
    id: number;
    name: string;
    variantName: string | null;
    sku: string;
    quantity: number;
    unitPrice: number;
    total: number;
    status: string;
    redemptionInstructions: string;
  }[];
  payments: { id: number; amount: number; refunded: number }[];
}

/** A basket with two seats, parking for the party, two medium T-shirts and a programme. */
async function fullBasket(seats: string[]): Promise<{ id: string; basket: BasketAnswer }> {
  const id = await f.openBasket();
  const added = await f.api('POST', `/api/admin/baskets/${id}/seats`, {
    eventId: f.eventId,
    seatIds: seats.map((s) => f.seats.get(s)),
  });
  expect(added.statusCode, added.body).toBe(200);
  for (const body of [
    { productId: f.parkingId, variantId: f.parkingLot, quantity: 1 },
    { productId: f.shirtId, variantId: f.medium, quantity: 2 },
    { productId: f.programmeId, quantity: 1 },
  ]) {
    const res = await f.api('POST', `/api/admin/baskets/${id}/products`, { eventId: f.eventId, ...body });
    expect(res.statusCode, res.body).toBe(200);
  }
  const basket = (await f.api('GET', `/api/admin/baskets/${id}`)).data as unknown as BasketAnswer;
  return { id, basket };
}

async function checkout(basketId: string, total: number) {
  const res = await f.api('POST', `/api/admin/baskets/${basketId}/checkout`, {
    idempotencyKey: key(),
    buyer,
    payments: [{ type: 'Cash', amount: total }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.data as unknown as OrderAnswer;
}

const balanced = async () => expect(await unbalancedOrders(t.database.db, f.accountId)).toEqual([]);

describe('checking out products', () => {
  it('makes order items with the right total, moves stock from reserved to sold, and balances', async () => {
    const medium = await stockOf(t, f.medium);
    const parking = await stockOf(t, f.parkingLot);
    const { id, basket } = await fullBasket(['A-1', 'A-2']);
    // Two seats at $45 + $1.50 booking fee each, $2 handling per order; parking 2 × $10, shirts 2 × $25, programme $8.
    expect(basket.productTotal).toBe(2000 + 5000 + 800);
    expect(basket.total).toBe(2 * 4650 + 200 + 7800);
    const order = await checkout(id, basket.total);
    expect(order.total).toBe(basket.total);
    expect(order.productTotal).toBe(7800);
    expect(
      order.products.map((p) => [p.name, p.variantName, p.quantity, p.unitPrice, p.total, p.status]),
    ).toEqual([
      ['Parking', 'Lot A', 2, 1000, 2000, 'new'],
      ['Tour T-shirt', 'Medium', 2, 2500, 5000, 'new'],
      ['Souvenir programme', null, 1, 800, 800, 'new'],
    ]);
    expect(order.products[1]).toMatchObject({
      sku: `TEE-M-${f.accountId}`,
      redemptionInstructions: 'Collect at the merchandise stand.',
    });
    expect(await stockOf(t, f.medium)).toMatchObject({ sold: medium.sold + 2, reserved: medium.reserved });
    expect(await stockOf(t, f.parkingLot)).toMatchObject({
      sold: parking.sold + 2,
      reserved: parking.reserved,
    });
    const detail = await f.api('GET', `/api/admin/orders/${order.id}`);
    expect((detail.data.products as unknown[]).length).toBe(3);
    await balanced();
  });

  it('refuses a payment that leaves the products out', async () => {
    const { id, basket } = await fullBasket(['A-3']);
    const res = await f.api('POST', `/api/admin/baskets/${id}/checkout`, {
      idempotencyKey: key(),
      buyer,
      payments: [{ type: 'Cash', amount: basket.total - basket.productTotal }],
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)?.code).toBe('purchase.payment_total_mismatch');
    await f.api('DELETE', `/api/admin/baskets/${id}/items/${basket.items[0]!.id}`);
  });

  it('answers the same order to a retried checkout without selling the stock twice', async () => {
    const { id, basket } = await fullBasket(['A-4']);
    const medium = await stockOf(t, f.medium);
    const body = { idempotencyKey: key(), buyer, payments: [{ type: 'Cash', amount: basket.total }] };
    const first = await f.api('POST', `/api/admin/baskets/${id}/checkout`, body);
    const again = await f.api('POST', `/api/admin/baskets/${id}/checkout`, body);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.data.id).toBe(first.data.id);
    // The basket's two shirts were sold once: from reserved to sold, not twice.
    expect(await stockOf(t, f.medium)).toMatchObject({
      sold: medium.sold + 2,
      reserved: medium.reserved - 2,
    });
  });

  it('sells a basket of products only', async () => {
    const id = await f.openBasket();
    const added = await f.api('POST', `/api/admin/baskets/${id}/products`, {
      eventId: f.eventId,
      productId: f.programmeId,
      quantity: 2,
    });
    const order = await checkout(id, added.data.total as number);
    expect(order.total).toBe(1600);
    expect(order.tickets).toEqual([]);
    await balanced();
  });
});

describe('voiding product items', () => {
  it('refunds a product item to the original payment and puts its units back in stock', async () => {
    const { id, basket } = await fullBasket(['B-1', 'B-2']);
    const order = await checkout(id, basket.total);
    const medium = await stockOf(t, f.medium);
    const shirts = order.products.find((p) => p.name === 'Tour T-shirt')!;
    const res = await f.api('POST', `/api/admin/orders/${order.id}/void-products`, {
      productItemIds: [shirts.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.data as unknown as OrderAnswer;
    expect(after.products.find((p) => p.id === shirts.id)!.status).toBe('voided');
    expect(after.netPaid).toBe(order.total - 5000);
    expect(after.payments[0]!.refunded).toBe(5000);
    expect(after.status).not.toBe('voided');
    expect((await stockOf(t, f.medium)).sold).toBe(medium.sold - 2);
    await balanced();

    const again = await f.api('POST', `/api/admin/orders/${order.id}/void-products`, {
      productItemIds: [shirts.id],
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)?.code).toBe('admin.order_product_already_voided');
    const unknown = await f.api('POST', `/api/admin/orders/${order.id}/void-products`, {
      productItemIds: [order.tickets[0]!.id + 100_000],
    });
    expect(errorOf(unknown)?.code).toBe('admin.order_product_not_found');
  });

  it('voids every product item with the order when it is cancelled, refunding everything', async () => {
    const { id, basket } = await fullBasket(['B-3', 'B-4']);
    const order = await checkout(id, basket.total);
    const parking = await stockOf(t, f.parkingLot);
    const res = await f.api('POST', `/api/admin/orders/${order.id}/cancel`, { returnTo: 'open' });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.data as unknown as OrderAnswer;
    expect(after.status).toBe('voided');
    expect(after.products.every((p) => p.status === 'voided')).toBe(true);
    expect(after.tickets.every((p) => p.status === 'voided')).toBe(true);
    expect(after.netPaid).toBe(0);
    expect((await stockOf(t, f.parkingLot)).sold).toBe(parking.sold - 2);
    await balanced();
  });

  it('keeps the order charges live while a product is, after the last ticket is voided', async () => {
    const { id, basket } = await fullBasket(['B-5']);
    const order = await checkout(id, basket.total);
    const res = await f.api('POST', `/api/admin/orders/${order.id}/void`, {
      ticketIds: [order.tickets[0]!.id],
      returnTo: 'open',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.data as unknown as OrderAnswer).netPaid).toBe(order.total - order.tickets[0]!.total);
    await balanced();
    const rest = await f.api('POST', `/api/admin/orders/${order.id}/void-products`, {
      productItemIds: order.products.map((p) => p.id),
    });
    expect(rest.statusCode, rest.body).toBe(200);
    expect((rest.data as unknown as OrderAnswer).netPaid).toBe(0);
    expect(rest.data.status).toBe('voided');
    await balanced();
  });
});

describe('a basket whose time runs out', () => {
  it('gives its product stock back when swept, and its checkout takes only what is left', async () => {
    const before = await stockOf(t, f.small);
    const id = await f.openBasket();
    const added = await f.api('POST', `/api/admin/baskets/${id}/products`, {
      eventId: f.eventId,
      productId: f.shirtId,
      variantId: f.small,
      quantity: 2,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((await stockOf(t, f.small)).reserved).toBe(before.reserved + 2);
    const [basket] = await rows<{ expires_at: Date | string }>(
      t.database.db,
      sql`SELECT expires_at FROM baskets WHERE id = ${id}::uuid`,
    );
    const later = new Date(new Date(basket!.expires_at).getTime() + 1000);
    const swept = await sweepExpiredReservations(t.database.db, later);
    expect(swept.products).toBeGreaterThanOrEqual(2);
    expect((await stockOf(t, f.small)).reserved).toBe(before.reserved);
    const [line] = await rows<{ stock_reserved: number }>(
      t.database.db,
      sql`SELECT stock_reserved FROM basket_products WHERE basket_id = ${id}::uuid`,
    );
    expect(line!.stock_reserved).toBe(0);
  });

  it('releases product stock when a saved basket is deleted', async () => {
    const before = await stockOf(t, f.small);
    const id = await f.openBasket();
    await f.api('POST', `/api/admin/baskets/${id}/seats`, {
      eventId: f.eventId,
      seatIds: [f.seats.get('E-1')],
    });
    await f.api('POST', `/api/admin/baskets/${id}/products`, {
      eventId: f.eventId,
      productId: f.shirtId,
      variantId: f.small,
      quantity: 1,
    });
    expect((await stockOf(t, f.small)).reserved).toBe(before.reserved + 1);
    const saved = await f.api('POST', `/api/admin/baskets/${id}/save`, { name: 'Later' });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    const deleted = await f.api('DELETE', `/api/admin/saved-baskets/${id}`);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect((await stockOf(t, f.small)).reserved).toBe(before.reserved);
  });
});

describe('a saved basket resumed after its time ran out', () => {
  it('takes its product stock again and sells it', async () => {
    const id = await f.openBasket();
    await f.api('POST', `/api/admin/baskets/${id}/seats`, {
      eventId: f.eventId,
      seatIds: [f.seats.get('E-5')],
    });
    await f.api('POST', `/api/admin/baskets/${id}/products`, {
      eventId: f.eventId,
      productId: f.shirtId,
      variantId: f.medium,
      quantity: 3,
    });
    const holdUntil = new Date(t.clock.now.getTime() + 5 * 60_000);
    const saved = await f.api('POST', `/api/admin/baskets/${id}/save`, {
      name: 'Resume me',
      holdUntil: holdUntil.toISOString(),
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    const held = await stockOf(t, f.medium);
    t.clock.advance(10 * 60_000);
    await sweepExpiredReservations(t.database.db, t.clock.now);
    expect((await stockOf(t, f.medium)).reserved).toBe(held.reserved - 3);

    const resumed = await f.api('POST', `/api/admin/saved-baskets/${id}/resume`, { currentBasketId: null });
    expect(resumed.statusCode, resumed.body).toBeLessThan(300);
    expect((await stockOf(t, f.medium)).reserved).toBe(held.reserved);
    const basket = (await f.api('GET', `/api/admin/baskets/${id}`)).data as unknown as BasketAnswer;
    const order = await checkout(id, basket.total);
    expect(order.products[0]!.quantity).toBe(3);
    await balanced();
  });
});
