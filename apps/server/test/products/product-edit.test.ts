import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addHostname, adminsOfTwoAccounts } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { shopBrowser } from '../shop/shop-client';
import { type BasketAnswer, errorOf, type ProductFixture, productFixture, stockOf } from './product-fixture';

/**
 * Products and their variants are edited and archived (decisions/0056): a changed price sells
 * from the next sale on, items sold keep theirs, an archived product or variant is offered
 * neither at the box office nor in the shop, and a product with variants keeps one on sale.
 */
let t: TestApp;
let f: ProductFixture;
let keys = 0;
const key = () => `product-edit-${Date.now()}-${++keys}`;

beforeAll(async () => {
  t = await startTestApp();
  f = await productFixture(t);
  await addHostname(t.database.db, f.accountId, 'localhost', true);
});
afterAll(() => t.close());

interface ProductAnswer {
  id: number;
  name: string;
  price: number;
  archived: boolean;
  inventoryControlled: boolean;
  variants: { id: number; name: string; quantityAvailable: number | null; archived: boolean }[];
}

const programme = (more: object = {}) => ({
  type: 'Program',
  sku: `PROG-${f.accountId}`,
  price: 900,
  ...more,
});

async function addProduct(productId: number, variantId: number | null = null) {
  const id = await f.openBasket();
  const res = await f.api('POST', `/api/admin/baskets/${id}/products`, {
    eventId: f.eventId,
    productId,
    variantId,
  });
  return { id, res };
}

const offered = async () =>
  (await f.api('GET', `/api/admin/sell/events/${f.eventId}/products`)).data.products as {
    id: number;
    price: number;
    variants: { id: number }[];
  }[];

const listed = async () =>
  (await f.api('GET', `/api/admin/event-templates/${f.templateId}/products`))
    .data as unknown as ProductAnswer[];

/** The order that bought a programme before it was changed and archived. */
let soldOrder: number;

describe('editing a product', () => {
  it('sells the next one at the new price; an item already sold keeps its price', async () => {
    const first = await addProduct(f.programmeId);
    expect(first.res.statusCode, first.res.body).toBe(200);
    const basket = first.res.data as unknown as BasketAnswer;
    const order = await f.api('POST', `/api/admin/baskets/${first.id}/checkout`, {
      idempotencyKey: key(),
      buyer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' },
      payments: [{ type: 'Cash', amount: basket.total }],
    });
    expect(order.statusCode, order.body).toBe(201);
    soldOrder = order.data.id as number;

    const edited = await f.api('PUT', `/api/admin/products/${f.programmeId}`, programme());
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.data).toMatchObject({ name: 'Souvenir programme', price: 900, archived: false });
    expect((await offered()).find((p) => p.id === f.programmeId)).toMatchObject({ price: 900 });
    const next = await addProduct(f.programmeId);
    expect((next.res.data as unknown as BasketAnswer).products[0]).toMatchObject({ unitPrice: 900 });
    const kept = await f.api('GET', `/api/admin/orders/${soldOrder}`);
    expect((kept.data.products as { unitPrice: number }[])[0]).toMatchObject({ unitPrice: 800 });
  });

  it('refuses a taken SKU, a missing stock and odd input with their own errors', async () => {
    const taken = await f.api(
      'PUT',
      `/api/admin/products/${f.programmeId}`,
      programme({ sku: `park-${f.accountId}` }),
    );
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toMatchObject({ code: 'admin.product_sku_taken', field: 'sku' });
    // Controlling the programme's inventory needs a variant with a stock.
    const control = await f.api(
      'PUT',
      `/api/admin/products/${f.programmeId}`,
      programme({ inventoryControlled: true }),
    );
    expect(control.statusCode).toBe(400);
    expect(errorOf(control)).toMatchObject({ code: 'admin.product_stock_required' });
    const odd = await f.api('PUT', `/api/admin/products/${f.programmeId}`, programme({ price: -5 }));
    expect(odd.statusCode).toBe(400);
    const missing = await f.api('PUT', '/api/admin/products/999999', programme());
    expect(errorOf(missing)).toMatchObject({ code: 'admin.product_not_found' });
    expect((await listed()).find((p) => p.id === f.programmeId)).toMatchObject({ price: 900 });
  });

  it('is another account’s: 404 to an administrator of a different account', async () => {
    const { otherToken } = await adminsOfTwoAccounts(t.app, t.database.db);
    const as = (method: 'PUT' | 'POST', url: string, payload?: object) =>
      call(t.app, { method, url, token: otherToken, payload });
    expect((await as('PUT', `/api/admin/products/${f.programmeId}`, programme())).statusCode).toBe(404);
    expect((await as('POST', `/api/admin/products/${f.programmeId}/archive`)).statusCode).toBe(404);
    expect(
      (await as('POST', `/api/admin/products/${f.shirtId}/variants`, { name: 'L', sku: 'L1' })).statusCode,
    ).toBe(404);
    expect(
      (
        await as('PUT', `/api/admin/product-variants/${f.small}`, {
          name: 'S',
          sku: 'S1',
          quantityAvailable: 1,
        })
      ).statusCode,
    ).toBe(404);
    expect((await as('POST', `/api/admin/product-variants/${f.small}/archive`)).statusCode).toBe(404);
  });
});

describe('editing variants', () => {
  it('adds a variant and changes a stock, never below what is sold or held', async () => {
    const added = await f.api('POST', `/api/admin/products/${f.shirtId}/variants`, {
      name: 'Large',
      sku: `TEE-L-${f.accountId}`,
      quantityAvailable: 10,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect((added.data as unknown as ProductAnswer).variants.map((v) => v.name)).toEqual([
      'Small',
      'Medium',
      'Large',
    ]);
    const noStock = await f.api('POST', `/api/admin/products/${f.shirtId}/variants`, {
      name: 'XL',
      sku: `TEE-XL-${f.accountId}`,
    });
    expect(errorOf(noStock)).toMatchObject({ code: 'admin.product_stock_required' });

    // One Small held by a basket: the stock cannot go below it.
    expect((await addProduct(f.shirtId, f.small)).res.statusCode).toBe(200);
    const below = await f.api('PUT', `/api/admin/product-variants/${f.small}`, {
      name: 'Small',
      sku: `TEE-S-${f.accountId}`,
      quantityAvailable: 0,
    });
    expect(below.statusCode).toBe(409);
    expect(errorOf(below)).toMatchObject({
      code: 'admin.product_stock_below_sold',
      field: 'quantityAvailable',
    });
    expect(errorOf(below)?.message).toContain('1');
    const raised = await f.api('PUT', `/api/admin/product-variants/${f.small}`, {
      name: 'Small fit',
      sku: `TEE-S-${f.accountId}`,
      quantityAvailable: 5,
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(await stockOf(t, f.small)).toMatchObject({ quantity_available: 5, reserved: 1 });
  });
});

describe('archiving', () => {
  it('stops offering an archived variant and keeps one variant on sale', async () => {
    const archived = await f.api('POST', `/api/admin/product-variants/${f.small}/archive`);
    expect(archived.statusCode, archived.body).toBe(200);
    const shirt = archived.data as unknown as ProductAnswer;
    expect(shirt.variants.map((v) => [v.name, v.archived])).toEqual([
      ['Small fit', true],
      ['Medium', false],
      ['Large', false],
    ]);
    const offeredShirt = (await offered()).find((p) => p.id === f.shirtId)!;
    expect(offeredShirt.variants.map((v) => v.id)).not.toContain(f.small);
    const add = await addProduct(f.shirtId, f.small);
    expect(errorOf(add.res)).toMatchObject({ code: 'purchase.product_variant_not_found' });
    const edit = await f.api('PUT', `/api/admin/product-variants/${f.small}`, {
      name: 'Small',
      sku: `TEE-S-${f.accountId}`,
      quantityAvailable: 9,
    });
    expect(errorOf(edit)).toMatchObject({ code: 'admin.product_variant_archived' });

    const large = shirt.variants[2]!.id;
    expect((await f.api('POST', `/api/admin/product-variants/${large}/archive`)).statusCode).toBe(200);
    const last = await f.api('POST', `/api/admin/product-variants/${f.medium}/archive`);
    expect(last.statusCode).toBe(409);
    expect(errorOf(last)).toMatchObject({ code: 'admin.product_variant_last_active' });
  });

  it('offers an archived product neither at the box office nor in the shop; orders keep it', async () => {
    const archived = await f.api('POST', `/api/admin/products/${f.programmeId}/archive`);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.data).toMatchObject({ archived: true });
    expect((await offered()).map((p) => p.id)).not.toContain(f.programmeId);
    const shop = await shopBrowser(t.app).send('GET', `/api/shop/events/${f.eventId}/products`);
    expect((shop.data.products as { id: number }[]).map((p) => p.id)).not.toContain(f.programmeId);
    const add = await addProduct(f.programmeId);
    expect(errorOf(add.res)).toMatchObject({ code: 'purchase.product_not_found' });
    expect((await listed()).find((p) => p.id === f.programmeId)).toMatchObject({ archived: true });
    const edit = await f.api('PUT', `/api/admin/products/${f.programmeId}`, programme());
    expect(edit.statusCode).toBe(409);
    expect(errorOf(edit)).toMatchObject({ code: 'admin.product_archived' });
    const kept = await f.api('GET', `/api/admin/orders/${soldOrder}`);
    expect((kept.data.products as { name: string; unitPrice: number; status: string }[])[0]).toMatchObject({
      name: 'Souvenir programme',
      unitPrice: 800,
      status: 'new',
    });
  });
});
