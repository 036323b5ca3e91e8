import type { ProductWithImage, StoredImage } from '@tessera/contract';
import {
  type HostnameImageKind,
  hostnameImageRules,
  type ImageRule,
  imageProblem,
  mapViewImageRule,
  productImageRule,
  type TemplateImageKind,
  templateImageRules,
} from '@tessera/domain';
import { imageSize } from 'image-size';
import type { Db } from '@/db/client';
import { checkProductImage, describeSize } from '@/modules/accounts/images.rules';
import { AppError } from '@/platform/http/app-error';
import {
  type ProductImageRow,
  productsWithImages,
  removeProductImage,
  saveProductImage,
  storedImages,
} from './image-tools.store';

function productOut(p: ProductImageRow): ProductWithImage {
  return {
    productId: Number(p.product_id),
    name: p.name,
    sku: p.sku,
    templateName: p.template_name,
    image:
      p.content_type === null
        ? null
        : {
            contentType: p.content_type,
            width: p.width ?? 0,
            height: p.height ?? 0,
            bytes: Number(p.bytes ?? 0),
            uploadedAt: new Date(p.created_at ?? 0).toISOString(),
          },
  };
}

export async function listProducts(db: Db, accountId: number): Promise<ProductWithImage[]> {
  return (await productsWithImages(db, accountId)).map(productOut);
}

async function requireProduct(db: Db, accountId: number, productId: number): Promise<ProductWithImage> {
  const [row] = await productsWithImages(db, accountId, productId);
  if (!row) throw new AppError('purchase.product_not_found');
  return productOut(row);
}

export async function setProductImage(
  db: Db,
  accountId: number,
  productId: number,
  base64: string,
  now: Date,
) {
  await requireProduct(db, accountId, productId);
  await saveProductImage(db, accountId, productId, checkProductImage(base64), now);
  return requireProduct(db, accountId, productId);
}

export async function clearProductImage(db: Db, accountId: number, productId: number) {
  await requireProduct(db, accountId, productId);
  await removeProductImage(db, accountId, productId);
  return requireProduct(db, accountId, productId);
}

function ruleOf(owner: StoredImage['owner'], kind: string): ImageRule | undefined {
  if (owner === 'product') return productImageRule;
  if (owner === 'map') return mapViewImageRule;
  if (owner === 'hostname') return hostnameImageRules[kind as HostnameImageKind];
  return templateImageRules[kind as TemplateImageKind];
}

/**
 * Every stored image, read again from its bytes (not from the sizes recorded at upload) and held
 * to its kind's rule as the spec states it today; wrong ones first.
 */
export async function validateStoredImages(db: Db, accountId: number): Promise<StoredImage[]> {
  const list = (await storedImages(db, accountId)).map((row): StoredImage => {
    const rule = ruleOf(row.owner, row.kind);
    const data = Buffer.from(row.data);
    let info: { type: string; width: number; height: number } = { type: '', width: 0, height: 0 };
    try {
      const read = imageSize(data);
      info = { type: read.type ?? '', width: read.width ?? 0, height: read.height ?? 0 };
    } catch {
      // Unreadable bytes: no type, so the type check fails below.
    }
    return {
      owner: row.owner,
      ownerId: Number(row.owner_id),
      ownerName: row.owner_name,
      kind: row.kind,
      contentType: row.content_type,
      width: info.width,
      height: info.height,
      bytes: data.length,
      expected: rule ? describeSize(rule) : '',
      expectedTypes: rule ? [...rule.types] : [],
      problem: rule ? imageProblem(rule, info) : 'type',
    };
  });
  return [...list.filter((i) => i.problem !== null), ...list.filter((i) => i.problem === null)];
}
