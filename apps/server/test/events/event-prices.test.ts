import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { startTestApp, type TestApp } from '../harness';

let t: TestApp;
let f: SaleFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await saleFixture(t);
});
afterAll(() => t.close());

describe('the price grid of an event', () => {
  it('prices every level and type with its per-ticket fees, as a basket would charge', async () => {
    const res = await f.api('GET', `/api/admin/events/${f.eventId}/prices`);
    expect(res.statusCode, res.body).toBe(200);
    const types = res.data.priceTypes as { id: number; name: string }[];
    expect(types.map((x) => x.name)).toEqual(['Full price', 'Concession']);
    const cells = res.data.cells as { priceTypeId: number; faceValue: number; fees: number; price: number }[];
    expect(cells.map((c) => [c.priceTypeId, c.faceValue, c.fees, c.price])).toEqual([
      [types[0]!.id, 4500, 150, 4650],
      [types[1]!.id, 3600, 150, 3750],
    ]);
    expect(res.data.orderFees).toEqual([{ name: 'Handling fee', amount: 200 }]);

    // The same figures a basket charges for one concession ticket.
    const basket = await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
    const added = await f.api('POST', `/api/admin/baskets/${basket.data.id}/seats`, {
      eventId: f.eventId,
      seatIds: [f.seats.get('A-1')],
      priceTypeId: f.concessionId,
    });
    expect((added.data.items as { total: number }[])[0]!.total).toBe(3750);
  });

  it('shows a promotion’s discount when asked, and refuses a promotion of another template', async () => {
    const promo = await f.api('POST', `/api/admin/event-templates/${f.templateId}/promotions`, {
      name: 'Early bird',
      code: 'EARLY10',
      startsAt: '2026-01-01T00:00:00Z',
      endsAt: '2027-12-31T00:00:00Z',
      discountKind: 'Percentage',
      discount: 1000,
    });
    expect(promo.statusCode, promo.body).toBe(201);
    const res = await f.api('GET', `/api/admin/events/${f.eventId}/prices?promotionId=${promo.data.id}`);
    expect(res.data.promotions).toEqual([{ id: promo.data.id, name: 'Early bird', code: 'EARLY10' }]);
    const full = (res.data.cells as { faceValue: number; discount: number; price: number }[])[0]!;
    expect(full).toMatchObject({ faceValue: 4050, discount: 450, price: 4200 });
    const missing = await f.api('GET', `/api/admin/events/${f.eventId}/prices?promotionId=999999`);
    expect(missing.statusCode).toBe(404);
  });
});
