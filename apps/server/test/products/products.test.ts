import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminsOfTwoAccounts } from '../factories';
import { call, type Json, startTestApp, type TestApp } from '../harness';

let t: TestApp;
let token: string;
let otherToken: string;
let templateId: number;

beforeAll(async () => {
  t = await startTestApp();
  ({ token, otherToken } = await adminsOfTwoAccounts(t.app, t.database.db));
  const template = await call(t.app, {
    method: 'POST',
    url: '/api/admin/event-templates',
    token,
    payload: { name: 'Gala' },
  });
  templateId = template.data.id as number;
});
afterAll(() => t.close());

const programme = {
  name: 'Souvenir programme',
  type: 'Program',
  sku: 'PROG-01',
  price: 1200,
  inventoryControlled: true,
  hardTicketText: 'Collect at the merchandise desk',
  variants: [
    { name: 'English', sku: 'PROG-01-EN', quantityAvailable: 300 },
    { name: 'French', sku: 'PROG-01-FR', quantityAvailable: 120 },
  ],
};

describe('products', () => {
  it('adds a product with its variants and stock', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/admin/event-templates/${templateId}/products`,
      token,
      payload: programme,
    });
    expect(res.statusCode).toBe(201);
    expect(res.data).toMatchObject({
      name: 'Souvenir programme',
      price: 1200,
      archived: false,
      fullPartyAddOn: false,
    });
    expect((res.data.variants as Json[]).map((v) => [v.name, v.quantityAvailable, v.sold])).toEqual([
      ['English', 300, 0],
      ['French', 120, 0],
    ]);
    const list = await call(t.app, {
      method: 'GET',
      url: `/api/admin/event-templates/${templateId}/products`,
      token,
    });
    expect((list.data as unknown as Json[]).map((p) => p.sku)).toEqual(['PROG-01']);
  });

  it('refuses a SKU already used in the account, whatever its case', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/admin/event-templates/${templateId}/products`,
      token,
      payload: { ...programme, sku: 'prog-01', variants: [], inventoryControlled: false },
    });
    expect(res.statusCode).toBe(409);
    expect(res.data.errors).toEqual([
      { code: 'admin.product_sku_taken', message: 'Another product already uses this SKU.', field: 'sku' },
    ]);
  });

  it('needs a quantity for every variant when stock is controlled, and saves nothing otherwise', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/admin/event-templates/${templateId}/products`,
      token,
      payload: {
        ...programme,
        sku: 'PARK-1',
        variants: [
          { name: 'Lot A', sku: 'PARK-1-A', quantityAvailable: 40 },
          { name: 'Lot B', sku: 'PARK-1-B' },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect((res.data.errors as Json[])[0]).toMatchObject({
      code: 'admin.product_stock_required',
      field: 'variants.1.quantityAvailable',
    });
    const list = await call(t.app, {
      method: 'GET',
      url: `/api/admin/event-templates/${templateId}/products`,
      token,
    });
    expect((list.data as unknown as Json[]).map((p) => p.sku)).toEqual(['PROG-01']);
  });

  it('limits hard ticket text to 12 lines of 100 characters', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/admin/event-templates/${templateId}/products`,
      token,
      payload: {
        ...programme,
        sku: 'LONG-1',
        variants: [],
        inventoryControlled: false,
        hardTicketText: Array(13).fill('line').join('\n'),
      },
    });
    expect(res.statusCode).toBe(400);
    expect((res.data.errors as Json[])[0]).toMatchObject({ field: 'hardTicketText' });
  });

  it('keeps products inside their account', async () => {
    const res = await call(t.app, {
      method: 'GET',
      url: `/api/admin/event-templates/${templateId}/products`,
      token: otherToken,
    });
    expect(res.statusCode).toBe(404);
  });
});
