import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { adminsOfTwoAccounts } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';

/**
 * Price types are edited and archived (spec §4 "Archiving applies to … price types"): a changed
 * discount prices the next sale, an archived type is no longer offered but stays listed, and a
 * template keeps at least one type on sale.
 */
let t: TestApp;
let f: SaleFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await saleFixture(t);
});
afterAll(() => t.close());

const errorOf = (res: Awaited<ReturnType<typeof call>>) =>
  (res.data as { errors?: { code: string; field?: string }[] }).errors?.[0];

async function concessionSeat(place: string) {
  const open = await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
  return f.api('POST', `/api/admin/baskets/${open.data.id}/seats`, {
    eventId: f.eventId,
    seatIds: [f.seats.get(place)],
    priceTypeId: f.concessionId,
  });
}

describe('editing a price type', () => {
  it('prices the next sale at the new discount; a bad discount changes nothing', async () => {
    const before = await concessionSeat('A-1');
    expect(before.statusCode, before.body).toBe(200);
    // 20% off $45.00, plus the $1.50 booking fee and the $2.00 handling fee.
    expect(before.data.total).toBe(3600 + 150 + 200);
    const edited = await f.api('PUT', `/api/admin/price-types/${f.concessionId}`, {
      offsetType: 'Percentage',
      defaultDiscount: 5000,
      salesChannels: [],
      promotionId: null,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.data).toMatchObject({ name: 'Concession', defaultDiscount: 5000, archived: false });
    const after = await concessionSeat('A-2');
    expect(after.data.total).toBe(2250 + 150 + 200);

    const tooMuch = await f.api('PUT', `/api/admin/price-types/${f.concessionId}`, {
      offsetType: 'Percentage',
      defaultDiscount: 10_001,
      salesChannels: [],
      promotionId: null,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(errorOf(tooMuch)).toMatchObject({ code: 'admin.price_type_discount_too_high' });
    const list = await f.api('GET', `/api/admin/event-templates/${f.templateId}/price-types`);
    expect(
      (list.data as unknown as { id: number; defaultDiscount: number }[]).find(
        (p) => p.id === f.concessionId,
      ),
    ).toMatchObject({ defaultDiscount: 5000 });
  });

  it('is another account’s to see: 404 for an editor of a different account', async () => {
    const { otherToken } = await adminsOfTwoAccounts(t.app, t.database.db);
    const res = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/price-types/${f.concessionId}`,
      token: otherToken,
      payload: { offsetType: 'Percentage', defaultDiscount: 0, salesChannels: [], promotionId: null },
    });
    expect(res.statusCode).toBe(404);
    const archived = await call(t.app, {
      method: 'POST',
      url: `/api/admin/price-types/${f.concessionId}/archive`,
      token: otherToken,
    });
    expect(archived.statusCode).toBe(404);
  });
});

describe('archiving a price type', () => {
  it('stops offering it, keeps it listed, and refuses to archive the last one on sale', async () => {
    const archived = await f.api('POST', `/api/admin/price-types/${f.concessionId}/archive`);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.data).toMatchObject({ name: 'Concession', archived: true });
    const refused = await concessionSeat('A-3');
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toMatchObject({ code: 'purchase.price_type_not_available' });
    const list = await f.api('GET', `/api/admin/event-templates/${f.templateId}/price-types`);
    const types = list.data as unknown as { id: number; name: string; archived: boolean }[];
    expect(types.map((p) => [p.name, p.archived])).toEqual([
      ['Full price', false],
      ['Concession', true],
    ]);
    const full = types.find((p) => p.name === 'Full price')!;
    const last = await f.api('POST', `/api/admin/price-types/${full.id}/archive`);
    expect(last.statusCode).toBe(409);
    expect(errorOf(last)).toMatchObject({ code: 'admin.price_type_last_active' });
    const still = await f.api('GET', `/api/admin/event-templates/${f.templateId}/price-types`);
    expect((still.data as unknown as { archived: boolean }[]).filter((p) => !p.archived)).toHaveLength(1);
  });
});
