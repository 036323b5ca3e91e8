import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { addHostname } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { shopBrowser } from '../shop/shop-client';

let t: TestApp;
let f: SaleFixture;

const refusal = (limit: number) => [
  expect.objectContaining({
    code: 'purchase.ticket_limit_per_order',
    message: `You can buy at most ${limit} tickets for this event in one order.`,
  }),
];

const setEventLimit = (limit: number | null) =>
  t.database.db.execute(sql`UPDATE events SET order_ticket_limit = ${limit} WHERE id = ${f.eventId}`);

async function staffBasket() {
  const res = await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
  expect(res.statusCode, res.body).toBe(201);
  return res.data.id as string;
}

const seatIds = (...keys: string[]) => keys.map((k) => f.seats.get(k));

beforeAll(async () => {
  t = await startTestApp();
  // The template allows 10 tickets per order (its default).
  f = await saleFixture(t);
  await addHostname(t.database.db, f.accountId, 'localhost', true);
});
afterAll(() => t.close());

describe('an event’s own maximum of tickets per order', () => {
  it('is enforced in a box-office basket over the template’s, across additions', async () => {
    await setEventLimit(2);
    const id = await staffBasket();
    const three = await f.api('POST', `/api/admin/baskets/${id}/seats`, {
      eventId: f.eventId,
      seatIds: seatIds('A-1', 'A-2', 'A-3'),
    });
    expect(three.statusCode).toBe(400);
    expect(three.data.errors).toEqual(refusal(2));
    const two = await f.api('POST', `/api/admin/baskets/${id}/seats`, {
      eventId: f.eventId,
      seatIds: seatIds('A-1', 'A-2'),
    });
    expect(two.statusCode, two.body).toBe(200);
    const standing = await f.api('POST', `/api/admin/baskets/${id}/general-admission`, {
      eventId: f.eventId,
      areaId: f.areaId,
      quantity: 1,
    });
    expect(standing.statusCode).toBe(400);
    expect(standing.data.errors).toEqual(refusal(2));
  });

  it('is enforced in the shop’s basket', async () => {
    await setEventLimit(2);
    const buyer = shopBrowser(t.app);
    const three = await buyer.send('POST', '/api/shop/basket/seats', {
      eventId: f.eventId,
      seatIds: seatIds('B-1', 'B-2', 'B-3'),
    });
    expect(three.statusCode).toBe(400);
    expect(three.data.errors).toEqual(refusal(2));
    const two = await buyer.send('POST', '/api/shop/basket/seats', {
      eventId: f.eventId,
      seatIds: seatIds('B-1', 'B-2'),
    });
    expect(two.statusCode, two.body).toBe(200);
  });

  it('leaves the template’s maximum in force when the event has none', async () => {
    await setEventLimit(null);
    const id = await staffBasket();
    const three = await f.api('POST', `/api/admin/baskets/${id}/seats`, {
      eventId: f.eventId,
      seatIds: seatIds('C-1', 'C-2', 'C-3'),
    });
    expect(three.statusCode, three.body).toBe(200);
  });
});
