import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { addHostname } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { approveCard, buyer, codeOf, messageOf, shopBrowser } from '../shop/shop-client';

let t: TestApp;
let f: SaleFixture;
let key = 0;
const newKey = () => `shown-total-${++key}-attempt-key`;

beforeAll(async () => {
  t = await startTestApp();
  f = await saleFixture(t);
  await addHostname(t.database.db, f.accountId, 'localhost', true);
});
afterAll(() => t.close());

const chargesFor = async (idempotencyKey: string) =>
  (
    await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM sandbox_charges WHERE idempotency_key LIKE ${`${idempotencyKey}%`}`,
    )
  )[0]!.n;
const ordersOfAccount = async () =>
  (
    await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM orders WHERE account_id = ${f.accountId}`,
    )
  )[0]!.n;

describe('the shop checkout charges only the total the buyer was shown', () => {
  it('refuses with the new total when a price changed between showing and paying, and charges nothing', async () => {
    const b = shopBrowser(t.app);
    const added = await b.send('POST', '/api/shop/basket/seats', {
      eventId: f.eventId,
      seatIds: [f.seats.get('A-1')],
    });
    const shown = (added.data.basket as { total: number }).total;
    expect(shown).toBe(4500 + 150 + 200);

    // The venue raises the price while the buyer is on the payment page.
    const raised = await f.api('PUT', `/api/admin/events/${f.eventId}/price-levels/${f.stallsId}`, {
      name: 'Stalls',
      color: '#4c6ef5',
      defaultPrice: 5000,
    });
    expect(raised.statusCode, raised.body).toBe(200);
    const orders = await ordersOfAccount();

    const attempt = newKey();
    const refused = await b.send('POST', '/api/shop/basket/checkout', {
      idempotencyKey: attempt,
      expectedTotal: shown,
      buyer,
      card: approveCard,
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(codeOf(refused)).toBe('purchase.total_changed');
    expect(messageOf(refused)).toBe(
      'The total of your basket has changed to $53.50. Nothing was charged; check the total and confirm again.',
    );
    expect(await chargesFor(attempt)).toBe(0);
    expect(await ordersOfAccount()).toBe(orders);

    // The basket is kept and shows the new total; paying that succeeds.
    const now = await b.send('GET', '/api/shop/basket');
    const basket = now.data.basket as { total: number; items: unknown[] };
    expect(basket.items).toHaveLength(1);
    expect(basket.total).toBe(5000 + 150 + 200);
    const paid = await b.send('POST', '/api/shop/basket/checkout', {
      idempotencyKey: newKey(),
      expectedTotal: basket.total,
      buyer,
      card: approveCard,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.data.total).toBe(5350);
    expect(paid.data.payments).toEqual([expect.objectContaining({ type: 'CreditCard', amount: 5350 })]);
  });

  it('refuses a total lower or higher than the basket costs, whatever the buyer sends', async () => {
    const b = shopBrowser(t.app);
    await b.send('POST', '/api/shop/basket/seats', { eventId: f.eventId, seatIds: [f.seats.get('A-2')] });
    for (const expectedTotal of [0, 1, 5349, 5351, 100_000]) {
      const attempt = newKey();
      const res = await b.send('POST', '/api/shop/basket/checkout', {
        idempotencyKey: attempt,
        expectedTotal,
        buyer,
        card: approveCard,
      });
      expect(res.statusCode, `${expectedTotal}: ${res.body}`).toBe(409);
      expect(codeOf(res)).toBe('purchase.total_changed');
      expect(await chargesFor(attempt)).toBe(0);
    }
  });

  it('needs the shown total: a checkout without it is refused', async () => {
    const b = shopBrowser(t.app);
    await b.send('POST', '/api/shop/basket/seats', { eventId: f.eventId, seatIds: [f.seats.get('A-3')] });
    const res = await b.send('POST', '/api/shop/basket/checkout', {
      idempotencyKey: newKey(),
      expectedTotal: undefined,
      buyer,
      card: approveCard,
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toEqual([
      expect.objectContaining({ code: 'common.validation_failed', field: 'expectedTotal' }),
    ]);
  });
});
