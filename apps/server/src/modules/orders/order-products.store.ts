import type { Order, OrderProduct } from '@tessera/contract';
import type { NameTranslations, OrderStatus } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { arrayParam, rows } from '@/db/sql';
import type { PricedProductLine } from '@/modules/baskets/basket-pricing.rules';
import { variantLeft } from '@/modules/baskets/basket-products.store';
import { AppError } from '@/platform/http/app-error';
import type { NameReader } from '@/platform/i18n/venue-names';

/**
 * Turns a basket's priced product lines into order items in the checkout transaction: each
 * line's stock moves from reserved to sold by a guarded update (a line whose reservation was
 * released when its basket lapsed takes from what is left, or the checkout is refused).
 */
export async function sellBasketProducts(
  tx: Db,
  accountId: number,
  orderId: number,
  lines: readonly PricedProductLine[],
  now: Date,
): Promise<void> {
  for (const { row, unitPrice, total } of lines) {
    const [locked] = await rows<{ stock_reserved: number }>(
      tx,
      sql`SELECT stock_reserved FROM basket_products WHERE account_id = ${accountId} AND id = ${row.id} FOR UPDATE`,
    );
    const held = locked?.stock_reserved ?? 0;
    if (row.product_variant_id !== null) {
      const moved = await rows<{ id: number }>(
        tx,
        sql`UPDATE product_variants SET sold = sold + ${row.quantity}, reserved = reserved - ${held}
          WHERE account_id = ${accountId} AND id = ${row.product_variant_id}
            AND (quantity_available IS NULL OR sold + reserved - ${held} + ${row.quantity} <= quantity_available)
          RETURNING id`,
      );
      if (moved.length !== 1) {
        const left = (await variantLeft(tx, accountId, row.product_variant_id)) + held;
        throw new AppError('purchase.product_out_of_stock', 'products', { count: left });
      }
      await tx.execute(sql`UPDATE basket_products SET stock_reserved = 0 WHERE id = ${row.id}`);
    }
    await tx.execute(
      sql`INSERT INTO order_products (account_id, order_id, event_id, product_id, product_variant_id, name,
          name_translations, variant_name, sku, type, quantity, unit_price, total, redemption_instructions, created_at,
          bundle_line_id)
        VALUES (${accountId}, ${orderId}, ${row.event_id}, ${row.product_id}, ${row.product_variant_id}, ${row.name},
          ${JSON.stringify(row.name_translations ?? {})}::jsonb, ${row.variant_name}, ${row.sku}, ${row.type},
          ${row.quantity}, ${unitPrice}, ${total}, ${row.redemption_instructions}, ${now}, ${row.bundle_line_id})`,
    );
  }
}

/** An order's product items as the order detail lists them, named for the reader as sold. */
export async function orderProductsOf(
  db: Db,
  accountId: number,
  orderId: number,
  name: NameReader,
): Promise<OrderProduct[]> {
  const list = await rows<{
    id: number | string;
    event_id: number;
    event_name: string;
    product_id: number;
    product_variant_id: number | null;
    name: string;
    name_translations: NameTranslations | null;
    variant_name: string | null;
    sku: string;
    type: string;
    quantity: number;
    unit_price: number;
    total: number;
    status: OrderStatus;
    redemption_instructions: string;
    bundle_line_id: number | string | null;
  }>(
    db,
    sql`SELECT op.id, op.event_id, e.name AS event_name, op.product_id, op.product_variant_id, op.name,
        op.name_translations, op.variant_name,
        op.sku, op.type, op.quantity, op.unit_price, op.total, op.status, op.redemption_instructions, op.bundle_line_id
      FROM order_products op JOIN events e ON e.id = op.event_id
      WHERE op.account_id = ${accountId} AND op.order_id = ${orderId} ORDER BY op.id`,
  );
  return list.map((p) => ({
    id: Number(p.id),
    eventId: p.event_id,
    eventName: p.event_name,
    productId: p.product_id,
    productVariantId: p.product_variant_id,
    name: name(p.name, p.name_translations),
    variantName: p.variant_name,
    sku: p.sku,
    type: p.type,
    quantity: p.quantity,
    unitPrice: p.unit_price,
    total: p.total,
    status: p.status,
    redemptionInstructions: p.redemption_instructions,
    bundleLineId: p.bundle_line_id === null ? null : Number(p.bundle_line_id),
  }));
}

/** The order detail's product part: its items and their total as sold. */
export async function orderProductPart(
  db: Db,
  accountId: number,
  orderId: number,
  name: NameReader,
): Promise<Pick<Order, 'products' | 'productTotal'>> {
  const products = await orderProductsOf(db, accountId, orderId, name);
  return { products, productTotal: products.reduce((s, p) => s + p.total, 0) };
}

export interface ProductItemRow {
  id: number;
  status: OrderStatus;
  total: number;
  quantity: number;
  product_variant_id: number | null;
  sku: string;
  bundle_line_id: number | string | null;
}

/** An order's product items, for voiding (read under the order's lock). */
export async function productItemsForVoid(
  db: Db,
  accountId: number,
  orderId: number,
): Promise<ProductItemRow[]> {
  const list = await rows<ProductItemRow & { id: number | string }>(
    db,
    sql`SELECT id, status, total, quantity, product_variant_id, sku, bundle_line_id FROM order_products
      WHERE account_id = ${accountId} AND order_id = ${orderId} ORDER BY id`,
  );
  return list.map((p) => ({ ...p, id: Number(p.id) }));
}

/** Voids product items and puts their units back in stock. Answers how many were voided. */
export async function voidProductItems(
  tx: Db,
  accountId: number,
  orderId: number,
  items: readonly ProductItemRow[],
  now: Date,
): Promise<number> {
  if (items.length === 0) return 0;
  const voided = await rows<{ id: number | string; product_variant_id: number | null; quantity: number }>(
    tx,
    sql`UPDATE order_products SET status = 'voided', voided_at = ${now}
      WHERE account_id = ${accountId} AND order_id = ${orderId} AND status <> 'voided'
        AND id = ANY(${arrayParam(items.map((i) => i.id))}::bigint[])
      RETURNING id, product_variant_id, quantity`,
  );
  for (const item of voided) {
    if (item.product_variant_id === null) continue;
    await tx.execute(
      sql`UPDATE product_variants SET sold = greatest(sold - ${item.quantity}, 0)
        WHERE account_id = ${accountId} AND id = ${item.product_variant_id}`,
    );
  }
  return voided.length;
}
