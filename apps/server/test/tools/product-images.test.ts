import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addHostname } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { jpegOf, pngOf } from '../images';
import { type ProductFixture, productFixture } from '../products/product-fixture';
import { shopBrowser } from '../shop/shop-client';

let t: TestApp;
let f: ProductFixture;
const url = (id: number) => `/api/admin/tools/update-product-image/${id}`;
const code = (res: { data: Record<string, unknown> }) =>
  (res.data.errors as { code: string; field?: string }[] | undefined)?.[0];

beforeAll(async () => {
  t = await startTestApp();
  f = await productFixture(t);
  await addHostname(t.database.db, f.accountId, 'localhost', true);
});
afterAll(() => t.close());

describe('tools → update product image', () => {
  it('takes only a 1000x1000 JPG, with catalogue errors for the rest', async () => {
    const png = await f.api('PUT', url(f.programmeId), { dataBase64: pngOf(1000, 1000) });
    expect(png.statusCode).toBe(400);
    expect(code(png)).toMatchObject({ code: 'admin.image_type_invalid', field: 'dataBase64' });
    const small = await f.api('PUT', url(f.programmeId), { dataBase64: jpegOf(800, 800) });
    expect(small.statusCode).toBe(400);
    expect(code(small)).toMatchObject({ code: 'admin.image_size_invalid', field: 'dataBase64' });
    const unknown = await f.api('PUT', url(999_999), { dataBase64: jpegOf(1000, 1000) });
    expect(code(unknown)?.code).toBe('purchase.product_not_found');

    const saved = await f.api('PUT', url(f.programmeId), { dataBase64: jpegOf(1000, 1000) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.data).toMatchObject({
      productId: f.programmeId,
      image: { contentType: 'image/jpeg', width: 1000, height: 1000 },
    });
  });

  it('shows the image with the product in the shop’s listing', async () => {
    const shop = shopBrowser(t.app);
    const list = await shop.send('GET', `/api/shop/events/${f.eventId}/products`);
    const products = list.data.products as { id: number; imageUrl: string | null }[];
    const programme = products.find((p) => p.id === f.programmeId)!;
    expect(programme.imageUrl).toBe(`/api/shop/products/${f.programmeId}/image`);
    expect(products.find((p) => p.id === f.shirtId)!.imageUrl).toBeNull();
    const image = await shop.send('GET', programme.imageUrl!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.toString('base64')).toBe(jpegOf(1000, 1000));
    expect((await shop.send('GET', `/api/shop/products/${f.shirtId}/image`)).statusCode).toBe(404);

    const removed = await f.api('DELETE', url(f.programmeId));
    expect(removed.data.image).toBeNull();
    const after = await shop.send('GET', `/api/shop/events/${f.eventId}/products`);
    expect((after.data.products as { id: number; imageUrl: string | null }[])[0]!.imageUrl).toBeNull();
  });
});

describe('tools → validate images', () => {
  it('lists every stored image, the wrong ones first', async () => {
    await f.api('PUT', url(f.shirtId), { dataBase64: jpegOf(1000, 1000) });
    const poster = await f.api('PUT', `/api/admin/event-templates/${f.templateId}/images/poster`, {
      dataBase64: pngOf(400, 400),
    });
    expect(poster.statusCode, poster.body).toBe(200);
    // An image stored before today's rules (or by an import): bytes of the wrong size.
    await t.database.db.execute(
      sql`INSERT INTO product_images (account_id, product_id, content_type, width, height, data, created_at)
        VALUES (${f.accountId}, ${f.parkingId}, 'image/jpeg', 1000, 1000, ${Buffer.from(jpegOf(640, 480), 'base64')}, now())`,
    );
    const res = await f.api('GET', '/api/admin/tools/validate-images');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.data as unknown as {
      owner: string;
      ownerId: number;
      kind: string;
      width: number;
      height: number;
      problem: string | null;
    }[];
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({
      owner: 'product',
      ownerId: f.parkingId,
      width: 640,
      height: 480,
      problem: 'size',
    });
    expect(list.slice(1).map((i) => [i.owner, i.kind, i.problem])).toEqual([
      ['product', 'product', null],
      ['template', 'poster', null],
    ]);
  });
});
