import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminsOfTwoAccounts } from './factories';
import { call, type Json, startTestApp, type TestApp } from './harness';

let t: TestApp;
let token: string;
let otherToken: string;
let templateId: number;
let adultId: number;
let boxId: number;
let archivedLevelId: number;
let programmeId: number;
let englishId: number;
let otherProductId: number;

const post = (url: string, payload: unknown, as = token) =>
  call(t.app, { method: 'POST', url, token: as, payload: payload as Json });
const put = (url: string, payload: unknown, as = token) =>
  call(t.app, { method: 'PUT', url, token: as, payload: payload as Json });
const list = async () =>
  (await call(t.app, { method: 'GET', url: `/api/admin/event-templates/${templateId}/packages`, token }))
    .data as unknown as Json[];

beforeAll(async () => {
  t = await startTestApp();
  ({ token, otherToken } = await adminsOfTwoAccounts(t.app, t.database.db));
  templateId = (await post('/api/admin/event-templates', { name: 'Gala' })).data.id as number;
  adultId = (
    await post(`/api/admin/event-templates/${templateId}/price-types`, {
      name: 'Adult',
      offsetType: 'FlatAmount',
    })
  ).data.id as number;
  boxId = (
    await post(`/api/admin/event-templates/${templateId}/price-levels`, {
      name: 'Box',
      color: '#fab005',
      defaultPrice: 9000,
      packageOnly: true,
    })
  ).data.id as number;
  archivedLevelId = (
    await post(`/api/admin/event-templates/${templateId}/price-levels`, {
      name: 'Gallery',
      color: '#868e96',
      defaultPrice: 1500,
    })
  ).data.id as number;
  await post(`/api/admin/template-price-levels/${archivedLevelId}/archive`, {});
  const programme = await post(`/api/admin/event-templates/${templateId}/products`, {
    name: 'Programme',
    type: 'Program',
    sku: 'PROG-PK',
    price: 1000,
    variants: [
      { name: 'English', sku: 'PROG-PK-EN' },
      { name: 'French', sku: 'PROG-PK-FR' },
    ],
  });
  programmeId = programme.data.id as number;
  englishId = (programme.data.variants as Json[])[0]!.id as number;
  const otherTemplate = (await post('/api/admin/event-templates', { name: 'Other' }, otherToken)).data.id;
  otherProductId = (
    await post(
      `/api/admin/event-templates/${otherTemplate}/products`,
      { name: 'Parking', type: 'Parking', sku: 'PARK-OTHER', price: 500 },
      otherToken,
    )
  ).data.id as number;
});
afterAll(() => t.close());

const dinnerAndShow = () => ({
  name: 'Dinner and a show',
  description: 'Two tickets, two dinners and a programme.',
  pricingMode: 'Package',
  price: 12_000,
  items: [
    { kind: 'PriceType', priceTypeId: adultId, quantity: 2, unitPrice: 4500 },
    { kind: 'Product', productId: programmeId, productVariantId: englishId, quantity: 1, unitPrice: 1000 },
  ],
});

describe('packages', () => {
  let packageId: number;

  it('adds a package priced as a whole and splits its price across the items by their value', async () => {
    const res = await post(`/api/admin/event-templates/${templateId}/packages`, dinnerAndShow());
    expect(res.statusCode, res.body).toBe(201);
    packageId = res.data.id as number;
    expect(res.data).toMatchObject({
      name: 'Dinner and a show',
      pricingMode: 'Package',
      price: 12_000,
      total: 12_000,
    });
    expect((res.data.items as Json[]).map((i) => [i.label, i.quantity, i.allocated])).toEqual([
      ['Adult', 2, 10_800],
      ['Programme – English', 1, 1200],
    ]);
    expect((await list()).map((p) => p.name)).toEqual(['Dinner and a show']);
  });

  it('adds a per-item package whose total is the sum of its items', async () => {
    const res = await post(`/api/admin/event-templates/${templateId}/packages`, {
      ...dinnerAndShow(),
      name: 'Family pack',
      pricingMode: 'PerItem',
      price: 999,
    });
    expect(res.statusCode).toBe(201);
    expect(res.data).toMatchObject({ price: null, total: 10_000 });
  });

  it.each([
    [{ price: null }, 'admin.package_price_required', 'price', 400],
    [
      { items: [{ kind: 'PriceType', priceTypeId: 999_999, quantity: 1, unitPrice: 0 }] },
      'admin.package_item_not_found',
      'items.0.priceTypeId',
      404,
    ],
    [
      { items: [{ kind: 'Product', quantity: 1, unitPrice: 0 }] },
      'admin.package_item_not_found',
      'items.0.productId',
      404,
    ],
  ])('refuses %o with %s on %s and saves nothing', async (change, code, field, status) => {
    const before = await list();
    const res = await post(`/api/admin/event-templates/${templateId}/packages`, {
      ...dinnerAndShow(),
      ...change,
    });
    expect(res.statusCode).toBe(status);
    expect(res.data.errors).toEqual([expect.objectContaining({ code, field })]);
    expect(await list()).toEqual(before);
  });

  it('includes seats at a package-only price level of the template, but not an archived level', async () => {
    const res = await post(`/api/admin/event-templates/${templateId}/packages`, {
      ...dinnerAndShow(),
      name: 'Box for two',
      price: 20_000,
      items: [
        { kind: 'PriceLevel', priceLevelId: boxId, quantity: 2, unitPrice: 9000 },
        { kind: 'Product', productId: programmeId, quantity: 2, unitPrice: 1000 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.data.items as Json[]).map((i) => [i.kind, i.label, i.allocated])).toEqual([
      ['PriceLevel', 'Box', 18_000],
      ['Product', 'Programme', 2000],
    ]);
    const before = await list();
    const archived = await post(`/api/admin/event-templates/${templateId}/packages`, {
      ...dinnerAndShow(),
      items: [{ kind: 'PriceLevel', priceLevelId: archivedLevelId, quantity: 1, unitPrice: 1500 }],
    });
    expect(archived.statusCode).toBe(404);
    expect(archived.data.errors).toEqual([
      expect.objectContaining({ code: 'admin.package_item_not_found', field: 'items.0.priceLevelId' }),
    ]);
    expect(await list()).toEqual(before);
  });

  it('refuses another account’s product and a variant of another product, each on its field', async () => {
    const res = await post(`/api/admin/event-templates/${templateId}/packages`, {
      ...dinnerAndShow(),
      items: [
        { kind: 'Product', productId: otherProductId, quantity: 1, unitPrice: 500 },
        { kind: 'Product', productId: programmeId, productVariantId: 999_999, quantity: 1, unitPrice: 500 },
      ],
    });
    expect(res.statusCode).toBe(404);
    expect((res.data.errors as Json[]).map((e) => [e.code, e.field, e.message])).toEqual([
      [
        'admin.package_item_not_found',
        'items.0.productId',
        'This item is not part of the event template, or it is archived.',
      ],
      [
        'admin.package_item_not_found',
        'items.1.productVariantId',
        'This item is not part of the event template, or it is archived.',
      ],
    ]);
  });

  it('needs at least one item and a whole quantity of at least one', async () => {
    const res = await post(`/api/admin/event-templates/${templateId}/packages`, {
      ...dinnerAndShow(),
      items: [{ kind: 'PriceType', priceTypeId: adultId, quantity: 0, unitPrice: 100 }],
    });
    expect(res.statusCode).toBe(400);
    expect((res.data.errors as Json[])[0]).toMatchObject({
      code: 'common.validation_failed',
      field: 'items.0.quantity',
    });
  });

  it('edits a package’s items and price; a refused edit changes nothing', async () => {
    const edited = await put(`/api/admin/packages/${packageId}`, {
      ...dinnerAndShow(),
      price: 9000,
      items: [{ kind: 'PriceType', priceTypeId: adultId, quantity: 3, unitPrice: 4500 }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.data.items as Json[]).map((i) => [i.label, i.quantity, i.allocated])).toEqual([
      ['Adult', 3, 9000],
    ]);
    const before = await list();
    const refused = await put(`/api/admin/packages/${packageId}`, { ...dinnerAndShow(), price: null });
    expect(refused.statusCode).toBe(400);
    expect(await list()).toEqual(before);
  });

  it('archives a package: listed as archived and no longer changed', async () => {
    const archived = await post(`/api/admin/packages/${packageId}/archive`, {});
    expect(archived.data).toMatchObject({ archived: true });
    expect((await list()).find((p) => p.id === packageId)).toMatchObject({ archived: true });
    const edit = await put(`/api/admin/packages/${packageId}`, dinnerAndShow());
    expect(edit.statusCode).toBe(409);
    expect((edit.data.errors as Json[])[0]).toMatchObject({ code: 'admin.package_archived' });
  });

  it('keeps packages inside their account', async () => {
    const read = await call(t.app, {
      method: 'GET',
      url: `/api/admin/event-templates/${templateId}/packages`,
      token: otherToken,
    });
    expect(read.statusCode).toBe(404);
    const edit = await put(`/api/admin/packages/${packageId}`, dinnerAndShow(), otherToken);
    expect(edit.statusCode).toBe(404);
    expect((edit.data.errors as Json[])[0]).toMatchObject({ code: 'admin.package_not_found' });
  });
});
