import type { NameTranslations } from '@tessera/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { arrayParam, rows } from '@/db/sql';

/** A product of a template with its variants' stock, as selling needs it. */
export interface ProductRow {
  id: number;
  template_id: number;
  name: string;
  type: string;
  sku: string;
  price: number;
  inventory_controlled: boolean;
  full_party_add_on: boolean;
  redemption_instructions: string;
  archived: boolean;
}

export interface VariantRow {
  id: number;
  product_id: number;
  name: string;
  sku: string;
  quantity_available: number | null;
  sold: number;
  reserved: number;
}

/** The products on sale (not archived) of an event's template, with their variants on sale. */
export async function productsOfEvent(
  db: Db,
  accountId: number,
  eventId: number,
): Promise<{ products: ProductRow[]; variants: VariantRow[] }> {
  const products = await rows<ProductRow>(
    db,
    sql`SELECT p.id, p.template_id, p.name, p.type, p.sku, p.price, p.inventory_controlled, p.full_party_add_on,
        p.redemption_instructions, p.archived_at IS NOT NULL AS archived
      FROM products p JOIN events e ON e.template_id = p.template_id AND e.account_id = p.account_id
      WHERE p.account_id = ${accountId} AND e.id = ${eventId} AND p.archived_at IS NULL ORDER BY p.id`,
  );
  const variants = products.length
    ? await rows<VariantRow>(
        db,
        sql`SELECT id, product_id, name, sku, quantity_available, sold, reserved FROM product_variants
          WHERE account_id = ${accountId} AND product_id = ANY(${arrayParam(products.map((p) => p.id))}::int[])
            AND archived_at IS NULL
          ORDER BY id`,
      )
    : [];
  return { products, variants };
}

/** One product of the account with its variants on sale (not archived); undefined when there is none. */
export async function productWithVariants(
  db: Db,
  accountId: number,
  productId: number,
): Promise<{ product: ProductRow; variants: VariantRow[] } | undefined> {
  const [product] = await rows<ProductRow>(
    db,
    sql`SELECT id, template_id, name, type, sku, price, inventory_controlled, full_party_add_on,
        redemption_instructions, archived_at IS NOT NULL AS archived
      FROM products WHERE account_id = ${accountId} AND id = ${productId}`,
  );
  if (!product) return undefined;
  const variants = await rows<VariantRow>(
    db,
    sql`SELECT id, product_id, name, sku, quantity_available, sold, reserved FROM product_variants
      WHERE account_id = ${accountId} AND product_id = ${productId} AND archived_at IS NULL ORDER BY id`,
  );
  return { product, variants };
}

/** A basket's product line with what pricing and the answer need of its product. */
export interface BasketProductRow {
  id: number;
  event_id: number;
  event_name: string;
  product_id: number;
  product_variant_id: number | null;
  quantity: number;
  stock_reserved: number;
  name: string;
  /** The product's translations (kept on the order item as sold). */
  name_translations: NameTranslations;
  variant_name: string | null;
  sku: string;
  type: string;
  price: number;
  full_party_add_on: boolean;
  inventory_controlled: boolean;
  redemption_instructions: string;
  /** A template package's product part and its price per unit in the package (decisions/0112). */
  bundle_line_id: number | null;
  bundle_unit_price: number | null;
}

/** The basket's product lines in the order they were added; locked when asked. */
export async function basketProductRows(
  db: Db,
  accountId: number,
  basketId: string,
  lock = false,
): Promise<BasketProductRow[]> {
  const list = await rows<BasketProductRow & { id: number | string }>(
    db,
    sql`SELECT bp.id, bp.event_id, e.name AS event_name, bp.product_id, bp.product_variant_id, bp.quantity,
        bp.stock_reserved, p.name, p.name_translations, v.name AS variant_name, coalesce(v.sku, p.sku) AS sku, p.type, p.price,
        p.full_party_add_on, p.inventory_controlled, p.redemption_instructions, bp.bundle_line_id, bp.bundle_unit_price
      FROM basket_products bp JOIN products p ON p.id = bp.product_id JOIN events e ON e.id = bp.event_id
      LEFT JOIN product_variants v ON v.id = bp.product_variant_id
      WHERE bp.account_id = ${accountId} AND bp.basket_id = ${basketId}::uuid ORDER BY bp.id
      ${lock ? sql`FOR UPDATE OF bp` : sql``}`,
  );
  return list.map((r) => ({
    ...r,
    id: Number(r.id),
    bundle_line_id: r.bundle_line_id === null ? null : Number(r.bundle_line_id),
  }));
}

/**
 * Reserves `quantity` more of a variant in one guarded statement: it succeeds only while sold
 * plus reserved stays within the stock, so concurrent baskets can never oversell (the row lock
 * makes a waiting UPDATE re-check the guard). Answers whether it reserved.
 */
export async function reserveVariant(db: Db, accountId: number, variantId: number, quantity: number) {
  const done = await rows<{ id: number }>(
    db,
    sql`UPDATE product_variants SET reserved = reserved + ${quantity}
      WHERE account_id = ${accountId} AND id = ${variantId}
        AND (quantity_available IS NULL OR sold + reserved + ${quantity} <= quantity_available)
      RETURNING id`,
  );
  return done.length === 1;
}

/** Gives `quantity` of a variant's reservation back. */
export async function releaseVariant(db: Db, accountId: number, variantId: number, quantity: number) {
  if (quantity <= 0) return;
  await db.execute(
    sql`UPDATE product_variants SET reserved = greatest(reserved - ${quantity}, 0)
      WHERE account_id = ${accountId} AND id = ${variantId}`,
  );
}

/** What is left of a variant now (for the "Only {count} left" message). */
export async function variantLeft(db: Db, accountId: number, variantId: number): Promise<number> {
  const [row] = await rows<{ left: number }>(
    db,
    sql`SELECT greatest(coalesce(quantity_available, 0) - sold - reserved, 0)::int AS left
      FROM product_variants WHERE account_id = ${accountId} AND id = ${variantId}`,
  );
  return row?.left ?? 0;
}

export async function insertBasketProduct(
  db: Db,
  accountId: number,
  basketId: string,
  line: {
    eventId: number;
    productId: number;
    variantId: number | null;
    quantity: number;
    stockReserved: number;
  },
  now: Date,
): Promise<void> {
  await db.execute(
    sql`INSERT INTO basket_products (account_id, basket_id, event_id, product_id, product_variant_id, quantity, stock_reserved, created_at)
      VALUES (${accountId}, ${basketId}::uuid, ${line.eventId}, ${line.productId}, ${line.variantId}, ${line.quantity}, ${line.stockReserved}, ${now})`,
  );
}

export async function setBasketProductQuantity(
  db: Db,
  accountId: number,
  lineId: number,
  quantity: number,
  stockReserved: number,
): Promise<void> {
  await db.execute(
    sql`UPDATE basket_products SET quantity = ${quantity}, stock_reserved = ${stockReserved}
      WHERE account_id = ${accountId} AND id = ${lineId}`,
  );
}

export async function deleteBasketProduct(db: Db, accountId: number, lineId: number): Promise<void> {
  await db.execute(sql`DELETE FROM basket_products WHERE account_id = ${accountId} AND id = ${lineId}`);
}

/**
 * Releases the stock every product line of a basket holds (the basket is abandoned, emptied
 * or released); the lines stay, holding nothing. Answers how many units went back.
 */
export async function releaseBasketProducts(db: Db, accountId: number, basketId: string): Promise<number> {
  return givenBack(
    db,
    sql``,
    sql`UPDATE basket_products bp SET stock_reserved = 0
        FROM basket_products old WHERE old.id = bp.id
          AND bp.account_id = ${accountId} AND bp.basket_id = ${basketId}::uuid AND bp.stock_reserved > 0
        RETURNING bp.product_variant_id, old.stock_reserved`,
  );
}

/**
 * The sweeper's part for products: the stock held by product lines of baskets whose time ran
 * out (or that are no longer open) goes back, in a batch. Answers how many units went back.
 */
export async function sweepLapsedProductStock(db: Db, now: Date, batch: number): Promise<number> {
  return givenBack(
    db,
    sql`lapsed AS (
        SELECT bp.id, bp.stock_reserved FROM basket_products bp JOIN baskets b ON b.id = bp.basket_id
        WHERE bp.stock_reserved > 0 AND (b.status <> 'open' OR b.expires_at <= ${now})
        ORDER BY bp.id LIMIT ${batch} FOR UPDATE OF bp SKIP LOCKED
      ), `,
    sql`UPDATE basket_products bp SET stock_reserved = 0 FROM lapsed WHERE bp.id = lapsed.id
        RETURNING bp.product_variant_id, lapsed.stock_reserved`,
  );
}

/**
 * Runs `clear` (an UPDATE of product lines answering each line's variant and the stock it held,
 * after the CTEs of `before`) and gives that stock back to the variants, in one statement.
 * Answers how many units went back.
 */
async function givenBack(db: Db, before: SQL, clear: SQL): Promise<number> {
  const [row] = await rows<{ n: number | null }>(
    db,
    sql`WITH ${before}cleared AS (${clear}), back AS (
        UPDATE product_variants v SET reserved = greatest(v.reserved - s.n, 0)
        FROM (SELECT product_variant_id, sum(stock_reserved)::int AS n FROM cleared GROUP BY product_variant_id) s
        WHERE v.id = s.product_variant_id
      )
      SELECT sum(stock_reserved)::int AS n FROM cleared`,
  );
  return row?.n ?? 0;
}
