import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { type SaleFixture, saleFixture } from './sale-fixture';

/** The basket add's answer is built from the rows the add read (decisions/0027). */
describe('adding to a basket', () => {
  let t: TestApp;
  let f: SaleFixture;

  beforeAll(async () => {
    t = await startTestApp();
    f = await saleFixture(t);
  });
  afterAll(() => t.close());

  const newBasket = async () =>
    (await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' })).data.id as string;

  it('answers the basket exactly as reading it afterwards shows it', async () => {
    const id = await newBasket();
    await f.api('POST', `/api/admin/baskets/${id}/seats`, {
      eventId: f.eventId,
      seatIds: [f.seats.get('B-3')],
    });
    const added = await f.api('POST', `/api/admin/baskets/${id}/general-admission`, {
      eventId: f.eventId,
      areaId: f.areaId,
      quantity: 2,
      priceTypeId: f.concessionId,
    });
    expect(added.statusCode, added.body).toBe(200);
    const read = await f.api('GET', `/api/admin/baskets/${id}`);
    expect(added.data).toEqual(read.data);
    expect((added.data.items as unknown[]).length).toBe(2);
    expect(added.data.expiresAt).not.toBeNull();
  });

  it('prices a new line at a price changed just before, with no stale copy of the old one', async () => {
    const first = await newBasket();
    const before = await f.api('POST', `/api/admin/baskets/${first}/seats`, {
      eventId: f.eventId,
      seatIds: [f.seats.get('B-6')],
    });
    expect((before.data.items as { faceValue: number }[])[0]!.faceValue).toBe(4500);
    const changed = await f.api('PUT', `/api/admin/events/${f.eventId}/price-levels/${f.stallsId}`, {
      name: 'Stalls',
      color: '#4c6ef5',
      defaultPrice: 5000,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const second = await newBasket();
    const after = await f.api('POST', `/api/admin/baskets/${second}/seats`, {
      eventId: f.eventId,
      seatIds: [f.seats.get('B-8')],
    });
    expect((after.data.items as { faceValue: number }[])[0]!.faceValue).toBe(5000);
  });
});
