import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';

export interface ProductImageRow {
  product_id: number;
  name: string;
  sku: string;
  template_name: string;
  content_type: string | null;
  width: number | null;
  height: number | null;
  bytes: number | string | null;
  created_at: Date | string | null;
}

/** The account's products (not archived) with their image's facts, or one of them. */
export async function productsWithImages(db: Db, accountId: number, productId?: number) {
  return rows<ProductImageRow>(
    db,
    sql`SELECT p.id AS product_id, p.name, p.sku, t.name AS template_name, i.content_type, i.width, i.height,
        octet_length(i.data) AS bytes, i.created_at
      FROM products p JOIN event_templates t ON t.id = p.template_id
      LEFT JOIN product_images i ON i.product_id = p.id
      WHERE p.account_id = ${accountId} AND p.archived_at IS NULL
        ${productId === undefined ? sql`` : sql`AND p.id = ${productId}`}
      ORDER BY t.name, p.name, p.id`,
  );
}

export async function saveProductImage(
  db: Db,
  accountId: number,
  productId: number,
  image: { data: Buffer; contentType: string; width: number; height: number },
  now: Date,
): Promise<void> {
  await db.execute(
    sql`INSERT INTO product_images (account_id, product_id, content_type, width, height, data, created_at)
      VALUES (${accountId}, ${productId}, ${image.contentType}, ${image.width}, ${image.height}, ${image.data}, ${now})
      ON CONFLICT (product_id) DO UPDATE SET content_type = EXCLUDED.content_type, width = EXCLUDED.width,
        height = EXCLUDED.height, data = EXCLUDED.data, created_at = EXCLUDED.created_at`,
  );
}

export async function removeProductImage(db: Db, accountId: number, productId: number): Promise<void> {
  await db.execute(
    sql`DELETE FROM product_images WHERE account_id = ${accountId} AND product_id = ${productId}`,
  );
}

/** A product's image bytes, when the product is on sale (not archived). */
export async function productImageData(db: Db, accountId: number, productId: number) {
  const [row] = await rows<{ content_type: string; data: Buffer | Uint8Array }>(
    db,
    sql`SELECT i.content_type, i.data FROM product_images i JOIN products p ON p.id = i.product_id
      WHERE i.account_id = ${accountId} AND i.product_id = ${productId} AND p.archived_at IS NULL`,
  );
  return row;
}

export interface StoredImageRow {
  owner: 'hostname' | 'template' | 'product' | 'map';
  owner_id: number;
  owner_name: string;
  kind: string;
  content_type: string;
  data: Buffer | Uint8Array;
}

/** Every stored image of the account: host name, event template, product and map view images. */
export async function storedImages(db: Db, accountId: number): Promise<StoredImageRow[]> {
  return rows<StoredImageRow>(
    db,
    sql`SELECT 'hostname' AS owner, h.id AS owner_id, h.host_name AS owner_name, i.kind, i.content_type, i.data
        FROM hostname_images i JOIN account_hostnames h ON h.id = i.hostname_id WHERE i.account_id = ${accountId}
      UNION ALL
      SELECT 'template', t.id, t.name, i.kind, i.content_type, i.data
        FROM template_images i JOIN event_templates t ON t.id = i.template_id WHERE i.account_id = ${accountId}
      UNION ALL
      SELECT 'product', p.id, p.name, 'product', i.content_type, i.data
        FROM product_images i JOIN products p ON p.id = i.product_id WHERE i.account_id = ${accountId}
      UNION ALL
      SELECT 'map', i.id, m.name, 'viewFromSeat', i.content_type, i.data
        FROM map_view_images i JOIN venue_maps m ON m.id = i.map_id WHERE i.account_id = ${accountId}
      ORDER BY 1, 3, 4`,
  );
}

/** Which of these products have an image. */
export async function productIdsWithImages(db: Db, accountId: number, productIds: readonly number[]) {
  if (productIds.length === 0) return new Set<number>();
  const list = await rows<{ product_id: number }>(
    db,
    sql`SELECT product_id FROM product_images WHERE account_id = ${accountId}
      AND product_id IN (${sql.join(
        productIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  return new Set(list.map((r) => Number(r.product_id)));
}
