import type { packageInput, TemplatePackage } from '@tessera/contract';
import { pricePackage } from '@tessera/domain';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { requireEditableTemplate, requireTemplate } from '@/modules/templates/templates.service';
import { AppError, AppErrors } from '@/platform/http/app-error';
import {
  findPackage,
  insertPackage,
  livePriceLevelIds,
  livePriceTypeIds,
  liveProductIds,
  type PackageItemRow,
  type PackageItemValues,
  type PackageRow,
  packageItemRows,
  replacePackageItems,
  templatePackageRows,
  updatePackageRow,
  variantProducts,
} from './packages.store';

export type PackageBody = z.output<typeof packageInput>;

export async function requirePackage(db: Db, accountId: number, id: number, lock = false) {
  const row = await findPackage(db, accountId, id, lock);
  if (!row) throw new AppError('admin.package_not_found');
  return row;
}

function labelOf(item: PackageItemRow): string {
  if (item.kind === 'PriceLevel') return item.priceLevelName ?? '';
  if (item.kind === 'PriceType') return item.priceTypeName ?? '';
  return item.variantName ? `${item.productName} – ${item.variantName}` : (item.productName ?? '');
}

/** A package as the API shows it, with what each item takes of one package's price. */
function packageView(row: PackageRow, items: readonly PackageItemRow[]): TemplatePackage {
  const own = items.filter((i) => i.packageId === row.id);
  const priced = pricePackage(
    row.pricingMode === 'Package' ? { mode: 'Package', price: row.price ?? 0 } : { mode: 'PerItem' },
    own.map((item, i) => ({ key: String(i), quantity: item.quantity, unitPrice: item.unitPrice })),
  );
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    pricingMode: row.pricingMode,
    price: row.price,
    archived: row.archivedAt !== null,
    total: priced.total,
    items: own.map((item, i) => ({
      kind: item.kind,
      priceLevelId: item.priceLevelId,
      priceTypeId: item.priceTypeId,
      productId: item.productId,
      productVariantId: item.productVariantId,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      label: labelOf(item),
      allocated: priced.lines[i]!.amount,
    })),
  };
}

async function viewOf(db: Db, accountId: number, row: PackageRow) {
  return packageView(row, await packageItemRows(db, accountId, [row.id]));
}

export async function templatePackages(db: Db, accountId: number, templateId: number) {
  await requireTemplate(db, accountId, templateId);
  const rows = await templatePackageRows(db, accountId, templateId);
  const items = await packageItemRows(
    db,
    accountId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => packageView(r, items));
}

/**
 * Checks a package's items against its template (live price levels, price types and
 * products, a variant of the chosen product) and its price, answering every problem on its field.
 */
async function checkedItems(
  db: Db,
  accountId: number,
  templateId: number,
  body: PackageBody,
): Promise<PackageItemValues[]> {
  const ids = (pick: (item: PackageBody['items'][number]) => number | null) =>
    body.items.map(pick).filter((id): id is number => id !== null);
  const [levelIds, typeIds, productIds, variants] = await Promise.all([
    livePriceLevelIds(
      db,
      accountId,
      templateId,
      ids((i) => (i.kind === 'PriceLevel' ? i.priceLevelId : null)),
    ),
    livePriceTypeIds(
      db,
      accountId,
      templateId,
      ids((i) => (i.kind === 'PriceType' ? i.priceTypeId : null)),
    ),
    liveProductIds(
      db,
      accountId,
      templateId,
      ids((i) => (i.kind === 'Product' ? i.productId : null)),
    ),
    variantProducts(
      db,
      accountId,
      ids((i) => (i.kind === 'Product' ? i.productVariantId : null)),
    ),
  ]);
  const problems: AppError[] = [];
  if (body.pricingMode === 'Package' && body.price === null) {
    problems.push(new AppError('admin.package_price_required', 'price'));
  }
  const missing = (field: string) => problems.push(new AppError('admin.package_item_not_found', field));
  const items = body.items.map((item, i): PackageItemValues => {
    const base = { kind: item.kind, quantity: item.quantity, unitPrice: item.unitPrice };
    const none = { priceLevelId: null, priceTypeId: null, productId: null, productVariantId: null };
    if (item.kind === 'PriceLevel') {
      if (item.priceLevelId === null || !levelIds.has(item.priceLevelId)) missing(`items.${i}.priceLevelId`);
      return { ...base, ...none, priceLevelId: item.priceLevelId };
    }
    if (item.kind === 'PriceType') {
      if (item.priceTypeId === null || !typeIds.has(item.priceTypeId)) missing(`items.${i}.priceTypeId`);
      return { ...base, ...none, priceTypeId: item.priceTypeId };
    }
    if (item.productId === null || !productIds.has(item.productId)) missing(`items.${i}.productId`);
    else if (item.productVariantId !== null && variants.get(item.productVariantId) !== item.productId) {
      missing(`items.${i}.productVariantId`);
    }
    return { ...base, ...none, productId: item.productId, productVariantId: item.productVariantId };
  });
  if (problems.length === 1) throw problems[0];
  if (problems.length > 1) throw new AppErrors(problems);
  return items;
}

const valuesOf = (body: PackageBody) => ({
  name: body.name,
  description: body.description,
  pricingMode: body.pricingMode,
  price: body.pricingMode === 'Package' ? body.price : null,
});

export async function createPackage(
  db: Db,
  accountId: number,
  templateId: number,
  body: PackageBody,
  now: Date,
): Promise<TemplatePackage> {
  return db.transaction(async (tx) => {
    await requireEditableTemplate(tx, accountId, templateId);
    const items = await checkedItems(tx, accountId, templateId, body);
    const row = await insertPackage(tx, accountId, templateId, valuesOf(body), now);
    await replacePackageItems(tx, accountId, row.id, items);
    return viewOf(tx, accountId, row);
  });
}

export async function updatePackage(
  db: Db,
  accountId: number,
  id: number,
  body: PackageBody,
): Promise<TemplatePackage> {
  return db.transaction(async (tx) => {
    const current = await requirePackage(tx, accountId, id, true);
    if (current.archivedAt) throw new AppError('admin.package_archived');
    await requireEditableTemplate(tx, accountId, current.templateId);
    const items = await checkedItems(tx, accountId, current.templateId, body);
    const row = await updatePackageRow(tx, accountId, id, valuesOf(body));
    await replacePackageItems(tx, accountId, id, items);
    return viewOf(tx, accountId, row);
  });
}

export async function archivePackage(db: Db, accountId: number, id: number, now: Date) {
  const current = await requirePackage(db, accountId, id);
  const row = current.archivedAt ? current : await updatePackageRow(db, accountId, id, { archivedAt: now });
  return viewOf(db, accountId, row);
}
