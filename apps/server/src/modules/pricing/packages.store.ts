import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import {
  packageItems,
  packages,
  priceTypes,
  products,
  productVariants,
  templatePriceLevels,
} from '@/db/schema';

export type PackageRow = typeof packages.$inferSelect;
export type PackageValues = Pick<
  typeof packages.$inferInsert,
  'name' | 'description' | 'pricingMode' | 'price'
>;
export type PackageItemValues = Omit<
  typeof packageItems.$inferInsert,
  'id' | 'accountId' | 'packageId' | 'position'
>;

export async function templatePackageRows(db: Db, accountId: number, templateId: number) {
  return db
    .select()
    .from(packages)
    .where(and(eq(packages.accountId, accountId), eq(packages.templateId, templateId)))
    .orderBy(asc(packages.id));
}

export async function findPackage(db: Db, accountId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(packages)
    .where(and(eq(packages.accountId, accountId), eq(packages.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Items of some packages in order, with the names of what they include. */
export async function packageItemRows(db: Db, accountId: number, packageIds: readonly number[]) {
  if (packageIds.length === 0) return [];
  return db
    .select({
      packageId: packageItems.packageId,
      kind: packageItems.kind,
      priceLevelId: packageItems.priceLevelId,
      priceTypeId: packageItems.priceTypeId,
      productId: packageItems.productId,
      productVariantId: packageItems.productVariantId,
      quantity: packageItems.quantity,
      unitPrice: packageItems.unitPrice,
      priceLevelName: templatePriceLevels.name,
      priceTypeName: priceTypes.name,
      productName: products.name,
      variantName: productVariants.name,
    })
    .from(packageItems)
    .leftJoin(templatePriceLevels, eq(templatePriceLevels.id, packageItems.priceLevelId))
    .leftJoin(priceTypes, eq(priceTypes.id, packageItems.priceTypeId))
    .leftJoin(products, eq(products.id, packageItems.productId))
    .leftJoin(productVariants, eq(productVariants.id, packageItems.productVariantId))
    .where(and(eq(packageItems.accountId, accountId), inArray(packageItems.packageId, [...packageIds])))
    .orderBy(asc(packageItems.packageId), asc(packageItems.position));
}
export type PackageItemRow = Awaited<ReturnType<typeof packageItemRows>>[number];

/** Ids of the template's live price levels among these. */
export async function livePriceLevelIds(
  db: Db,
  accountId: number,
  templateId: number,
  ids: readonly number[],
) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: templatePriceLevels.id })
    .from(templatePriceLevels)
    .where(
      and(
        eq(templatePriceLevels.accountId, accountId),
        eq(templatePriceLevels.templateId, templateId),
        inArray(templatePriceLevels.id, [...ids]),
        isNull(templatePriceLevels.archivedAt),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** Ids of the template's live price types among these. */
export async function livePriceTypeIds(
  db: Db,
  accountId: number,
  templateId: number,
  ids: readonly number[],
) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: priceTypes.id })
    .from(priceTypes)
    .where(
      and(
        eq(priceTypes.accountId, accountId),
        eq(priceTypes.templateId, templateId),
        inArray(priceTypes.id, [...ids]),
        isNull(priceTypes.archivedAt),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** Ids of the template's live products among these. */
export async function liveProductIds(db: Db, accountId: number, templateId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.accountId, accountId),
        eq(products.templateId, templateId),
        inArray(products.id, [...ids]),
        isNull(products.archivedAt),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** Variant id → product id, for these variants of the account. */
export async function variantProducts(db: Db, accountId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: productVariants.id, productId: productVariants.productId })
    .from(productVariants)
    .where(and(eq(productVariants.accountId, accountId), inArray(productVariants.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r.productId]));
}

export async function insertPackage(
  db: Db,
  accountId: number,
  templateId: number,
  values: PackageValues,
  now: Date,
): Promise<PackageRow> {
  const [row] = await db
    .insert(packages)
    .values({ ...values, accountId, templateId, createdAt: now })
    .returning();
  return row!;
}

export async function updatePackageRow(
  db: Db,
  accountId: number,
  id: number,
  values: Partial<PackageValues> & { archivedAt?: Date },
): Promise<PackageRow> {
  const [row] = await db
    .update(packages)
    .set(values)
    .where(and(eq(packages.accountId, accountId), eq(packages.id, id)))
    .returning();
  return row!;
}

export async function replacePackageItems(
  db: Db,
  accountId: number,
  packageId: number,
  items: readonly PackageItemValues[],
) {
  await db
    .delete(packageItems)
    .where(and(eq(packageItems.accountId, accountId), eq(packageItems.packageId, packageId)));
  if (items.length === 0) return;
  await db
    .insert(packageItems)
    .values(items.map((item, position) => ({ ...item, accountId, packageId, position })));
}
