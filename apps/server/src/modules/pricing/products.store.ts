import { and, asc, eq, inArray } from 'drizzle-orm';
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
