import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { readPdf } from '../tickets/pdf-read';
import { type ProductFixture, productFixture } from './product-fixture';

let t: TestApp;
let f: ProductFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await productFixture(t);
});
afterAll(() => t.close());

describe('product vouchers in the tickets PDF', () => {
  it('adds one voucher page per live product item, with its redemption instructions', async () => {
    const id = await f.openBasket();
    await f.api('POST', `/api/admin/baskets/${id}/seats`, {
      eventId: f.eventId,
      seatIds: [f.seats.get('A-1')],
    });
    await f.api('POST', `/api/admin/baskets/${id}/products`, {
      eventId: f.eventId,
      productId: f.parkingId,
      variantId: f.parkingLot,
    });
    const added = await f.api('POST', `/api/admin/baskets/${id}/products`, {
      eventId: f.eventId,
      productId: f.shirtId,
      variantId: f.medium,
      quantity: 2,
    });
    const order = await f.api('POST', `/api/admin/baskets/${id}/checkout`, {
      idempotencyKey: `voucher-${Date.now()}`,
      buyer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' },
      payments: [{ type: 'Cash', amount: added.data.total }],
    });
    expect(order.statusCode, order.body).toBe(201);
    const orderId = order.data.id as number;
    const shirts = (order.data.products as { id: number; name: string }[]).find(
      (p) => p.name === 'Tour T-shirt',
    )!;

    const res = await f.api('GET', `/api/admin/orders/${orderId}/tickets.pdf`);
    expect(res.statusCode).toBe(200);
    if (process.env.VOUCHER_PDF_OUT) writeFileSync(process.env.VOUCHER_PDF_OUT, res.rawPayload);
    const pages = await readPdf(res.rawPayload);
    expect(pages).toHaveLength(3);
    expect(pages[1]!.text).toContain('Parking · Lot A');
    expect(pages[1]!.text).toContain('Quantity: 1');
    expect(pages[1]!.text).toContain('Show this voucher at the car park gate.');
    expect(pages[2]!.text).toContain('Tour T-shirt · Medium');
    expect(pages[2]!.text).toContain('Quantity: 2');
    expect(pages[2]!.text).toContain('Price: $50.00');
    expect(pages[2]!.text).toContain('Collect at the merchandise stand.');
    expect(pages[2]!.barcodes).toEqual([]);

    // A voided product item has no voucher any more.
    await f.api('POST', `/api/admin/orders/${orderId}/void-products`, { productItemIds: [shirts.id] });
    const after = await readPdf((await f.api('GET', `/api/admin/orders/${orderId}/tickets.pdf`)).rawPayload);
    expect(after).toHaveLength(2);
  });
});
