import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { products, productVariants } from '@/db/schema';

export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof productVariants.$inferSelect;
export type NewProduct = Omit<typeof products.$inferInsert, 'id' | 'accountId' | 'templateId'>;
export type NewVariant = Omit<typeof productVariants.$inferInsert, 'id' | 'accountId' | 'productId'>;

/** A template's products and all their variants, in id order. */
export async function templateProductRows(db: Db, accountId: number, templateId: number) {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.accountId, accountId), eq(products.templateId, templateId)))
    .orderBy(asc(products.id));
  const variants = rows.length
    ? await db
        .select()
        .from(productVariants)
        .where(
          and(
            eq(productVariants.accountId, accountId),
            inArray(
              productVariants.productId,
              rows.map((r) => r.id),
            ),
          ),
        )
        .orderBy(asc(productVariants.id))
    : [];
  return { rows, variants };
}

/** Inserts a product; undefined when its SKU is taken. */
export async function insertProduct(
  tx: Db,
  accountId: number,
  templateId: number,
  fields: NewProduct,
): Promise<ProductRow | undefined> {
  const [product] = await tx
    .insert(products)
    .values({ accountId, templateId, ...fields })
    .onConflictDoNothing()
    .returning();
  return product;
}

export async function insertVariants(
  tx: Db,
  accountId: number,
  productId: number,
  variants: readonly NewVariant[],
): Promise<VariantRow[]> {
  if (variants.length === 0) return [];
  return tx
    .insert(productVariants)
    .values(variants.map((v) => ({ accountId, productId, ...v })))
    .returning();
}

/** One product of the account with its variants in id order. */
export async function findProduct(db: Db, accountId: number, id: number) {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.accountId, accountId), eq(products.id, id)));
  if (!product) return undefined;
  const variants = await db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.accountId, accountId), eq(productVariants.productId, id)))
    .orderBy(asc(productVariants.id));
  return { product, variants };
}

export type ProductSettings = Omit<NewProduct, 'name' | 'nameTranslations'>;

/** Changes a product's settings; undefined when its new SKU is another product's. */
export async function updateProductRow(
  tx: Db,
  accountId: number,
  id: number,
  values: ProductSettings,
): Promise<ProductRow | undefined> {
  const [row] = await tx
    .update(products)
    .set(values)
    .where(
      and(
        eq(products.accountId, accountId),
        eq(products.id, id),
        // The SKU stays unique in the account, whatever its case (products_account_sku_key).
        sql`NOT EXISTS (SELECT 1 FROM products o WHERE o.account_id = ${accountId} AND o.id <> ${id}
          AND upper(o.sku) = upper(${values.sku}))`,
      ),
    )
    .returning();
  return row;
}

/** Archives a product (once: an archived one keeps its date). */
export async function setProductArchived(db: Db, accountId: number, id: number, now: Date) {
  await db
    .update(products)
    .set({ archivedAt: now })
    .where(and(eq(products.accountId, accountId), eq(products.id, id), isNull(products.archivedAt)));
}

/** A product's variants, locked in one order so changes to its variants queue. */
export async function lockProductVariants(tx: Db, accountId: number, productId: number) {
  return tx
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.accountId, accountId), eq(productVariants.productId, productId)))
    .orderBy(asc(productVariants.id))
    .for('update');
}

/** Makes every live variant of a product unlimited (its inventory no longer controlled). */
export async function unlimitVariants(tx: Db, accountId: number, productId: number) {
  await tx
    .update(productVariants)
    .set({ quantityAvailable: null })
    .where(
      and(
        eq(productVariants.accountId, accountId),
        eq(productVariants.productId, productId),
        isNull(productVariants.archivedAt),
      ),
    );
}

/** One variant of the account. */
export async function findVariant(db: Db, accountId: number, id: number): Promise<VariantRow | undefined> {
  const [row] = await db
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.accountId, accountId), eq(productVariants.id, id)));
  return row;
}

/**
 * Changes a variant, its stock never below what is sold or reserved (the guard is in the
 * statement, so a basket reserving at the same moment cannot be oversold); undefined when the
 * stock asked is too low.
 */
export async function updateVariantRow(
  tx: Db,
  accountId: number,
  id: number,
  values: { name: string; sku: string; quantityAvailable: number | null },
): Promise<VariantRow | undefined> {
  const [row] = await tx
    .update(productVariants)
    .set(values)
    .where(
      and(
        eq(productVariants.accountId, accountId),
        eq(productVariants.id, id),
        values.quantityAvailable === null
          ? undefined
          : sql`${productVariants.sold} + ${productVariants.reserved} <= ${values.quantityAvailable}`,
      ),
    )
    .returning();
  return row;
}

/** How many of a product's variants are on sale (not archived). */
export async function liveVariantCount(tx: Db, accountId: number, productId: number): Promise<number> {
  const [live] = await tx
    .select({ n: count() })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.accountId, accountId),
        eq(productVariants.productId, productId),
        isNull(productVariants.archivedAt),
      ),
    );
  return Number(live?.n ?? 0);
}

/** Archives a variant (once: an archived one keeps its date). */
export async function setVariantArchived(tx: Db, accountId: number, id: number, now: Date) {
  await tx
    .update(productVariants)
    .set({ archivedAt: now })
    .where(
      and(
        eq(productVariants.accountId, accountId),
        eq(productVariants.id, id),
        isNull(productVariants.archivedAt),
      ),
    );
}
