import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventPriceTableEntries } from '@/db/schema';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { startTestApp, type TestApp } from '../harness';
import { errorOf } from './api';

let t: TestApp;
let f: SaleFixture;
let studentId: number;

beforeAll(async () => {
  t = await startTestApp();
  f = await saleFixture(t);
  const student = await f.api('POST', `/api/admin/event-templates/${f.templateId}/price-types`, {
    name: 'Student',
    offsetType: 'Table',
  });
  studentId = student.data.id as number;
});
afterAll(() => t.close());

async function addSeat(seat: string) {
  const basket = await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
  return f.api('POST', `/api/admin/baskets/${basket.data.id}/seats`, {
    eventId: f.eventId,
    seatIds: [f.seats.get(seat)],
    priceTypeId: studentId,
  });
}

describe('a Table price type in a basket', () => {
  it('has no price until the event’s price table gives one', async () => {
    const res = await addSeat('C-1');
    expect(errorOf(res)).toMatchObject({ code: 'purchase.no_price_for_type', field: 'priceTypeId' });
  });

  it('sells at the event’s own price table price', async () => {
    await t.database.db
      .insert(eventPriceTableEntries)
      .values({ accountId: f.accountId, priceLevelId: f.stallsId, priceTypeId: studentId, price: 2500 });
    const res = await addSeat('C-2');
    expect(res.statusCode, res.body).toBe(200);
    expect((res.data.items as { priceTypeName: string; faceValue: number }[])[0]).toMatchObject({
      priceTypeName: 'Student',
      faceValue: 2500,
    });
  });
});
